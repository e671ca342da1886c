// Rules: which lights a press flips.
//
// A rule is a value: ask it for its footprint at a cell, or let it press. Local
// rules (plus, square, custom stencils) flip a fixed set of offsets around the
// pressed cell; on a torus the offsets wrap around the edges, and an offset that
// wraps onto a cell already flipped flips it again (presses are XORs). The
// `cross` rule flips the pressed cell's whole row and whole column, the cell once.
//
// Topologies: how the edges of an m x n board are glued (docs/TOPOLOGY.md).
//   flat        no gluing: an offset that leaves the board flips nothing.
//   torus       top to bottom and left to right, plainly: (r, c) = (r mod m, c mod n).
//   klein       left to right plainly; top to bottom with a twist: crossing the
//               top or bottom edge mirrors the column, c -> n-1-c.
//   projective  both pairs with a twist: crossing the top or bottom edge mirrors
//               the column, crossing the left or right edge mirrors the row,
//               r -> m-1-r.
// An offset (dr, dc) from (r, c) lands at (r + dr, c + dc) before gluing. The
// row crossing comes first: row R = r + dr lands at R mod m, and if it crossed
// an odd number of times (floor(R / m) odd) a twisted top/bottom gluing mirrors
// the column C = c + dc (C -> n-1-C, still before wrapping); then C lands at
// C mod n, and on the projective plane an odd floor(C / n) mirrors the landed
// row. So an offset through a corner crosses the row edge, then the column edge.
// for_each_flipped is the one definition of this walk. Cross flips a whole row
// and column, which no gluing changes: on every topology it is the same rule.
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <optional>
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
    enum class Topology { flat, torus, klein, projective };

    static Rule plus();
    static Rule square();
    static Rule cross();
    // A custom footprint; throws InputError when empty or when an offset reaches
    // further than kMaxStencilSide / 2 (rule_limits.hpp).
    static Rule stencil(std::vector<Offset> offsets);

    // "plus", "square", "cross" or "stencil:ROWS" where ROWS are rows of the
    // footprint separated by '/', 'x' (or 1, #, X, *) = flipped, '.' (or 0, -)
    // = not; odd width and height, the centre is the pressed cell. Example:
    // "stencil:.x./xxx/.x." is plus. A suffix "+torus", "+klein" or
    // "+projective" names the topology (as name() writes it). At most
    // kMaxStencilSide rows and columns (rule_limits.hpp). Throws InputError
    // with the reason.
    static Rule parse(std::string_view text);

    // "flat", "torus", "klein" or "projective"; throws InputError otherwise.
    static Topology parse_topology(std::string_view text);
    static std::string topology_name(Topology topology);

    // on_torus(true) is on_topology(torus), on_torus(false) on_topology(flat).
    Rule on_torus(bool torus = true) const;
    Rule on_topology(Topology topology) const;
    // This rule on the edges a front end asks for, the one reading of its three
    // ways of naming them: the rule's own name (off the flat board it names its
    // topology, "plus+klein"; a flat rule names none), `topology` (a name as
    // parse_topology reads it) and `torus`, its short form (true: the torus;
    // false: not the torus). What is given must agree: the topology torus with
    // torus true, any other with false, and the rule's with the other two. What
    // names no topology leaves `otherwise`, except torus false alone: flat.
    // Throws InputError: parse_topology's, or on disagreement Problem::torus
    // (value "true" or "false") or Problem::topology (value: `topology`).
    Rule with_edges(std::optional<bool> torus, std::optional<std::string_view> topology,
                    Topology otherwise = Topology::flat) const;
    // The rule whose press matrix is the transpose of this one's: the footprint
    // reflected through the pressed cell. Symmetric rules are their own transpose.
    Rule transposed() const;

    Kind kind() const { return kind_; }
    Topology topology() const { return topology_; }
    bool torus() const { return topology_ == Topology::torus; }
    bool flat() const { return topology_ == Topology::flat; }
    // Does a twisted gluing (Klein bottle, projective plane) change what a press
    // flips? True for local rules there; never for cross. The word-parallel and
    // closed-form paths handle flat and torus only and step aside when true.
    bool twisted() const {
        return kind_ != Kind::cross && (topology_ == Topology::klein || topology_ == Topology::projective);
    }
    bool is_local() const { return kind_ != Kind::cross; }
    // Offsets flipped by a press (local rules only; empty for cross).
    const std::vector<Offset>& offsets() const { return offsets_; }
    // Does the footprint at (r, c) contain (r', c') exactly when the footprint at
    // (r', c') contains (r, c)? Then the press matrix is symmetric and left and
    // right null spaces coincide (quiet patterns are certificates). Flat and
    // torus: the footprint is symmetric through the pressed cell. Twisted
    // topologies: true only when the footprint is symmetric under both mirrors
    // (dr -> -dr and dc -> -dc), where it is proven (docs/TOPOLOGY.md); false
    // otherwise, even where a shape happens to be symmetric.
    bool symmetric() const;

    // Canonical text: "plus", "square", "cross" or "stencil:..."; with
    // "+torus", "+klein" or "+projective" appended off the flat board.
    // parse(name()) round-trips (a transposed twisted rule adds "+transposed",
    // which parse refuses: it is the library's own).
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
    // The press simulation (core/press_rows.hpp) streams through it. Flat and torus
    // only: a twisted rule (twisted()) throws std::logic_error.
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
    [[noreturn]] static void throw_twisted_rows();
    // Where the offset (dr, dc) from (r, c) lands; false when it leaves a flat board.
    bool land(Shape shape, int& r, int& c, Offset o) const;
    // The transposed walk of a twisted rule: visit every (r', c') whose press
    // flips (r, c), once per offset that lands there.
    template <class Visit>
    void for_each_flipping(Shape shape, int r, int c, Visit&& visit) const;

    Kind kind_ = Kind::plus;
    Topology topology_ = Topology::flat;
    // A twisted rule whose press matrix is the transpose of its offsets' (what
    // transposed() gives when no reflected footprint would do).
    bool reversed_ = false;
    std::vector<Offset> offsets_;  // sorted by (dr, dc), each once
};

