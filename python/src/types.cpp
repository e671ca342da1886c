// The answer classes, read-only, with a short repr.
#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/check.hpp"
#include "lightsout/order.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::python {

void bind_types(py::module_& m) {
    py::class_<PySolution>(m, "Solution", "The answer of solve(): presses, or a certificate that none exist.")
        .def_readonly("solvable", &PySolution::solvable, "Some presses reach the goal.")
        .def_readonly("proven", &PySolution::proven,
                      "Whether the verdict is proven: True for every answer found and for a \"no\" with a "
                      "certificate or a proof that no legal order exists; False when a search for a legal order "
                      "under a move constraint gave up (none found, not proven).")
        .def_readonly("states", &PySolution::states, "K: lights hold 0..K-1.")
        .def_readonly("presses", &PySolution::presses,
                      "uint8 array, the board's shape: times each cell is pressed (0/1 for two states); "
                      "zeros when unsolvable.")
        .def_readonly("certificate", &PySolution::certificate,
                      "Unsolvable: an array y with y A = 0 and y . (lights to change) != 0 (mod K), which proves "
                      "that no presses reach the goal; None when solvable.")
        .def_readonly("sequence", &PySolution::sequence,
                      "Ordered presses [(row, col), ...] (0-based) when an order matters: under a move constraint, "
                      "or from a strategy; else [].")
        .def_readonly("count", &PySolution::count, "Total presses (the sequence's length when there is one).")
        .def_readonly("nullity", &PySolution::nullity,
                      "Independent quiet patterns (the rank of the quiet module for K > 2).")
        .def_readonly("invariant_factors", &PySolution::invariant_factors,
                      "The quiet patterns as a group Z/d1 + ... + Z/ds (all 2 for two states).")
        .def_readonly("minimal", &PySolution::minimal, "Fewest presses, proven.")
        .def_property_readonly(
            "lower_bound",
            [](const PySolution& s) -> py::object {
                return s.lower_bound < 0 ? py::object(py::none()) : py::object(py::int_(s.lower_bound));
            },
            "Every solution has at least this many presses: the count when minimal, a proven bound when "
            "minimal=True could not be proven (see note), None when not asked.")
        .def_readonly("method", &PySolution::method, "The engine that answered.")
        .def_readonly("note", &PySolution::note, "One sentence for the user (why minimal is not proven, ...).")
        .def("__repr__", [](const PySolution& s) {
            return "<lightsout.Solution " + std::string(s.solvable ? "solvable" : "unsolvable") + " " +
                   std::to_string(s.presses.shape(0)) + "x" + std::to_string(s.presses.shape(1)) +
                   (s.states > 2 ? " states=" + std::to_string(s.states) : "") + " count=" + std::to_string(s.count) +
                   " nullity=" + std::to_string(s.nullity) + (s.minimal ? " minimal" : "") + " method=" + s.method +
                   ">";
        })
        // Pickled as its fields, so that results cross process boundaries (multiprocessing.Pool).
        .def(py::pickle(
            [](const PySolution& s) {
                return py::make_tuple(s.solvable, s.proven, s.states, s.presses, s.certificate, s.sequence, s.count,
                                      s.nullity, s.invariant_factors, s.minimal, s.lower_bound, s.method, s.note,
                                      s.rule.name(), s.goal, s.orders, s.proof);
            },
            [](const py::tuple& t) {
                if (t.size() != 17) throw InputError("a pickled Solution has 17 fields, not " + std::to_string(t.size()));
                PySolution s;
                s.solvable = t[0].cast<bool>();
                s.proven = t[1].cast<bool>();
                s.states = t[2].cast<int>();
                s.presses = t[3].cast<Array>();
                s.certificate = t[4];
                s.sequence = t[5].cast<py::list>();
                s.count = t[6].cast<std::int64_t>();
                s.nullity = t[7].cast<std::int64_t>();
                s.invariant_factors = t[8].cast<std::vector<int>>();
                s.minimal = t[9].cast<bool>();
                s.lower_bound = t[10].cast<std::int64_t>();
                s.method = t[11].cast<std::string>();
                s.note = t[12].cast<std::string>();
                s.rule = Rule::parse(t[13].cast<std::string>());
                s.goal = t[14].cast<int>();
                s.orders = t[15].cast<std::vector<int>>();
                s.proof = t[16].cast<std::string>();
                return s;
            }))
        .def("_answer_json", &answer_json, "The answer as `lightsout solve --format json` writes it (see to_dict).");

    py::class_<CheckReport>(m, "CheckReport", "The verdict of check().")
        .def_readonly("ok", &CheckReport::ok, "Every press legal and the goal reached.")
        .def_property_readonly(
            "illegal_move",
            [](const CheckReport& r) -> py::object { return r.illegal_move < 0 ? py::object(py::none()) : py::object(py::int_(r.illegal_move)); },
            "0-based index of the first illegal press, or None.")
        .def_readonly("lights_wrong", &CheckReport::lights_wrong, "Lights not at the goal after all presses.")
        .def("__bool__", [](const CheckReport& r) { return r.ok; })
        .def("__repr__", [](const CheckReport& r) {
            return "<lightsout.CheckReport ok=" + std::string(r.ok ? "True" : "False") +
                   " illegal_move=" + (r.illegal_move < 0 ? "None" : std::to_string(r.illegal_move)) +
                   " lights_wrong=" + std::to_string(r.lights_wrong) + ">";
        })
        .def(py::pickle([](const CheckReport& r) { return py::make_tuple(r.ok, r.illegal_move, r.lights_wrong); },
                        [](const py::tuple& t) {
                            if (t.size() != 3) throw InputError("a pickled CheckReport has 3 fields");
                            return CheckReport{t[0].cast<bool>(), t[1].cast<std::ptrdiff_t>(), t[2].cast<std::int64_t>()};
                        }));

    py::class_<SequenceSearch>(m, "SequenceSearch", "A legal order of presses under a move constraint.")
        .def_readonly("found", &SequenceSearch::found)
        .def_property_readonly("sequence", [](const SequenceSearch& s) { return cell_list(s.sequence); },
                               "[(row, col), ...], 0-based, legal at every move (replayed and checked).")
        .def_readonly("minimal", &SequenceSearch::minimal, "Proven fewest moves.")
        .def_readonly("proven_none", &SequenceSearch::proven_none,
                      "Nothing found: True when no legal sequence exists (proven), False when the search gave up.")
        .def_readonly("explanation", &SequenceSearch::explanation, "What was tried, or why not proven.")
        .def("__repr__", [](const SequenceSearch& s) {
            return "<lightsout.SequenceSearch found=" + std::string(s.found ? "True" : "False") +
                   " moves=" + std::to_string(s.sequence.size()) + ">";
        })
        .def(py::pickle(
            [](const SequenceSearch& s) {
                std::vector<std::pair<int, int>> cells;
                for (const Cell& c : s.sequence) cells.emplace_back(c.row, c.col);
                return py::make_tuple(s.found, cells, s.minimal, s.proven_none, s.explanation);
            },
            [](const py::tuple& t) {
                if (t.size() != 5) throw InputError("a pickled SequenceSearch has 5 fields");
                SequenceSearch s;
                s.found = t[0].cast<bool>();
                for (auto [r, c] : t[1].cast<std::vector<std::pair<int, int>>>()) s.sequence.push_back({r, c});
                s.minimal = t[2].cast<bool>();
                s.proven_none = t[3].cast<bool>();
                s.explanation = t[4].cast<std::string>();
                return s;
            }));
}

}  // namespace lightsout::python
