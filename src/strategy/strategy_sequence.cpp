// The strategies as methods of the dispatcher: which method applies to which
// rule and size, the ordered presses, and the checks behind them.
#include <bit>
#include <stdexcept>

#include "lightsout/error.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout {

PressPattern pattern_of(const std::vector<Cell>& presses, Shape shape) {
    PressPattern pattern(shape.rows, shape.cols);
    for (const Cell& cell : presses) pattern.flip(cell.row, cell.col);
    return pattern;
}

std::vector<Cell> cells_of(const PressPattern& pattern) {
    std::vector<Cell> cells;
    for (int r = 0; r < pattern.rows(); ++r)
        for (std::size_t i = 0; i < pattern.words_per_row(); ++i)
            for (Word w = pattern.row(r)[i]; w != 0; w &= w - 1)
                cells.push_back({r, int(i) * kWordBits + std::countr_zero(w)});
    return cells;
}

namespace {

std::string size_text(Shape shape) { return std::to_string(shape.rows) + "x" + std::to_string(shape.cols); }

// Sides 3k+2: the 1-D quiet row q = 110110...11 (q_c = 1 unless c = 2 mod 3)
// makes q (x) e_j and e_i (x) q quiet. A board is solvable exactly when every
// column and every row has an even q-weighted sum; the first odd one names a
// certificate.
PressPattern square_certificate(const Board& change) {
    const int rows = change.rows(), cols = change.cols();
    PressPattern certificate(rows, cols);
    for (int c = 0; c < cols; ++c) {
        bool odd = false;
        for (int r = 0; r < rows; ++r) odd ^= r % 3 != 2 && change.get(r, c);
        if (!odd) continue;
        for (int r = 0; r < rows; ++r) certificate.set(r, c, r % 3 != 2);
        return certificate;
    }
    for (int r = 0; r < rows; ++r) {
        bool odd = false;
        for (int c = 0; c < cols; ++c) odd ^= c % 3 != 2 && change.get(r, c);
        if (!odd) continue;
        for (int c = 0; c < cols; ++c) certificate.set(r, c, c % 3 != 2);
        return certificate;
    }
    return certificate;  // all zero: no certificate (the caller checks)
}

void require_square_rule(const Rule& rule, const char* method) {
    if (rule.kind() != Rule::Kind::square || !rule.flat())
        throw InputError(Problem::method,
                         std::string("the ") + method +
                             " method is for the square rule on a flat board (not a torus, Klein bottle or projective "
                             "plane), not " + rule.name(),
                         method);
}

std::vector<Cell> checked(const Board& board, const Rule& rule, Goal goal, StrategyRun run, const char* method) {
    if (!run.leftover.none()) {
        // Verify the certificate; a valid one means the board has no solution,
        // otherwise the algorithm missed a solvable board: refuse, never guess.
        const Board change = lights_to_change(board, goal);
        PressPattern certificate = square_certificate(change);
        if (is_certificate(certificate, change, rule))
            throw NoSolution("this board has no solution", std::move(certificate));
        throw std::logic_error(std::string("the ") + method + " algorithm did not clear a solvable board");
    }
    if (!reaches_goal(board, rule, pattern_of(run.presses, board.shape()), goal))
        throw std::logic_error(std::string("the ") + method + " algorithm's presses do not reach the goal");
    return std::move(run.presses);
}

}  // namespace

void check_strategy_applies(const Rule& rule, Shape shape, Method method) {
    switch (method) {
        case Method::chase:
            if (rule.kind() != Rule::Kind::plus || !rule.flat())
                throw InputError(Problem::method,
                                 "light chasing is for the plus rule on a flat board (not a torus, Klein bottle or "
                                 "projective plane), not " + rule.name(),
                                 "chase");
            return;
        case Method::one_way:
            require_square_rule(rule, "one-way");
            if (shape.rows % 3 != 2 || shape.cols % 3 != 2)
                throw InputError(Problem::method,
                                 "the one-way method clears boards whose sides are 3k+2 (5x5, 8x8, ...), not " +
                                     size_text(shape) + "; use two-way for sides 3k and 3k+1",
                                 "one-way");
            return;
        case Method::two_way:
            require_square_rule(rule, "two-way");
            if (shape.rows % 3 == 2 || shape.cols % 3 == 2)
                throw InputError(Problem::method,
                                 "the two-way method clears boards whose sides are 3k or 3k+1 (6x6, 7x7, ...), not " +
                                     size_text(shape) + "; use one-way for sides 3k+2",
                                 "two-way");
            return;
        default:
            throw InputError(Problem::method, "not a strategy method (expected chase, one-way or two-way)",
                             method_name(method));
    }
}

std::vector<Cell> strategy_sequence(const Board& board, const Rule& rule, Goal goal, Method method) {
    check_strategy_applies(rule, board.shape(), method);
    if (method == Method::chase) {
        ChaseReport report = chase(board, goal);
        if (!report.solvable) throw NoSolution("this board has no solution", std::move(report.certificate));
        std::vector<Cell> presses;
        for (const StrategyStep& step : report.steps)
            presses.insert(presses.end(), step.presses.begin(), step.presses.end());
        return presses;
    }
    const Board change = lights_to_change(board, goal);
    if (method == Method::one_way) return checked(board, rule, goal, run_one_way(change), "one-way");
    return checked(board, rule, goal, run_two_way(change, true), "two-way");
}

}  // namespace lightsout
