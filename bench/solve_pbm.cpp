// bench_solve_pbm RULE IN.pbm OUT.pbm [plain]
// The end-to-end path of `lightsout solve IN --rule RULE --format pbm -o OUT`
// (RULE+torus: with --torus)
// through the library calls (PBM in, structured solve, check, PBM out), with
// the time of each step on stderr. With "plain": one plain pass over the same
// data instead (read the PBM, XOR every word once, write it), the yardstick of
// scripts/bench.sh. Exit codes as `lightsout solve`: 0 solved, 1 no solution
// (the certificate is written), 2 bad input.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>

#include "lightsout/io.hpp"
#include "lightsout/structured.hpp"

using namespace lightsout;
using Clock = std::chrono::steady_clock;

namespace {

int run(char** argv, bool plain) {
    const std::string name = argv[1];
    const bool torus = name.size() > 6 && name.ends_with("+torus");
    const Rule rule = Rule::parse(torus ? name.substr(0, name.size() - 6) : name).on_torus(torus);
    auto start = Clock::now();
    auto lap = [&](const char* what) {
        const auto now = Clock::now();
        std::fprintf(stderr, "  %-8s %.3f s\n", what, std::chrono::duration<double>(now - start).count());
        start = now;
    };
    std::ifstream in(argv[2], std::ios::binary);
    if (!in) throw std::runtime_error(std::string("cannot open ") + argv[2]);
    Board board = io::read_pbm(in, argv[2]);
    lap("read");
    Board out;
    bool solvable = true;
    if (plain) {
        for (int r = 0; r < board.rows(); ++r) {
            Word* row = board.row(r);
            for (std::size_t i = 0; i < board.words_per_row(); ++i) row[i] ^= Word{0x5555555555555555ull};
            row[board.words_per_row() - 1] &= board.last_word_mask();
        }
        out = std::move(board);
        lap("xor");
    } else {
        LinearSolution s = solve_structured(board, rule);  // goal off: the board is the change
        lap("solve");
        solvable = s.solvable;
        out = s.solvable ? std::move(s.presses) : std::move(s.certificate);
    }
    std::ofstream file(argv[3], std::ios::binary);
    io::write_pbm(file, out);
    file.close();
    if (!file) throw std::runtime_error(std::string("cannot write ") + argv[3]);
    lap("write");
    return solvable ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4 || argc > 5 || (argc == 5 && std::string(argv[4]) != "plain")) {
        std::cerr << "usage: bench_solve_pbm RULE IN.pbm OUT.pbm [plain]\n";
        return 2;
    }
    try {
        return run(argv, argc == 5);
    } catch (const std::exception& e) {
        std::cerr << "bench_solve_pbm: " << e.what() << '\n';
        return 2;
    }
}
