#include "io/netpbm.hpp"

#include <cstdint>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout::io {

void skip_space_and_comments(Buffer& in) {
    for (int ch = in.sgetc(); ch != kEnd; ch = in.sgetc()) {
        if (is_space(ch)) {
            in.sbumpc();
        } else if (ch == '#') {
            while (ch != kEnd && ch != '\n') ch = in.snextc();
        } else {
            return;
        }
    }
}

void check_after_magic(Buffer& in, std::string_view source, std::string_view format) {
    const int ch = in.sgetc();
    if (ch != kEnd && !is_space(ch) && ch != '#')
        throw InputError(std::string(source) + ": " + std::string(format) + " magic number is followed by '" +
                         char(ch) + "'");
}

int read_dimension(Buffer& in, std::string_view source, std::string_view format, const char* what, int most) {
    const std::string head = std::string(source) + ": " + std::string(format) + " " + what;
    skip_space_and_comments(in);
    int ch = in.sgetc();
    if (ch == '-') throw InputError(head + " is negative");
    if (ch == kEnd || ch < '0' || ch > '9')
        throw InputError(std::string(source) + ": " + std::string(format) + " header has no " + what +
                         (format == "PGM" ? " (expected 'P2' or 'P5', then width, height and maxval)"
                                          : " (expected 'P1' or 'P4', then width and height)"));
    std::int64_t value = 0;
    for (; ch != kEnd && ch >= '0' && ch <= '9'; ch = in.snextc()) {
        value = value * 10 + (ch - '0');
        if (value > most) throw InputError(head + " is too large (at most " + std::to_string(most) + ")");
    }
    if (ch != kEnd && !is_space(ch) && ch != '#')
        throw InputError(head + " is followed by '" + char(ch) + "' instead of white space");
    if (value == 0)
        throw InputError(head + " is 0" + (std::string_view(what) == "maxval" ? "" : " (a board needs at least one cell)"));
    return int(value);
}

bool check_raster_fits(std::istream& stream, std::uint64_t least, std::string_view source, std::string_view format,
                       int rows, int cols) {
    Buffer& in = *stream.rdbuf();
    const auto here = in.pubseekoff(0, std::ios::cur, std::ios::in);
    if (here == std::streampos(-1)) return false;
    const auto end = in.pubseekoff(0, std::ios::end, std::ios::in);
    in.pubseekpos(here, std::ios::in);
    if (end == std::streampos(-1)) return false;
    if (std::uint64_t(end - here) >= least) return true;
    throw InputError(std::string(source) + ": " + std::string(format) + " declares " + std::to_string(cols) + " x " +
                     std::to_string(rows) + " cells (" + std::to_string(least) + " bytes at least) but holds only " +
                     std::to_string(std::uint64_t(end - here)) + " bytes");
}

void check_raster_ends(Buffer& in, bool plain, std::string_view source, std::string_view format, int rows, int cols) {
    // More samples would make a different board than the one the header declares.
    if (plain) skip_space_and_comments(in);
    if (in.sgetc() == kEnd) return;
    throw InputError(std::string(source) + ": " + std::string(format) + " has samples after its last light (" +
                     std::to_string(cols) + " x " + std::to_string(rows) + " = " +
                     std::to_string(std::int64_t(rows) * cols) + " lights)");
}

}  // namespace lightsout::io
