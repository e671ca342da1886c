// The exhaustive search: every item of the part, on every core, resumable.
//
// Identity. The items partition the walked members (minimal_frame.cpp); each
// walk returns its lightest member at most the best known (ties kept), so
// the least result over all items, ties broken by frame coordinates, is the
// lightest member of the coset, and the same one whatever the order, the
// number of threads, the interruptions or the split into parts. Items are
// handed out one at a time from a shared counter; the best weight is shared
// so that every thread prunes with it.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "core/cpu_time.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/stop.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

constexpr const char* kMethodVersion = "lightsout-fewest-1";

// FNV-1a, 64 bits.
struct Hash {
    std::uint64_t h = 1469598103934665603ull;
    void add(std::uint64_t x) {
        for (int i = 0; i < 8; ++i) {
            h ^= (x >> (8 * i)) & 255u;
            h *= 1099511628211ull;
        }
    }
    void add(const Flat& v) {
        add(v.size());
        for (Word w : v) add(w);
    }
};

std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges_of(const std::vector<char>& done) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
    for (std::uint64_t i = 0; i < done.size();) {
        if (!done[i]) {
            ++i;
            continue;
        }
        std::uint64_t j = i;
        while (j < done.size() && done[j]) ++j;
        ranges.emplace_back(i, j);
        i = j;
    }
    return ranges;
}

class Run {
public:
    Run(const Coset& coset, const Frame& frame, const SearchOptions& options)
        : coset_(coset), frame_(frame), options_(options), builder_(coset, frame) {
        result_.items = part_items(frame.item_count(), options.part);
        done_.assign(result_.items, 0);
        best_weight_ = options.bound;
        if (options.checkpoint) resume();
    }

    // "walking 2^d solutions in K items", or for a part "part I/N: walking
    // K of the T items of 2^d solutions" (a part's items are not all of them).
    std::string phase_text() const {
        const std::string solutions = "2^" + std::to_string(frame_.nullity()) + " solutions";
        if (options_.part.count == 1) return "walking " + solutions + " in " + std::to_string(result_.items) + " items";
        return "part " + std::to_string(options_.part.index) + "/" + std::to_string(options_.part.count) + ": walking " +
               std::to_string(result_.items) + " of the " + std::to_string(frame_.item_count()) + " items of " + solutions;
    }

    SearchResult run() {
        const auto start = std::chrono::steady_clock::now();
        const double cpu_start = process_cpu_seconds();
        const double seconds_before = result_.seconds, cpu_before = result_.cpu_seconds;
        const std::uint64_t remaining = result_.items - result_.items_done;
        Progress progress("fewest presses");
        if (options_.report_progress) {
            progress.log_every(60);
            progress.phase(phase_text(), std::int64_t(remaining));
        }
        int threads = options_.threads > 0 ? options_.threads : int(std::max(1u, std::thread::hardware_concurrency()));
        threads = int(std::min<std::uint64_t>(std::uint64_t(threads), std::max<std::uint64_t>(remaining, 1)));
        // One thread with nothing to report or save (the game's requests):
        // the caller walks the items itself, without starting a thread.
        if (threads == 1 && !options_.report_progress && !options_.checkpoint) {
            work();
            return finish(start, cpu_start, seconds_before, cpu_before);
        }
        std::vector<std::thread> workers;
        try {
            const StopToken stop = current_stop_token();  // the workers stop with their caller
            for (int t = 0; t < threads; ++t)
                workers.emplace_back([this, stop] {
                    const ScopedStopToken scope(stop);
                    work();
                });
        } catch (const std::system_error& e) {  // out of threads or memory for their stacks
            next_.store(result_.items);          // the started ones stop after their item
            for (std::thread& w : workers) w.join();
            throw InputError(Problem::threads,
                             "could not start " + std::to_string(threads) + " threads for the fewest-press search (" +
                                 e.what() + "); ask for fewer threads",
                             std::to_string(threads));
        }
        // A progress sink may throw (Python's, on Ctrl-C): the workers stop after
        // their item and are joined before the exception leaves.
        try {
            std::unique_lock lock(mutex_);
            auto last_save = std::chrono::steady_clock::now();
            while (active_ < threads || running_ > 0) {
                changed_.wait_for(lock, std::chrono::milliseconds(250));
                if (finished_ == threads) break;
                if (options_.report_progress) {
                    progress.detail(result_.weight >= 0 ? "best " + std::to_string(result_.weight) : "");
                    progress.set(std::int64_t(result_.items_done - (result_.items - remaining)));
                }
                const auto now = std::chrono::steady_clock::now();
                if (options_.checkpoint &&
                    std::chrono::duration<double>(now - last_save).count() >= options_.checkpoint_seconds) {
                    result_.seconds = seconds_before + std::chrono::duration<double>(now - start).count();
                    result_.cpu_seconds = cpu_before + process_cpu_seconds() - cpu_start;
                    save();
                    last_save = now;
                }
            }
        } catch (...) {
            next_.store(result_.items);
            for (std::thread& w : workers) w.join();
            throw;
        }
        for (std::thread& w : workers) w.join();
        return finish(start, cpu_start, seconds_before, cpu_before);
    }

