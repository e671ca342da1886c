#include "lightsout/progress.hpp"

#include <cstdio>

namespace lightsout {

namespace {

// The sink of this thread's library calls (empty: none).
thread_local ProgressSink current_sink;
// The stop token of this thread's library calls (default: never stopped).
thread_local StopToken current_stop;

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

std::string ProgressReport::line() const {
    std::string out = "lightsout: " + task + ": " + phase;
    if (total > 0) out += " " + std::to_string(100 * done / total) + "%";
    out += " (" + duration_text(seconds);
    if (seconds_left >= 0) out += ", ETA " + duration_text(seconds_left);
    out += ")";
    if (!detail.empty()) out += " " + detail;
    return out;
}

ScopedProgressSink::ScopedProgressSink(ProgressSink sink) : previous_(std::move(current_sink)) {
    current_sink = std::move(sink);
}

ScopedProgressSink::~ScopedProgressSink() { current_sink = std::move(previous_); }

const StopToken& current_stop_token() noexcept { return current_stop; }

void throw_if_stopped() {
    if (current_stop.stop_requested()) throw Cancelled();
}

ScopedStopToken::ScopedStopToken(StopToken token) : previous_(std::move(current_stop)) {
    current_stop = std::move(token);
}

ScopedStopToken::~ScopedStopToken() { current_stop = std::move(previous_); }

Progress::Progress(std::string task) : sink_(current_sink), stop_(current_stop), start_(Clock::now()), last_(start_), phase_start_(start_) {
    report_.task = std::move(task);
}

Progress::~Progress() {
    if (!sink_ || !sent_) return;
    report_.finished = true;
    try {
        sink_(report_);
    } catch (...) {  // a destructor does not throw; the work is over anyway (stopping is the token's job)
    }
}

void Progress::phase(std::string name, std::int64_t total) {
    check_stop();
    report_.phase = std::move(name);
    report_.total = total;
    phase_start_ = Clock::now();
    if (sink_) send(0);
}

void Progress::send(std::int64_t done) {
    // Quiet for the first second; then at most ten reports a second.
    const Clock::time_point now = Clock::now();
    if (now - start_ < std::chrono::seconds(1)) return;
    if (sent_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    sent_ = true;
    report_.done = done;
    report_.seconds = std::chrono::duration<double>(now - start_).count();
    const double in_phase = std::chrono::duration<double>(now - phase_start_).count();
    const std::int64_t total = report_.total;
    report_.seconds_left = total > 0 && done > 0 && done < total && in_phase > 1
                               ? in_phase * double(total - done) / double(done)
                               : -1;
    sink_(report_);
}

}  // namespace lightsout
