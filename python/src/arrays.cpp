#include "arrays.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <sstream>
#include <string>
#include <type_traits>
#include <variant>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::python {

namespace {

std::string cell_text(py::ssize_t r, py::ssize_t c) { return "[" + std::to_string(r) + ", " + std::to_string(c) + "]"; }

template <class T>
[[noreturn]] void bad_light(const char* what, py::ssize_t i, py::ssize_t cols, T value, int states) {
    throw InputError(std::string(what) + " " + cell_text(i / cols, i % cols) + " is " + std::to_string(value) +
                     ", not a light value 0.." + std::to_string(states - 1));
}

// Whether an integer of any width and sign is outside 0..states-1.
template <class T>
bool out_of_range(T value, int states) {
    if constexpr (std::is_signed_v<T>) return std::int64_t(value) < 0 || std::int64_t(value) >= states;
    else return std::uint64_t(value) >= std::uint64_t(states);
}

// Calls visit(std::type_identity<T>{}) with T the C++ integer type of an
// integer or bool array's elements (bool as std::uint8_t); throws InputError
// naming `name` for any other element type.
template <class Visit>
decltype(auto) with_integer_type(const py::array& any, const std::string& name, Visit&& visit) {
    const char kind = any.dtype().kind();
    const auto size = any.itemsize();
    if (kind == 'b' || (kind == 'u' && size == 1)) return visit(std::type_identity<std::uint8_t>{});
    if (kind == 'u' && size == 2) return visit(std::type_identity<std::uint16_t>{});
    if (kind == 'u' && size == 4) return visit(std::type_identity<std::uint32_t>{});
    if (kind == 'u' && size == 8) return visit(std::type_identity<std::uint64_t>{});
    if (kind == 'i' && size == 1) return visit(std::type_identity<std::int8_t>{});
    if (kind == 'i' && size == 2) return visit(std::type_identity<std::int16_t>{});
    if (kind == 'i' && size == 4) return visit(std::type_identity<std::int32_t>{});
    if (kind == 'i' && size == 8) return visit(std::type_identity<std::int64_t>{});
    throw InputError(name + " must hold integers or bools, not " + std::string(py::str(any.dtype())));
}

// `board` as a numpy array: itself, or numpy.asarray of it (a list of rows);
// InputError with `refusal` when numpy cannot make one (MemoryError passes).
py::array as_numpy_array(const py::handle& board, const std::string& refusal) {
    if (py::isinstance<py::array>(board)) return py::reinterpret_borrow<py::array>(board);
    try {
        return py::module_::import("numpy").attr("asarray")(board);
    } catch (py::error_already_set& e) {
        if (e.matches(PyExc_MemoryError)) throw;
        throw InputError(refusal);
    }
}

// Integers of any width and sign, read where they lie (any strides: views,
// broadcasts and transposes are not copied first): every value checked
// against 0..states-1 before it is narrowed. A uint8 or bool array in C order
// is used as it is.
template <class T>
Array narrowed(const py::array& source, int states, const char* what, bool as_is = false) {
    const py::ssize_t rows = source.shape(0), cols = source.shape(1);
    const py::ssize_t row_step = source.strides(0), col_step = source.strides(1);
    const char* base = static_cast<const char*>(source.data());
    if constexpr (std::is_same_v<T, std::uint8_t>) {
        if (as_is && (source.flags() & py::array::c_style) != 0) {
            // Every byte is below 256; two states are checked where they are packed (bits_of_array).
            if (states < 256 && states != 2)
                for (py::ssize_t i = 0; i < rows * cols; ++i)
                    if (std::uint8_t(base[i]) >= states) bad_light(what, i, cols, int(std::uint8_t(base[i])), states);
            return py::reinterpret_borrow<Array>(source);
        }
    }
    Array out({rows, cols});  // numpy raises MemoryError when it cannot
    std::uint8_t* to = out.mutable_data();
    for (py::ssize_t r = 0; r < rows; ++r) {
        const char* row = base + r * row_step;
        for (py::ssize_t c = 0; c < cols; ++c) {
            T value;
            std::memcpy(&value, row + c * col_step, sizeof(T));
            if (out_of_range(value, states)) bad_light(what, r * cols + c, cols, +value, states);
            to[r * cols + c] = std::uint8_t(value);
        }
    }
    return out;
}

}  // namespace

