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
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/stop.hpp"
#include "lightsout/zk/ring.hpp"

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

namespace {

int thread_count(int asked) { return asked > 0 ? asked : int(std::max(1u, std::thread::hardware_concurrency())); }

void refuse_bad_boards(const BoardsBatch& batch, std::span<const std::uint8_t> lights) {
    const Shape shape = batch.shape;
    if (shape.rows < 1 || shape.cols < 1)
        throw InputError("a board of " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " has no lights");
    if (batch.states < zk::kMinStates || batch.states > zk::kMaxStates)
        throw InputError(Problem::states, "states K must be from 2 to 255, not " + std::to_string(batch.states),
                         std::to_string(batch.states));
    if (batch.goal < 0 || batch.goal >= batch.states)
        throw InputError("the goal " + std::to_string(batch.goal) + " is not a light value 0.." + std::to_string(batch.states - 1));
    if (lights.size() % std::size_t(shape.cells()) != 0)
        throw InputError(std::to_string(lights.size()) + " lights are not whole boards of " + std::to_string(shape.cells()) +
                         " cells");
    const SolveOptions& o = batch.options;
    if (o.constraint != MoveConstraint::any)
        throw InputError(Problem::constraint,
                         "a batch of boards answers with press counts: the move constraints need solve(), one board at a time",
                         constraint_name(o.constraint));
    if (o.method == Method::chase || o.method == Method::one_way || o.method == Method::two_way)
        throw InputError(Problem::method,
                         "a batch of boards answers with press counts: the strategies need solve(), one board at a time",
                         method_name(o.method));
    const std::size_t cells = std::size_t(shape.cells());
    for (std::size_t i = 0; i < lights.size(); ++i)
        if (lights[i] >= batch.states)
            throw InputError("board " + std::to_string(i / cells) + ": the light at row " +
                             std::to_string(i % cells / std::size_t(shape.cols) + 1) + ", column " +
                             std::to_string(i % std::size_t(shape.cols) + 1) + " is " + std::to_string(lights[i]) +
                             ", not a light value 0.." + std::to_string(batch.states - 1));
}

// Two states, no fewest-press search: one factored system for every board.
bool shares_a_factored_system(const BoardsBatch& batch) {
    const SolveOptions& o = batch.options;
    if (batch.states != 2 || o.minimal || batch.shape.cells() > kDenseMaxCells) return false;
    return o.method == Method::dense || (o.method == Method::automatic && batch.shape.cells() <= kBoardsDenseCells);
}

void copy_bits(const PressPattern& pattern, std::uint8_t* cells) {
    for (int r = 0; r < pattern.rows(); ++r)
        for (int c = 0; c < pattern.cols(); ++c) *cells++ = std::uint8_t(pattern.get(r, c));
}

}  // namespace

BoardsAnswers solve_boards(const BoardsBatch& batch, std::span<const std::uint8_t> lights) {
    refuse_bad_boards(batch, lights);
    const Shape shape = batch.shape;
    const std::size_t cells = std::size_t(shape.cells());
    const std::size_t count = lights.size() / cells;
    BoardsAnswers out;
    out.boards = std::int64_t(count);
    out.presses.assign(lights.size(), 0);
    out.certificates.assign(lights.size(), 0);
    out.solvable.assign(count, 0);
    out.minimal.assign(count, 0);
    out.counts.assign(count, 0);
    if (count == 0) return out;
    const int threads = thread_count(batch.threads);
    if (shares_a_factored_system(batch)) {
        const std::shared_ptr<const DenseSystem> system = DenseSystem::factor(batch.rule, shape);
        out.nullity = system->nullity();
        out.invariant_factors.assign(std::size_t(out.nullity), 2);
        const bool unique = out.nullity == 0;  // the one solution has the fewest presses
        on_threads(count, threads, [&](std::size_t i) {
            throw_if_stopped();
            const std::uint8_t* board = lights.data() + i * cells;
            Board change(shape.rows, shape.cols);
            for (int r = 0; r < shape.rows; ++r)
                for (int c = 0; c < shape.cols; ++c)
                    if ((board[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)] ^ batch.goal) & 1) change.set(r, c, true);
            const LinearSolution answer = system->solve(change);  // checked by simulation there
            if (answer.solvable) {
                copy_bits(answer.presses, out.presses.data() + i * cells);
                out.solvable[i] = 1;
                out.minimal[i] = unique;
                out.counts[i] = answer.presses.count();
            } else {
                copy_bits(answer.certificate, out.certificates.data() + i * cells);
            }
        });
        return out;
    }
    SolveOptions options = batch.options;
    // The boards are the parallelism: a fewest-press search stays on its board's thread, quietly.
    options.fewest.threads = 1;
    options.fewest.report_progress = false;
    std::once_flag module_known;
    on_threads(count, threads, [&](std::size_t i) {
        const std::uint8_t* board = lights.data() + i * cells;
        const PuzzleSolution s =
            solve(Puzzle::on_grid(shape, batch.rule, batch.states, std::vector<std::uint8_t>(board, board + cells), batch.goal),
                  options);
        if (s.solvable) std::copy(s.presses.begin(), s.presses.end(), out.presses.begin() + std::ptrdiff_t(i * cells));
        else if (s.certificate.size() == cells)
            std::copy(s.certificate.begin(), s.certificate.end(), out.certificates.begin() + std::ptrdiff_t(i * cells));
        out.solvable[i] = s.solvable;
        out.minimal[i] = s.minimal;
        out.counts[i] = s.count();
        std::call_once(module_known, [&] {
            out.nullity = s.quiet.rank();
            out.invariant_factors = s.quiet.invariant_factors();
        });
    });
    return out;
}

}  // namespace lightsout
