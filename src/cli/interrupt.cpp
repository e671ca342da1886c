#include "cli/interrupt.hpp"

#include <csignal>
#include <optional>

#include "lightsout/stop.hpp"

namespace lightsout::cli {

namespace {

constexpr int kSignals[2] = {SIGINT, SIGTERM};
struct sigaction previous[2];
bool installed[2] = {false, false};
std::atomic<bool>* stop_flag = nullptr;  // read by the handler
volatile std::sig_atomic_t stopped_by = 0;
std::optional<ScopedStopToken> scope;

// Async-signal-safe: an atomic store, or, the second time, the default action.
extern "C" void request_stop(int signal) {
    if (stopped_by != 0) {
        std::signal(signal, SIG_DFL);
        std::raise(signal);
        return;
    }
    stopped_by = signal;
    stop_flag->store(true, std::memory_order_relaxed);
}

}  // namespace

InterruptScope::InterruptScope() {
    const StopToken token = StopToken::stoppable();
    stop_flag = token.flag();
    scope.emplace(token);
    // No SA_RESTART: a read from a terminal waiting for a board ends at Ctrl-C too.
    struct sigaction handler{};
    handler.sa_handler = request_stop;
    sigemptyset(&handler.sa_mask);
    for (int i = 0; i < 2; ++i) {
        struct sigaction now{};
        if (sigaction(kSignals[i], nullptr, &now) != 0 || now.sa_handler == SIG_IGN) continue;
        installed[i] = sigaction(kSignals[i], &handler, &previous[i]) == 0;
    }
}

InterruptScope::~InterruptScope() {
    for (int i = 0; i < 2; ++i)
        if (installed[i]) sigaction(kSignals[i], &previous[i], nullptr);
    scope.reset();
}

int InterruptScope::signal() { return stopped_by; }

}  // namespace lightsout::cli
