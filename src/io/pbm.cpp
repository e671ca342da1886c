// PBM boards (netpbm): P1 plain and P4 raw, 1 = lit. P4 rows go straight into
// the board's words (see bit_order.hpp): no per-cell work, no second copy.
#include <climits>
#include <cstdint>
#include <istream>
#include <new>
#include <ostream>
#include <string>
#include <vector>

#include "io/bit_order.hpp"
#include "io/netpbm.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

// The board a header declares, before any of its rows: its pages cost memory
// only as rows are written into them (board.hpp), so a header that promises
// more than the file holds costs address space, not memory.
Board allocate(int rows, int cols, std::string_view source) {
    check_board_size(rows, cols, source);
    try {
        return Board(rows, cols);
    } catch (const std::bad_alloc&) {
        throw InputError(std::string(source) + ": a " + std::to_string(rows) + " x " + std::to_string(cols) +
                         " board does not fit in memory");
    }
}

std::string short_of(std::string_view source, int rows_read, int rows) {
    return std::string(source) + ": PBM ends after " + std::to_string(rows_read) + " of the " +
           std::to_string(rows) + " rows its header declares";
}

Board read_p4(std::istream& stream, int rows, int cols, std::string_view source) {
    check_board_size(rows, cols, source);
    const std::size_t row_bytes = (std::size_t(cols) + 7) / 8;
    check_raster_fits(stream, std::uint64_t(rows) * row_bytes, source, "PBM", rows, cols);
    Board board = allocate(rows, cols, source);
    const std::size_t words = board.words_per_row();
    Buffer& in = *stream.rdbuf();
    // A huge board shows progress while it is read (after its first second).
    Progress progress("reading " + std::string(source));
    progress.phase("rows", rows);
    if (row_bytes == words * sizeof(Word)) {
        // Rows fill whole words (up to pad bits): the raster is the board's memory, byte for byte.
        // Read in blocks of about 1 MiB.
        const int rows_per_block = int(std::max<std::size_t>(1, (std::size_t(1) << 20) / row_bytes));
        for (int r0 = 0; r0 < rows; r0 += rows_per_block) {
            const int r1 = std::min(rows, r0 + rows_per_block);
            const std::size_t want = row_bytes * std::size_t(r1 - r0);
            auto got = std::size_t(in.sgetn(reinterpret_cast<char*>(board.row(r0)), std::streamsize(want)));
            if (got != want) throw InputError(short_of(source, r0 + int(got / row_bytes), rows));
            progress.update(r1);
        }
        detail::pbm_bytes_to_words(board.data(), board.word_count());
        // 57..63 columns use the last word's bytes but not all its bits.
        if (const Word tail = board.last_word_mask(); tail != ~Word{0})
            for (int r = 0; r < rows; ++r) board.row(r)[words - 1] &= tail;
        return board;
    }
    const Word tail = board.last_word_mask();
    for (int r = 0; r < rows; ++r) {
        Word* row = board.row(r);
        if (std::size_t(in.sgetn(reinterpret_cast<char*>(row), std::streamsize(row_bytes))) != row_bytes)
            throw InputError(short_of(source, r, rows));
        detail::pbm_bytes_to_words(row, words);
        row[words - 1] &= tail;  // PBM pad bits may be anything; ours are zero
        progress.update(r);
    }
    return board;
}

Board read_p1(Buffer& in, int rows, int cols, std::string_view source) {
    Board board = allocate(rows, cols, source);
    for (int r = 0; r < rows; ++r) {
        Word* row = board.row(r);
        for (int c = 0; c < cols; ++c) {
            skip_space_and_comments(in);
            int ch = in.sbumpc();
            if (ch == kEnd) throw InputError(short_of(source, r, rows));
            if (ch != '0' && ch != '1')
                throw InputError(std::string(source) + ": PBM row " + std::to_string(r + 1) + ", cell " +
                                 std::to_string(c + 1) + " is '" + char(ch) + "' (P1 cells are 0 or 1)");
            if (ch == '1') row[c / kWordBits] |= Word{1} << (c % kWordBits);
        }
    }
    return board;
}

}  // namespace

Board read_pbm(std::istream& stream, std::string_view source) {
    if (!stream.rdbuf()) throw InputError(std::string(source) + ": cannot read");
    Buffer& in = *stream.rdbuf();
    int p = in.sbumpc(), kind = in.sbumpc();
    if (p != 'P' || (kind != '1' && kind != '4'))
        throw InputError(std::string(source) + " is not a PBM board (expected 'P1' or 'P4' at the start)");
    return read_pbm_raster(stream, kind, source);
}

Board read_pbm_raster(std::istream& stream, int kind, std::string_view source) {
    Buffer& in = *stream.rdbuf();
    check_after_magic(in, source, "PBM");
    const int cols = read_dimension(in, source, "PBM", "width");
    const int rows = read_dimension(in, source, "PBM", "height");
    if (kind == '1') {
        check_board_size(rows, cols, source);
        check_raster_fits(stream, std::uint64_t(rows) * std::uint64_t(cols), source, "PBM", rows, cols);  // a byte a cell at least
        Board board = read_p1(in, rows, cols, source);
        check_raster_ends(in, true, source, "PBM", rows, cols);
        return board;
    }
    // Exactly one white space character separates the header from the raster.
    if (!is_space(in.sbumpc())) throw InputError(short_of(source, 0, rows));
    Board board = read_p4(stream, rows, cols, source);
    check_raster_ends(in, false, source, "PBM", rows, cols);
    return board;
}

void write_pbm(std::ostream& out, const Board& board) {
    out << "P4\n" << board.cols() << ' ' << board.rows() << '\n';
    const std::size_t words = board.words_per_row();
    const std::size_t row_bytes = (std::size_t(board.cols()) + 7) / 8;
    // Whole words per row: convert and write many rows at a time.
    const std::size_t rows_per_chunk = std::max<std::size_t>(1, (std::size_t(1) << 20) / (words * 8 + 1));
    std::vector<unsigned char> chunk(rows_per_chunk * words * 8);
    Progress progress("writing");
    progress.phase("rows", board.rows());
    for (int r0 = 0; r0 < board.rows(); r0 += int(rows_per_chunk)) {
        progress.update(r0);
        int r1 = int(std::min<std::int64_t>(board.rows(), std::int64_t(r0) + std::int64_t(rows_per_chunk)));
        unsigned char* at = chunk.data();
        for (int r = r0; r < r1; ++r) {
            detail::words_to_pbm_bytes(board.row(r), words, at);
            at += row_bytes;  // the next row overwrites this row's unused tail bytes
        }
        out.write(reinterpret_cast<const char*>(chunk.data()), std::streamsize(at - chunk.data()));
    }
}

void write_pbm_plain(std::ostream& out, const Board& board) {
    out << "P1\n" << board.cols() << ' ' << board.rows() << '\n';
    write_text_board(out, board);
}

}  // namespace lightsout::io
