// The largest boards the readers and gen accept (docs/ROBUSTNESS.md "Input
// sizes and memory"): checked on the declared size, before any memory is taken.
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

std::string shape_text(std::int64_t rows, std::int64_t cols) {
    return "a board of " + std::to_string(rows) + " rows of " + std::to_string(cols) + " cells";
}

// rows and cols are 1..INT_MAX, so their product fits.
void check_cells(std::int64_t rows, std::int64_t cols, const std::string& board, std::string_view source) {
    if (rows * cols > kMaxCells)
        throw InputError(std::string(source) + ": " + board + " has more than the " + std::to_string(kMaxCells) +
                         " cells a board may have");
}

void check_bytes(std::int64_t bytes, const std::string& board, const char* layout, std::string_view source) {
    if (bytes > kMaxBoardBytes)
        throw InputError(std::string(source) + ": " + board + " takes " + std::to_string(bytes) + " bytes (" + layout +
                         "), more than the " + std::to_string(kMaxBoardBytes) + " a board may take");
}

}  // namespace

void check_board_size(std::int64_t rows, std::int64_t cols, std::string_view source) {
    const std::string board = shape_text(rows, cols);
    check_cells(rows, cols, board, source);
    const std::int64_t words_per_row = (cols + kWordBits - 1) / kWordBits;
    check_bytes(rows * words_per_row * 8, board, "each row in whole 64-bit words", source);
}

void check_state_board_size(std::int64_t rows, std::int64_t cols, std::string_view source) {
    const std::string board = shape_text(rows, cols);
    check_cells(rows, cols, board, source);
    check_bytes(rows * cols, board, "a byte per light", source);
}

}  // namespace lightsout::io
