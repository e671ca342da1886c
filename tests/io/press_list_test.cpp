// Press lists and coordinates: every accepted form, and round trips through format_cell.
#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;
using io::Coords;

namespace {
const Shape k5{5, 5};
const Shape k24{24, 24};
}  // namespace

TEST(PressList, CommaPairsSeparatedBySpaces) {
    EXPECT_EQ(io::parse_press_list("1,2 3,4", Coords::rc, k5), (std::vector<Cell>{{0, 1}, {2, 3}}));
}

TEST(PressList, JsonPairs) {
    EXPECT_EQ(io::parse_press_list("[[1,2],[3,4]]", Coords::rc, k5), (std::vector<Cell>{{0, 1}, {2, 3}}));
}

TEST(PressList, NewlinesAndSemicolons) {
    EXPECT_EQ(io::parse_press_list("1,2\n3,4;5,5\n", Coords::rc, k5),
              (std::vector<Cell>{{0, 1}, {2, 3}, {4, 4}}));
}

TEST(PressList, PonderThisXyPairsWithTheSeedsMixedBrackets) {
    // Seed 004 prints its list as "[[2, 2), (13, 24), ..., (21, 16)]]".
    auto cells = io::parse_press_list("[[2, 2), (13, 24), (21, 16)]]", Coords::xy, k24);
    // (x, y) = (column from the left, row from the bottom), 1-based.
    EXPECT_EQ(cells, (std::vector<Cell>{{22, 1}, {0, 12}, {8, 20}}));
    EXPECT_EQ(io::parse_press_list("(2, 2), (13, 24)", Coords::xy, k24), (std::vector<Cell>{{22, 1}, {0, 12}}));
}

TEST(PressList, IndexNumbersFromTheSeed) {
    auto cells = io::parse_press_list("6 7 25 1", Coords::index, k5);
    EXPECT_EQ(cells, (std::vector<Cell>{{1, 0}, {1, 1}, {4, 4}, {0, 0}}));
}

TEST(PressList, IndexNumbersRefuseRowColumnPairs) {
    // "1,1 1,4" read as cell numbers would be 1, 1, 1, 4: a silent wrong answer.
    for (const char* pairs : {"1,1 1,4", "1, 1", "(1 1)", "[2 3]", "1 2\n3,4"}) {
        try {
            io::parse_press_list(pairs, Coords::index, k5);
            ADD_FAILURE() << pairs << " was accepted";
        } catch (const InputError& e) {
            EXPECT_NE(std::string(e.what()).find("looks like a row,column pair"), std::string::npos) << e.what();
        }
    }
    try {
        io::parse_press_list("6 7\n1,4", Coords::index, k5);
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "press list, line 2: '1,4' looks like a row,column pair, but index coordinates are "
                               "cell numbers 1..25 separated by spaces (pairs are rc or xy coordinates)");
    }
    EXPECT_EQ(io::parse_press_list("1;4\n10 # cells\n23", Coords::index, k5).size(), 4u);
}

TEST(PressList, OrderAndRepeatsAreKept) {
    EXPECT_EQ(io::parse_press_list("2,2 1,1 2,2", Coords::rc, k5), (std::vector<Cell>{{1, 1}, {0, 0}, {1, 1}}));
}

TEST(PressList, EmptyAndCommentsOnly) {
    EXPECT_TRUE(io::parse_press_list("", Coords::rc, k5).empty());
    EXPECT_TRUE(io::parse_press_list("# nothing\n", Coords::rc, k5).empty());
}

TEST(PressList, FormatCellRoundTripsInEveryCoordinateSystem) {
    Shape shape{7, 11};
    for (Coords coords : {Coords::rc, Coords::xy, Coords::index})
        for (int r = 0; r < shape.rows; ++r)
            for (int c = 0; c < shape.cols; ++c) {
                std::string text = io::format_cell({r, c}, coords, shape);
                EXPECT_EQ(io::parse_press_list(text, coords, shape), (std::vector<Cell>{{r, c}})) << text;
            }
}

TEST(PressList, FormatCellForms) {
    EXPECT_EQ(io::format_cell({0, 0}, Coords::rc, k5), "1,1");
    EXPECT_EQ(io::format_cell({0, 0}, Coords::xy, k5), "1,5");
    EXPECT_EQ(io::format_cell({4, 2}, Coords::xy, k5), "3,1");
    EXPECT_EQ(io::format_cell({1, 0}, Coords::index, k5), "6");
}

TEST(PressList, ParseCoords) {
    EXPECT_EQ(io::parse_coords("rc"), Coords::rc);
    EXPECT_EQ(io::parse_coords("xy"), Coords::xy);
    EXPECT_EQ(io::parse_coords("index"), Coords::index);
    EXPECT_THROW(io::parse_coords("polar"), InputError);
}
