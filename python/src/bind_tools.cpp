// Random boards, reading and writing boards in the project's formats, and
// batches of JSON lines.
#include <algorithm>
#include <span>
#include <sstream>

#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/batch.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::python {

namespace {

Array random_lights(const py::handle& size, const py::handle& seed_arg) {
    const Shape shape = board_shape_of(size);
    const std::uint64_t seed = seed_of(seed_arg);
    Board board;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        board = random_board(shape, seed);
    }
    return array_of_bits(board);
}

Array random_solvable_lights(const py::handle& size, const py::handle& rule, const py::handle& torus,
                             const py::handle& topology, const py::handle& seed_arg) {
    const Shape shape = board_shape_of(size);
    const Rule r = rule_of(rule, torus, topology);
    const std::uint64_t seed = seed_of(seed_arg);
    Board board;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        board = random_solvable_board(shape, r, seed);
    }
    return array_of_bits(board);
}

// Text (rows of 0/1, or of 0..K-1), JSON or PBM/PGM bytes, as `lightsout solve` reads them.
Array parse_board(const py::handle& data, const py::handle& states_arg) {
    if (!py::isinstance<py::str>(data) && !py::isinstance<py::bytes>(data))
        throw InputError("parse_board reads the text (str) or bytes of a board file, not " + shown(data));
    const int states = states_arg.is_none() || whole_number(states_arg, "states") == 0 ? 0 : states_of(states_arg);
    std::istringstream in{py::isinstance<py::bytes>(data) ? std::string(py::reinterpret_borrow<py::bytes>(data))
                                                          : data.cast<std::string>()};
    io::AnyBoard board = io::read_any_board(in, states, "board");
    if (auto* bits = std::get_if<Board>(&board)) return array_of_bits(*bits);
    const StateBoard& s = std::get<StateBoard>(board);
    return array_of_counts(s.lights, s.shape);
}

std::string board_text(const py::handle& board, const py::handle& states_arg) {
    const int states = states_of(states_arg);
    const Array lights = lights_array(board, states, "board");
    std::ostringstream out;
    if (states == 2) io::write_text_board(out, bits_of_array(lights));
    else io::write_state_text(out, state_board_of_array(lights, states));
    return out.str();
}

std::string batch(const std::string& lines, const py::handle& rule, const py::handle& torus, const py::handle& topology,
                  const py::handle& goal, const py::handle& states, const py::handle& minimal,
                  const py::handle& constraint, const py::handle& method, const py::handle& coords,
                  const py::handle& threads) {
    BatchSettings settings;
    settings.rule = rule_of(rule, torus, topology);
    settings.goal = py::isinstance<py::str>(goal) ? goal.cast<std::string>()
                                                  : std::to_string(int_of(goal, "goal", 0, 254));
    settings.states = whole_number(states, "states") == 0 ? 0 : states_of(states);
    settings.options = options_of(minimal, constraint, method);
    settings.coords = io::parse_coords(text_of(coords, "coords"));
    settings.threads = int_of(threads, "threads", 0, 4096);
    std::istringstream in(lines);
    std::ostringstream out;
    const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
    py::gil_scoped_release free;
    solve_batch(in, out, settings);
    return std::move(out).str();
}

// Boards of one shape as arrays in, arrays out: no text in between.
py::tuple boards_batch(const py::handle& boards, const py::handle& rule, const py::handle& torus, const py::handle& topology,
                       const py::handle& goal, const py::handle& states_arg, const py::handle& minimal,
                       const py::handle& constraint, const py::handle& method, const py::handle& threads) {
    BoardsBatch batch;
    batch.rule = rule_of(rule, torus, topology);
    batch.options = options_of(minimal, constraint, method);  // solve_boards refuses a move constraint
    batch.states = states_arg.is_none() || whole_number(states_arg, "states") == 0 ? 2 : states_of(states_arg);
    batch.goal = goal_of(goal, batch.states);
    batch.threads = int_of(threads, "threads", 0, 4096);
    const Boards lights = boards_array(boards, batch.states);
    const py::ssize_t count = lights.shape(0), rows = lights.shape(1), cols = lights.shape(2);
    batch.shape = {int(rows), int(cols)};
    BoardsAnswers answers;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        answers = solve_boards(batch, std::span<const std::uint8_t>(lights.data(), std::size_t(lights.size())));
    }
    Boards presses({count, rows, cols}), certificates({count, rows, cols});
    std::copy(answers.presses.begin(), answers.presses.end(), presses.mutable_data());
    std::copy(answers.certificates.begin(), answers.certificates.end(), certificates.mutable_data());
    py::array_t<bool> solvable(count), minimal_flags(count);
    std::copy(answers.solvable.begin(), answers.solvable.end(), solvable.mutable_data());
    std::copy(answers.minimal.begin(), answers.minimal.end(), minimal_flags.mutable_data());
    py::array_t<std::int64_t> counts(count, answers.counts.data());
    return py::make_tuple(presses, solvable, counts, minimal_flags, certificates, batch.states, answers.nullity,
                          answers.invariant_factors);
}

}  // namespace

void bind_tools(py::module_& m) {
    using namespace py::literals;
    def_function(m, "random_board", &random_lights,
                 "A board of `size` (n or (rows, cols)), each light lit with probability 1/2; the same seed, the same board.",
                 "size"_a, "seed"_a = 1);
    def_function(m, "random_solvable_board", &random_solvable_lights,
                 "A board certainly solvable under `rule`: what random presses light up (the same seed, the same board).",
                 "size"_a, "rule"_a = "plus", py::kw_only(), "torus"_a = false, "topology"_a = py::none(), "seed"_a = 1);
    def_function(m, "parse_board", &parse_board,
                 R"(A board from the text (or bytes) of a board file (text rows, JSON, PBM or PGM), as an array.

states=0: as the file says (PGM maxval, JSON "states"), else two.)",
                 "data"_a, "states"_a = 0);
    def_function(m, "board_text", &board_text,
                 "The board as text: one row per line (digits, or numbers when K > 10).", "board"_a, "states"_a = 2);
    def_function(m, "_solve_batch", &batch, "JSON lines in, JSON lines out (see lightsout.solve_batch).", "lines"_a,
                 "rule"_a, "torus"_a, "topology"_a, "goal"_a, "states"_a, "minimal"_a, "constraint"_a, "method"_a,
                 "coords"_a, "threads"_a);
    def_function(m, "_solve_boards", &boards_batch,
                 "Boards of one shape as a 3-D array in, arrays out (see lightsout.solve_batch).", "boards"_a, "rule"_a,
                 "torus"_a, "topology"_a, "goal"_a, "states"_a, "minimal"_a, "constraint"_a, "method"_a, "threads"_a);
}

}  // namespace lightsout::python
