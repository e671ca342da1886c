#include "cli/progress_line.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>

namespace lightsout::cli {

namespace {

struct LineState {
    bool terminal = isatty(STDERR_FILENO) == 1;
    bool shown = false;
    double last_log = 0;  // the report's seconds at the last plain line
};

void draw(LineState& state, const ProgressReport& report) {
    if (state.terminal) {
        if (report.finished) {
            if (state.shown) std::fprintf(stderr, "\r\033[K");
            state.shown = false;
        } else {
            std::fprintf(stderr, "\r\033[K%s", report.line().c_str());
            state.shown = true;
        }
    } else {
        if (report.finished || report.log_every <= 0 || report.seconds - state.last_log < report.log_every) return;
        state.last_log = report.seconds;
        std::fprintf(stderr, "%s\n", report.line().c_str());
    }
    std::fflush(stderr);
}

}  // namespace

ProgressSink progress_line() {
    auto state = std::make_shared<LineState>();
    return [state](const ProgressReport& report) { draw(*state, report); };
}

}  // namespace lightsout::cli
