// Readers for the external suites' own file formats (tests/data/external/*),
// and the one call every suite makes: the library's fewest-press solve,
// re-checked here by simulation.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace suites {

using lightsout::Board;
using lightsout::Goal;
using lightsout::PressPattern;
using lightsout::Rule;

inline std::string data_path(const std::string& relative) {
    return std::string(LIGHTSOUT_TEST_DATA) + "/external/" + relative;
}

inline std::string read_file(const std::string& relative) {
    std::ifstream file(data_path(relative), std::ios::binary);
    if (!file) throw std::runtime_error("cannot open " + data_path(relative));
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

inline nlohmann::json read_json(const std::string& relative) { return nlohmann::json::parse(read_file(relative)); }

// Lines without their '\r'.
inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

// Whitespace-separated tokens, one after the other.
class Tokens {
public:
    explicit Tokens(const std::string& text) : in_(text) {}
    std::string next() {
        std::string token;
        if (!(in_ >> token)) throw std::runtime_error("suite file ends early");
        return token;
    }
    int next_int() { return std::stoi(next()); }
    bool done() {
        in_ >> std::ws;
        return in_.eof();
    }

private:
    std::istringstream in_;
};

// A board from rows of characters: `lit` characters are 1, `unlit` ones 0,
// anything else is a reader bug.
inline Board board_from_rows(const std::vector<std::string>& rows, std::string_view lit, std::string_view unlit) {
    if (rows.empty()) throw std::runtime_error("board without rows");
    Board board(int(rows.size()), int(rows[0].size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != rows[0].size()) throw std::runtime_error("ragged board row '" + rows[r] + "'");
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            char ch = rows[r][c];
            if (lit.find(ch) != std::string_view::npos)
                board.set(int(r), int(c), true);
            else if (unlit.find(ch) == std::string_view::npos)
                throw std::runtime_error(std::string("unexpected character '") + ch + "' in '" + rows[r] + "'");
        }
    }
    return board;
}

// A board from a JSON matrix of 0/1 numbers ([[0,1],[1,0]]).
inline Board board_from_matrix(const nlohmann::json& matrix) {
    Board board(int(matrix.size()), int(matrix.at(0).size()));
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c) board.set(r, c, matrix.at(r).at(c).get<int>() % 2 != 0);
    return board;
}

// What the library says about a board: the fewest presses (proven), or -1
// when the board has no solution. Checks the answer by simulation and the
// certificate of an unsolvable verdict by its definition.
inline long fewest_presses(const Board& board, const Rule& rule, Goal goal, PressPattern* presses = nullptr) {
    lightsout::Solution s = lightsout::solve(board, rule, lightsout::SolveOptions{.goal = goal, .minimal = true});
    if (!s.solvable) {
        EXPECT_TRUE(s.certificate.odd_overlap(lightsout::lights_to_change(board, goal)))
            << "certificate does not overlap the lights to change oddly";
        EXPECT_TRUE(lightsout::apply_presses(Board(board.rows(), board.cols()), rule, s.certificate).none() ||
                    !rule.symmetric())
            << "certificate of a symmetric rule is not a quiet pattern";
        return -1;
    }
    EXPECT_TRUE(s.minimal) << "minimal not proven: " << s.note;
    EXPECT_TRUE(lightsout::reaches_goal(board, rule, s.presses, goal)) << "the answer does not reach the goal";
    if (presses) *presses = s.presses;
    return long(s.presses.count());
}

}  // namespace suites
