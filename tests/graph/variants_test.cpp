// Each preset against its description (docs/VARIANTS.md), with the reference
// solvers of graph_reference.hpp (none of the library's engines).
#include <algorithm>
#include <cmath>
#include <set>

#include <gtest/gtest.h>

#include "graph/graph_reference.hpp"
#include "lightsout/error.hpp"
#include "lightsout/variants.hpp"

namespace lightsout {
namespace {

using testing::gf2_reference;

std::set<int> footprint(const PressMatrix& a, int button) {
    std::set<int> lights;
    for (auto e : a.changes(button)) {
        EXPECT_EQ(e.times, 1);
        lights.insert(e.light);
    }
    return lights;
}

int nullity_mod2(const PressMatrix& a) {
    return a.size() - gf2_reference(a, std::vector<std::uint8_t>(std::size_t(a.size()), 0)).rank;
}

TEST(Variants, ListAndLookUp) {
    std::vector<std::string> names;
    for (const Variant& v : variants()) {
        names.push_back(v.name);
        EXPECT_FALSE(v.product.empty());
        EXPECT_GE(v.sources.size(), 2u) << v.name << ": every rule is checked against two descriptions";
        EXPECT_EQ(v.press_matrix().size(), v.lights());
        EXPECT_EQ(int(v.goal_of_each().size()), v.lights());
    }
    for (const char* name : {"classic", "mini", "deluxe", "2000", "keychain", "xl25", "xl25-knight", "merlin", "orbix", "cube"})
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
    EXPECT_EQ(&find_variant("orbix"), &find_variant("orbix"));
    try {
        find_variant("nope");
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("classic, mini"), std::string::npos) << e.what();
    }
}

TEST(Variants, GridPresetsAreTheirGridRules) {
    const Variant& classic = find_variant("classic");
    ASSERT_TRUE(classic.is_grid());
    EXPECT_EQ(classic.press_matrix(), PressMatrix::of_rule(Rule::plus(), {5, 5}));
    EXPECT_EQ(nullity_mod2(classic.press_matrix()), 2);  // 4 solutions per solvable board
    EXPECT_EQ(find_variant("deluxe").shape, (Shape{6, 6}));
    EXPECT_EQ(nullity_mod2(find_variant("deluxe").press_matrix()), 0);
    EXPECT_EQ(find_variant("2000").states, 3);
    EXPECT_EQ(find_variant("xl25").goal_value, 1);
    EXPECT_EQ(find_variant("xl25").goal, "all on");
}

// Jaap: "This game has no quiet patterns ... all 2^16 light patterns are
// solvable" -- true of the 4x4 torus (the plane 4x4 has nullity 4).
TEST(Variants, MiniAndKeychainAreThe4x4TorusWithEveryPositionSolvable) {
    for (const char* name : {"mini", "keychain"}) {
        const Variant& v = find_variant(name);
        EXPECT_EQ(v.press_matrix(), PressMatrix::of_rule(Rule::plus().on_torus(), {4, 4})) << name;
        for (int b = 0; b < 16; ++b) EXPECT_EQ(footprint(v.press_matrix(), b).size(), 5u) << "every press changes 5";
        EXPECT_EQ(nullity_mod2(v.press_matrix()), 0) << name;
    }
    EXPECT_EQ(nullity_mod2(PressMatrix::of_rule(Rule::plus(), {4, 4})), 4);
}

// Lights Out 2000: the plus mod 3 on 5x5 has 3 quiet patterns (Jaap's page;
// the mesa levels' README measures nullity 3 for 5x5 mod 3 too).
TEST(Variants, LightsOut2000HasNullity3Mod3) {
    const PressMatrix a = find_variant("2000").press_matrix();
    EXPECT_EQ(25 - testing::rank_mod_prime(a, 3), 3);
}

TEST(Variants, Xl25KnightFlipsItselfAndEveryKnightMove) {
    const Variant& v = find_variant("xl25-knight");
    const PressMatrix a = v.press_matrix();
    for (int b = 0; b < 25; ++b) {
        std::set<int> expected{b};
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c) {
                const int dr = std::abs(r - b / 5), dc = std::abs(c - b % 5);
                if ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)) expected.insert(r * 5 + c);
            }
        EXPECT_EQ(footprint(a, b), expected) << "button " << b;
    }
    EXPECT_EQ(footprint(a, 12).size(), 9u);  // the centre: itself and 8 knight moves
    EXPECT_EQ(footprint(a, 0).size(), 3u);
}

// Merlin: "corner: the 4 buttons of its 2x2 corner square; side: the 3 buttons
// of that border row; middle: the 5 buttons of the plus" (CodinGame statement).
TEST(Variants, MerlinFlipsBlocksEdgesAndThePlus) {
    const Variant& v = find_variant("merlin");
    const PressMatrix a = v.press_matrix();
    auto cells = [](std::initializer_list<int> buttons) {
        std::set<int> s;
        for (int b : buttons) s.insert(b - 1);
        return s;
    };
    EXPECT_EQ(footprint(a, 0), cells({1, 2, 4, 5}));
    EXPECT_EQ(footprint(a, 2), cells({2, 3, 5, 6}));
    EXPECT_EQ(footprint(a, 6), cells({4, 5, 7, 8}));
    EXPECT_EQ(footprint(a, 8), cells({5, 6, 8, 9}));
    EXPECT_EQ(footprint(a, 1), cells({1, 2, 3}));
    EXPECT_EQ(footprint(a, 3), cells({1, 4, 7}));
    EXPECT_EQ(footprint(a, 5), cells({3, 6, 9}));
    EXPECT_EQ(footprint(a, 7), cells({7, 8, 9}));
    EXPECT_EQ(footprint(a, 4), cells({2, 4, 5, 6, 8}));
    EXPECT_EQ(v.goal_of_each(), (std::vector<std::uint8_t>{1, 1, 1, 1, 0, 1, 1, 1, 1}));
    EXPECT_EQ(nullity_mod2(a), 0);  // every one of the 512 positions solvable, uniquely
}

