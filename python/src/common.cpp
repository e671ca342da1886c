#include "common.hpp"

#include <sstream>

#include <pybind11/stl.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/rule_limits.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::python {

Rule rule_of(const std::string& name, bool torus, const std::optional<std::string>& topology) {
    return Rule::parse(name).with_edges(torus ? std::optional(true) : std::nullopt,
                                        topology ? std::optional<std::string_view>(*topology) : std::nullopt);
}

namespace {

// A kernel: an odd-sized 2-D array of 0/1 (numpy, nested lists, or rows as
// strings), its centre the pressed cell, as the stencil rule of the same footprint.
std::string stencil_of_kernel(const py::handle& kernel) {
    auto too_large = [](py::ssize_t rows, py::ssize_t cols) {
        if (rows > kMaxStencilSide || cols > kMaxStencilSide)
            throw InputError("rule: a kernel has at most " + std::to_string(kMaxStencilSide) + " rows and columns, not " +
                             std::to_string(rows) + "x" + std::to_string(cols));
    };
    if (py::isinstance<py::array>(kernel)) {  // before any copy: a broadcast kernel may be vast
        const auto given = py::reinterpret_borrow<py::array>(kernel);
        if (given.ndim() == 2) too_large(given.shape(0), given.shape(1));
    }
    const Array cells = lights_array(kernel, 256, "rule");
    const py::ssize_t rows = cells.shape(0), cols = cells.shape(1);
    too_large(rows, cols);
    std::string text = "stencil:";
    for (py::ssize_t r = 0; r < rows; ++r) {
        if (r) text += '/';
        for (py::ssize_t c = 0; c < cols; ++c) {
            const int weight = cells.at(r, c);
            if (weight > 1)
                throw InputError("rule: the kernel's entry [" + std::to_string(r) + ", " + std::to_string(c) + "] is " +
                                 std::to_string(weight) + "; a kernel holds 0 and 1 (a press changes each cell of "
                                 "its footprint by one)");
            text += weight ? 'x' : '.';
        }
    }
    return text;  // Rule::parse checks the sides are odd and that the footprint changes something
}

}  // namespace

Rule rule_of(const py::handle& name, const py::handle& torus, const py::handle& topology) {
    const bool kernel = py::isinstance<py::array>(name) || py::isinstance<py::list>(name) || py::isinstance<py::tuple>(name);
    return rule_of(kernel ? stencil_of_kernel(name) : text_of(name, "rule"), flag_of(torus, "torus"),
                   optional_text_of(topology, "topology"));
}

std::string shown(const py::handle& value) {
    const std::string text = py::repr(value);
    return text.size() <= 40 ? text : text.substr(0, 40) + "... (" + std::to_string(text.size()) + " characters)";
}

namespace {

// The flag of the InterruptibleCall under way (null: none), read by the handler.
std::atomic<std::atomic<bool>*> active_flag{nullptr};

extern "C" void stop_on_sigint(int) {
    if (std::atomic<bool>* flag = active_flag.load()) flag->store(true, std::memory_order_relaxed);
}

bool on_main_thread() {
    static const unsigned long main_ident =
        py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
    return PyThread_get_thread_ident() == main_ident;
}

// Python's own handler (not SIG_DFL or SIG_IGN, which Python leaves to the system) is in place.
bool python_handles_sigint() {
    struct sigaction now {};
    return sigaction(SIGINT, nullptr, &now) == 0 && !(now.sa_flags & SA_SIGINFO) && now.sa_handler != SIG_DFL &&
           now.sa_handler != SIG_IGN;
}

}  // namespace

InterruptibleCall::InterruptibleCall() {
    if (active_flag.load() != nullptr || !on_main_thread() || !python_handles_sigint()) return;
    token_ = StopToken::stoppable();
    active_flag.store(token_.flag());
    struct sigaction handler {};
    handler.sa_handler = stop_on_sigint;
    handler.sa_flags = SA_ONSTACK;  // as Python's own handler
    sigemptyset(&handler.sa_mask);
    if (sigaction(SIGINT, &handler, &previous_) != 0) {
        active_flag.store(nullptr);
        return;
    }
    installed_ = true;
    scope_.emplace(token_);
    if (PyErr_CheckSignals() != 0) {  // a Ctrl-C just before the call: Python raised it
        restore();
        throw py::error_already_set();
    }
}

InterruptibleCall::~InterruptibleCall() { restore(); }

