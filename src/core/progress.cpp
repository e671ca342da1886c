#include "lightsout/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace lightsout {

namespace {

// "42 s", "5 min 12 s", "3 h 05 min".
std::string duration_text(double seconds) {
    char text[48];
    const long s = long(seconds + 0.5);
    if (s < 60) std::snprintf(text, sizeof text, "%ld s", s);
    else if (s < 3600) std::snprintf(text, sizeof text, "%ld min %02ld s", s / 60, s % 60);
    else std::snprintf(text, sizeof text, "%ld h %02ld min", s / 3600, (s % 3600) / 60);
    return text;
}

}  // namespace

Progress::Progress(std::string task)
    : enabled_(isatty(STDERR_FILENO) == 1),
      task_(std::move(task)),
      start_(Clock::now()),
      last_(start_),
      phase_start_(start_) {}

Progress::~Progress() {
    if (shown_ && enabled_) std::fprintf(stderr, "\r\033[K");
}

void Progress::log_every(double seconds) {
    if (!enabled_) log_seconds_ = seconds;
}

void Progress::phase(std::string name, std::int64_t total) {
    phase_ = std::move(name);
    total_ = total;
    phase_start_ = Clock::now();
    if (enabled_) show(0);
}

std::string Progress::line(std::int64_t done, double seconds) const {
    char head[64];
    std::string out = "lightsout: " + task_ + ": " + phase_;
    if (total_ > 0) {
        std::snprintf(head, sizeof head, " %d%%", int(100 * done / total_));
        out += head;
    }
    out += " (" + duration_text(seconds);
    const double in_phase = std::chrono::duration<double>(Clock::now() - phase_start_).count();
    if (total_ > 0 && done > 0 && done < total_ && in_phase > 1)
        out += ", ETA " + duration_text(in_phase * double(total_ - done) / double(done));
    out += ")";
    if (!detail_.empty()) out += " " + detail_;
    return out;
}

void Progress::show(std::int64_t done) {
    const Clock::time_point now = Clock::now();
    const double seconds = std::chrono::duration<double>(now - start_).count();
    if (!enabled_) {  // a log line every log_seconds_
        if (log_seconds_ <= 0 || std::chrono::duration<double>(now - last_).count() < log_seconds_) return;
        last_ = now;
        std::fprintf(stderr, "%s\n", line(done, seconds).c_str());
        std::fflush(stderr);
        return;
    }
    // Quiet for the first second; then at most ten updates a second.
    if (now - start_ < std::chrono::seconds(1)) return;
    if (shown_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    shown_ = true;
    std::fprintf(stderr, "\r\033[K%s", line(done, seconds).c_str());
    std::fflush(stderr);
}

}  // namespace lightsout
