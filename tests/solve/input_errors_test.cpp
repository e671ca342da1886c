// Errors carry a code and the offending value, so that each front
// end words them in its own terms: "(--method chasing)" on the command line,
// "(method='chasing')" in Python. The messages themselves name values only.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "lightsout/error.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

using namespace lightsout;

namespace {

// The InputError `call` throws (fails the test when it throws none).
InputError thrown_by(const std::function<void()>& call) {
    try {
        call();
    } catch (const InputError& e) {
        return e;
    }
    ADD_FAILURE() << "no InputError";
    return InputError("none");
}

void expect_problem(const std::function<void()>& call, Problem problem, const std::string& value) {
    const InputError e = thrown_by(call);
    EXPECT_EQ(int(e.problem()), int(problem)) << e.what();
    EXPECT_EQ(e.value(), value) << e.what();
    EXPECT_EQ(std::string(e.what()).find("--"), std::string::npos) << e.what();
}

Board lit(int rows, int cols) {
    Board board(rows, cols);
    board.fill(true);
    return board;
}

TEST(InputErrors, AMethodThatDoesNotApplyNamesTheMethod) {
    expect_problem([] { solve(lit(5, 5), Rule::cross(), {.method = Method::chasing}); }, Problem::method, "chasing");
    expect_problem([] { solve(lit(5, 5), Rule::parse("stencil:xx./.xx/..x"), {.method = Method::structured}); },
                   Problem::method, "structured");
    expect_problem([] { solve(lit(5, 5), Rule::square(), {.method = Method::chase}); }, Problem::method, "chase");
    expect_problem([] { solve(lit(6, 6), Rule::square(), {.method = Method::one_way}); }, Problem::method, "one-way");
    expect_problem([] { solve(lit(5, 5), Rule::square(), {.method = Method::two_way}); }, Problem::method, "two-way");
    const Puzzle three = Puzzle::on_grid({4, 4}, Rule::plus(), 3, std::vector<std::uint8_t>(16, 1));
    expect_problem([&] { solve(three, {.method = Method::chase}); }, Problem::method, "chase");
}

TEST(InputErrors, AConstraintOrMinimalThatDoesNotFitNamesIt) {
    expect_problem([] { solve(lit(5, 5), Rule::plus(), {.method = Method::chase, .constraint = MoveConstraint::only_on}); },
                   Problem::constraint, "only-on");
    const Puzzle three = Puzzle::on_grid({4, 4}, Rule::plus(), 3, std::vector<std::uint8_t>(16, 1));
    expect_problem([&] { solve(three, {.constraint = MoveConstraint::only_off}); }, Problem::constraint, "only-off");
    expect_problem([] { solve(lit(5, 5), Rule::plus(), {.method = Method::chase, .minimal = true}); }, Problem::minimal,
                   "chase");
}

TEST(InputErrors, StatesOutOfRangeNameTheCount) {
    expect_problem([] { solve(Puzzle::on_grid({2, 2}, Rule::plus(), 300, std::vector<std::uint8_t>(4, 0))); },
                   Problem::states, "300");
    expect_problem([] { solve(Puzzle::on_grid({2, 2}, Rule::plus(), 1, std::vector<std::uint8_t>(4, 0))); },
                   Problem::states, "1");
}

TEST(InputErrors, OtherBadInputIsGeneral) {
    const InputError e = thrown_by([] { Rule::parse("pluss"); });
    EXPECT_EQ(int(e.problem()), int(Problem::general));
    EXPECT_EQ(e.value(), "");
}

}  // namespace