void InterruptibleCall::restore() noexcept {
    if (!installed_) return;
    installed_ = false;
    sigaction(SIGINT, &previous_, nullptr);
    active_flag.store(nullptr);
    scope_.reset();
    // Set before the restore: Python's handler gets it (a later one went there directly).
    if (token_.stop_requested()) PyErr_SetInterrupt();
}

void raise_interrupt() {
    if (PyErr_CheckSignals() == 0) PyErr_SetNone(PyExc_KeyboardInterrupt);
}

std::string text_of(const py::handle& value, const char* what) {
    if (!py::isinstance<py::str>(value))
        throw InputError(std::string(what) + " must be a string, not " + shown(value));
    return value.cast<std::string>();
}

std::optional<std::string> optional_text_of(const py::handle& value, const char* what) {
    if (value.is_none()) return std::nullopt;
    if (!py::isinstance<py::str>(value))
        throw InputError(std::string(what) + " must be a string or None, not " + shown(value));
    return value.cast<std::string>();
}

bool flag_of(const py::handle& value, const char* what) {
    if (value.ptr() == Py_True) return true;
    if (value.ptr() == Py_False) return false;
    // numpy.bool_, and the integers 0 and 1.
    const std::string type = py::str(py::type::handle_of(value).attr("__name__"));
    if (type == "bool_") return value.cast<bool>();
    if (!py::isinstance<py::float_>(value) && !py::isinstance<py::str>(value) && PyIndex_Check(value.ptr())) {
        if (PyObject* index = PyNumber_Index(value.ptr())) {
            int overflow = 0;
            const long long v = PyLong_AsLongLongAndOverflow(index, &overflow);
            Py_DECREF(index);
            if (overflow == 0 && !PyErr_Occurred() && (v == 0 || v == 1)) return v == 1;
        }
        PyErr_Clear();
    }
    throw InputError(std::string(what) + " must be True or False, not " + shown(value));
}

int int_of(const py::handle& value, const char* what, long long low, long long high) {
    const long long v = whole_number(value, what);
    if (v < low || v > high)
        throw InputError(std::string(what) + " must be " + std::to_string(low) + ".." + std::to_string(high) + ", not " +
                         std::to_string(v));
    return int(v);
}

std::uint64_t seed_of(const py::handle& value) {
    if (!py::isinstance<py::bool_>(value) && !py::isinstance<py::float_>(value) && PyIndex_Check(value.ptr())) {
        if (PyObject* index = PyNumber_Index(value.ptr())) {
            const unsigned long long v = PyLong_AsUnsignedLongLong(index);
            Py_DECREF(index);
            if (!PyErr_Occurred()) return v;
        }
        PyErr_Clear();
    }
    throw InputError("seed must be a whole number 0..2^64-1, not " + shown(value));
}

long long whole_number(const py::handle& value, const std::string& what) {
    if (!py::isinstance<py::bool_>(value) && !py::isinstance<py::float_>(value)) {
        if (PyObject* index = PyNumber_Index(value.ptr())) {  // int, numpy integers
            int overflow = 0;
            const long long v = PyLong_AsLongLongAndOverflow(index, &overflow);
            Py_DECREF(index);
            if (overflow == 0 && !PyErr_Occurred()) return v;
            PyErr_Clear();
            throw InputError(what + " is " + shown(value) + ", far too large");
        }
        PyErr_Clear();
    }
    throw InputError(what + " must be a whole number, not " + shown(value));
}

namespace {

int side_of(const py::handle& value, const char* what) {
    const long long side = whole_number(value, what);  // 0 and negative sides: the library says why
    if (side < INT32_MIN || side > INT32_MAX) throw InputError(std::string(what) + " is " + std::to_string(side) + ", far too large");
    return int(side);
}

}  // namespace

Shape shape_of(const py::handle& size) {
    if (!py::isinstance<py::str>(size) && !py::isinstance<py::bytes>(size) && py::isinstance<py::sequence>(size)) {
        const auto sides = py::reinterpret_borrow<py::sequence>(size);
        if (sides.size() != 2)
            throw InputError("size must be n or (rows, cols), not " + shown(size));
        return {side_of(sides[0], "rows"), side_of(sides[1], "cols")};
    }
    const int n = side_of(size, "size");
    return {n, n};
}

