// Pictures of boards with cairo (see render.hpp).
#include "lightsout/render.hpp"

#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "render/cairo_draw.hpp"
#include "lightsout/error.hpp"

namespace lightsout {

namespace {

using namespace draw;

// What the picture shows, for two-state and K-state boards alike: each
// light's level (0 = unlit .. 1 = lit) and each cell's presses.
struct Lights {
    const Board* bits = nullptr;
    const StateBoard* states = nullptr;
    const RenderOptions* options = nullptr;

    int rows() const { return bits ? bits->rows() : states->shape.rows; }
    int cols() const { return bits ? bits->cols() : states->shape.cols; }
    Shape shape() const { return {rows(), cols()}; }
    double level(int r, int c) const { return bits ? bits->get(r, c) : states->at(r, c) / double(states->states - 1); }
    bool on(int r, int c) const { return level(r, c) >= 0.5; }
    // Times (r, c) is pressed (0 or 1 for a two-state press pattern).
    int presses(int r, int c) const {
        if (options->presses) return options->presses->get(r, c);
        if (options->counts) return (*options->counts)[std::size_t(r) * std::size_t(cols()) + std::size_t(c)];
        return 0;
    }
};

Colour between(Colour a, Colour b, double t) { return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t}; }

// ---- tiles (up to kDetailedSide) --------------------------------------------

// Sizes of the tiled picture, all in pixels.
struct Layout {
    double cell = 0, gap = 0, radius = 0, font = 0;
    double left = 0, top = 0, right = 0, bottom = 0;  // margins around the grid
    int label_step = 1;                               // label every k-th row / column
    bool labels_in_cells = false;                     // index coordinates written in each cell
    double width = 0, height = 0;
};

int digits(std::int64_t value) { return int(std::to_string(value).size()); }

Layout plan_layout(const Lights& board, const RenderOptions& options) {
    Layout l;
    const int side = std::max(board.rows(), board.cols());
    // About 720 pixels across, but never tiles smaller than 4 or larger than 56.
    l.cell = std::clamp(std::floor(720.0 / side), 4.0, 56.0);
    l.gap = l.cell >= 16 ? std::max(1.0, std::round(l.cell / 14)) : 1.0;
    l.radius = l.cell >= 16 ? 0.16 * l.cell : 0.0;
    l.font = std::clamp(0.42 * l.cell, 10.0, 15.0);
    const double pad = std::max(6.0, std::min(16.0, l.cell / 3));
    l.left = l.right = l.top = l.bottom = pad;
    if (options.labels) {
        const std::int64_t largest = options.coords == io::Coords::index
                                         ? std::int64_t(board.rows() - 1) * board.cols() + 1
                                         : std::max(board.rows(), board.cols());
        const double label_width = 0.62 * l.font * digits(largest) + 4;
        l.label_step = 1;
        while (l.label_step * l.cell < label_width) l.label_step = l.label_step < 5 ? l.label_step + 1 : l.label_step * 2;
        l.labels_in_cells = options.coords == io::Coords::index && l.cell >= 28 &&
                            0.3 * l.cell * digits(board.shape().cells()) * 0.62 < l.cell - 4;
        if (!l.labels_in_cells) {
            l.left += label_width + 2;
            l.right += label_width / 2;  // the last column's label is centred on it
            if (options.coords == io::Coords::xy)
                l.bottom += l.font + 6;
            else
                l.top += l.font + 6;
        }
    }
    l.width = std::ceil(l.left + board.cols() * l.cell + l.right);
    if (!options.caption.empty()) {
        l.bottom += l.font + 12;
        l.width = std::max(l.width, std::ceil(l.left + text_width(options.caption, l.font) + l.right));
    }
    l.height = std::ceil(l.top + board.rows() * l.cell + l.bottom);
    return l;
}

void draw_text_right(cairo_t* cr, const std::string& text, double x, double y) {
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text.c_str(), &extents);
    cairo_move_to(cr, x - extents.width - extents.x_bearing, y - extents.height / 2 - extents.y_bearing);
    cairo_show_text(cr, text.c_str());
}

