// analyze() and nullity_table(): what is known about a rule on a size.
#include <sstream>

#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/table.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::python {

namespace {

// Analysis and ModularAnalysis as one class.
struct PyAnalysis {
    std::pair<int, int> shape;
    int states = 2;
    std::int64_t rank = 0;     // two states: rank of the press matrix
    std::int64_t nullity = 0;  // independent quiet patterns (generators of the quiet module)
    py::list quiet;            // a basis (generators) of the quiet patterns, as arrays
    bool quiet_complete = true;
    std::vector<int> orders, invariant_factors;
    std::string size;          // the number of quiet patterns, as text ("2^2 = 4")
    double solvable_fraction = 1;
    std::string method;
    Rule rule = Rule::plus();  // for the command line's JSON (to_dict)
};

// The analysis as `lightsout analyze --format json` writes it.
std::string analysis_json(const PyAnalysis& a) {
    const Shape shape{a.shape.first, a.shape.second};
    std::ostringstream out;
    if (a.states == 2) {
        Analysis analysis{shape, a.rank, a.nullity, {}};
        for (const py::handle& q : a.quiet) {
            const Array cells = q.cast<Array>();
            PressPattern pattern(shape.rows, shape.cols);
            for (int r = 0; r < shape.rows; ++r)
                for (int c = 0; c < shape.cols; ++c) pattern.set(r, c, cells.at(r, c) != 0);
            analysis.quiet.push_back(std::move(pattern));
        }
        io::write_analysis_json(out, analysis, a.rule);
    } else {
        ModularAnalysis analysis{shape, a.states, {a.states, a.orders, {}}, a.method};
        for (const py::handle& g : a.quiet) {
            const Array cells = g.cast<Array>();
            analysis.quiet.generators.emplace_back(cells.data(), cells.data() + cells.size());
        }
        io::write_analysis_json(out, analysis, a.rule);
    }
    return std::move(out).str();
}

PyAnalysis analyze_size(const py::handle& rule_name, const py::handle& size, const py::handle& torus,
                        const py::handle& topology, const py::handle& states_arg) {
    const Rule rule = rule_of(rule_name, torus, topology);
    const Shape shape = board_shape_of(size);
    const int states = states_of(states_arg);
    PyAnalysis out;
    out.rule = rule;
    out.shape = {shape.rows, shape.cols};
    out.states = states;
    if (states == 2) {
        Analysis a;
        {
            const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
            py::gil_scoped_release free;
            a = analyze(rule, shape);
        }
        QuietModule module{2, std::vector<int>(std::size_t(a.nullity), 2), {}};
        out.rank = a.rank;
        out.nullity = a.nullity;
        for (const PressPattern& q : a.quiet) out.quiet.append(array_of_bits(q));
        out.quiet_complete = std::int64_t(a.quiet.size()) == a.nullity;
        out.orders = module.orders;
        out.invariant_factors = module.invariant_factors();
        out.size = module.size_text();
        out.solvable_fraction = a.solvable_fraction();
        return out;
    }
    ModularAnalysis a;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        a = analyze(rule, shape, states);
    }
    out.nullity = a.quiet.rank();
    out.rank = -1;
    for (const auto& g : a.quiet.generators) out.quiet.append(array_of_counts(g, shape));
    out.quiet_complete = a.quiet.generators_known();
    out.orders = a.quiet.orders;
    out.invariant_factors = a.quiet.invariant_factors();
    out.size = a.quiet.size_text();
    out.solvable_fraction = a.solvable_fraction();
    out.method = a.method;
    return out;
}

py::array_t<std::int64_t> table(const py::handle& rule_name, const py::handle& max_n_arg, const py::handle& torus,
                                 const py::handle& topology) {
    const Rule rule = rule_of(rule_name, torus, topology);
    const int max_n = int_of(max_n_arg, "max_n", 1, INT32_MAX);  // the library says how large a table it makes
    std::vector<std::int64_t> nullities;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        nullities = nullity_table(rule, max_n);
    }
    return py::array_t<std::int64_t>(py::ssize_t(nullities.size()), nullities.data());
}

}  // namespace

