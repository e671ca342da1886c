// numpy arrays <-> boards, press patterns and press counts.
//
// Boards come in as 2-D arrays of any integer or bool dtype (or anything
// numpy.asarray turns into one: nested lists); cell (r, c) is array[r, c],
// 0-based from the top-left. Answers go out as C-contiguous uint8 arrays.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "lightsout/board.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout::python {

namespace py = pybind11;
using Array = py::array_t<std::uint8_t, py::array::c_style>;

// A 2-D array of lights 0..states-1 (uint8, C order), checked: InputError
// naming the first bad cell otherwise ("what" names the argument).
Array lights_array(const py::handle& board, int states, const char* what);

// Many boards of one shape: a 3-D array (boards x rows x columns) or anything
// numpy.asarray makes one of (a list of 2-D arrays of one shape), as a checked
// uint8 copy in C order; InputError naming the board and cell otherwise.
using Boards = py::array_t<std::uint8_t, py::array::c_style>;
Boards boards_array(const py::handle& boards, int states);

// The largest light value of a board array (to tell two states from more).
int largest_light(const Array& lights);

// Values 0/1; a larger one is an InputError asking for states=K.
Board bits_of_array(const Array& lights);
StateBoard state_board_of_array(const Array& lights, int states);

Array array_of_bits(const BitGrid& grid);
Array zeros(Shape shape);
Array array_of_counts(std::span<const std::uint8_t> counts, Shape shape);

// (row, col) pairs, 0-based, as a list of tuples; and back (InputError off the board).
py::list cell_list(const std::vector<Cell>& cells);
std::vector<Cell> cells_of_pairs(const py::handle& pairs, Shape shape, const char* what);

}  // namespace lightsout::python
