// The Klein bottle and the projective plane against brute force.
//
// The footprint here is the test's own statement of the gluings, not
// Rule::for_each_flipped: an ant walks the offset one step at a time, rows
// first. Crossing the top or bottom edge of a Klein bottle or a projective
// plane mirrors its column (c -> n-1-c) and turns its left-right heading
// around; crossing the left or right edge of a projective plane mirrors its
// row (r -> m-1-r). Then every press pattern of a small board is tried.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {
namespace {

using Topology = Rule::Topology;
using Cells = std::vector<int>;  // light indices r * cols + c, a light once per flip

int ant_landing(Topology topology, Shape shape, int r, int c, Offset o, bool& on_board) {
    const bool twisted = topology == Topology::klein || topology == Topology::projective;
    int heading = o.dc < 0 ? -1 : 1;
    for (int step = 0; step < std::abs(o.dr); ++step) {
        r += o.dr < 0 ? -1 : 1;
        if (r >= 0 && r < shape.rows) continue;
        if (topology == Topology::flat) on_board = false;
        r = r < 0 ? shape.rows - 1 : 0;
        if (twisted) c = shape.cols - 1 - c, heading = -heading;
    }
    for (int step = 0; step < std::abs(o.dc); ++step) {
        c += heading;
        if (c >= 0 && c < shape.cols) continue;
        if (topology == Topology::flat) on_board = false;
        c = c < 0 ? shape.cols - 1 : 0;
        if (topology == Topology::projective) r = shape.rows - 1 - r;
    }
    return r * shape.cols + c;
}

// What a press at `button` flips. Cross flips its row and column on any topology.
Cells footprint(const std::vector<Offset>& offsets, bool cross, Topology topology, Shape shape, int button) {
    const int r = button / shape.cols, c = button % shape.cols;
    Cells lights;
    if (cross) {
        for (int j = 0; j < shape.cols; ++j) lights.push_back(r * shape.cols + j);
        for (int i = 0; i < shape.rows; ++i)
            if (i != r) lights.push_back(i * shape.cols + c);
        return lights;
    }
    for (Offset o : offsets) {
        bool on_board = true;
        const int light = ant_landing(topology, shape, r, c, o, on_board);
        if (on_board) lights.push_back(light);
    }
    return lights;
}

struct Case {
    std::string rule;
    std::vector<Offset> offsets;
    bool cross = false;
};

std::vector<Case> cases() {
    const std::vector<Offset> plus{{-1, 0}, {0, -1}, {0, 0}, {0, 1}, {1, 0}};
    std::vector<Offset> square;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) square.push_back({dr, dc});
    return {{"plus", plus},
            {"square", square},
            {"cross", {}, true},
            {"stencil:.x./.xx/...", {{-1, 0}, {0, 0}, {0, 1}}},           // no symmetry at all
            {"stencil:x../.x./..x", {{-1, -1}, {0, 0}, {1, 1}}},          // symmetric through the centre only
            {"stencil:..x../...../x.x.x/...../..x..", {{-2, 0}, {0, -2}, {0, 0}, {0, 2}, {2, 0}}},
            {"stencil:...../...x./x.x../...../.....", {{-1, 1}, {0, -2}, {0, 0}}}};
}

const Shape kShapes[] = {{1, 1}, {1, 4}, {1, 5}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {3, 5}, {4, 4}};
const Topology kTwisted[] = {Topology::klein, Topology::projective};

// A press matrix as the test computes it: entry [light][button] counts the flips.
using Matrix = std::vector<std::vector<int>>;

// A over Z/K from the test's footprints: columns are buttons.
Matrix matrix(const Case& k, Topology topology, Shape shape) {
    const int n = shape.cells();
    std::vector<std::vector<int>> a(std::size_t(n), std::vector<int>(std::size_t(n), 0));
    for (int button = 0; button < n; ++button)
        for (int light : footprint(k.offsets, k.cross, topology, shape, button)) ++a[std::size_t(light)][std::size_t(button)];
    return a;
}

std::vector<int> times(const std::vector<std::vector<int>>& a, const std::vector<int>& x, int states) {
    std::vector<int> out(a.size(), 0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < x.size(); ++j) out[i] += a[i][j] * x[j];
        out[i] %= states;
    }
    return out;
}

std::vector<int> digits(std::int64_t code, int n, int states) {
    std::vector<int> x(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i, code /= states) x[std::size_t(i)] = int(code % states);
    return x;
}

std::int64_t encode(const std::vector<int>& v, int states) {
    std::int64_t code = 0;
    for (std::size_t i = v.size(); i-- > 0;) code = code * states + v[i];
    return code;
}

