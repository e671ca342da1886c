// The Python module lightsout._lightsout: the library's calls with numpy
// boards (python/lightsout/__init__.py adds graphs and batches on top).
#include <pybind11/pybind11.h>

#include "common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/version.hpp"

PYBIND11_MODULE(_lightsout, m) {
    namespace py = pybind11;
    m.doc() = "Lights Out and other toggle puzzles: solve, analyze, check, chase, order (C++ core).";
    m.attr("__version__") = lightsout::kVersion;
    // Bad input: the library's one-sentence messages, as a ValueError, with
    // the hints worded for Python (states=K where the command line says --states K).
    static py::exception<lightsout::InputError> input_error(m, "InputError", PyExc_ValueError);
    input_error.attr("__doc__") =
        "Bad input (a ValueError): a wrong value or type, a board too large, an unknown rule or name. The "
        "message is the command line's one sentence, naming the argument and the keyword that gave it.";
    // Out of memory for a board within the limits: MemoryError, in words.
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) std::rethrow_exception(thrown);
        } catch (const std::bad_alloc&) {
            PyErr_SetString(PyExc_MemoryError, "out of memory: the call needs more memory than this process may take");
        }
    });
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) std::rethrow_exception(thrown);
        } catch (const lightsout::InputError& e) {
            const std::string text = e.what() + lightsout::python::keyword_hint(e);
            input_error(text.c_str());
        } catch (const lightsout::Cancelled&) {  // Ctrl-C stopped the call (common.hpp, InterruptibleCall)
            lightsout::python::raise_interrupt();
        }
    });
    static py::exception<lightsout::NoSolution> no_solution(m, "NoSolution", PyExc_ValueError);
    no_solution.attr("__doc__") =
        "A strategy (method='chase', 'one-way' or 'two-way') met a board it cannot solve (a ValueError).";
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) std::rethrow_exception(thrown);
        } catch (const lightsout::NoSolution& e) {
            no_solution(e.what());
        }
    });
    lightsout::python::bind_types(m);
    lightsout::python::bind_solve(m);
    lightsout::python::bind_analyze(m);
    lightsout::python::bind_play(m);
    lightsout::python::bind_graph(m);
    lightsout::python::bind_tools(m);
    lightsout::python::bind_press(m);
}
