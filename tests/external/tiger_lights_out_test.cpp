// Tiger Electronics' handheld Lights Out: 1,050 5x5 puzzles, each with the
// number of moves the game states; the fewest presses must equal it.
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Puzzle {
    std::string pack;
    int level;
    Board board;
    int stated_moves;
};

// "pack level hex25 stated_moves"; bit i of hex25 = light at row i/5, column i%5.
std::vector<Puzzle> read_puzzles() {
    std::vector<Puzzle> puzzles;
    for (const std::string& line : suites::lines_of(suites::read_file("tiger_lights_out_1050_haiku/puzzles.txt"))) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream in(line);
        Puzzle p{"", 0, Board(5, 5), 0};
        std::string hex;
        in >> p.pack >> p.level >> hex >> p.stated_moves;
        unsigned long bits = std::stoul(hex, nullptr, 16);
        for (int i = 0; i < 25; ++i) p.board.set(i / 5, i % 5, (bits >> i) & 1);
        puzzles.push_back(p);
    }
    return puzzles;
}

}  // namespace

TEST(TigerLightsOut, ReaderFindsAll1050Puzzles) {
    auto puzzles = read_puzzles();
    ASSERT_EQ(puzzles.size(), 1050u);
    // DefaultPack level 1 is 0x0005400: bits 10, 12, 14 = row 2, columns 0, 2, 4.
    EXPECT_EQ(puzzles[0].board.count(), 3);
    EXPECT_TRUE(puzzles[0].board.get(2, 0) && puzzles[0].board.get(2, 2) && puzzles[0].board.get(2, 4));
    EXPECT_EQ(puzzles[0].stated_moves, 6);
}

TEST(TigerLightsOut, FewestPressesEqualTheStatedMoves) {
    int agree = 0;
    for (const Puzzle& p : read_puzzles()) {
        long presses = suites::fewest_presses(p.board, Rule::plus(), Goal::off);
        EXPECT_EQ(presses, p.stated_moves) << p.pack << " level " << p.level;
        agree += presses == p.stated_moves;
    }
    EXPECT_EQ(agree, 1050);
    RecordProperty("agree", agree);
}
