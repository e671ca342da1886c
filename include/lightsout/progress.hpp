// Progress of long work on stderr, for people watching a terminal.
//
//   Progress progress("solving");
//   progress.phase("chasing", rows);
//   for (...) progress.update(row);      // cheap; call it per row or row block
//
// Nothing is printed unless stderr is a terminal and the work has taken more
// than about a second; the line is cleared when the Progress ends.
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

    // A new phase of the work with `total` steps.
    void phase(std::string name, std::int64_t total);
    // `done` of the phase's steps are done.
    void update(std::int64_t done) {
        if (!enabled_ || ++calls_ % 64 != 0) return;
        show(done);
    }

private:
    void show(std::int64_t done);
    using Clock = std::chrono::steady_clock;
    bool enabled_ = false;
    bool shown_ = false;
    std::uint64_t calls_ = 0;
    std::string task_, phase_;
    std::int64_t total_ = 0;
    Clock::time_point start_, last_;
};

}  // namespace lightsout