namespace {

// A board's text as the command line reads it: rows of 0/1 (or 0..K-1), or a JSON board.
Array array_of_text(const std::string& text, int states, const char* what) {
    std::istringstream in(text);
    // 256: K not given; then the text says it (JSON "states") or it has two states.
    io::AnyBoard board = io::read_any_board(in, states == 256 ? 0 : states, what);
    if (auto* bits = std::get_if<Board>(&board)) return array_of_bits(*bits);
    const StateBoard& lights = std::get<StateBoard>(board);
    return array_of_counts(lights.lights, lights.shape);
}

// A list (or tuple) of rows as strings: ["0110", "1001"].
bool is_text_rows(const py::handle& board) {
    if (!py::isinstance<py::list>(board) && !py::isinstance<py::tuple>(board)) return false;
    const auto rows = py::reinterpret_borrow<py::sequence>(board);
    if (rows.size() == 0) return false;
    for (const py::handle& row : rows)
        if (!py::isinstance<py::str>(row)) return false;
    return true;
}

}  // namespace

Array lights_array(const py::handle& board, int states, const char* what) {
    const std::string name(what);
    if (py::isinstance<py::str>(board)) return lights_array(array_of_text(board.cast<std::string>(), states, what), states, what);
    if (is_text_rows(board)) {
        std::string text;
        for (const py::handle& row : board) text += row.cast<std::string>() + "\n";
        return lights_array(array_of_text(text, states, what), states, what);
    }
    if (board.is_none() || py::isinstance<py::bytes>(board))
        throw InputError(name + " must be a 2-D array (numpy, or a list of rows), or a board's text, not " + shown(board));
    const py::array any = as_numpy_array(
        board, name + " must be a 2-D array (numpy, or a list of rows of the same length), not " + shown(board));
    if (any.ndim() != 2)
        throw InputError(name + " must be a 2-D array (rows x columns), not " + std::to_string(any.ndim()) + "-D");
    if (any.shape(0) == 0 || any.shape(1) == 0) throw InputError(name + " is empty");
    if (any.shape(0) > INT32_MAX || any.shape(1) > INT32_MAX) throw InputError(name + " is too large");
    // Before any memory is taken: the readers' limits (2^35 cells).
    io::check_state_board_size(any.shape(0), any.shape(1), name);
    const char kind = any.dtype().kind();
    if (kind != 'b' && kind != 'u' && kind != 'i')
        throw InputError(name + " must hold integers or bools, not " + std::string(py::str(any.dtype())));
    if (any.itemsize() > 1 && any.dtype().byteorder() == '>')  // big-endian numbers: numpy turns them around
        return lights_array(any.attr("astype")(any.dtype().attr("newbyteorder")("=")), states, what);
    return with_integer_type(any, name, [&](auto type) {
        using T = typename decltype(type)::type;
        return narrowed<T>(any, states, what, std::is_same_v<T, std::uint8_t> && kind == 'u');
    });
}

namespace {

// A 3-D array's integers, read where they lie (any strides), each checked
// against 0..states-1 before it is narrowed into `to` (C order).
template <class T>
void narrowed_boards(const py::array& source, int states, std::uint8_t* to) {
    const py::ssize_t count = source.shape(0), rows = source.shape(1), cols = source.shape(2);
    const char* base = static_cast<const char*>(source.data());
    for (py::ssize_t i = 0; i < count; ++i)
        for (py::ssize_t r = 0; r < rows; ++r) {
            const char* row = base + i * source.strides(0) + r * source.strides(1);
            for (py::ssize_t c = 0; c < cols; ++c) {
                T value;
                std::memcpy(&value, row + c * source.strides(2), sizeof(T));
                if (out_of_range(value, states))
                    throw InputError("boards[" + std::to_string(i) + "] " + cell_text(r, c) + " is " + std::to_string(+value) +
                                     ", not a light value 0.." + std::to_string(states - 1) +
                                     (states == 2 ? " (for lights with more than two states give states=K)" : ""));
                *to++ = std::uint8_t(value);
            }
        }
}

}  // namespace

