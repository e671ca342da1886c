// Test helpers for the ordering tests: reading the Ponder This files, a small
// independent GF(2) solver (press pattern + quiet basis) for boards of a few
// hundred cells, and random boards.
#pragma once

#include <cstdint>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace order_test {

using namespace lightsout;

inline std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Rows of 0/1, top to bottom.
inline Board read_01_board(const std::string& path) {
    std::vector<std::string> lines;
    std::istringstream in(read_file(path));
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && (line[0] == '0' || line[0] == '1')) lines.push_back(line);
    Board board(int(lines.size()), lines.empty() ? 0 : int(lines[0].size()));
    for (std::size_t r = 0; r < lines.size(); ++r)
        for (std::size_t c = 0; c < lines[r].size(); ++c) board.set(int(r), int(c), lines[r][c] == '1');
    return board;
}

// "(x, y) (x, y) ..." in Ponder This coordinates -> 0-based (row, col).
inline std::vector<Cell> read_xy_moves(const std::string& path, int rows) {
    std::string text = read_file(path);
    std::vector<int> numbers;
    for (std::size_t i = 0; i < text.size();) {
        if (std::isdigit(static_cast<unsigned char>(text[i]))) {
            std::size_t end = i;
            while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
            numbers.push_back(std::stoi(text.substr(i, end - i)));
            i = end;
        } else {
            ++i;
        }
    }
    std::vector<Cell> moves;
    for (std::size_t i = 0; i + 1 < numbers.size(); i += 2) moves.push_back({rows - numbers[i + 1], numbers[i] - 1});
    return moves;
}

struct SmallSolution {
    bool solvable = false;
    PressPattern presses;
    std::vector<PressPattern> quiet;
};

// Gauss-Jordan elimination on the (cells x cells) press matrix, one 64-bit
// word vector per equation, with the right-hand side as an extra column.
inline SmallSolution solve_small(const Board& board, const Rule& rule, Goal goal) {
    const int rows = board.rows(), cols = board.cols(), n = rows * cols;
    const int words = (n + 1 + 63) / 64;
    std::vector<std::vector<std::uint64_t>> eq(n, std::vector<std::uint64_t>(words, 0));
    auto set_bit = [](std::vector<std::uint64_t>& v, int i) { v[i / 64] ^= std::uint64_t{1} << (i % 64); };
    auto bit = [](const std::vector<std::uint64_t>& v, int i) { return (v[i / 64] >> (i % 64)) & 1; };
    for (int u = 0; u < n; ++u)
        rule.for_each_flipped(board.shape(), u / cols, u % cols, [&](int r, int c) { set_bit(eq[r * cols + c], u); });
    Board change = lights_to_change(board, goal);
    for (int v = 0; v < n; ++v)
        if (change.get(v / cols, v % cols)) set_bit(eq[v], n);
    std::vector<int> pivot_col;
    int rank = 0;
    for (int col = 0; col < n && rank < n; ++col) {
        int row = rank;
        while (row < n && !bit(eq[row], col)) ++row;
        if (row == n) continue;
        std::swap(eq[row], eq[rank]);
        for (int other = 0; other < n; ++other)
            if (other != rank && bit(eq[other], col))
                for (int w = 0; w < words; ++w) eq[other][w] ^= eq[rank][w];
        pivot_col.push_back(col);
        ++rank;
    }
    SmallSolution result;
    for (int row = rank; row < n; ++row)
        if (bit(eq[row], n)) return result;
    result.solvable = true;
    result.presses = PressPattern(rows, cols);
    for (int i = 0; i < rank; ++i)
        if (bit(eq[i], n)) result.presses.set(pivot_col[i] / cols, pivot_col[i] % cols, true);
    std::vector<char> is_pivot(n, 0);
    for (int p : pivot_col) is_pivot[p] = 1;
    for (int free = 0; free < n; ++free) {
        if (is_pivot[free]) continue;
        PressPattern q(rows, cols);
        q.set(free / cols, free % cols, true);
        for (int i = 0; i < rank; ++i)
            if (bit(eq[i], free)) q.set(pivot_col[i] / cols, pivot_col[i] % cols, true);
        result.quiet.push_back(q);
    }
    return result;
}

inline Board random_board(int rows, int cols, std::mt19937_64& rng) {
    Board board(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) board.set(r, c, rng() & 1);
    return board;
}

// Cross rule, even n x n: the press matrix A is an involution (A*A = I, seed
// 004), so the unique solution is A * change = the board the change pattern
// would produce from all-off.
inline PressPattern cross_even_solution(const Board& board, Goal goal) {
    Board zero(board.rows(), board.cols());
    return apply_presses(zero, Rule::cross(), lights_to_change(board, goal));
}

// Cross rule, odd n: the quiet patterns x[r][c] = a_r xor b_c with |a|, |b| even.
inline std::vector<PressPattern> cross_odd_quiet(int n) {
    std::vector<PressPattern> basis;
    for (int i = 1; i < n; ++i) {
        PressPattern rows(n, n), cols(n, n);
        for (int j = 0; j < n; ++j) {
            rows.set(0, j, true);
            rows.set(i, j, true);
            cols.set(j, 0, true);
            cols.set(j, i, true);
        }
        basis.push_back(rows);
        basis.push_back(cols);
    }
    return basis;
}

// |S| + |o_R - o_C| for a cross press pattern.
inline std::int64_t cross_bound(const PressPattern& s) {
    int odd_rows = 0, odd_cols = 0;
    for (int r = 0; r < s.rows(); ++r) {
        int d = 0;
        for (int c = 0; c < s.cols(); ++c) d += s.get(r, c);
        odd_rows += d & 1;
    }
    for (int c = 0; c < s.cols(); ++c) {
        int d = 0;
        for (int r = 0; r < s.rows(); ++r) d += s.get(r, c);
        odd_cols += d & 1;
    }
    return s.count() + std::abs(odd_rows - odd_cols);
}

}  // namespace order_test