    SearchResult finish(std::chrono::steady_clock::time_point start, double cpu_start, double seconds_before,
                        double cpu_before) {
        if (error_) std::rethrow_exception(error_);
        result_.seconds = seconds_before + std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        result_.cpu_seconds = cpu_before + process_cpu_seconds() - cpu_start;
        result_.complete = result_.items_done == result_.items;
        if (options_.checkpoint) save();
        return result_;
    }

private:
    void work() {
        {
            std::lock_guard lock(mutex_);
            ++active_;
            ++running_;
        }
        try {
            for (;;) {
                const std::uint64_t i = next_.fetch_add(1);
                if (i >= result_.items) break;
                if (done_[i]) continue;  // from the checkpoint; never written while the workers run
                const Mask top = frame_.item(std::uint64_t(options_.part.index - 1) + i * std::uint64_t(options_.part.count));
                const WalkResult r = walk(builder_.problem(top), best_weight_);
                std::lock_guard lock(mutex_);
                if (r.weight >= 0) {
                    const Mask coords = Mask(r.inner) | (Mask(r.middle) << frame_.inner) |
                                        (frame_.top == 0 ? 0 : top << (frame_.inner + frame_.middle));
                    if (lighter(r.weight, coords, result_.weight, result_.coords)) {
                        result_.weight = r.weight;
                        result_.coords = coords;
                        if (r.weight < best_weight_.load()) best_weight_.store(r.weight);
                    }
                }
                result_.members_walked += std::ldexp(double(r.blocks_walked), frame_.inner);
                done_[i] = 1;
                ++result_.items_done;
            }
        } catch (...) {
            std::lock_guard lock(mutex_);
            if (!error_) error_ = std::current_exception();
            next_.store(result_.items);
        }
        std::lock_guard lock(mutex_);
        --running_;
        ++finished_;
        changed_.notify_all();
    }

    Checkpoint snapshot() const {
        Checkpoint c;
        c.fingerprint = fingerprint(coset_, frame_);
        c.nullity = coset_.nullity();
        c.items = frame_.item_count();
        c.part = options_.part;
        c.done = ranges_of(done_);
        c.complete = result_.items_done == result_.items;
        c.weight = result_.weight;
        c.coords = result_.coords;
        c.members_walked = result_.members_walked;
        c.seconds = result_.seconds;
        c.cpu_seconds = result_.cpu_seconds;
        c.bound = options_.bound;
        c.unsigned_input = !result_.unauthenticated.empty();
        return c;
    }

    void save() const { write_checkpoint(*options_.checkpoint, snapshot(), options_.trust.key, options_.trust.binding); }

    void resume() {
        const std::optional<Checkpoint> c = read_checkpoint(*options_.checkpoint);
        if (!c) return;
        const std::string path = options_.checkpoint->name();
        CheckpointTrust trust = options_.trust;
        trust.bound = options_.bound;
        if (!authenticated(*c, trust, path)) result_.unauthenticated.push_back(path);
        check_checkpoint(*c, coset_, frame_, path, trust);
        result_.resumed = true;
        if (c->part.index != options_.part.index || c->part.count != options_.part.count)
            throw InputError("the checkpoint " + path + " is part " + std::to_string(c->part.index) + "/" +
                             std::to_string(c->part.count) + ", not part " + std::to_string(options_.part.index) +
                             "/" + std::to_string(options_.part.count));
        for (const auto& [begin, end] : c->done)
            for (std::uint64_t i = begin; i < end; ++i) {
                result_.items_done += !done_[i];
                done_[i] = 1;
            }
        if (c->weight >= 0) {
            result_.weight = c->weight;
            result_.coords = c->coords;
            if (c->weight < best_weight_.load()) best_weight_.store(c->weight);
        }
        result_.members_walked = c->members_walked;
        result_.seconds = c->seconds;
        result_.cpu_seconds = c->cpu_seconds;
    }

    const Coset& coset_;
    const Frame& frame_;
    const SearchOptions& options_;
    const ItemBuilder builder_;
    std::vector<char> done_;
    std::atomic<std::uint64_t> next_{0};
    std::atomic<std::int64_t> best_weight_{0};
    std::mutex mutex_;
    std::condition_variable changed_;
    int active_ = 0, running_ = 0, finished_ = 0;
    std::exception_ptr error_;
    SearchResult result_;
};

}  // namespace

std::uint64_t part_items(std::uint64_t items, Part part) {
    const std::uint64_t first = std::uint64_t(part.index - 1);
    return first < items ? (items - first + std::uint64_t(part.count) - 1) / std::uint64_t(part.count) : 0;
}

std::string fingerprint(const Coset& coset, const Frame& frame) {
    Hash hash;
    for (const char* c = kMethodVersion; *c; ++c) hash.add(std::uint64_t(*c));
    hash.add(std::uint64_t(coset.length));
    hash.add(coset.particular);
    for (const Flat& q : coset.basis) hash.add(q);
    hash.add(std::uint64_t(frame.inner));
    hash.add(std::uint64_t(frame.middle));
    hash.add(std::uint64_t(frame.top));
    for (const Flat& v : frame.vectors) hash.add(v);
    hash.add(frame.item_count());
    for (std::uint32_t z : frame.items) hash.add(z);
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash.h));
    return text;
}

SearchResult search(const Coset& coset, const Frame& frame, const SearchOptions& options) {
    if (options.part.count < 1 || options.part.index < 1 || options.part.index > options.part.count)
        throw InputError("a search part must be I of N with 1 <= I <= N, got " + std::to_string(options.part.index) + " of " + std::to_string(options.part.count));
    Run run(coset, frame, options);
    return run.run();
}

}  // namespace lightsout::fewest
