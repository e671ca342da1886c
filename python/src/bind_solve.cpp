// solve(): boards of two or K states on a grid.
#include <utility>

#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::python {

namespace {

PySolution solve_board(const py::handle& board, const py::handle& rule_name, const py::handle& torus,
                       const py::handle& topology, const py::handle& goal, const py::handle& states_arg,
                       const py::handle& minimal, const py::handle& constraint, const py::handle& method) {
    const Rule rule = rule_of(rule_name, torus, topology);
    SolveOptions options = options_of(minimal, constraint, method);
    const int states = states_of(states_arg);  // first: the lights are checked against it
    const Array lights = lights_array(board, states_arg.is_none() ? 256 : states, "board");
    const int goal_value = goal_of(goal, states);
    const Shape shape{int(lights.shape(0)), int(lights.shape(1))};
    if (states == 2) {
        const Board bits = bits_of_array(lights);
        options.goal = goal_value ? Goal::on : Goal::off;
        Solution solution;
        {
            const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
            py::gil_scoped_release free;
            solution = solve(bits, rule, options);
        }
        return py_solution(solution, shape, rule, goal_value);
    }
    Puzzle puzzle = Puzzle::on_grid(shape, rule, states, state_board_of_array(lights, states).lights, goal_value);
    PuzzleSolution solution;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        solution = solve(puzzle, options);
    }
    return py_solution(solution, shape, rule, goal_value);
}

}  // namespace

void bind_solve(py::module_& m) {
    using namespace py::literals;
    def_function(m, "solve", &solve_board, R"(Solve a board: the presses that bring every light to the goal, or a proof that none do.

board      2-D array (numpy or nested lists of ints or bools) of lights, board[r, c]
           0-based from the top-left; 0/1 for two states, 0..K-1 with states=K. Or the
           board's text as the command line reads it ("0110\n1001", '#' and '.' too, or a
           JSON board), or its rows as strings (["0110", "1001"]).
rule       'plus', 'square', 'cross' or 'stencil:ROWS' (e.g. 'stencil:.x./xxx/.x.'), or a
           kernel: an odd-sized 2-D array of 0/1 (numpy, nested lists or rows as strings)
           whose centre is the pressed cell and whose 1s are the cells a press changes.
torus      edges wrap around (short for topology='torus').
topology   'flat', 'torus', 'klein' (columns mirrored across top/bottom) or
           'projective' (also rows mirrored across left/right); None: flat.
goal       'off' (all 0), 'on' (all K-1) or a light value V.
states     K = 2..255 (None: 2, and a light above 1 is an error asking for states=).
minimal    fewest presses (proven when the nullity allows; see Solution.note).
constraint 'any', 'only-off' (only an unlit light may be pressed) or 'only-on':
           Solution.sequence is then a legal order.
method     'auto', 'dense', 'structured', 'chasing', or a strategy: 'chase',
           'one-way', 'two-way' (as `lightsout solve --method`).

Returns a Solution; every answer is checked by simulation before it is returned.
Raises InputError (a ValueError) with the command line's message for bad input.)",
                 "board"_a, "rule"_a = "plus", py::kw_only(), "torus"_a = false, "topology"_a = py::none(), "goal"_a = "off",
                 "states"_a = py::none(), "minimal"_a = false, "constraint"_a = "any", "method"_a = "auto");
}

}  // namespace lightsout::python
