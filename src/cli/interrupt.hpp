// Ctrl-C during a command: SIGINT and SIGTERM stop the library call under way
// through the command's stop token (lightsout/stop.hpp), so that it unwinds,
// its threads joined, and the command ends with one line and exit 128 + the
// signal (130 for Ctrl-C). A second signal ends the process at once.
#pragma once

namespace lightsout::cli {

// Installs the handlers and the token on this thread while it lives (a signal
// the process ignores, as under nohup, stays ignored); the previous handlers
// come back after it.
class InterruptScope {
public:
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

    // The signal that stopped the command (SIGINT, SIGTERM), or 0.
    static int signal();
};

}  // namespace lightsout::cli
