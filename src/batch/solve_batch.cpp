// A batch on every core: blocks of lines in, their answers out, in order.
//
// Lines are read a block at a time; the threads answer the block's lines,
// each taking the next unanswered one (one atomic counter), and the answers
// are written in input order before the next block is read. A block is large
// enough that a thread rarely waits for the others at its end, and small
// enough that memory holds one block, however long the input: a block ends
// at kBlockLines lines or kBlockBytes bytes, and a line longer than
// kMaxBatchLineBytes is an error line, read past without being kept.
// Threads that cannot be started leave their lines to the others, and a line
// refused for want of memory is tried again alone (answer_block).
#include <algorithm>
#include <atomic>
#include <exception>
#include <istream>
#include <mutex>
#include <new>
#include <ostream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "batch/batch_line.hpp"
#include "lightsout/batch.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/stop.hpp"

namespace lightsout {

namespace {

constexpr std::size_t kBlockLines = 4096;
constexpr std::size_t kBlockBytes = std::size_t(64) << 20;

// One line of `in` into `line`, keeping at most kMaxBatchLineBytes of it; its
// whole length (the rest of a longer line is read and dropped), or -1 at the end.
std::int64_t read_line(std::istream& in, std::string& line) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    std::int64_t length = 0;
    for (;;) {
        const int c = buffer ? buffer->sbumpc() : std::char_traits<char>::eof();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return length > 0 ? length : -1;
        }
        if (c == '\n') return length;
        if (std::size_t(length) < kMaxBatchLineBytes) line.push_back(char(c));
        ++length;
    }
}

BatchAnswer too_long(std::int64_t length, std::int64_t line) {
    const nlohmann::json answer{{"error", "the line has " + std::to_string(length) + " bytes, more than the " +
                                              std::to_string(kMaxBatchLineBytes) + " a batch line may have"},
                                {"line", line}};
    return {answer.dump(), BatchVerdict::error};
}

// Calls answer(i) once for every i < count, on up to `threads` threads
// (this one included), each thread taking the next i, each with this thread's
// stop token (Cancelled leaves once all are joined). A thread that cannot be started (no threads left, or
// no memory for its stack) leaves its share to the others. An exception that
// escapes a line (memory too short even for its error answer) stops every
// thread, and leaves from here once they are joined.
template <class Answer>
void on_threads(std::size_t count, int threads, const Answer& answer) {
    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    std::exception_ptr failed;
    const StopToken stop = current_stop_token();
    auto work = [&]() noexcept {
        const ScopedStopToken scope(stop);
        try {
            for (std::size_t i = next++; i < count; i = next++) answer(i);
        } catch (...) {
            next = count;
            const std::lock_guard lock(mutex);
            if (!failed) failed = std::current_exception();
        }
    };
    {
        std::vector<std::jthread> helpers;
        helpers.reserve(std::size_t(std::max(threads - 1, 0)));
        try {
            for (int t = 1; t < threads && std::size_t(t) < count; ++t) helpers.emplace_back(work);
        } catch (const std::system_error&) {  // fewer threads than asked: the started ones and this one do it all
        } catch (const std::bad_alloc&) {     // no memory for a thread's state: the same
        }
        work();
    }  // the helpers are joined here
    if (failed) std::rethrow_exception(failed);
}

// Answers lines[i] into answers[i] for every i, on `threads` threads (this one
// included). A line refused for want of memory while other lines held theirs
// is answered again alone, after the others: it keeps its error answer only
// when it does not fit by itself.
void answer_block(const std::vector<std::string>& lines, std::int64_t first_line, const BatchSettings& settings,
                  int threads, std::vector<BatchAnswer>& answers) {
    answers.assign(lines.size(), BatchAnswer{});
    on_threads(lines.size(), threads, [&](std::size_t i) {
        answers[i] = answer_batch_line(lines[i], first_line + std::int64_t(i), settings);
    });
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (answers[i].out_of_memory) answers[i] = answer_batch_line(lines[i], first_line + std::int64_t(i), settings);
}

void count(const BatchAnswer& answer, std::int64_t line, BatchSummary& summary) {
    ++summary.lines;
    switch (answer.verdict) {
        case BatchVerdict::solved: ++summary.solved; break;
        case BatchVerdict::unsolvable: ++summary.unsolvable; break;
        case BatchVerdict::not_found: ++summary.not_found; break;
        case BatchVerdict::error:
            ++summary.errors;
            if (summary.first_error_line == 0) summary.first_error_line = line;
            break;
    }
}

}  // namespace

BatchSummary solve_batch(std::istream& in, std::ostream& out, const BatchSettings& settings) {
    const ProgressScope scope(nullptr, settings.options.stop);
    const int threads = settings.threads > 0 ? settings.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    BatchSummary summary;
    std::vector<std::string> lines;
    std::vector<std::int64_t> lengths;
    std::vector<BatchAnswer> answers;
    std::string line;
    for (std::int64_t first_line = 1;; first_line += std::int64_t(lines.size())) {
        lines.clear();
        lengths.clear();
        std::size_t bytes = 0;
        for (std::int64_t length; lines.size() < kBlockLines && bytes < kBlockBytes && (length = read_line(in, line)) >= 0;) {
            bytes += line.size();
            lengths.push_back(length);
            // A line too long to keep is answered by its length alone (its kept part stays unread).
            lines.push_back(std::uint64_t(length) > kMaxBatchLineBytes ? std::string() : std::move(line));
        }
        if (lines.empty()) break;
        answer_block(lines, first_line, settings, threads, answers);
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (std::uint64_t(lengths[i]) > kMaxBatchLineBytes) answers[i] = too_long(lengths[i], first_line + std::int64_t(i));
        for (std::size_t i = 0; i < answers.size(); ++i) {
            out << answers[i].json << '\n';
            count(answers[i], first_line + std::int64_t(i), summary);
        }
        if (!out.flush()) throw InputError("cannot write the answers (disk full, or the reader went away?)");
    }
    if (in.bad()) throw InputError("cannot read the batch input");
    return summary;
}

}  // namespace lightsout
