// What the bindings share: rules, goals and options by the names the command
// line uses, and the answer classes' conversions.
#pragma once

#include <csignal>
#include <optional>
#include <string>
#include <utility>

#include <pybind11/pybind11.h>

#include "arrays.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/stop.hpp"

namespace lightsout::python {

// A function with a first docstring line that Python reads as its signature
// ("solve(board, rule='plus', *, torus=False, ...)" followed by "--"):
// inspect.signature and help() show the parameters with their defaults, and
// _lightsout.pyi gives their types. The signature is made from the py::arg
// list itself, so the two cannot disagree.
inline std::string parameter_text(const py::arg& a) { return a.name; }
inline std::string parameter_text(const py::arg_v& a) { return std::string(a.name) + "=" + std::string(py::repr(a.value)); }
inline std::string parameter_text(const py::kw_only&) { return "*"; }

template <class Func, class... Extra>
void def_function(py::module_& m, const char* name, Func&& f, const char* doc, const Extra&... extra) {
    std::string signature;
    ((signature += (signature.empty() ? "" : ", ") + parameter_text(extra)), ...);
    const std::string text = std::string(name) + "(" + signature + ")\n--\n\n" + doc;
    py::options options;
    options.disable_function_signatures();  // pybind11's own line would name C++ types ("handle")
    m.def(name, std::forward<Func>(f), extra..., text.c_str());
}

// Arguments taken as Python objects and checked here, so that a wrong type is
// an InputError naming the keyword, as a wrong value is (never a TypeError).
std::string text_of(const py::handle& value, const char* what);                   // a str
std::optional<std::string> optional_text_of(const py::handle& value, const char* what);  // a str or None
bool flag_of(const py::handle& value, const char* what);                          // True/False (numpy bools, 0/1)
int int_of(const py::handle& value, const char* what, long long low, long long high);
std::uint64_t seed_of(const py::handle& value);                                   // 0..2^64-1

// "plus", "square", "cross", "stencil:..." on a topology: torus=True is short
// for topology='torus'; topology is 'flat', 'torus', 'klein' or 'projective'
// (None: not given). A rule that names its topology ("plus+klein") takes only
// a topology and torus that agree (Rule::with_edges). InputError otherwise.
Rule rule_of(const std::string& name, bool torus, const std::optional<std::string>& topology);
Rule rule_of(const py::handle& name, const py::handle& torus, const py::handle& topology);

// A size: n (n x n) or (rows, cols).
Shape shape_of(const py::handle& size);
// A size a board is made in: at least 1 x 1 and within the readers' limits
// (io::check_board_size), checked before any memory is taken.
Shape board_shape_of(const py::handle& size);

// repr(value) as a message quotes it: its first 40 characters.
std::string shown(const py::handle& value);

// A whole number from Python: an int or a numpy integer (anything with
// __index__), not a bool, a float or a string; InputError naming `what` otherwise.
long long whole_number(const py::handle& value, const std::string& what);

// "off" (0), "on" (K - 1), or a light value V as an int (or its digits). InputError otherwise.
int goal_of(const py::handle& goal, int states);

// K from states= (None: 2; bits_of_array then refuses a light above 1, asking for states=).
int states_of(const py::handle& states);

// minimal, constraint ("any" | "only-off" | "only-on"), method ("auto", "dense", ...).
SolveOptions options_of(bool minimal, const std::string& constraint, const std::string& method);
SolveOptions options_of(const py::handle& minimal, const py::handle& constraint, const py::handle& method);

// The library's error in Python's terms: the keyword that gave the offending
// value ("; ... give states=K", " (method='chasing')").
std::string keyword_hint(const InputError& e);

// Ctrl-C during a call that releases the GIL. Made (GIL held) before the
// release, on Python's main thread while Python handles SIGINT, it installs a
// SIGINT handler that sets a stop token, and the token on this thread for the
// library (lightsout/stop.hpp): the call ends with Cancelled within ~100 ms
// of work, its threads joined. It first lets Python act on a signal that came
// before it. Its end restores Python's handler and, when a signal came
// meanwhile, hands it back to Python (PyErr_SetInterrupt): KeyboardInterrupt
// is raised as the call unwinds (Cancelled is translated by
// raise_interrupt) or at the next bytecode after a call that finished anyway.
// Elsewhere (another thread, SIGINT ignored) it does nothing.
class InterruptibleCall {
public:
    InterruptibleCall();
    ~InterruptibleCall();
    InterruptibleCall(const InterruptibleCall&) = delete;
    InterruptibleCall& operator=(const InterruptibleCall&) = delete;

private:
    void restore() noexcept;
    StopToken token_;
    std::optional<ScopedStopToken> scope_;
    bool installed_ = false;
    struct sigaction previous_ {};
};

// The translation of Cancelled: Python's SIGINT handler runs now (the
// interrupted InterruptibleCall handed the signal back), and KeyboardInterrupt
// is raised even when that handler raises nothing.
void raise_interrupt();

// The answer of a solve, a check, a chase, ... as Python sees it (types.cpp).
struct PySolution {
    bool solvable = false;
    bool proven = true;     // false: a search for a legal order gave up (none found, not proven)
    int states = 2;
    Array presses;          // press counts per cell (0/1 for two states); zeros when unsolvable
    py::object certificate = py::none();  // unsolvable: the proof, an array like presses
    py::list sequence;      // ordered presses (row, col) when there is an order
    std::int64_t count = 0;
    std::int64_t nullity = 0;
    std::vector<int> invariant_factors;
    bool minimal = false;
    std::int64_t lower_bound = -1;  // minimal not proven: every solution has at least this many presses
    std::string method, note;
    // What the command line's JSON answer says besides (to_dict): the question and the proof's basis.
    Rule rule = Rule::plus();
    int goal = 0;             // the goal's light value
    std::vector<int> orders;  // the quiet patterns' elementary divisors (QuietModule::orders)
    std::string proof;        // what a fewest-press walk's answer rests on (Solution::proof)
};

PySolution py_solution(const Solution& s, Shape shape, const Rule& rule, int goal);
PySolution py_solution(const PuzzleSolution& s, Shape shape, const Rule& rule, int goal);
// The answer as `lightsout solve --format json` writes it (cells 1-based, one line).
std::string answer_json(const PySolution& s);

void bind_types(py::module_& m);
void bind_solve(py::module_& m);
void bind_analyze(py::module_& m);
void bind_play(py::module_& m);
void bind_graph(py::module_& m);
void bind_tools(py::module_& m);
void bind_press(py::module_& m);

}  // namespace lightsout::python