void draw_tiles(cairo_t* cr, const Lights& board, const Layout& l) {
    const double tile = l.cell - l.gap;
    const bool counts = board.options->counts != nullptr;
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const double x = l.left + c * l.cell + l.gap / 2, y = l.top + r * l.cell + l.gap / 2;
            const double level = board.level(r, c);
            const int times = board.presses(r, c);
            // Tiles too small for a dot show a press by their colour.
            if (times && tile < 10)
                set_colour(cr, between(kPressedUnlit, kPressedLit, level));
            else
                set_colour(cr, between(kUnlit, kLit, level));
            rounded_rectangle(cr, x, y, tile, tile, l.radius);
            cairo_fill(cr);
            if (!times || tile < 10) continue;
            // A dot with a light ring reads on both lit and unlit tiles.
            set_colour(cr, kPress);
            cairo_arc(cr, x + tile / 2, y + tile / 2, (counts ? 0.3 : 0.24) * tile, 0, 2 * M_PI);
            cairo_fill_preserve(cr);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_set_line_width(cr, std::max(1.0, tile / 20));
            cairo_stroke(cr);
            if (counts && tile >= 18) {  // how many times, in the dot
                cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
                cairo_set_font_size(cr, 0.3 * tile);
                draw_text_centred(cr, std::to_string(times), x + tile / 2, y + tile / 2);
            }
        }
    }
}

void draw_labels(cairo_t* cr, const Lights& board, const RenderOptions& options, const Layout& l) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    const int rows = board.rows(), cols = board.cols();
    if (l.labels_in_cells) {
        cairo_set_font_size(cr, 0.3 * l.cell);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if (board.on(r, c))
                    cairo_set_source_rgba(cr, 0, 0, 0, 0.55);
                else
                    set_colour(cr, kLabel);
                const std::string text = std::to_string(std::int64_t(r) * cols + c + 1);
                cairo_move_to(cr, l.left + c * l.cell + l.gap / 2 + 0.12 * l.cell,
                              l.top + r * l.cell + l.gap / 2 + 0.36 * l.cell);
                cairo_show_text(cr, text.c_str());
            }
        return;
    }
    cairo_set_font_size(cr, l.font);
    set_colour(cr, kLabel);
    const double grid_bottom = l.top + rows * l.cell;
    for (int c = 0; c < cols; ++c) {
        if ((c + 1) % l.label_step != 0 && c != 0) continue;
        const double x = l.left + (c + 0.5) * l.cell;
        const double y = options.coords == io::Coords::xy ? grid_bottom + 3 + l.font / 2 + 3 : l.top - 3 - l.font / 2 - 3;
        draw_text_centred(cr, std::to_string(c + 1), x, y);
    }
    for (int r = 0; r < rows; ++r) {
        const int user_row = options.coords == io::Coords::xy ? rows - r : r + 1;
        if (user_row % l.label_step != 0 && user_row != 1) continue;
        const std::int64_t label =
            options.coords == io::Coords::index ? std::int64_t(r) * cols + 1 : std::int64_t(user_row);
        draw_text_right(cr, std::to_string(label), l.left - 6, l.top + (r + 0.5) * l.cell);
    }
}

void draw_caption(cairo_t* cr, const std::string& caption, const Layout& l) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, l.font);
    set_colour(cr, kLabel);
    cairo_move_to(cr, l.left, l.height - 10 - 2);
    cairo_show_text(cr, caption.c_str());
}

void draw_detailed(cairo_t* cr, const Lights& board, const RenderOptions& options, const Layout& l) {
    set_colour(cr, kBackground);
    cairo_paint(cr);
    draw_tiles(cr, board, l);
    if (options.labels) draw_labels(cr, board, options, l);
    if (!options.caption.empty()) draw_caption(cr, options.caption, l);
}

// ---- one pixel per cell -------------------------------------------------------

std::uint32_t pixel(Colour c) {
    auto channel = [](double v) { return std::uint32_t(std::lround(v * 255)); };
    return 0xff000000u | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b);
}