void bind_analyze(py::module_& m) {
    using namespace py::literals;
    py::class_<PyAnalysis>(m, "Analysis", "What analyze() knows about a rule on a size.")
        .def_readonly("shape", &PyAnalysis::shape, "(rows, cols)")
        .def_readonly("states", &PyAnalysis::states)
        .def_readonly("rank", &PyAnalysis::rank, "Rank of the press matrix over GF(2) (two states; -1 otherwise).")
        .def_readonly("nullity", &PyAnalysis::nullity,
                      "Independent quiet patterns (the number of generators of the quiet module mod K).")
        .def_readonly("quiet", &PyAnalysis::quiet,
                      "A basis (generators) of the quiet patterns: presses that change nothing, as arrays.")
        .def_readonly("quiet_complete", &PyAnalysis::quiet_complete,
                      "False when the basis was too large to keep (then quiet is empty).")
        .def_readonly("orders", &PyAnalysis::orders, "The order of each generator (prime powers dividing K).")
        .def_readonly("invariant_factors", &PyAnalysis::invariant_factors)
        .def_property_readonly(
            "size",
            [](const PyAnalysis& a) {
                py::object count = py::int_(1);  // Python's integers: K^nullity may be far above 2^64
                for (int order : a.orders) count = count * py::int_(order);
                return count;
            },
            "The number of quiet patterns (an int: the product of the generators' orders).")
        .def_readonly("size_text", &PyAnalysis::size, "The number of quiet patterns, as text ('2^2 = 4').")
        .def_readonly("solvable_fraction", &PyAnalysis::solvable_fraction,
                      "The fraction of boards that have a solution: 1 / (number of quiet patterns).")
        .def_readonly("method", &PyAnalysis::method)
        .def("__repr__", [](const PyAnalysis& a) {
            return "<lightsout.Analysis " + std::to_string(a.shape.first) + "x" + std::to_string(a.shape.second) +
                   (a.states > 2 ? " states=" + std::to_string(a.states) : "") + " nullity=" + std::to_string(a.nullity) +
                   " quiet patterns=" + a.size + ">";
        })
        .def(py::pickle(
            [](const PyAnalysis& a) {
                return py::make_tuple(a.shape, a.states, a.rank, a.nullity, a.quiet, a.quiet_complete, a.orders,
                                      a.invariant_factors, a.size, a.solvable_fraction, a.method, a.rule.name());
            },
            [](const py::tuple& t) {
                if (t.size() != 12) throw InputError("a pickled Analysis has 12 fields, not " + std::to_string(t.size()));
                PyAnalysis a;
                a.shape = t[0].cast<std::pair<int, int>>();
                a.states = t[1].cast<int>();
                a.rank = t[2].cast<std::int64_t>();
                a.nullity = t[3].cast<std::int64_t>();
                a.quiet = t[4].cast<py::list>();
                a.quiet_complete = t[5].cast<bool>();
                a.orders = t[6].cast<std::vector<int>>();
                a.invariant_factors = t[7].cast<std::vector<int>>();
                a.size = t[8].cast<std::string>();
                a.solvable_fraction = t[9].cast<double>();
                a.method = t[10].cast<std::string>();
                a.rule = Rule::parse(t[11].cast<std::string>());
                return a;
            }))
        .def("_analysis_json", &analysis_json, "The analysis as `lightsout analyze --format json` writes it (see to_dict).");
    def_function(m, "analyze", &analyze_size, R"(Rank, nullity and quiet patterns of `rule` on boards of `size` (n or (rows, cols)).

With states=K the quiet patterns mod K as a group (orders, invariant factors,
generators). Raises InputError for bad input.)",
                 "rule"_a, "size"_a, py::kw_only(), "torus"_a = false, "topology"_a = py::none(), "states"_a = 2);
    def_function(m, "_nullity_table", &table,
                 "The nullity of the n x n board under `rule` for n = 1..max_n: element n - 1 (see lightsout.nullity_table).",
                 "rule"_a, "max_n"_a, py::kw_only(), "torus"_a = false, "topology"_a = py::none());
}

}  // namespace lightsout::python