Boards boards_array(const py::handle& boards, int states) {
    if (boards.is_none() || py::isinstance<py::str>(boards) || py::isinstance<py::bytes>(boards))
        throw InputError("boards must be a 3-D array (boards x rows x columns) or a list of 2-D arrays, not " + shown(boards));
    const py::array any =
        as_numpy_array(boards, "boards must be a 3-D array or a list of 2-D arrays of one shape, not " + shown(boards));
    if (any.ndim() != 3)
        throw InputError("boards must be a 3-D array (boards x rows x columns) or a list of 2-D arrays of one shape, not " +
                         std::to_string(any.ndim()) + "-D");
    if (any.shape(1) == 0 || any.shape(2) == 0) throw InputError("boards: a board is empty");
    if (any.shape(1) > INT32_MAX || any.shape(2) > INT32_MAX) throw InputError("boards: a board is too large");
    io::check_state_board_size(any.shape(1), any.shape(2), "boards");
    // Before any memory is taken: all the boards together within one board's limit (2^35 cells).
    const auto cells = std::uint64_t(any.shape(1)) * std::uint64_t(any.shape(2));
    if (std::uint64_t(any.shape(0)) > (std::uint64_t(1) << 35) / cells)
        throw InputError("boards: " + std::to_string(any.shape(0)) + " boards of " + std::to_string(cells) +
                         " cells have more than the 34359738368 cells a batch may have");
    const char kind = any.dtype().kind();
    if (kind != 'b' && kind != 'u' && kind != 'i')
        throw InputError("boards must hold integers or bools, not " + std::string(py::str(any.dtype())));
    if (any.itemsize() > 1 && any.dtype().byteorder() == '>')  // big-endian numbers: numpy turns them around
        return boards_array(any.attr("astype")(any.dtype().attr("newbyteorder")("=")), states);
    Boards out({any.shape(0), any.shape(1), any.shape(2)});  // numpy raises MemoryError when it cannot
    std::uint8_t* to = out.mutable_data();
    with_integer_type(any, "boards", [&](auto type) { narrowed_boards<typename decltype(type)::type>(any, states, to); });
    return out;
}

int largest_light(const Array& lights) {
    std::uint8_t most = 0;
    const std::uint8_t* v = lights.data();
    for (py::ssize_t i = 0; i < lights.size(); ++i) most = std::max(most, v[i]);
    return most;
}

namespace {

// The bits of one row: bit c of the row is cell c's low bit; returns the OR of
// every byte's other bits (nonzero when a cell is above 1).
std::uint64_t pack_row(const std::uint8_t* cells, int cols, Word* row) {
    std::uint64_t high = 0;
    int c = 0;
#if defined(__SSE2__)
    // Sixteen cells at a time: shift each byte's low bit to its top bit, and
    // movemask gathers the sixteen top bits in cell order.
    __m128i above_one = _mm_setzero_si128();
    const __m128i not_low = _mm_set1_epi8(char(0xFE));
    for (; c + 16 <= cols; c += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + c));
        above_one = _mm_or_si128(above_one, _mm_and_si128(v, not_low));
        const auto bits = Word(unsigned(_mm_movemask_epi8(_mm_slli_epi16(v, 7))));
        row[c / kWordBits] |= bits << (c % kWordBits);  // 16 | 64: never straddles a word
    }
    high = std::uint64_t(_mm_movemask_epi8(_mm_cmpeq_epi8(above_one, _mm_setzero_si128())) ^ 0xFFFF);
#endif
    // Eight cells at a time: bytes b0..b7 (each 0 or 1, b0 the first cell) times
    // 0x0102040810204080 put b_k at bit 56 + k, so the top byte is the eight bits in cell order.
    for (; c + 8 <= cols; c += 8) {
        std::uint64_t w;
        std::memcpy(&w, cells + c, 8);
        high |= w & 0xFEFEFEFEFEFEFEFEull;
        row[c / kWordBits] |= Word((w * 0x0102040810204080ull) >> 56) << (c % kWordBits);
    }
    for (; c < cols; ++c) {
        high |= cells[c] & 0xFEu;
        row[c / kWordBits] |= Word(cells[c] & 1u) << (c % kWordBits);
    }
    return high;
}

// The cells of one row from its bits, one byte (0/1) each.
void unpack_row(const Word* row, int cols, std::uint8_t* cells) {
    int c = 0;
#if defined(__SSE2__)
    // Sixteen cells at a time: spread two bytes of bits over sixteen bytes, keep
    // each byte's own bit, and turn it into 0/1.
    const __m128i select = _mm_set_epi8(char(0x80), 0x40, 0x20, 0x10, 8, 4, 2, 1, char(0x80), 0x40, 0x20, 0x10, 8, 4, 2, 1);
    const __m128i one = _mm_set1_epi8(1);
    for (; c + 16 <= cols; c += 16) {
        const auto bits = unsigned((row[c / kWordBits] >> (c % kWordBits)) & 0xFFFFu);
        const __m128i low = _mm_set1_epi8(char(bits & 0xFF)), high = _mm_set1_epi8(char(bits >> 8));
        const __m128i spread = _mm_unpacklo_epi64(low, high);
        const __m128i set = _mm_cmpeq_epi8(_mm_and_si128(spread, select), select);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(cells + c), _mm_and_si128(set, one));
    }
