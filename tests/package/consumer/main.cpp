// A program that uses lightsout as a library, as a user would: solve the 5x5
// board of the strategy seed with fewest presses, check the answer, print it.
#include <iostream>

#include <lightsout/lightsout.hpp>  // the front door: every public header a caller needs

int main() {
    using namespace lightsout;
    const Board board = io::parse_text_board("11110\n10001\n00001\n00100\n01110\n");
    const Solution solution = solve(board, Rule::plus(), {.minimal = true});
    const CheckReport check = check_pattern(board, Rule::plus(), Goal::off, solution.presses);
    std::cout << "lightsout " << kVersion << ": " << solution.presses.count() << " presses (nullity "
              << analyze(Rule::plus(), board.shape()).nullity << ")\n";
    io::write_answer(std::cout, solution, {board.shape(), Rule::plus()}, io::AnswerFormat::list);
    return solution.solvable && solution.minimal && check.ok && solution.presses.count() == 4 ? 0 : 1;
}
