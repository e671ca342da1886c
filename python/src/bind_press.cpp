// press(): the simulator, any rule, topology and K; and the press matrices of
// grid rules and graphs as their entries (python/lightsout/matrix.py makes
// numpy and scipy.sparse matrices of them).
#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::python {

namespace {

// The most entries a press matrix is handed to Python with (about 200 MB of arrays).
constexpr std::int64_t kMaxMatrixEntries = std::int64_t(1) << 24;

Array press_board(const py::handle& board, const py::handle& presses, const py::handle& rule_name,
                  const py::handle& torus, const py::handle& topology, const py::handle& states_arg) {
    const Rule rule = rule_of(rule_name, torus, topology);
    const int states = states_of(states_arg);
    const Array lights = lights_array(board, states_arg.is_none() ? 256 : states, "board");
    const Shape shape{int(lights.shape(0)), int(lights.shape(1))};
    // Press counts: any count 0..255, taken mod K.
    const Array counts = lights_array(presses, 256, "presses");
    if (counts.shape(0) != shape.rows || counts.shape(1) != shape.cols)
        throw InputError("presses is " + std::to_string(counts.shape(0)) + "x" + std::to_string(counts.shape(1)) +
                         ", the board " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    if (states == 2) {
        const Board bits = bits_of_array(lights);
        std::vector<std::uint8_t> parity(counts.data(), counts.data() + counts.size());
        for (std::uint8_t& t : parity) t &= 1u;
        const PressPattern pattern = bits_of_array(array_of_counts(parity, shape));
        Board after;
        {
            py::gil_scoped_release free;
            after = apply_presses(bits, rule, pattern);
        }
        return array_of_bits(after);
    }
    std::vector<std::uint8_t> after(lights.data(), lights.data() + lights.size());
    std::vector<std::uint8_t> residues(counts.data(), counts.data() + counts.size());
    for (std::uint8_t& t : residues) t = std::uint8_t(t % states);
    {
        py::gil_scoped_release free;
        zk::press_on_grid(shape, rule, after, residues, states);
    }
    return array_of_counts(after, shape);
}

// (size, lights, buttons, times): one press of button j changes light i `times` times.
py::tuple entries_of(const PressMatrix& a) {
    const py::ssize_t n = py::ssize_t(a.nonzeros());
    py::array_t<std::int32_t> lights(n), buttons(n), times(n);
    std::int32_t* l = lights.mutable_data();
    std::int32_t* b = buttons.mutable_data();
    std::int32_t* t = times.mutable_data();
    for (int j = 0; j < a.size(); ++j)
        for (const PressMatrix::Entry& e : a.changes(j)) {
            *l++ = e.light;
            *b++ = j;
            *t++ = e.times;
        }
    return py::make_tuple(a.size(), lights, buttons, times);
}

py::tuple grid_matrix_entries(const py::handle& size, const py::handle& rule_name, const py::handle& torus,
                              const py::handle& topology) {
    const Rule rule = rule_of(rule_name, torus, topology);
    const Shape shape = board_shape_of(size);
    const std::int64_t per_press = rule.is_local() ? std::int64_t(rule.offsets().size())
                                                   : std::int64_t(shape.rows) + shape.cols - 1;
    if (shape.cells() * per_press > kMaxMatrixEntries)
        throw InputError("the press matrix of a " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) +
                         " board has about " + std::to_string(shape.cells() * per_press) + " entries, more than the " +
                         std::to_string(kMaxMatrixEntries) + " given to Python");
    PressMatrix a;
    {
        py::gil_scoped_release free;
        a = PressMatrix::of_rule(rule, shape);
    }
    return entries_of(a);
}

py::tuple graph_matrix_entries(int vertices, const std::vector<std::pair<int, int>>& edges, bool directed,
                               const py::handle& rule_name) {
    if (vertices <= 0) throw InputError("the graph has no vertices");
    const GraphRule rule = parse_graph_rule(text_of(rule_name, "rule"));
    const Graph graph(numbered_labels(vertices), edges, directed);
    return entries_of(press_matrix(graph, rule));
}

}  // namespace

void bind_press(py::module_& m) {
    using namespace py::literals;
    def_function(m, "press", &press_board, R"(The lights after pressing: cell (r, c) pressed presses[r, c] times.

board      2-D array of lights (0/1, or 0..K-1 with states=K).
presses    an array the board's shape: press counts 0..255 (taken mod K; two
           presses of a cell undo each other when K = 2).
rule, torus, topology, states: as for solve(). Each press adds 1 mod K to every
light of the rule's footprint; press(board, solve(board).presses) is the goal.)",
                 "board"_a, "presses"_a, "rule"_a = "plus", py::kw_only(), "torus"_a = false,
                 "topology"_a = py::none(), "states"_a = py::none());
    def_function(m, "_grid_matrix_entries", &grid_matrix_entries,
                 "(size, lights, buttons, times) of a grid rule's press matrix (see lightsout.press_matrix).", "size"_a,
                 "rule"_a, "torus"_a, "topology"_a);
    def_function(m, "_graph_matrix_entries", &graph_matrix_entries,
                 "(size, lights, buttons, times) of a graph's press matrix (see lightsout.graph_press_matrix).",
                 "vertices"_a, "edges"_a, "directed"_a, "rule"_a);
}

}  // namespace lightsout::python
