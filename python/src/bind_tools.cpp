// Random boards, reading and writing boards in the project's formats, and
// batches of JSON lines.
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

Array random_lights(const py::handle& size, std::uint64_t seed) {
    const Shape shape = shape_of(size);
    Board board;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        board = random_board(shape, seed);
    }
    return array_of_bits(board);
}

Array random_solvable_lights(const py::handle& size, const std::string& rule, bool torus, const std::optional<std::string>& topology, std::uint64_t seed) {
    const Shape shape = shape_of(size);
    const Rule r = rule_of(rule, torus, topology);
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

std::string board_text(const py::handle& board, int states) {
    const Array lights = lights_array(board, states, "board");
    std::ostringstream out;
    if (states == 2) io::write_text_board(out, bits_of_array(lights));
    else io::write_state_text(out, state_board_of_array(lights, states));
    return out.str();
}

std::string batch(const std::string& lines, const std::string& rule, bool torus, const std::optional<std::string>& topology, const py::handle& goal,
                  int states, bool minimal, const std::string& constraint, const std::string& method,
                  const std::string& coords, int threads) {
    BatchSettings settings;
    settings.rule = rule_of(rule, torus, topology);
    settings.goal = py::isinstance<py::str>(goal) ? goal.cast<std::string>() : std::to_string(goal.cast<int>());
    settings.states = states;
    settings.options = options_of(minimal, constraint, method);
    settings.coords = io::parse_coords(coords);
    settings.threads = threads;
    std::istringstream in(lines);
    std::ostringstream out;
    const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
    py::gil_scoped_release free;
    solve_batch(in, out, settings);
    return std::move(out).str();
}

}  // namespace

void bind_tools(py::module_& m) {
    using namespace py::literals;
    m.def("random_board", &random_lights, "size"_a, "seed"_a,
          "A board of `size` (n or (rows, cols)), each light lit with probability 1/2; the same seed, the same board.");
    m.def("random_solvable_board", &random_solvable_lights, "size"_a, "rule"_a = "plus", py::kw_only(),
          "torus"_a = false, "topology"_a = py::none(), "seed"_a = 1, "A board certainly solvable under `rule`: what random presses light up.");
    m.def("parse_board", &parse_board, "data"_a, "states"_a = 0,
          R"(A board from the text (or bytes) of a board file (text rows, JSON, PBM or PGM), as an array.

states=0: as the file says (PGM maxval, JSON "states"), else two.)");
    m.def("board_text", &board_text, "board"_a, "states"_a = 2,
          "The board as text: one row per line (digits, or numbers when K > 10).");
    m.def("_solve_batch", &batch, "lines"_a, "rule"_a, "torus"_a, "topology"_a, "goal"_a, "states"_a, "minimal"_a, "constraint"_a,
          "method"_a, "coords"_a, "threads"_a, "JSON lines in, JSON lines out (see lightsout.solve_batch).");
}

}  // namespace lightsout::python
