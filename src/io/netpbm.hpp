// What the netpbm readers share (PBM: pbm.cpp, PGM: pgm.cpp): header tokens
// and the raster after the magic number.
#pragma once

#include <cstdint>
#include <istream>
#include <streambuf>
#include <string_view>

#include "lightsout/board.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout::io {

using Buffer = std::streambuf;
inline constexpr int kEnd = std::char_traits<char>::eof();

inline bool is_space(int ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f'; }

// Skips white space and '#' comments (to the end of their line).
void skip_space_and_comments(Buffer& in);

// The magic number ends with white space or a comment.
void check_after_magic(Buffer& in, std::string_view source, std::string_view format);

// A header number (width, height, maxval) from 1 to `most`; `format` ("PBM",
// "PGM") and `what` name it in errors.
int read_dimension(Buffer& in, std::string_view source, std::string_view format, const char* what,
                   int most = 2147483647);

// On a stream that can seek (a file), throws InputError "SOURCE: FORMAT
// declares C x R cells (N bytes at least) but holds only M bytes" when fewer
// than `least` bytes follow: checked before any memory is taken. Pipes are
// not checked (their boards grow as rows arrive): returns whether it checked.
bool check_raster_fits(std::istream& stream, std::uint64_t least, std::string_view source, std::string_view format,
                       int rows, int cols);

// After the last light: nothing more, or InputError "SOURCE: FORMAT has
// samples after its last light (C x R = N lights)". A plain raster (P1, P2)
// may end with white space and comments; in a raw one (P4, P5) every byte is
// raster, so any byte after the last light is refused.
void check_raster_ends(Buffer& in, bool plain, std::string_view source, std::string_view format, int rows, int cols);

// A PGM board once its magic number "P2" or "P5" (kind '2' or '5') is read;
// states as in state_io.hpp.
StateBoard read_pgm_raster(std::istream& stream, int kind, int states, std::string_view source);

// A PBM board once its magic number "P1" or "P4" (kind '1' or '4') is read.
Board read_pbm_raster(std::istream& stream, int kind, std::string_view source);

}  // namespace lightsout::io
