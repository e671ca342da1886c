// bench_solve_time SIZE COUNT [REPEATS [solvable]]
// The C++ side of bench/python_bench.py: solve() on COUNT random SIZE x SIZE
// plus boards (random_board(size, seed = 1..COUNT), or random_solvable_board:
// the boards lightsout.random_board / random_solvable_board give Python),
// REPEATS times; prints the best total in seconds and how many were solvable.
// Only solve() is timed, as Python's loop times only its calls.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "lightsout/generate.hpp"
#include "lightsout/solve.hpp"

int main(int argc, char** argv) {
    using namespace lightsout;
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_solve_time SIZE COUNT [REPEATS]\n");
        return 2;
    }
    const int size = std::stoi(argv[1]), count = std::stoi(argv[2]);
    const int repeats = argc > 3 ? std::stoi(argv[3]) : 3;
    const bool solvable_boards = argc > 4 && std::string(argv[4]) == "solvable";
    std::vector<Board> boards;
    for (int i = 1; i <= count; ++i)
        boards.push_back(solvable_boards ? random_solvable_board({size, size}, Rule::plus(), std::uint64_t(i))
                                         : random_board({size, size}, std::uint64_t(i)));
    double best = 1e300;
    std::int64_t solvable = 0;
    for (int k = 0; k < repeats; ++k) {
        solvable = 0;
        const auto start = std::chrono::steady_clock::now();
        for (const Board& board : boards) solvable += solve(board, Rule::plus()).solvable;
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::printf("%.6f %lld\n", best, static_cast<long long>(solvable));
}
