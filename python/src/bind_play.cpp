// Playing: check someone's presses, light chasing step by step, legal orders
// under a move constraint, fewest presses in a coset.
#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/check.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/order.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::python {

namespace {

// Cells as plain pairs for pickling, and back.
std::vector<std::pair<int, int>> cells_as_pairs(const std::vector<Cell>& cells) {
    std::vector<std::pair<int, int>> out;
    for (const Cell& c : cells) out.emplace_back(c.row, c.col);
    return out;
}

std::vector<Cell> cells_of_pair_list(const py::handle& pairs) {
    std::vector<Cell> out;
    for (auto [r, c] : pairs.cast<std::vector<std::pair<int, int>>>()) out.push_back({r, c});
    return out;
}

Board two_state_board(const py::handle& board, const char* what) { return bits_of_array(lights_array(board, 2, what)); }

PressPattern pattern_like(const py::handle& presses, Shape shape, const char* what) {
    PressPattern p = two_state_board(presses, what);
    if (p.shape() != shape)
        throw InputError(std::string(what) + " is " + std::to_string(p.rows()) + "x" + std::to_string(p.cols()) +
                         ", the board " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    return p;
}

// K > 2: the counts of a pattern array, or of a sequence (each press adds 1 mod K).
std::vector<std::uint8_t> counts_of(const py::handle& presses, const py::handle& sequence, Shape shape, int states) {
    if (!sequence.is_none()) {
        std::vector<std::uint8_t> counts(std::size_t(shape.cells()), 0);
        for (Cell cell : cells_of_pairs(sequence, shape, "sequence")) {
            std::uint8_t& t = counts[std::size_t(cell.row) * std::size_t(shape.cols) + std::size_t(cell.col)];
            t = std::uint8_t((t + 1) % states);
        }
        return counts;
    }
    const Array counts = lights_array(presses, states, "presses");
    if (counts.shape(0) != shape.rows || counts.shape(1) != shape.cols)
        throw InputError("presses is not the board's shape");
    return std::vector<std::uint8_t>(counts.data(), counts.data() + counts.size());
}

CheckReport check_presses(const py::handle& board, const py::handle& presses, const py::handle& rule_name,
                          const py::handle& sequence, const py::handle& torus, const py::handle& topology,
                          const py::handle& goal, const py::handle& states_arg, const py::handle& constraint_name) {
    if (presses.is_none() == sequence.is_none())
        throw InputError("give the presses as presses= (an array, order does not matter) or as sequence= "
                         "([(row, col), ...] in order), one of the two");
    const Rule rule = rule_of(rule_name, torus, topology);
    const MoveConstraint constraint = io::parse_constraint(text_of(constraint_name, "constraint"));
    const int states = states_of(states_arg);  // first: the lights are checked against it
    const Array lights = lights_array(board, states_arg.is_none() ? 256 : states, "board");
    const int goal_value = goal_of(goal, states);
    const Shape shape{int(lights.shape(0)), int(lights.shape(1))};
    if (states > 2) {
        if (constraint != MoveConstraint::any)
            throw InputError("only-off / only-on are for two-state lights, not " + std::to_string(states) + " states");
        const std::vector<std::uint8_t> counts = counts_of(presses, sequence, shape, states);
        const Puzzle puzzle = Puzzle::on_grid(shape, rule, states, state_board_of_array(lights, states).lights, goal_value);
        CheckReport report;
        report.lights_wrong = lights_off_goal(puzzle, counts);
        report.ok = report.lights_wrong == 0;
        return report;
    }
    const Board bits = bits_of_array(lights);
    const Goal goal_two = goal_value ? Goal::on : Goal::off;
    if (!sequence.is_none())
        return check_sequence(bits, rule, goal_two, constraint, cells_of_pairs(sequence, shape, "sequence"));
    const PressPattern pattern = pattern_like(presses, shape, "presses");
    if (constraint != MoveConstraint::any)  // under a constraint a pattern's presses go in reading order
        return check_sequence(bits, rule, goal_two, constraint, cells_of(pattern));
    return check_pattern(bits, rule, goal_two, pattern);
}

// A goal of two states: 'off', 'on', 0 or 1.
Goal two_state_goal(const py::handle& goal) { return goal_of(goal, 2) ? Goal::on : Goal::off; }

// A list of quiet patterns, each the board's shape.
std::vector<PressPattern> patterns_like(const py::handle& quiet, Shape shape) {
    if (py::isinstance<py::str>(quiet) || !py::isinstance<py::iterable>(quiet))
        throw InputError("quiet must be a list of arrays (analyze(...).quiet), not " + shown(quiet));
    std::vector<PressPattern> basis;
    for (const py::handle& q : quiet) basis.push_back(pattern_like(q, shape, "quiet pattern"));
    return basis;
}

ChaseReport chase_board(const py::handle& board, const py::handle& goal) {
    const Board bits = two_state_board(board, "board");
    const Goal g = two_state_goal(goal);
    const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
    py::gil_scoped_release free;
    return chase(bits, g);
}

SequenceSearch legal_sequence(const py::handle& board, const py::handle& presses, const py::handle& rule_name,
                              const py::handle& torus, const py::handle& topology, const py::handle& goal,
                              const py::handle& constraint, const py::handle& quiet, const py::handle& minimal_arg) {
    const Rule rule = rule_of(rule_name, torus, topology);
    const Board bits = two_state_board(board, "board");
    const PressPattern pattern = pattern_like(presses, bits.shape(), "presses");
    const std::vector<PressPattern> basis = patterns_like(quiet, bits.shape());
    const Goal g = two_state_goal(goal);
    const MoveConstraint c = io::parse_constraint(text_of(constraint, "constraint"));
    const bool minimal = flag_of(minimal_arg, "minimal");
    const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
    py::gil_scoped_release free;
    return find_legal_sequence(bits, rule, g, c, pattern, basis, minimal);
}

py::tuple fewest(const py::handle& presses, const py::handle& quiet, const py::handle& limit) {
    const PressPattern particular = two_state_board(presses, "presses");
    const std::vector<PressPattern> basis = patterns_like(quiet, particular.shape());
    const int nullity_limit = int_of(limit, "nullity_limit", 0, 63);
    FewestPresses best;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        best = fewest_presses(particular, basis, nullity_limit);
    }
    return py::make_tuple(array_of_bits(best.presses), best.proven);
}

}  // namespace