// The CodinGame example: from "~ * ~ / ~ ~ ~ / ~ * ~", after 8, 8, 4, one more
// press solves it (the statement guarantees one does).
TEST(Variants, MerlinCodinGameExampleNeedsOneMorePress) {
    const Variant& v = find_variant("merlin");
    const PressMatrix a = v.press_matrix();
    std::vector<std::uint8_t> lights{0, 1, 0, 0, 0, 0, 0, 1, 0};
    lights = testing::after_presses(a, lights, {0, 0, 0, 1, 0, 0, 0, 2, 0}, 2);  // 8 twice, 4 once
    std::vector<std::uint8_t> change(9);
    for (int i = 0; i < 9; ++i) change[std::size_t(i)] = std::uint8_t((v.goal_of_each()[std::size_t(i)] + 2 - lights[std::size_t(i)]) % 2);
    const auto r = gf2_reference(a, change);
    ASSERT_TRUE(r.solvable);
    EXPECT_EQ(__builtin_popcountll(r.solution), 1);
}

TEST(Variants, OrbixIsTheIcosahedronWithSigma) {
    const Variant& v = find_variant("orbix");
    const Graph& g = *v.graph;
    EXPECT_EQ(g.vertices(), 12);
    EXPECT_EQ(g.edges(), 30);
    for (int u = 0; u < 12; ++u) {
        EXPECT_EQ(g.degree(u), 5);
        EXPECT_EQ(footprint(v.press_matrix(), u).count(u), 0u) << "a press leaves its own light";
    }
    EXPECT_EQ(v.goal_value, 1);  // all on
    EXPECT_EQ(v.layout.polygons.size(), 20u);
    // Every edge lies in exactly two triangles (a closed surface).
    for (int a = 0; a < 12; ++a)
        for (int b : g.neighbours(a)) {
            int count = 0;
            for (const auto& t : v.layout.polygons)
                count += std::count(t.begin(), t.end(), a) && std::count(t.begin(), t.end(), b);
            EXPECT_EQ(count, 2);
        }
}

// All 4,096 positions: det(A) = 5 * (sqrt5)^3 * (-1)^5 * (-sqrt5)^3 = 625 is odd,
// so A is invertible mod 2 and every position has exactly one solution.
TEST(Variants, OrbixAll4096PositionsSolvable) {
    const PressMatrix a = find_variant("orbix").press_matrix();
    for (std::uint64_t position = 0; position < 4096; ++position) {
        std::vector<std::uint8_t> change(12);
        for (int i = 0; i < 12; ++i) change[std::size_t(i)] = std::uint8_t(1 ^ (position >> i & 1));  // towards all on
        const auto r = gf2_reference(a, change);
        ASSERT_TRUE(r.solvable) << position;
        ASSERT_TRUE(r.kernel.empty());
        ASSERT_EQ(testing::after_presses(a, std::vector<std::uint8_t>(12, 0), testing::bits_of(r.solution, 12), 2), change);
    }
}

TEST(Variants, CubeIs54ButtonsWithFourNeighboursEach) {
    const Variant& v = find_variant("cube");
    const Graph& g = *v.graph;
    EXPECT_EQ(g.vertices(), 54);
    EXPECT_EQ(g.edges(), 108);
    for (int u = 0; u < 54; ++u) EXPECT_EQ(g.degree(u), 4) << g.label(u);
    auto id = [&](const char* label) { return *g.find(label); };
    // A corner's plus wraps onto two other faces; an edge button's onto one.
    EXPECT_TRUE(g.adjacent(id("F1"), id("U7")));
    EXPECT_TRUE(g.adjacent(id("F1"), id("L3")));
    EXPECT_TRUE(g.adjacent(id("F6"), id("R4")));
    EXPECT_TRUE(g.adjacent(id("U1"), id("B3")));
    EXPECT_TRUE(g.adjacent(id("D9"), id("R9")));
    EXPECT_EQ(v.layout.solid.size(), 54u);
    EXPECT_EQ(v.layout.face[std::size_t(id("R5"))], "R");
}

int fewest_presses(const Variant& v, std::initializer_list<const char*> lit) {
    const Graph& g = *v.graph;
    std::vector<std::uint8_t> change(std::size_t(g.vertices()), 0);
    for (const char* label : lit) change[std::size_t(*g.find(label))] = 1;
    const auto r = gf2_reference(v.press_matrix(), change);
    EXPECT_TRUE(r.solvable);
    return testing::fewest_gf2(r);
}

// The manual of the Lights Out Cube (7-592): puzzle 1 lights 11, 13, 14, 15, 17
// and is solved by pressing 14; puzzle 11 lights 11, 12, 13, 15, 17, 18, 37, 38,
// 40, 42, 43, 44 and needs 4 presses at least. Its face 2 (10..18) is F, its
// face 5 (37..45) is R (its 15 flips 40).
TEST(Variants, CubeManualPuzzlesNeedTheirStatedMoves) {
    const Variant& v = find_variant("cube");
    EXPECT_EQ(fewest_presses(v, {"F2", "F4", "F5", "F6", "F8"}), 1);
    EXPECT_EQ(fewest_presses(v, {"F2", "F3", "F4", "F6", "F8", "F9", "R1", "R2", "R4", "R6", "R7", "R8"}), 4);
    EXPECT_GT(nullity_mod2(v.press_matrix()), 0);  // the manual: a made-up puzzle may have no answer
}

}  // namespace
}  // namespace lightsout
