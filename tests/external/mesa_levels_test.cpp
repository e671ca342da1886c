// mesa_LightsOut levels (4x4, 5x5, 6x6, 2-state): the fewest presses equal
// each level's optimalMoves. The 3-state levels wait for k-state games.
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