// Every press vector once: how many reach each change, and the fewest presses.
struct Brute {
    std::vector<std::int64_t> reached;
    std::vector<int> fewest;
    std::int64_t quiet = 0;
};

Brute brute(const std::vector<std::vector<int>>& a, int states) {
    const int n = int(a.size());
    std::int64_t total = 1;
    for (int i = 0; i < n; ++i) total *= states;
    Brute b{std::vector<std::int64_t>(std::size_t(total), 0), std::vector<int>(std::size_t(total), 1 << 20), 0};
    for (std::int64_t code = 0; code < total; ++code) {
        const std::vector<int> x = digits(code, n, states);
        const std::int64_t image = encode(times(a, x, states), states);
        ++b.reached[std::size_t(image)];
        int weight = 0;
        for (int t : x) weight += t;
        b.fewest[std::size_t(image)] = std::min(b.fewest[std::size_t(image)], weight);
    }
    b.quiet = b.reached[0];
    return b;
}

int log2_exact(std::int64_t v) {
    int bits = 0;
    while ((std::int64_t(1) << bits) < v) ++bits;
    return bits;
}

Board board_of(const std::vector<int>& lights, Shape shape) {
    Board board(shape.rows, shape.cols);
    for (int i = 0; i < shape.cells(); ++i)
        if (lights[std::size_t(i)] & 1) board.flip(i / shape.cols, i % shape.cols);
    return board;
}

std::vector<int> counts_of(const PressPattern& p) {
    std::vector<int> x;
    for (int r = 0; r < p.rows(); ++r)
        for (int c = 0; c < p.cols(); ++c) x.push_back(p.get(r, c) ? 1 : 0);
    return x;
}

std::string where(const Case& k, Topology topology, Shape shape) {
    return k.rule + "+" + Rule::topology_name(topology) + " on " + std::to_string(shape.rows) + "x" +
           std::to_string(shape.cols);
}

// Calls check(rule, a, shape) for the rule of every case on each twisted
// topology and each of `shapes`, with `a` the press matrix this test derives
// on its own; the trace names the board.
template <class Check>
void on_every_board(std::span<const Shape> shapes, Check&& check) {
    for (const Case& k : cases())
        for (Topology topology : kTwisted)
            for (Shape shape : shapes) {
                SCOPED_TRACE(where(k, topology, shape));
                check(Rule::parse(k.rule).on_topology(topology), matrix(k, topology, shape), shape);
            }
}

TEST(Topology, FootprintsAndTransposeMatchTheAntsWalk) {
    on_every_board(kShapes, [&](const Rule& rule, const Matrix& a, Shape shape) {
        std::vector<std::vector<std::int32_t>> columns(std::size_t(shape.cells())), rows(columns);
        for (int button = 0; button < shape.cells(); ++button)
            for (int light = 0; light < shape.cells(); ++light)
                for (int t = 0; t < a[std::size_t(light)][std::size_t(button)]; ++t) {
                    columns[std::size_t(button)].push_back(light);
                    rows[std::size_t(light)].push_back(button);
                }
        const PressMatrix want(columns);
        EXPECT_EQ(PressMatrix::of_rule(rule, shape), want);
        EXPECT_EQ(PressMatrix::of_rule(rule.transposed(), shape), PressMatrix(rows));
        if (rule.symmetric()) {
            EXPECT_TRUE(want.symmetric());
        }
        // The simulation (PressEffect) agrees, press by press.
        for (int button = 0; button < shape.cells(); ++button) {
            PressPattern one(shape.rows, shape.cols);
            one.flip(button / shape.cols, button % shape.cols);
            std::vector<int> x(std::size_t(shape.cells()), 0);
            x[std::size_t(button)] = 1;
            EXPECT_EQ(apply_presses(Board(shape.rows, shape.cols), rule, one), board_of(times(a, x, 2), shape));
        }
    });
}

TEST(Topology, SymmetricRulesAreSymmetric) {
    EXPECT_TRUE(Rule::plus().on_topology(Topology::klein).symmetric());
    EXPECT_TRUE(Rule::square().on_topology(Topology::projective).symmetric());
    EXPECT_TRUE(Rule::cross().on_topology(Topology::projective).symmetric());
    // Symmetric through the centre is not enough once an edge is twisted.
    EXPECT_TRUE(Rule::parse("stencil:x../.x./..x").symmetric());
    EXPECT_FALSE(Rule::parse("stencil:x../.x./..x").on_topology(Topology::klein).symmetric());
    EXPECT_FALSE(PressMatrix::of_rule(Rule::parse("stencil:x../.x./..x+klein"), {2, 3}).symmetric());
}