Surface pixel_image(const Lights& board) {
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, board.cols(), board.rows()),
                    cairo_surface_destroy);
    check(cairo_surface_status(surface.get()), "image");
    cairo_surface_flush(surface.get());
    unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    // One colour per light value, pressed or not (two for a two-state board).
    const int values = board.bits ? 2 : board.states->states;
    std::vector<std::uint32_t> plain(static_cast<std::size_t>(values)), marked(static_cast<std::size_t>(values));
    for (int v = 0; v < values; ++v) {
        const double t = v / double(values - 1);
        plain[std::size_t(v)] = pixel(between(kBackground, kLit, t));
        marked[std::size_t(v)] = pixel(between(kPressedUnlit, kPressedLit, t));
    }
    for (int r = 0; r < board.rows(); ++r) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + std::size_t(r) * stride);
        for (int c = 0; c < board.cols(); ++c) {
            const auto v = std::size_t(std::lround(board.level(r, c) * (values - 1)));
            row[c] = board.presses(r, c) ? marked[v] : plain[v];
        }
    }
    cairo_surface_mark_dirty(surface.get());
    return surface;
}

void check_size(const Lights& board, const RenderOptions& options) {
    if (board.rows() <= 0 || board.cols() <= 0) throw InputError("cannot draw an empty board");
    if (options.counts && std::int64_t(options.counts->size()) != board.shape().cells())
        throw InputError("the press counts are for " + std::to_string(options.counts->size()) + " cells, not " +
                         std::to_string(board.shape().cells()));
    if (options.presses && options.presses->shape() != board.shape())
        throw InputError("the presses are for a " + std::to_string(options.presses->rows()) + "x" +
                         std::to_string(options.presses->cols()) + " board, not " + std::to_string(board.rows()) +
                         "x" + std::to_string(board.cols()));
    if (board.shape().cells() > kMaxRenderPixels || board.rows() > 32767 || board.cols() > 32767)
        throw InputError("the board is too large to draw (" + std::to_string(board.rows()) + "x" +
                         std::to_string(board.cols()) + "; at most " + std::to_string(kMaxRenderPixels) +
                         " cells and 32767 per side)");
}

}  // namespace

ImageFormat image_format_for_path(std::string_view path) {
    auto ends_with = [&](std::string_view suffix) {
        if (path.size() < suffix.size()) return false;
        for (std::size_t i = 0; i < suffix.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(path[path.size() - suffix.size() + i])) != suffix[i])
                return false;
        return true;
    };
    if (ends_with(".svg")) return ImageFormat::svg;
    if (ends_with(".png")) return ImageFormat::png;
    throw InputError("cannot tell the picture format of '" + std::string(path) + "' (expected a .svg or .png name)");
}

namespace {

void render(std::ostream& out, const Lights& board, const RenderOptions& options, ImageFormat format) {
    check_size(board, options);
    const bool detailed = board.rows() <= kDetailedSide && board.cols() <= kDetailedSide;
    if (!detailed) {
        Surface image = pixel_image(board);
        if (format == ImageFormat::png) {
            check(cairo_surface_write_to_png_stream(image.get(), write_to_stream, &out), "png");
            return;
        }
        // SVG: the pixel image embedded once, scaled without smoothing.
        Surface svg(cairo_svg_surface_create_for_stream(write_to_stream, &out, board.cols(), board.rows()),
                    cairo_surface_destroy);
        Context cr(cairo_create(svg.get()), cairo_destroy);
        cairo_set_source_surface(cr.get(), image.get(), 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr.get()), CAIRO_FILTER_NEAREST);
        cairo_paint(cr.get());
        check(cairo_status(cr.get()), "svg");
        cr.reset();
        cairo_surface_finish(svg.get());
        check(cairo_surface_status(svg.get()), "svg");
        return;
    }
    const Layout layout = plan_layout(board, options);
    paint_picture(out, layout.width, layout.height, format == ImageFormat::svg,
                  [&](cairo_t* cr) { draw_detailed(cr, board, options, layout); });
}

}  // namespace

void render_board(std::ostream& out, const Board& board, const RenderOptions& options, ImageFormat format) {
    render(out, Lights{&board, nullptr, &options}, options, format);
}

void render_board(std::ostream& out, const StateBoard& board, const RenderOptions& options, ImageFormat format) {
    render(out, Lights{nullptr, &board, &options}, options, format);
}

}  // namespace lightsout