void bind_play(py::module_& m) {
    using namespace py::literals;
    def_function(m, "check", &check_presses, R"(Do these presses bring the board to the goal (and is every press legal)?

presses    an array the board's shape: times each cell is pressed (order does not
           matter), or
sequence   [(row, col), ...] (0-based) in the order pressed; needed to check a move
           constraint ('only-off': a pressed light must be unlit at that moment,
           'only-on': lit).
Returns a CheckReport (ok, illegal_move, lights_wrong); it is true when ok.)",
                 "board"_a, "presses"_a = py::none(), "rule"_a = "plus", py::kw_only(), "sequence"_a = py::none(),
                 "torus"_a = false, "topology"_a = py::none(), "goal"_a = "off", "states"_a = py::none(),
                 "constraint"_a = "any");

    py::class_<StrategyStep>(m, "StrategyStep", "One named step of a strategy.")
        .def_readonly("name", &StrategyStep::name)
        .def_property_readonly("presses", [](const StrategyStep& s) { return cell_list(s.presses); },
                               "[(row, col), ...] in the order a person presses them.")
        .def("__repr__", [](const StrategyStep& s) {
            return "<lightsout.StrategyStep '" + s.name + "' presses=" + std::to_string(s.presses.size()) + ">";
        })
        .def(py::pickle([](const StrategyStep& s) { return py::make_tuple(s.name, cells_as_pairs(s.presses)); },
                        [](const py::tuple& t) {
                            if (t.size() != 2) throw InputError("a pickled StrategyStep has 2 fields");
                            return StrategyStep{t[0].cast<std::string>(), cells_of_pair_list(t[1])};
                        }));
    py::class_<ChaseReport>(m, "ChaseReport", "Light chasing (seed 002), step by step.")
        .def_readonly("steps", &ChaseReport::steps,
                      "'chase down', 'top row from the lookup table', 'chase down again' (only the first when "
                      "the board has no solution).")
        .def_readonly("solvable", &ChaseReport::solvable)
        .def_property_readonly(
            "certificate",
            [](const ChaseReport& r) -> py::object {
                return r.solvable ? py::object(py::none()) : py::object(array_of_bits(r.certificate));
            },
            "Unsolvable: a quiet pattern with odd overlap with the lights to change.")
        .def_property_readonly("simple", [](const ChaseReport& r) { return cell_list(r.simple); },
                               "The steps reduced by parity and commutativity (row-major).")
        .def_property_readonly("minimal", [](const ChaseReport& r) { return cell_list(r.minimal); },
                               "Fewest presses (row-major).")
        .def_readonly("minimal_proven", &ChaseReport::minimal_proven)
        .def("__repr__", [](const ChaseReport& r) {
            return "<lightsout.ChaseReport " + std::string(r.solvable ? "solvable" : "unsolvable") +
                   " steps=" + std::to_string(r.steps.size()) + " minimal=" + std::to_string(r.minimal.size()) + ">";
        })
        // Pickled as its fields (the combinations, which Python does not see, are left out).
        .def(py::pickle(
            [](const ChaseReport& r) {
                py::list steps;
                for (const StrategyStep& s : r.steps) steps.append(py::make_tuple(s.name, cells_as_pairs(s.presses)));
                return py::make_tuple(steps, r.solvable, r.solvable ? py::object(py::none()) : py::object(array_of_bits(r.certificate)),
                                      cells_as_pairs(r.simple), cells_as_pairs(r.minimal), r.minimal_proven);
            },
            [](const py::tuple& t) {
                if (t.size() != 6) throw InputError("a pickled ChaseReport has 6 fields");
                ChaseReport r;
                for (const py::handle& step : t[0].cast<py::list>()) {
                    const auto fields = step.cast<py::tuple>();
                    r.steps.push_back({fields[0].cast<std::string>(), cells_of_pair_list(fields[1])});
                }
                r.solvable = t[1].cast<bool>();
                if (!t[2].is_none()) r.certificate = bits_of_array(lights_array(t[2], 2, "certificate"));
                r.simple = cells_of_pair_list(t[3]);
                r.minimal = cells_of_pair_list(t[4]);
                r.minimal_proven = t[5].cast<bool>();
                return r;
            }));
    def_function(m, "chase", &chase_board, R"(Light chasing for the plus rule on any m x n board (seed 002): chase the lights
down, look the bottom row up in the table, chase again. Returns a ChaseReport.)",
                 "board"_a, "goal"_a = "off");

    def_function(m, "find_legal_sequence", &legal_sequence, R"(An order in which every press is legal under a move constraint.

presses  a press pattern that solves the board (solve(...).presses);
quiet    a basis of the quiet patterns (analyze(...).quiet): other solutions may be
         tried too; some cells may be pressed more than once.
Returns a SequenceSearch (found, sequence, minimal, proven_none, explanation); every sequence is
replayed move by move before it is returned.)",
                 "board"_a, "presses"_a, "rule"_a = "plus", py::kw_only(), "torus"_a = false, "topology"_a = py::none(),
                 "goal"_a = "off", "constraint"_a = "only-off", "quiet"_a = py::list(), "minimal"_a = false);

    def_function(m, "fewest_presses", &fewest, R"(The lightest member of presses + span(quiet): (array, proven).

Walks all 2^d combinations (Gray-code order) when d = len(quiet) <= nullity_limit
(the default is solve(minimal=True)'s: 36); above it, a bounded search with proven = False.)",
                 "presses"_a, "quiet"_a, "nullity_limit"_a = kExhaustiveNullityLimit);
}

}  // namespace lightsout::python