Shape board_shape_of(const py::handle& size) {
    const Shape shape = shape_of(size);
    if (shape.rows <= 0 || shape.cols <= 0)
        throw InputError("the size must be at least 1 x 1, not " + std::to_string(shape.rows) + " x " + std::to_string(shape.cols));
    io::check_board_size(shape.rows, shape.cols, "size");
    return shape;
}

int goal_of(const py::handle& goal, int states) {
    if (py::isinstance<py::str>(goal)) return io::parse_goal(goal.cast<std::string>(), states);
    if (py::isinstance<py::int_>(goal) && !py::isinstance<py::bool_>(goal)) {
        int overflow = 0;
        const long long v = PyLong_AsLongLongAndOverflow(goal.ptr(), &overflow);
        PyErr_Clear();
        if (overflow == 0 && v >= 0 && v < 256) return io::parse_goal(std::to_string(v), states);
    }
    return io::parse_goal(std::string(py::repr(goal)), states);
}

int states_of(const py::handle& states) {
    if (states.is_none()) return 2;  // a light above 1 is refused where the board is packed (bits_of_array)
    const long long k = whole_number(states, "states");
    if (k < zk::kMinStates || k > zk::kMaxStates)
        throw InputError("states must be " + std::to_string(zk::kMinStates) + ".." + std::to_string(zk::kMaxStates) +
                         ", not " + std::to_string(k));
    return int(k);
}

SolveOptions options_of(bool minimal, const std::string& constraint, const std::string& method) {
    SolveOptions options;
    options.minimal = minimal;
    options.constraint = io::parse_constraint(constraint);
    options.method = io::parse_method(method);
    return options;
}

SolveOptions options_of(const py::handle& minimal, const py::handle& constraint, const py::handle& method) {
    return options_of(flag_of(minimal, "minimal"), text_of(constraint, "constraint"), text_of(method, "method"));
}

PySolution py_solution(const Solution& s, Shape shape, const Rule& rule, int goal) {
    PySolution out;
    out.rule = rule;
    out.goal = goal;
    out.orders.assign(std::size_t(s.nullity), 2);
    out.proof = s.proof;
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

PySolution py_solution(const PuzzleSolution& s, Shape shape, const Rule& rule, int goal) {
    PySolution out;
    out.rule = rule;
    out.goal = goal;
    out.orders = s.quiet.orders;
    out.proof = s.proof;
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
    out.lower_bound = s.minimal ? out.count : s.lower_bound;
    out.method = s.method;
    out.note = s.note;
    return out;
}

std::string answer_json(const PySolution& s) {
    const Shape shape{int(s.presses.shape(0)), int(s.presses.shape(1))};
    PuzzleSolution answer;
    answer.states = s.states;
    answer.solvable = s.solvable;
    answer.proven = s.proven;
    answer.presses.assign(s.presses.data(), s.presses.data() + s.presses.size());
    if (!s.certificate.is_none()) {
        const Array certificate = s.certificate.cast<Array>();
        answer.certificate.assign(certificate.data(), certificate.data() + certificate.size());
    }
    for (const py::handle& cell : s.sequence) {
        const auto rc = cell.cast<std::pair<int, int>>();
        answer.sequence.push_back(rc.first * shape.cols + rc.second);
    }
    answer.quiet.states = s.states;
    answer.quiet.orders = s.orders;
    answer.minimal = s.minimal;
    answer.lower_bound = s.lower_bound;
    answer.method = s.method;
    answer.note = s.note;
    answer.proof = s.proof;
    std::ostringstream out;
    io::write_answer(out, answer, {shape, s.rule}, s.goal, io::AnswerFormat::json);
    return std::move(out).str();
}

std::string keyword_hint(const InputError& e) {
    const std::string& value = e.value();
    switch (e.problem()) {
        case Problem::general: return "";
        case Problem::needs_states: return "; for lights with more than two states give states=K";
        case Problem::states: return " (from states=" + value + ")";
        case Problem::method: return " (from method='" + value + "')";
        case Problem::constraint: return " (from constraint='" + value + "')";
        case Problem::minimal: return " (from minimal=True with method='" + value + "')";
        case Problem::threads: return " (from threads=" + value + ")";
        case Problem::torus: return " (torus=True is short for topology='torus')";
        case Problem::topology: return " (from topology='" + value + "')";
        case Problem::checkpoint_unsigned:
        case Problem::checkpoint_forged: return "";
    }
    return "";
}

}  // namespace lightsout::python
