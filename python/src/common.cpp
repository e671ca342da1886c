#include "common.hpp"

#include <pybind11/stl.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::python {

Rule rule_of(const std::string& name, bool torus) { return Rule::parse(name).on_torus(torus); }

Shape shape_of(const py::handle& size) {
    if (py::isinstance<py::int_>(size)) return {size.cast<int>(), size.cast<int>()};
    const auto rc = size.cast<std::pair<int, int>>();
    return {rc.first, rc.second};
}

int goal_of(const py::handle& goal, int states) {
    if (py::isinstance<py::str>(goal)) return io::parse_goal(goal.cast<std::string>(), states);
    if (py::isinstance<py::int_>(goal) && !py::isinstance<py::bool_>(goal)) {
        const long long v = goal.cast<long long>();
        if (v >= 0 && v < 256) return io::parse_goal(std::to_string(v), states);
    }
    return io::parse_goal(std::string(py::repr(goal)), states);
}

int states_of(const py::handle& states) {
    if (states.is_none()) return 2;  // a light above 1 is refused where the board is packed (bits_of_array)
    const int k = states.cast<int>();
    zk::check_states(k);
    return k;
}

SolveOptions options_of(bool minimal, const std::string& constraint, const std::string& method) {
    SolveOptions options;
    options.minimal = minimal;
    options.constraint = io::parse_constraint(constraint);
    options.method = io::parse_method(method);
    options.fewest.progress = false;  // no progress lines from inside a Python program
    return options;
}

PySolution py_solution(const Solution& s, Shape shape) {
    PySolution out;
    out.solvable = s.solvable;
    out.proven = s.proven;
    out.presses = s.solvable ? array_of_bits(s.presses) : zeros(shape);
    if (!s.solvable && s.certificate.rows() > 0) out.certificate = array_of_bits(s.certificate);
    out.sequence = cell_list(s.sequence);
    out.count = !s.solvable ? 0 : s.sequence.empty() ? s.presses.count() : std::int64_t(s.sequence.size());
    out.nullity = s.nullity;
    out.invariant_factors.assign(std::size_t(s.nullity), 2);
    out.minimal = s.minimal;
    out.lower_bound = s.minimal ? out.count : s.lower_bound;
    out.method = s.method;
    out.note = s.note;
    return out;
}

PySolution py_solution(const PuzzleSolution& s, Shape shape) {
    PySolution out;
    out.solvable = s.solvable;
    out.proven = s.proven;
    out.states = s.states;
    out.presses = s.solvable ? array_of_counts(s.presses, shape) : zeros(shape);
    if (!s.solvable && !s.certificate.empty()) out.certificate = array_of_counts(s.certificate, shape);
    std::vector<Cell> sequence;
    for (std::int32_t button : s.sequence) sequence.push_back({button / shape.cols, button % shape.cols});
    out.sequence = cell_list(sequence);
    out.count = s.count();
    out.nullity = s.quiet.rank();
    out.invariant_factors = s.quiet.invariant_factors();
    out.minimal = s.minimal;
    out.lower_bound = s.minimal ? out.count : -1;
    out.method = s.method;
    out.note = s.note;
    return out;
}

}  // namespace lightsout::python
