#include "lightsout/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace lightsout {

Progress::Progress(std::string task)
    : enabled_(isatty(STDERR_FILENO) == 1), task_(std::move(task)), start_(Clock::now()), last_(start_) {}

Progress::~Progress() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
}

void Progress::phase(std::string name, std::int64_t total) {
    phase_ = std::move(name);
    total_ = total;
    if (enabled_) show(0);
}

void Progress::show(std::int64_t done) {
    const Clock::time_point now = Clock::now();
    // Quiet for the first second; then at most ten updates a second.
    if (now - start_ < std::chrono::seconds(1)) return;
    if (shown_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    shown_ = true;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    if (total_ > 0)
        std::fprintf(stderr, "\r\033[Klightsout: %s: %s %d%% (%.1f s)", task_.c_str(), phase_.c_str(),
                     int(100 * done / total_), seconds);
    else
        std::fprintf(stderr, "\r\033[Klightsout: %s: %s (%.1f s)", task_.c_str(), phase_.c_str(), seconds);
    std::fflush(stderr);
}

}  // namespace lightsout
