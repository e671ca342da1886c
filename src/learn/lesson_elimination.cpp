// Seed 003's lesson engine: Gauss-Jordan elimination over GF(2) of the
// plus-rule press matrix A (one equation per light, one variable per press,
// row-major) with the augmented column b = the lights to change, on at most
// 36 cells so that a row of [A | b] fits one 64-bit word. It is written for
// teaching, every row operation recorded; the solvers (dense M4RI, structured,
// chasing) answer the same question and the tests compare the two.
//
// Identities: a row operation keeps the solution set of [A | b]; each tableau
// row stays the XOR of the original equations named in its `combination`, so
// a row whose A part is zero and whose b bit is 1 gives y with y A = 0 and
// y . b = 1 (A is symmetric, so y is a quiet pattern: the certificate).
#include <bit>
#include <stdexcept>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/lesson.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

namespace {

constexpr int kMaxEquations = 36;

struct Tableau {
    int n = 0;                              // variables = equations
    std::vector<std::uint64_t> rows;        // bits 0..n-1: A, bit n: b
    std::vector<std::uint64_t> combination; // which original equations each row sums

    bool a(int row, int col) const { return (rows[row] >> col) & 1u; }
    bool b(int row) const { return (rows[row] >> n) & 1u; }
    std::vector<std::string> text() const {
        std::vector<std::string> lines;
        for (std::uint64_t row : rows) {
            std::string line;
            for (int c = 0; c <= n; ++c) line += ((row >> c) & 1u) ? '1' : '0';
            lines.push_back(line);
        }
        return lines;
    }
};

Tableau build(const Board& change) {
    const Shape shape = change.shape();
    Tableau t;
    t.n = int(shape.cells());
    const Rule plus = Rule::plus();
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            // Equation of light (r, c): the presses that flip it (plus is symmetric).
            std::uint64_t row = 0;
            plus.for_each_flipped(shape, r, c, [&](int rr, int cc) { row ^= std::uint64_t(1) << (rr * shape.cols + cc); });
            if (change.get(r, c)) row |= std::uint64_t(1) << t.n;
            t.rows.push_back(row);
            t.combination.push_back(std::uint64_t(1) << (r * shape.cols + c));
        }
    return t;
}

std::string variable_name(int v, int cols) {
    return "x" + std::to_string(v + 1) + " (press " + std::to_string(v / cols + 1) + "," + std::to_string(v % cols + 1) +
           ")";
}

std::string row_list(const std::vector<int>& rows) {
    std::string text;
    for (std::size_t i = 0; i < rows.size(); ++i)
        text += (i == 0 ? "" : i + 1 == rows.size() ? " and " : ", ") + std::to_string(rows[i] + 1);
    return text;
}

PressPattern pattern_from(std::uint64_t bits, Shape shape) {
    PressPattern p(shape.rows, shape.cols);
    for (int v = 0; v < int(shape.cells()); ++v)
        if ((bits >> v) & 1u) p.set(v / shape.cols, v % shape.cols, true);
    return p;
}

}  // namespace

std::vector<std::uint8_t> replay_row_operations(const std::vector<RowOperation>& operations,
                                                std::vector<std::uint8_t> b) {
    for (const RowOperation& op : operations) {
        if (op.from < 0 || op.to < 0 || std::size_t(op.from) >= b.size() || std::size_t(op.to) >= b.size())
            throw InputError("row operation on row " + std::to_string(std::max(op.from, op.to) + 1) +
                             " outside a column of " + std::to_string(b.size()));
        if (op.kind == RowOperation::Kind::swap)
            std::swap(b[op.from], b[op.to]);
        else
            b[op.to] ^= b[op.from];
    }
    return b;
}

