// Pictures of boards (two or K states): lit and unlit lights, pressed cells marked, optional
// coordinates along the edges, as SVG or PNG (cairo).
//
// Boards up to kDetailedSide rows and columns are drawn as tiles with gaps,
// sized so that a 3x3 and a 200x200 board both read well; larger boards are
// drawn one pixel per cell (pressed cells in a third colour).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout {

enum class ImageFormat { svg, png };

// Largest side drawn as tiles; above it, one pixel per cell.
inline constexpr int kDetailedSide = 200;
// Largest picture in pixels (one pixel per cell): 2^26 cells, 256 MiB of pixels.
inline constexpr std::int64_t kMaxRenderPixels = std::int64_t(1) << 26;

struct RenderOptions {
    const PressPattern* presses = nullptr;  // cells to mark; same shape as the board
    // K-state boards: the press counts to mark (a count is written in its dot
    // when the tile is large enough); same number of cells as the board.
    const std::vector<std::uint8_t>* counts = nullptr;
    bool labels = false;                    // coordinates along the edges
    io::Coords coords = io::Coords::rc;     // how the labels count
    std::string caption;                    // one line under the board (tiles only)
};

// "x.svg" -> svg, "x.png" -> png (case-insensitive). Throws InputError otherwise.
ImageFormat image_format_for_path(std::string_view path);

// Draws `board` into `out`. Throws InputError when the presses do not match the
// board's shape or the picture would exceed kMaxRenderPixels.
void render_board(std::ostream& out, const Board& board, const RenderOptions& options, ImageFormat format);

// A board of K-state lights: a light of value v is drawn between the unlit and
// the lit colour, at v / (K - 1) of the way.
void render_board(std::ostream& out, const StateBoard& board, const RenderOptions& options, ImageFormat format);

}  // namespace lightsout
