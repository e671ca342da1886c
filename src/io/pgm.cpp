// PGM boards (netpbm) of K-state lights: P2 plain and P5 raw, maxval = K - 1,
// one sample per light. P5 rows (one byte per sample, as maxval < 256) are
// read straight into the board and written from it, block by block.
#include <algorithm>
#include <new>
#include <ostream>
#include <string>

#include "io/netpbm.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::io {

namespace {

std::string short_of(std::string_view source, std::int64_t lights_read, Shape shape) {
    return std::string(source) + ": PGM ends after " + std::to_string(lights_read) + " of the " +
           std::to_string(shape.cells()) + " lights its header declares";
}

[[noreturn]] void bad_value(std::string_view source, std::int64_t i, int value, Shape shape, int states) {
    throw InputError(std::string(source) + ": PGM row " + std::to_string(i / shape.cols + 1) + ", column " +
                     std::to_string(i % shape.cols + 1) + " is " + std::to_string(value) +
                     ", above maxval " + std::to_string(states - 1));
}

// Room for `more` lights: the capacity doubles as lights arrive, up to the
// declared total, so memory follows the raster actually read (a header alone
// costs nothing; at the last doubling old and new storage are both held).
void make_room(std::vector<std::uint8_t>& lights, std::size_t more, std::size_t total) {
    const std::size_t need = lights.size() + more;
    if (need <= lights.capacity()) return;
    lights.reserve(std::min(total, std::max(need, 2 * lights.capacity())));
}

void read_p5(Buffer& in, StateBoard& board, std::string_view source) {
    const auto total = std::size_t(board.shape.cells());
    constexpr std::size_t kBlock = std::size_t(1) << 20;
    Progress progress("reading " + std::string(source));
    progress.phase("lights", std::int64_t(total));
    for (std::size_t at = 0; at < total; at += kBlock) {
        const std::size_t want = std::min(kBlock, total - at);
        make_room(board.lights, want, total);
        board.lights.resize(at + want);
        const auto got = std::size_t(in.sgetn(reinterpret_cast<char*>(board.lights.data() + at), std::streamsize(want)));
        if (got != want) throw InputError(short_of(source, std::int64_t(at + got), board.shape));
        for (std::size_t i = at; i < at + want; ++i)
            if (board.lights[i] >= board.states) bad_value(source, std::int64_t(i), board.lights[i], board.shape, board.states);
        progress.update(std::int64_t(at + want));
    }
}

void read_p2(Buffer& in, StateBoard& board, std::string_view source) {
    const auto total = std::size_t(board.shape.cells());
    for (std::size_t i = 0; i < total; ++i) {
        skip_space_and_comments(in);
        int ch = in.sgetc();
        if (ch == kEnd) throw InputError(short_of(source, std::int64_t(i), board.shape));
        if (ch < '0' || ch > '9')
            throw InputError(std::string(source) + ": PGM light " + std::to_string(i + 1) + " starts with '" +
                             char(ch) + "' (P2 samples are decimal numbers)");
        int value = 0;
        for (; ch != kEnd && ch >= '0' && ch <= '9'; ch = in.snextc())
            if ((value = value * 10 + (ch - '0')) > 999) break;
        if (value >= board.states) bad_value(source, std::int64_t(i), value, board.shape, board.states);
        make_room(board.lights, 1, total);
        board.lights.push_back(std::uint8_t(value));
    }
}

}  // namespace

StateBoard read_pgm(std::istream& stream, int states, std::string_view source) {
    check_asked_states(states);
    if (!stream.rdbuf()) throw InputError(std::string(source) + ": cannot read");
    Buffer& in = *stream.rdbuf();
    const int p = in.sbumpc(), kind = in.sbumpc();
    if (p != 'P' || (kind != '2' && kind != '5'))
        throw InputError(std::string(source) + " is not a PGM board (expected 'P2' or 'P5' at the start)");
    return read_pgm_raster(stream, kind, states, source);
}

StateBoard read_pgm_raster(std::istream& stream, int kind, int states, std::string_view source) {
    Buffer& in = *stream.rdbuf();
    check_after_magic(in, source, "PGM");
    const int cols = read_dimension(in, source, "PGM", "width");
    const int rows = read_dimension(in, source, "PGM", "height");
    const int maxval = read_dimension(in, source, "PGM", "maxval", 65535);
    if (maxval + 1 > zk::kMaxStates)
        throw InputError(std::string(source) + ": PGM maxval " + std::to_string(maxval) + " means " +
                         std::to_string(maxval + 1) + " states; lights have at most " + std::to_string(zk::kMaxStates) +
                         " (maxval " + std::to_string(zk::kMaxStates - 1) + ")");
    if (states > 0 && maxval + 1 != states)
        throw InputError(std::string(source) + ": PGM maxval " + std::to_string(maxval) + " means " +
                         std::to_string(maxval + 1) + " states, but " + std::to_string(states) +
                         " were asked for (maxval must be K - 1)");
    check_state_board_size(rows, cols, source);
    StateBoard board;
    board.shape = {rows, cols};
    board.states = maxval + 1;
    if (kind == '5' && !is_space(in.sbumpc())) throw InputError(short_of(source, 0, board.shape));
    // P5: a byte a light; P2: a digit a light at least.
    const bool in_file = check_raster_fits(stream, std::uint64_t(board.shape.cells()), source, "PGM", rows, cols);
    try {
        if (in_file) board.lights.reserve(std::size_t(board.shape.cells()));  // the file holds that much
        if (kind == '5') read_p5(in, board, source);
        else read_p2(in, board, source);
        check_raster_ends(in, kind == '2', source, "PGM", rows, cols);
    } catch (const std::bad_alloc&) {
        throw InputError(std::string(source) + ": a " + std::to_string(rows) + " x " + std::to_string(cols) +
                         " board does not fit in memory");
    }
    return board;
}

void write_pgm(std::ostream& out, const StateBoard& board) {
    out << "P5\n" << board.shape.cols << ' ' << board.shape.rows << '\n' << board.states - 1 << '\n';
    constexpr std::size_t kBlock = std::size_t(1) << 20;
    for (std::size_t at = 0; at < board.lights.size(); at += kBlock)
        out.write(reinterpret_cast<const char*>(board.lights.data() + at),
                  std::streamsize(std::min(kBlock, board.lights.size() - at)));
}

void write_pgm_plain(std::ostream& out, const StateBoard& board) {
    out << "P2\n" << board.shape.cols << ' ' << board.shape.rows << '\n' << board.states - 1 << '\n';
    std::string line;
    for (int r = 0; r < board.shape.rows; ++r) {
        line.clear();
        for (int c = 0; c < board.shape.cols; ++c) {
            if (c) line += ' ';
            line += std::to_string(board.at(r, c));
        }
        line += '\n';
        out.write(line.data(), std::streamsize(line.size()));
    }
}

}  // namespace lightsout::io
