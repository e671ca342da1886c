// The command line's progress line: the library's progress reports
// (lightsout/progress.hpp) drawn on stderr.
#pragma once

#include "lightsout/progress.hpp"

namespace lightsout::cli {

// On a terminal: one line redrawn in place, cleared when the work ends. When
// stderr is not a terminal: a plain line every report.log_every seconds for
// the tasks that ask for one (long background jobs), nothing otherwise.
ProgressSink progress_line();

}  // namespace lightsout::cli