TEST(Topology, SolveAndAnalyzeMatchBruteForceModTwo) {
    on_every_board(kShapes, [&](const Rule& rule, const Matrix& a, Shape shape) {
        const Brute b = brute(a, 2);
        const Analysis analysis = analyze(rule, shape);
        EXPECT_EQ(analysis.nullity, log2_exact(b.quiet));
        for (const PressPattern& q : analysis.quiet)
            EXPECT_EQ(encode(times(a, counts_of(q), 2), 2), 0);
        const std::int64_t boards = std::int64_t(b.reached.size());
        const std::int64_t step = std::max<std::int64_t>(1, boards / 97);
        for (std::int64_t code = 0; code < boards; code += step) {
            const Board board = board_of(digits(code, shape.cells(), 2), shape);
            const Solution s = solve(board, rule, {.minimal = true});
            ASSERT_EQ(s.solvable, b.reached[std::size_t(code)] > 0) << code;
            if (s.solvable) {
                EXPECT_EQ(encode(times(a, counts_of(s.presses), 2), 2), code);
                EXPECT_EQ(s.presses.count(), b.fewest[std::size_t(code)]);
                continue;
            }
            // y A = 0 and y overlaps the board oddly.
            const std::vector<int> y = counts_of(s.certificate);
            int overlap = 0;
            for (int i = 0; i < shape.cells(); ++i) overlap += y[std::size_t(i)] & digits(code, shape.cells(), 2)[std::size_t(i)];
            EXPECT_EQ(overlap % 2, 1);
            for (int button = 0; button < shape.cells(); ++button) {
                int sum = 0;
                for (int light = 0; light < shape.cells(); ++light) sum += y[std::size_t(light)] * a[std::size_t(light)][std::size_t(button)];
                EXPECT_EQ(sum % 2, 0);
            }
        }
    });
}

TEST(Topology, SolveAndAnalyzeMatchBruteForceModThree) {
    const Shape small[] = {{1, 1}, {1, 4}, {2, 2}, {2, 3}, {3, 3}};
    on_every_board(small, [&](const Rule& rule, const Matrix& a, Shape shape) {
        const Brute b = brute(a, 3);
        EXPECT_DOUBLE_EQ(analyze(rule, shape, 3).quiet.log2_size(), std::log2(double(b.quiet)));
        const std::int64_t boards = std::int64_t(b.reached.size());
        for (std::int64_t code = 0; code < boards; code += std::max<std::int64_t>(1, boards / 41)) {
            std::vector<std::uint8_t> lights;
            for (int d : digits(code, shape.cells(), 3)) lights.push_back(std::uint8_t(d));
            const PuzzleSolution s = solve(Puzzle::on_grid(shape, rule, 3, lights));
            // Presses x with A x = -lights reach 0: solvable when -lights is reached.
            std::vector<int> minus;
            for (std::uint8_t l : lights) minus.push_back((3 - l) % 3);
            ASSERT_EQ(s.solvable, b.reached[std::size_t(encode(minus, 3))] > 0) << code;
            if (!s.solvable) continue;
            std::vector<int> x(s.presses.begin(), s.presses.end());
            EXPECT_EQ(encode(times(a, x, 3), 3), encode(minus, 3));
        }
    });
}

// 5x5 (too many press patterns to try): the answer checked with the test's
// footprints, the nullity against a rank computed here.
int rank_mod_two(std::vector<std::vector<int>> a) {
    int rank = 0;
    const int n = int(a.size());
    for (int col = 0; col < n && rank < n; ++col) {
        int pivot = rank;
        while (pivot < n && a[std::size_t(pivot)][std::size_t(col)] % 2 == 0) ++pivot;
        if (pivot == n) continue;
        std::swap(a[std::size_t(pivot)], a[std::size_t(rank)]);
        for (int i = 0; i < n; ++i)
            if (i != rank && a[std::size_t(i)][std::size_t(col)] % 2)
                for (int j = 0; j < n; ++j) a[std::size_t(i)][std::size_t(j)] ^= a[std::size_t(rank)][std::size_t(j)] & 1;
        ++rank;
    }
    return rank;
}

TEST(Topology, FiveByFiveSolvesAndChecks) {
    const Shape five[] = {{5, 5}};
    on_every_board(five, [&](const Rule& rule, const Matrix& a, Shape shape) {
        std::vector<int> x(25, 0);
        for (int i = 0; i < 25; i += 3) x[std::size_t(i)] = 1;
        const std::vector<int> lights = times(a, x, 2);  // solvable by construction
        const Solution s = solve(board_of(lights, shape), rule);
        ASSERT_TRUE(s.solvable);
        EXPECT_EQ(times(a, counts_of(s.presses), 2), lights);
        EXPECT_EQ(s.nullity, 25 - rank_mod_two(a));
        EXPECT_EQ(analyze(rule, shape).nullity, 25 - rank_mod_two(a));
    });
}

