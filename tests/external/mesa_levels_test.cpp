// mesa_LightsOut levels (4x4, 5x5, 6x6; 2 and 3 states): the fewest presses
// equal each level's optimalMoves.
#include "lightsout/puzzle.hpp"
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Level {
    std::string id;
    Board board;
    long optimal_moves;
};

std::vector<Level> read_two_state_levels() {
    std::vector<Level> levels;
    const nlohmann::json doc = suites::read_json("mesa_lightsout_levels_mod2_mod3/levels.json");
    for (const auto& level : doc.at("levels")) {
        if (level.at("stateCount").get<int>() != 2) continue;
        Board board = suites::board_from_matrix(level.at("initialState"));
        EXPECT_EQ(board.rows(), level.at("gridSize").get<int>());
        levels.push_back({level.at("id").get<std::string>(), board, level.at("optimalMoves").get<long>()});
    }
    return levels;
}

}  // namespace

TEST(MesaLevels, ReaderFindsNinetyTwoStateLevels) { EXPECT_EQ(read_two_state_levels().size(), 90u); }

TEST(MesaLevels, FewestPressesEqualOptimalMoves) {
    for (const Level& level : read_two_state_levels())
        EXPECT_EQ(suites::fewest_presses(level.board, Rule::plus(), Goal::off), level.optimal_moves) << level.id;
}

// The 3-state levels: a click adds 1 mod 3 to the plus footprint; the fewest
// total clicks (a cell clicked 0, 1 or 2 times) is each level's optimalMoves.
TEST(MesaLevels, ThreeStateFewestPressesEqualOptimalMoves) {
    int levels = 0;
    const nlohmann::json doc = suites::read_json("mesa_lightsout_levels_mod2_mod3/levels.json");
    for (const auto& level : doc.at("levels")) {
        if (level.at("stateCount").get<int>() != 3) continue;
        ++levels;
        const auto& rows = level.at("initialState");
        const int n = int(rows.size());
        std::vector<std::uint8_t> lights;
        for (const auto& row : rows)
            for (const auto& cell : row) lights.push_back(std::uint8_t(cell.get<int>()));
        const PuzzleSolution s = solve(Puzzle::on_grid({n, n}, Rule::plus(), 3, lights), {.minimal = true});
        const std::string id = level.at("id").get<std::string>();
        ASSERT_TRUE(s.solvable) << id;
        EXPECT_TRUE(s.minimal) << id;
        EXPECT_EQ(s.count(), level.at("optimalMoves").get<long>()) << id;
    }
    EXPECT_EQ(levels, 90);
}
