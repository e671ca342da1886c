// Stopping a long call from outside: a StopToken in the call's options (or
// installed on the calling thread) that another thread, or a signal handler,
// sets. The library checks it in every long loop, at least every 100 ms of
// work, and then throws Cancelled (error.hpp): the call unwinds, the threads
// it started are joined, and nothing it was computing is returned.
//
//   lightsout::StopToken stop = lightsout::StopToken::stoppable();
//   std::jthread watchdog([stop] { std::this_thread::sleep_for(5s); stop.request_stop(); });
//   try {
//       solve(board, Rule::plus(), {.minimal = true, .stop = stop});
//   } catch (const lightsout::Cancelled&) { ... }
//
// Calls without options (analyze, the nullity tables, the readers) check the
// token the caller installed on its thread, which also serves every call
// given none:
//
//   lightsout::ScopedStopToken scope(stop);
//   nullity_table(Rule::plus(), 70000);  // throws Cancelled once stop is requested
//
// request_stop() is one relaxed store to a lock-free atomic: a signal
// handler may call it (the command line's SIGINT handler does), as may any
// thread. Checking is one relaxed load; the library does it in
// Progress::update and wherever a loop reports no progress.
#pragma once

#include <atomic>
#include <memory>

namespace lightsout {

class StopToken {
public:
    // A token that is never stopped (the default of every options struct).
    StopToken() = default;
    // A fresh token, not stopped yet; its copies share its state.
    static StopToken stoppable() { return StopToken(std::make_shared<std::atomic<bool>>(false)); }

    // Asks every call checking this token (or a copy) to stop. Async-signal-safe;
    // nothing on a token that is never stopped.
    void request_stop() const noexcept {
        if (flag_) flag_->store(true, std::memory_order_relaxed);
    }
    bool stop_requested() const noexcept { return flag_ && flag_->load(std::memory_order_relaxed); }
    // False for the default token, which nothing can stop.
    bool stop_possible() const noexcept { return flag_ != nullptr; }
    // The flag itself, for a signal handler that must not touch a shared_ptr
    // (null for the default token).
    std::atomic<bool>* flag() const noexcept { return flag_.get(); }

private:
    static_assert(std::atomic<bool>::is_always_lock_free, "request_stop() must be async-signal-safe");
    explicit StopToken(std::shared_ptr<std::atomic<bool>> flag) : flag_(std::move(flag)) {}
    std::shared_ptr<std::atomic<bool>> flag_;
};

// The token of this thread's library calls (the default, never stopped, when
// none is installed).
const StopToken& current_stop_token() noexcept;

// Throws Cancelled when this thread's token asks to stop. Cheap: loops call it
// per row, per item, per node block.
void throw_if_stopped();

// Installs `token` for the library calls of this thread while it lives (the
// previous one comes back after it). The library installs its caller's token
// on every thread it starts for the call.
class ScopedStopToken {
public:
    explicit ScopedStopToken(StopToken token);
    ~ScopedStopToken();
    ScopedStopToken(const ScopedStopToken&) = delete;
    ScopedStopToken& operator=(const ScopedStopToken&) = delete;

private:
    StopToken previous_;
};

}  // namespace lightsout
