// Rules: which lights a press flips.
//
// A rule is a value: ask it for its footprint at a cell, or let it press. Local
// rules (plus, square, custom stencils) flip a fixed set of offsets around the
// pressed cell; on a torus the offsets wrap around the edges, and an offset that
// wraps onto a cell already flipped flips it again (presses are XORs). The
// `cross` rule flips the pressed cell's whole row and whole column, the cell once.
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout {

struct Offset {
    int dr = 0;  // rows down from the pressed cell
    int dc = 0;  // columns right of the pressed cell
    bool operator==(const Offset&) const = default;
};

class Rule {
public:
    enum class Kind { plus, square, cross, stencil };

    static Rule plus();
    static Rule square();
    static Rule cross();
    // A custom footprint; throws InputError when empty.
    static Rule stencil(std::vector<Offset> offsets);

    // "plus", "square", "cross" or "stencil:ROWS" where ROWS are rows of the
    // footprint separated by '/', 'x' (or 1, #, X, *) = flipped, '.' (or 0, -)
    // = not; odd width and height, the centre is the pressed cell. Example:
    // "stencil:.x./xxx/.x." is plus. Throws InputError with the reason.
    static Rule parse(std::string_view text);

    Rule on_torus(bool torus = true) const;
    // The rule whose press matrix is the transpose of this one's: the footprint
    // reflected through the pressed cell. Symmetric rules are their own transpose.
    Rule transposed() const;

    Kind kind() const { return kind_; }
    bool torus() const { return torus_; }
    bool is_local() const { return kind_ != Kind::cross; }
    // Offsets flipped by a press (local rules only; empty for cross).
    const std::vector<Offset>& offsets() const { return offsets_; }
    // Does the footprint at (r, c) contain (r', c') exactly when the footprint at
    // (r', c') contains (r, c)? Then the press matrix is symmetric and left and
    // right null spaces coincide (quiet patterns are certificates).
    bool symmetric() const;

    // Canonical text: "plus", "square", "cross" or "stencil:..."; with
    // "+torus" appended on a torus. parse(name_without_torus) round-trips.
    std::string name() const;
    std::string stencil_text() const;  // the "stencil:..." form for any local rule

    // Calls visit(r, c) for every cell the press at (r, c) flips, once per
    // flip (a cell visited twice is flipped twice).
    template <class Visit>
    void for_each_flipped(Shape shape, int r, int c, Visit&& visit) const;

    // The row-level form of for_each_flipped, for a local rule (not cross):
    // calls visit(source, dc) once per offset whose presses reach row `target`
    // of a board of `rows` rows: a press at (source, c) flips (target, c + dc).
    // On a torus `source` is wrapped and c + dc wraps too; off it, offsets that
    // leave the board are skipped and so are columns c + dc outside 0..cols-1.
    // The word- and byte-parallel simulations stream through it.
    template <class Visit>
    void for_each_source_row(int target, int rows, Visit&& visit) const;

    // i mod n in 0..n-1: the torus wrap.
    static int wrap(int i, int n) { return ((i % n) + n) % n; }

    // The cells a press at (r, c) flips, as a pattern.
    Board footprint(Shape shape, int r, int c) const;

    // Press one cell.
    void press(Board& board, int r, int c) const;

    bool operator==(const Rule&) const = default;

private:
    Kind kind_ = Kind::plus;
    bool torus_ = false;
    std::vector<Offset> offsets_;
};

// The board after pressing every cell of `presses` once (order does not matter).
// Word-parallel: each stencil offset is one shifted XOR of the pattern; cross
// uses cell(i,j) ^= rowparity(i) ^ colparity(j) ^ pressed(i,j).
Board apply_presses(const Board& board, const Rule& rule, const PressPattern& presses);

// Does pressing `presses` turn `board` into the goal? The check behind every
// answer the library returns.
bool reaches_goal(const Board& board, const Rule& rule, const PressPattern& presses, Goal goal);

// The effect of pressing a pattern, one board row at a time, word-parallel:
// what apply_presses, reaches_goal and the quiet checks stream through (one
// row of scratch, not another board). Keeps references: the rule and the
// pattern must outlive it.
class PressEffect {
public:
    PressEffect(const Rule& rule, const PressPattern& presses);
    // XORs into `row` (words_per_row words) what the presses flip in row r.
    void xor_into(Word* row, int r) const;

private:
    const Rule& rule_;
    const PressPattern& presses_;
    std::vector<Word> columns_;  // cross: the column parities of the presses
};

template <class Visit>
void Rule::for_each_flipped(Shape shape, int r, int c, Visit&& visit) const {
    if (kind_ == Kind::cross) {
        for (int j = 0; j < shape.cols; ++j) visit(r, j);
        for (int i = 0; i < shape.rows; ++i)
            if (i != r) visit(i, c);
        return;
    }
    for (const Offset& o : offsets_) {
        int rr = r + o.dr, cc = c + o.dc;
        if (torus_) {
            rr = wrap(rr, shape.rows);
            cc = wrap(cc, shape.cols);
        } else if (rr < 0 || rr >= shape.rows || cc < 0 || cc >= shape.cols) {
            continue;
        }
        visit(rr, cc);
    }
}

template <class Visit>
void Rule::for_each_source_row(int target, int rows, Visit&& visit) const {
    for (const Offset& o : offsets_) {
        int source = target - o.dr;
        if (torus_) source = wrap(source, rows);
        else if (source < 0 || source >= rows) continue;
        visit(source, o.dc);
    }
}

}  // namespace lightsout