#endif
    for (; c < cols; ++c) cells[c] = std::uint8_t((row[c / kWordBits] >> (c % kWordBits)) & 1u);
}

}  // namespace

Board bits_of_array(const Array& lights) {
    const int rows = int(lights.shape(0)), cols = int(lights.shape(1));
    io::check_board_size(rows, cols, "board");  // bits: whole words a row
    Board board(rows, cols);
    const std::uint8_t* v = lights.data();
    std::uint64_t high = 0;
    for (int r = 0; r < rows; ++r) high |= pack_row(v + std::size_t(r) * std::size_t(cols), cols, board.row(r));
    if (high != 0) {
        const std::uint8_t* bad = std::find_if(v, v + lights.size(), [](std::uint8_t x) { return x > 1; });
        throw InputError("the board has a light of value " + std::to_string(*bad) + " at " +
                         cell_text((bad - v) / cols, (bad - v) % cols) +
                         "; for lights with more than two states give states=K");
    }
    return board;
}

StateBoard state_board_of_array(const Array& lights, int states) {
    StateBoard board;
    board.shape = {int(lights.shape(0)), int(lights.shape(1))};
    board.states = states;
    board.lights.assign(lights.data(), lights.data() + lights.size());
    return board;
}

Array array_of_bits(const BitGrid& grid) {
    Array out({py::ssize_t(grid.rows()), py::ssize_t(grid.cols())});
    std::uint8_t* to = out.mutable_data();
    for (int r = 0; r < grid.rows(); ++r) unpack_row(grid.row(r), grid.cols(), to + std::size_t(r) * std::size_t(grid.cols()));
    return out;
}

Array zeros(Shape shape) {
    // numpy.zeros: calloc'd pages, zero until written, at no cost for a large board.
    return py::module_::import("numpy").attr("zeros")(py::make_tuple(shape.rows, shape.cols), "uint8").cast<Array>();
}

Array array_of_counts(std::span<const std::uint8_t> counts, Shape shape) {
    Array out({py::ssize_t(shape.rows), py::ssize_t(shape.cols)});
    std::copy(counts.begin(), counts.end(), out.mutable_data());
    return out;
}

py::list cell_list(const std::vector<Cell>& cells) {
    py::list out;
    for (const Cell& cell : cells) out.append(py::make_tuple(cell.row, cell.col));
    return out;
}

std::vector<Cell> cells_of_pairs(const py::handle& pairs, Shape shape, const char* what) {
    if (py::isinstance<py::str>(pairs) || py::isinstance<py::bytes>(pairs) || !py::isinstance<py::iterable>(pairs))
        throw InputError(std::string(what) + " must be a list of (row, col) pairs, not " + shown(pairs));
    std::vector<Cell> cells;
    for (const py::handle& pair : pairs) {
        if (py::isinstance<py::str>(pair) || !py::isinstance<py::sequence>(pair) ||
            py::reinterpret_borrow<py::sequence>(pair).size() != 2)
            throw InputError(std::string(what) + ": a cell is a (row, col) pair, not " + shown(pair));
        const auto both = py::reinterpret_borrow<py::sequence>(pair);
        const std::pair<long long, long long> rc{whole_number(both[0], std::string(what) + ": a row"),
                                                 whole_number(both[1], std::string(what) + ": a column")};
        if (rc.first < 0 || rc.first >= shape.rows || rc.second < 0 || rc.second >= shape.cols)
            throw InputError(std::string(what) + ": cell " + cell_text(rc.first, rc.second) + " is off the " +
                             std::to_string(shape.rows) + "x" + std::to_string(shape.cols) +
                             " board (rows 0.." + std::to_string(shape.rows - 1) + ", columns 0.." +
                             std::to_string(shape.cols - 1) + ", 0-based)");
        cells.push_back({int(rc.first), int(rc.second)});
    }
    return cells;
}

}  // namespace lightsout::python