// Plus on the 3x3 projective plane, by hand. Name the presses
//   a e b      corners a b c d, edge middles e f g h, centre m.
//   g m h      Crossing the top edge from (0, c) lands on (2, 2-c); crossing the
//   c f d      left edge from (r, 0) lands on (2-r, 2).
// A corner's up and left neighbours are the same cell (the opposite corner),
// flipped twice: nothing. So a corner light changes with itself and its two
// edge neighbours: light (0,0) is a + e + g, and b = e + h, c = f + g,
// d = f + h likewise. Light (0,1) is e + a + b + m + f (its up neighbour is
// (2,1)); with the corners above this is e + f + g + h + m. Lights (2,1),
// (1,0), (1,2) and (1,1) give the same sum. So e, f, g, h are free and
// a = e+g, b = e+h, c = f+g, d = f+h, m = e+f+g+h: nullity 4 (the flat 3x3
// has 0). The basis, one free press each:
TEST(Topology, ProjectivePlaneQuietPatternsByHand) {
    const char* by_hand[] = {
        "xxx/.x./...",  // e: the top row and the centre
        ".../.x./xxx",  // f: the bottom row and the centre
        "x../xx./x..",  // g: the left column and the centre
        "..x/.xx/..x",  // h: the right column and the centre
    };
    const Rule rule = Rule::plus().on_topology(Topology::projective);
    const Analysis analysis = analyze(rule, {3, 3});
    EXPECT_EQ(analysis.nullity, 4);
    // The library's basis spans the same space as the hand basis: each hand
    // pattern is quiet, the four are independent, and the dimension is 4.
    std::vector<std::uint32_t> hand;
    for (const char* text : by_hand) {
        PressPattern p(3, 3);
        std::uint32_t bits = 0;
        for (int i = 0, cell = 0; text[i]; ++i) {
            if (text[i] == '/') continue;
            if (text[i] == 'x') p.flip(cell / 3, cell % 3), bits |= 1u << cell;
            ++cell;
        }
        EXPECT_TRUE(apply_presses(Board(3, 3), rule, p).none()) << text;
        hand.push_back(bits);
    }
    for (std::uint32_t subset = 1; subset < 16; ++subset) {
        std::uint32_t sum = 0;
        for (int i = 0; i < 4; ++i)
            if (subset >> i & 1) sum ^= hand[std::size_t(i)];
        EXPECT_NE(sum, 0u);
    }
    for (const PressPattern& q : analysis.quiet) {
        std::uint32_t bits = 0;
        for (int cell = 0; cell < 9; ++cell)
            if (q.get(cell / 3, cell % 3)) bits |= 1u << cell;
        bool in_span = false;
        for (std::uint32_t subset = 1; subset < 16 && !in_span; ++subset) {
            std::uint32_t sum = 0;
            for (int i = 0; i < 4; ++i)
                if (subset >> i & 1) sum ^= hand[std::size_t(i)];
            in_span = sum == bits;
        }
        EXPECT_TRUE(in_span);
    }
}

TEST(Topology, NamesRoundTrip) {
    for (const char* name : {"plus+klein", "square+projective", "stencil:.x./.xx/...+klein", "cross+projective",
                             "plus+torus", "plus"}) {
        EXPECT_EQ(Rule::parse(name).name(), name);
    }
    EXPECT_EQ(Rule::parse("plus+klein").topology(), Topology::klein);
    EXPECT_FALSE(Rule::parse("plus+klein").torus());
    EXPECT_EQ(Rule::parse("plus+flat"), Rule::plus());
    EXPECT_THROW(Rule::parse("plus+moebius"), InputError);
    EXPECT_THROW(Rule::parse_topology("sphere"), InputError);
    EXPECT_THROW((void)Rule::parse("plus+transposed"), InputError);
}

TEST(Topology, FastPathsStepAside) {
    const Rule klein = Rule::plus().on_topology(Topology::klein);
    EXPECT_THROW(solve(Board(4, 4), klein, {.method = Method::structured}), InputError);
    EXPECT_THROW(solve(Board(4, 4), klein, {.method = Method::chasing}), InputError);
    EXPECT_THROW(solve(Board(4, 4), klein, {.method = Method::chase}), InputError);
    EXPECT_EQ(solve(Board(4, 4), klein).method, "dense");
    // Cross is the same rule on every topology: its linear-time solver stays.
    EXPECT_EQ(solve(Board(4, 4), Rule::cross().on_topology(Topology::projective)).method,
              solve(Board(4, 4), Rule::cross()).method);
}

}  // namespace
}  // namespace lightsout
