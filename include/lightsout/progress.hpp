// Progress of long work on stderr, for people watching a terminal.
//
//   Progress progress("solving");
//   progress.phase("chasing", rows);
//   for (...) progress.update(row);      // cheap; call it per row or row block
//
// Nothing is printed unless stderr is a terminal and the work has taken more
// than about a second; the line is cleared when the Progress ends. Once some
// of a phase is done the line shows an estimate of the time left (ETA).
// Background jobs (stderr not a terminal) can ask for a plain line every so
// many seconds instead, with log_every().
// Threads: a Progress belongs to one thread; several may print at once (docs/ROBUSTNESS.md).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace lightsout {

class Progress {
public:
    explicit Progress(std::string task);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // When stderr is not a terminal: print one line every `seconds` (the first
    // after `seconds`), so that the log of a long background job shows progress.
    void log_every(double seconds);
    // A new phase of the work with `total` steps.
    void phase(std::string name, std::int64_t total);
    // Shown after the percentage, e.g. "best 1921".
    void detail(std::string text) { detail_ = std::move(text); }
    // `done` of the phase's steps are done.
    void update(std::int64_t done) {
        if (!enabled_ || ++calls_ % 64 != 0) return;
        show(done);
    }
    // The same without skipping calls (for callers that report rarely).
    void set(std::int64_t done) {
        if (enabled_ || log_seconds_ > 0) show(done);
    }

private:
    void show(std::int64_t done);
    std::string line(std::int64_t done, double seconds) const;
    using Clock = std::chrono::steady_clock;
    bool enabled_ = false;
    bool shown_ = false;
    double log_seconds_ = 0;
    std::uint64_t calls_ = 0;
    std::string task_, phase_, detail_;
    std::int64_t total_ = 0;
    Clock::time_point start_, last_, phase_start_;
};

}  // namespace lightsout
