// Progress of long work, for a caller that wants to show it. The library
// never prints: a caller passes a callback in the options of the call, and
// with none (the default) the work reports to nobody.
//
//   solve(board, rule, {.progress = [](const ProgressReport& r) { ... r.line() ... }});
//
// Calls without options (the readers of huge PBM files, the nullity tables)
// report to the sink the caller installed on its thread, which also serves
// every call that is given none:
//
//   lightsout::ScopedProgressSink sink(show);
//   nullity_table(Rule::plus(), {1, 9000}, {1, 9000});  // its long phases report to `show`
//
// Inside the library:
//   Progress progress("solving");
//   progress.phase("chasing", rows);
//   for (...) progress.update(row);      // cheap; call it per row or row block
//
// Reports start after the work has taken a second and come at most ten times a
// second; a last one with `finished` set says the work ended (clear the line).
// The command line draws them on a terminal (src/cli/progress_line.cpp).
// A sink may throw to end the call: the exception leaves through it, threads
// joined; but the `finished` report comes from a destructor, after the work,
// and what a sink throws there is dropped. To stop a call, use its StopToken
// (stop.hpp): every update() checks it, whether or not a report is due.
// Threads: a sink is installed per thread; a Progress belongs to the thread
// that made it and reports to that thread's sink (docs/ROBUSTNESS.md).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/stop.hpp"

namespace lightsout {

struct ProgressReport {
    std::string task, phase, detail;  // "plus solver", "chasing", "best 1921"
    std::int64_t done = 0, total = 0;
    double seconds = 0;               // since the task began
    double seconds_left = -1;         // an estimate for the phase; -1 when there is none yet
    // The task would like a plain line this often when nobody watches a
    // terminal (long background jobs); 0: only for people watching.
    double log_every = 0;
    bool finished = false;            // the task ended: nothing more will come

    // "lightsout: TASK: PHASE 42% (1 min 02 s, ETA 30 s) DETAIL"
    std::string line() const;
};

using ProgressSink = std::function<void(const ProgressReport&)>;

// Installs `sink` for the library calls of this thread while it lives (the
// previous one comes back after it).
class ScopedProgressSink {
public:
    explicit ScopedProgressSink(ProgressSink sink);
    ~ScopedProgressSink();
    ScopedProgressSink(const ScopedProgressSink&) = delete;
    ScopedProgressSink& operator=(const ScopedProgressSink&) = delete;

private:
    ProgressSink previous_;
};

// What an entry point does with the sink and the stop token its options carry
// (SolveOptions::progress and ::stop, FewestOptions::progress and ::stop):
// installs each for the call when one is given; without one, the thread's
// sink (if any) keeps the reports and the thread's token (if any) stops it.
class ProgressScope {
public:
    explicit ProgressScope(const ProgressSink& sink, const StopToken& stop = {}) {
        if (sink) scoped_.emplace(sink);
        if (stop.stop_possible()) stop_.emplace(stop);
        throw_if_stopped();
    }

private:
    std::optional<ScopedProgressSink> scoped_;
    std::optional<ScopedStopToken> stop_;
};

class Progress {
public:
    explicit Progress(std::string task);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // For long background jobs: ask for a plain line every `seconds` when
    // nobody watches a terminal (the sink decides).
    void log_every(double seconds) { report_.log_every = seconds; }
    // A new phase of the work with `total` steps.
    void phase(std::string name, std::int64_t total);
    // Shown after the percentage, e.g. "best 1921".
    void detail(std::string text) { report_.detail = std::move(text); }
    // `done` of the phase's steps are done. Throws Cancelled when the
    // thread's stop token (when the Progress was made) asks to stop.
    void update(std::int64_t done) {
        check_stop();
        if (!sink_ || ++calls_ % 64 != 0) return;
        send(done);
    }
    // The same without skipping calls (for callers that report rarely).
    void set(std::int64_t done) {
        check_stop();
        if (sink_) send(done);
    }

private:
    void check_stop() const {
        if (stop_.stop_requested()) throw Cancelled();
    }
    void send(std::int64_t done);
    using Clock = std::chrono::steady_clock;
    ProgressSink sink_;  // the thread's sink when the Progress was made; empty: silent
    StopToken stop_;     // the thread's token when the Progress was made
    bool sent_ = false;
    std::uint64_t calls_ = 0;
    ProgressReport report_;
    Clock::time_point start_, last_, phase_start_;
};

}  // namespace lightsout