EliminationRecord eliminate_for_lesson(const Board& change, std::vector<LessonStep>* steps) {
    const Shape shape = change.shape();
    if (shape.rows <= 0 || shape.cols <= 0 || shape.cells() > kMaxEquations)
        throw InputError("the elimination lesson takes boards of 1 to " + std::to_string(kMaxEquations) +
                         " cells (6x6), not " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    Tableau t = build(change);
    const int n = t.n;
    EliminationRecord record;
    record.equations = n;
    if (steps)
        steps->push_back({"The press matrix A (row i: the presses that flip light i) and the column b of lights to "
                          "change: " + std::to_string(n) + " equations over GF(2), one per light, one variable per "
                          "press. Order does not matter and pressing twice cancels, so each variable is 0 or 1.",
                          change, {}, {}, {}, t.text(), {}, -1, -1, {}});
    int r = 0;
    for (int col = 0; col < n && r < n; ++col) {
        int p = r;
        while (p < n && !t.a(p, col)) ++p;
        if (p == n) {
            record.free.push_back(col);
            continue;
        }
        std::vector<int> changed;
        std::string caption = "Column " + std::to_string(col + 1) + ", variable " + variable_name(col, shape.cols) +
                              ": pivot in row " + std::to_string(p + 1);
        if (p != r) {
            std::swap(t.rows[p], t.rows[r]);
            std::swap(t.combination[p], t.combination[r]);
            record.operations.push_back({RowOperation::Kind::swap, p, r});
            changed = {r, p};
            caption += ", swapped with row " + std::to_string(r + 1);
        }
        std::vector<int> reduced;
        for (int i = 0; i < n; ++i)
            if (i != r && t.a(i, col)) {
                t.rows[i] ^= t.rows[r];
                t.combination[i] ^= t.combination[r];
                record.operations.push_back({RowOperation::Kind::reduce, r, i});
                reduced.push_back(i);
            }
        changed.insert(changed.end(), reduced.begin(), reduced.end());
        caption += reduced.empty() ? "; no other row has a 1 in this column"
                                   : "; row " + std::to_string(r + 1) + " is added to rows " + row_list(reduced) +
                                         " to clear the column";
        record.pivots.push_back({r, col});
        if (steps) steps->push_back({caption + ".", change, {}, {}, {}, t.text(), changed, r, col, {}});
        ++r;
    }
    for (int col = 0; col < n; ++col) {
        bool pivot = false;
        for (auto [row, c] : record.pivots) pivot |= c == col;
        if (!pivot && (record.free.empty() || record.free.back() < col)) record.free.push_back(col);
    }
    // Quiet patterns: a free variable 1, the others 0, each pivot variable = its row's entry.
    for (int f : record.free) {
        std::uint64_t bits = std::uint64_t(1) << f;
        for (auto [row, c] : record.pivots)
            if (t.a(row, f)) bits |= std::uint64_t(1) << c;
        record.quiet.push_back(pattern_from(bits, shape));
    }
    record.solvable = true;
    for (int i = r; i < n; ++i)
        if (t.b(i)) {
            record.solvable = false;
            record.certificate = pattern_from(t.combination[i], shape);
            break;
        }
    std::uint64_t x = 0;
    if (record.solvable)
        for (auto [row, c] : record.pivots)
            if (t.b(row)) x |= std::uint64_t(1) << c;
    record.solution = pattern_from(x, shape);
    const Rule plus = Rule::plus();
    const Board empty(shape.rows, shape.cols);
    for (const PressPattern& q : record.quiet)
        if (!apply_presses(empty, plus, q).none()) throw std::logic_error("elimination lesson: a quiet pattern is not quiet");
    if (record.solvable ? !(apply_presses(empty, plus, record.solution) == change)
                        : (!apply_presses(empty, plus, record.certificate).none() ||
                           !record.certificate.odd_overlap(change)))
        throw std::logic_error("elimination lesson: the answer did not check");
    record.elimination_bit_operations = std::int64_t(record.operations.size()) * (n + 1);
    record.replay_bit_operations = std::int64_t(record.operations.size());
    return record;
}

}  // namespace lightsout
