// The word-parallel simulation agrees with pressing one cell at a time.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#include "lightsout/error.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/rule_limits.hpp"

using namespace lightsout;

namespace {

Board random_grid(int rows, int cols) {
    Board grid(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (*rc::gen::arbitrary<bool>()) grid.set(r, c, true);
    return grid;
}

Rule random_rule() {
    int which = *rc::gen::inRange(0, 4);
    Rule rule = Rule::plus();
    if (which == 1) rule = Rule::square();
    if (which == 2) rule = Rule::cross();
    if (which == 3) {
        std::vector<Offset> offsets;
        int reach = *rc::gen::inRange(0, 3);
        for (int dr = -reach; dr <= reach; ++dr)
            for (int dc = -reach; dc <= reach; ++dc)
                if (*rc::gen::arbitrary<bool>()) offsets.push_back({dr, dc});
        if (offsets.empty()) offsets.push_back({0, 0});
        rule = Rule::stencil(offsets);
    }
    return rule.on_torus(*rc::gen::arbitrary<bool>());
}

}  // namespace

RC_GTEST_PROP(Simulation, WordParallelEqualsCellByCell, ()) {
    const int rows = *rc::gen::inRange(1, 80);
    const int cols = *rc::gen::inRange(1, 150);
    const Rule rule = random_rule();
    const Board board = random_grid(rows, cols);
    const PressPattern presses = random_grid(rows, cols);
    Board slow = board;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (presses.get(r, c)) rule.press(slow, r, c);
    RC_ASSERT(apply_presses(board, rule, presses) == slow);
}

TEST(Rule, SeedExamplesOfToggling) {
    // Seed 002: touching square 5 toggles 4, 5 and 10; touching 19 toggles 14, 18, 19, 20, 24.
    auto cells = [](const Board& b) {
        std::vector<int> numbers;
        for (int r = 0; r < b.rows(); ++r)
            for (int c = 0; c < b.cols(); ++c)
                if (b.get(r, c)) numbers.push_back(r * b.cols() + c + 1);
        return numbers;
    };
    EXPECT_EQ(cells(Rule::plus().footprint({5, 5}, 0, 4)), (std::vector<int>{4, 5, 10}));
    EXPECT_EQ(cells(Rule::plus().footprint({5, 5}, 3, 3)), (std::vector<int>{14, 18, 19, 20, 24}));
}

TEST(Rule, ParseNamesAndStencils) {
    EXPECT_EQ(Rule::parse("stencil:.x./xxx/.x."), Rule::plus());
    EXPECT_EQ(Rule::parse("stencil:xxx/xxx/xxx"), Rule::square());
    EXPECT_EQ(Rule::parse("stencil:x.x/.x./x.x").name(), "stencil:x.x/.x./x.x");
    EXPECT_EQ(Rule::parse("plus").on_torus().name(), "plus+torus");
    EXPECT_THROW(Rule::parse("hexagon"), InputError);
    EXPECT_THROW(Rule::parse("stencil:xx/xx"), InputError);
    EXPECT_THROW(Rule::parse("stencil:x./x"), InputError);
    EXPECT_THROW(Rule::parse("stencil:..."), InputError);
    EXPECT_THROW(Rule::parse("stencil:.q."), InputError);
    EXPECT_THROW(Rule::parse("stencil:"), InputError);
}

// One reading of a rule's name, "torus" and "topology" for every front end
// (the command line, the web API, batch lines, Python): what is given agrees
// or is refused with the Problem code the front ends word in their terms.
TEST(Rule, WithEdgesAcceptsWhatAgreesAndRefusesWhatDoesNot) {
    const Rule plus = Rule::plus(), klein = Rule::parse("plus+klein"), torus = Rule::parse("plus+torus");
    EXPECT_EQ(plus.with_edges(std::nullopt, std::nullopt), plus);
    EXPECT_EQ(plus.with_edges(std::nullopt, std::nullopt, Rule::Topology::klein), klein);
    EXPECT_EQ(plus.with_edges(true, std::nullopt), torus);
    EXPECT_EQ(plus.with_edges(false, std::nullopt, Rule::Topology::torus), plus);
    EXPECT_EQ(plus.with_edges(true, "torus"), torus);
    EXPECT_EQ(plus.with_edges(false, "klein"), klein);
    EXPECT_EQ(klein.with_edges(std::nullopt, "klein"), klein);
    EXPECT_EQ(klein.with_edges(false, std::nullopt), klein);
    EXPECT_EQ(klein.with_edges(std::nullopt, std::nullopt, Rule::Topology::torus), klein);
    EXPECT_EQ(torus.with_edges(true, "torus"), torus);
    const auto refusal = [](const Rule& rule, std::optional<bool> t, std::optional<std::string_view> topology) {
        try {
            rule.with_edges(t, topology);
        } catch (const InputError& e) {
            return std::tuple(e.problem(), std::string(e.what()), e.value());
        }
        return std::tuple(Problem::general, std::string("accepted"), std::string());
    };
    EXPECT_EQ(refusal(plus, true, "klein"), std::tuple(Problem::torus, std::string("the topology klein is not a torus"),
                                                       std::string("true")));
    EXPECT_EQ(refusal(plus, false, "torus"), std::tuple(Problem::torus, std::string("the topology torus is a torus"),
                                                        std::string("false")));
    EXPECT_EQ(refusal(klein, std::nullopt, "torus"),
              std::tuple(Problem::topology, std::string("rule 'plus+klein' names the topology klein, not torus"),
                         std::string("torus")));
    EXPECT_EQ(refusal(klein, std::nullopt, "flat"),
              std::tuple(Problem::topology, std::string("rule 'plus+klein' names the topology klein, not flat"),
                         std::string("flat")));
    EXPECT_EQ(refusal(klein, true, std::nullopt),
              std::tuple(Problem::torus, std::string("rule 'plus+klein' names the topology klein, not a torus"),
                         std::string("true")));
    EXPECT_EQ(refusal(torus, false, std::nullopt),
              std::tuple(Problem::torus, std::string("rule 'plus+torus' is on a torus"), std::string("false")));
    EXPECT_EQ(std::get<0>(refusal(plus, std::nullopt, "sphere")), Problem::general);
}

TEST(Rule, CrossFlipsRowAndColumnOnce) {
    Board b(4, 6);
    Rule::cross().press(b, 1, 2);
    EXPECT_EQ(b.count(), 6 + 4 - 1);
    EXPECT_TRUE(b.get(1, 2));
    EXPECT_TRUE(b.get(3, 2));
    EXPECT_TRUE(b.get(1, 5));
}

RC_GTEST_PROP(Simulation, StreamedGoalCheckAgreesWithFullSimulation, ()) {
    const int rows = *rc::gen::inRange(1, 40);
    const int cols = *rc::gen::inRange(1, 130);
    const Rule rule = random_rule();
    const Board board = random_grid(rows, cols);
    const PressPattern presses = random_grid(rows, cols);
    const Goal goal = *rc::gen::arbitrary<bool>() ? Goal::on : Goal::off;
    // Half the time, make the board one that the presses do solve.
    Board target = board;
    if (*rc::gen::arbitrary<bool>()) {
        Board goal_board(rows, cols);
        goal_board.fill(goal == Goal::on);
        target = apply_presses(goal_board, rule, presses);
    }
    const bool expected = lights_to_change(apply_presses(target, rule, presses), goal).none();
    RC_ASSERT(reaches_goal(target, rule, presses, goal) == expected);
}

// Half the time the all-ones pattern: on a torus it is quiet when every cell
// is flipped an even number of times.
RC_GTEST_PROP(Simulation, StreamedQuietAndCertificateChecksAgreeWithFullSimulation, ()) {
    const int rows = *rc::gen::inRange(1, 40);
    const int cols = *rc::gen::inRange(1, 130);
    const Rule rule = random_rule();
    PressPattern pattern = random_grid(rows, cols);
    if (*rc::gen::arbitrary<bool>()) pattern.fill(true);
    const Board change = random_grid(rows, cols);
    const Board empty(rows, cols);
    RC_ASSERT(is_quiet(pattern, rule) == apply_presses(empty, rule, pattern).none());
    RC_ASSERT(is_certificate(pattern, change, rule) ==
              (pattern.odd_overlap(change) && apply_presses(empty, rule.transposed(), pattern).none()));
}

namespace {

// A stencil text of `rows` x `cols` cells, every cell flipped.
std::string full_stencil(int rows, int cols) {
    std::string text = "stencil:";
    for (int r = 0; r < rows; ++r) text += (r ? "/" : "") + std::string(std::size_t(cols), 'x');
    return text;
}

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

// One limit for every front end: kMaxStencilSide x kMaxStencilSide, refused
// before anything is built from the text (a 999 x 999 stencil was parsed and
// then took minutes in quadratic lookups).
TEST(Rule, StencilsLargerThanTheLargestAreRefused) {
    const Rule largest = Rule::parse(full_stencil(kMaxStencilSide, kMaxStencilSide));
    EXPECT_EQ(largest.offsets().size(), std::size_t(kMaxStencilSide) * kMaxStencilSide);
    EXPECT_EQ(Rule::parse(largest.name()), largest);
    EXPECT_TRUE(largest.symmetric());
    EXPECT_EQ(refusal([] { Rule::parse(full_stencil(101, 101)); }),
              "stencil rule: 101 x 101 is larger than the largest stencil, 99 x 99");
    EXPECT_EQ(refusal([] { Rule::parse(full_stencil(999, 999) + "+torus"); }),
              "stencil rule: 999 x 999 is larger than the largest stencil, 99 x 99");
    EXPECT_EQ(refusal([] { Rule::parse(full_stencil(1, 101)); }),
              "stencil rule: 1 x 101 is larger than the largest stencil, 99 x 99");
    EXPECT_EQ(refusal([] { Rule::parse(full_stencil(101, 1)); }),
              "stencil rule: 101 x 1 is larger than the largest stencil, 99 x 99");
    EXPECT_EQ(refusal([] { Rule::stencil({{0, 0}, {50, 0}}); }),
              "stencil rule: the footprint reaches 50 cells from the pressed cell; a stencil reaches at most 49 (99 x 99)");
    EXPECT_EQ(refusal([] { Rule::stencil({{0, -49}, {49, 49}}); }), "");
}

// name() and symmetric() walk the sorted offsets once (they searched the
// whole footprint for every cell): the same answers as the plain searches.
RC_GTEST_PROP(Rule, NameAndSymmetryOfAnyStencil, ()) {
    std::vector<Offset> offsets;
    const int reach = *rc::gen::inRange(0, 4);
    for (int dr = -reach; dr <= reach; ++dr)
        for (int dc = -reach; dc <= reach; ++dc)
            if (*rc::gen::arbitrary<bool>()) offsets.push_back({dr, dc});
    if (offsets.empty()) offsets.push_back({0, 0});
    const Rule rule = Rule::stencil(offsets).on_topology(*rc::gen::element(Rule::Topology::flat, Rule::Topology::torus,
                                                                            Rule::Topology::klein));
    const auto has = [&](Offset o) { return std::find(offsets.begin(), offsets.end(), o) != offsets.end(); };
    bool symmetric = true;
    for (const Offset& o : offsets)
        symmetric = symmetric && has({-o.dr, -o.dc}) && (!rule.twisted() || (has({-o.dr, o.dc}) && has({o.dr, -o.dc})));
    RC_ASSERT(rule.symmetric() == symmetric);
    RC_ASSERT(Rule::parse(rule.name()) == rule);
    const std::string text = rule.stencil_text();
    for (const Offset& o : offsets) {
        int reach_r = 0, reach_c = 0;
        for (const Offset& p : offsets) reach_r = std::max(reach_r, std::abs(p.dr)), reach_c = std::max(reach_c, std::abs(p.dc));
        const std::size_t at = 8 + std::size_t((o.dr + reach_r) * (2 * reach_c + 2) + o.dc + reach_c);
        RC_ASSERT(text.at(at) == 'x');
    }
}