// The board after pressing every cell of `presses` once (order does not matter).
// Word-parallel: each stencil offset is one shifted XOR of the pattern; cross
// uses cell(i,j) ^= rowparity(i) ^ colparity(j) ^ pressed(i,j).
Board apply_presses(const Board& board, const Rule& rule, const PressPattern& presses);

// Does pressing `presses` turn `board` into the goal? The check behind every
// answer the library returns.
bool reaches_goal(const Board& board, const Rule& rule, const PressPattern& presses, Goal goal);

// Is the pattern quiet (pressing it changes no light)? Streams row by row.
bool is_quiet(const PressPattern& pattern, const Rule& rule);

// Does c prove that no press pattern turns `change` off? It does when c is
// quiet for the transposed rule (c A = 0) and overlaps `change` in an odd
// number of cells: every A x has even overlap with c, `change` has odd.
bool is_certificate(const PressPattern& c, const Board& change, const Rule& rule);

template <class Visit>
void Rule::for_each_flipped(Shape shape, int r, int c, Visit&& visit) const {
    if (kind_ == Kind::cross) {
        for (int j = 0; j < shape.cols; ++j) visit(r, j);
        for (int i = 0; i < shape.rows; ++i)
            if (i != r) visit(i, c);
        return;
    }
    if (reversed_) {
        for_each_flipping(shape, r, c, visit);
        return;
    }
    for (const Offset& o : offsets_) {
        int rr = r, cc = c;
        if (land(shape, rr, cc, o)) visit(rr, cc);
    }
}

inline bool Rule::land(Shape shape, int& r, int& c, Offset o) const {
    const int rows = shape.rows, cols = shape.cols;
    int rr = r + o.dr, cc = c + o.dc;
    if (topology_ == Topology::flat) {
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) return false;
    } else if (topology_ == Topology::torus) {
        rr = wrap(rr, rows);
        cc = wrap(cc, cols);
    } else {
        const bool row_crossings_odd = ((rr - wrap(rr, rows)) / rows) % 2 != 0;
        rr = wrap(rr, rows);
        if (row_crossings_odd) cc = cols - 1 - cc;
        const bool col_crossings_odd = ((cc - wrap(cc, cols)) / cols) % 2 != 0;
        cc = wrap(cc, cols);
        if (col_crossings_odd && topology_ == Topology::projective) rr = rows - 1 - rr;
    }
    r = rr;
    c = cc;
    return true;
}

// A press at (r', c') lands on (r, c) only from r' in {r - dr, m-1-r - dr} and
// c' in {c - dc, n-1-c - dc} (mod m, n): the landing mirrors at most once per
// axis. Each distinct candidate is walked forward and kept if it lands on (r, c).
template <class Visit>
void Rule::for_each_flipping(Shape shape, int r, int c, Visit&& visit) const {
    for (const Offset& o : offsets_) {
        const int from_rows[2] = {wrap(r - o.dr, shape.rows), wrap(shape.rows - 1 - r - o.dr, shape.rows)};
        const int from_cols[2] = {wrap(c - o.dc, shape.cols), wrap(shape.cols - 1 - c - o.dc, shape.cols)};
        for (int i = 0; i < 2; ++i) {
            if (i == 1 && from_rows[1] == from_rows[0]) continue;
            for (int j = 0; j < 2; ++j) {
                if (j == 1 && from_cols[1] == from_cols[0]) continue;
                int rr = from_rows[i], cc = from_cols[j];
                if (land(shape, rr, cc, o) && rr == r && cc == c) visit(from_rows[i], from_cols[j]);
            }
        }
    }
}

template <class Visit>
void Rule::for_each_source_row(int target, int rows, Visit&& visit) const {
    if (twisted()) throw_twisted_rows();
    for (const Offset& o : offsets_) {
        int source = target - o.dr;
        if (topology_ == Topology::torus) source = wrap(source, rows);
        else if (source < 0 || source >= rows) continue;
        visit(source, o.dc);
    }
}

}  // namespace lightsout
