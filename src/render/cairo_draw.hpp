// What the pictures of boards and of graphs share: the palette, cairo handles
// that free themselves, and writing a surface to a stream.
#pragma once

#include <cairo-svg.h>
#include <cairo.h>

#include <cmath>
#include <functional>
#include <memory>
#include <new>
#include <ostream>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout::draw {

struct Colour {
    double r, g, b;
};
// One palette for tiles, discs and pixels: a dark frame, warm lit lights, slate unlit ones.
inline constexpr Colour kBackground{0.118, 0.141, 0.188};
inline constexpr Colour kLit{1.000, 0.812, 0.251};
inline constexpr Colour kUnlit{0.227, 0.267, 0.337};
inline constexpr Colour kPress{1.000, 0.353, 0.373};
inline constexpr Colour kPressedLit{1.000, 0.478, 0.271};
inline constexpr Colour kPressedUnlit{0.839, 0.200, 0.424};
inline constexpr Colour kLabel{0.667, 0.702, 0.761};

inline void set_colour(cairo_t* cr, Colour c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

// cairo's write callback. Nothing may be thrown through cairo's C frames: what
// the stream throws (its buffer out of memory) becomes a status, which
// check() turns into an exception once cairo has returned.
inline cairo_status_t write_to_stream(void* closure, const unsigned char* data, unsigned int length) noexcept {
    auto* out = static_cast<std::ostream*>(closure);
    try {
        out->write(reinterpret_cast<const char*>(data), std::streamsize(length));
        return *out ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
    } catch (const std::bad_alloc&) {
        return CAIRO_STATUS_NO_MEMORY;
    } catch (...) {
        return CAIRO_STATUS_WRITE_ERROR;
    }
}

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using Context = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// Every cairo status is checked: not enough memory is std::bad_alloc, any
// other failure InputError with cairo's reason.
inline void check(cairo_status_t status, const char* what) {
    if (status == CAIRO_STATUS_NO_MEMORY) throw std::bad_alloc();
    if (status != CAIRO_STATUS_SUCCESS)
        throw InputError(std::string("cannot draw the picture (") + what + ": " + cairo_status_to_string(status) + ")");
}

// The width of one line of text, measured on a scratch surface.
inline double text_width(const std::string& text, double font) {
    Surface scratch(cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1), cairo_surface_destroy);
    Context cr(cairo_create(scratch.get()), cairo_destroy);
    check(cairo_status(cr.get()), "text");
    cairo_select_font_face(cr.get(), "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr.get(), font);
    cairo_text_extents_t extents;
    cairo_text_extents(cr.get(), text.c_str(), &extents);
    return extents.x_advance;
}

inline void rounded_rectangle(cairo_t* cr, double x, double y, double w, double h, double radius) {
    if (radius <= 0) {
        cairo_rectangle(cr, x, y, w, h);
        return;
    }
    const double d = M_PI / 180.0;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - radius, y + radius, radius, -90 * d, 0);
    cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, 90 * d);
    cairo_arc(cr, x + radius, y + h - radius, radius, 90 * d, 180 * d);
    cairo_arc(cr, x + radius, y + radius, radius, 180 * d, 270 * d);
    cairo_close_path(cr);
}

inline void draw_text_centred(cairo_t* cr, const std::string& text, double x, double y) {
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text.c_str(), &extents);
    cairo_move_to(cr, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing);
    cairo_show_text(cr, text.c_str());
}

// Draws a width x height picture with `paint` and writes it to `out` as SVG
// (vector) or PNG.
inline void paint_picture(std::ostream& out, double width, double height, bool svg,
                          const std::function<void(cairo_t*)>& paint) {
    if (svg) {
        Surface surface(cairo_svg_surface_create_for_stream(write_to_stream, &out, width, height), cairo_surface_destroy);
        Context cr(cairo_create(surface.get()), cairo_destroy);
        paint(cr.get());
        check(cairo_status(cr.get()), "svg");
        cr.reset();
        cairo_surface_finish(surface.get());
        check(cairo_surface_status(surface.get()), "svg");
        return;
    }
    Surface image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, int(width), int(height)), cairo_surface_destroy);
    check(cairo_surface_status(image.get()), "image");
    Context cr(cairo_create(image.get()), cairo_destroy);
    paint(cr.get());
    check(cairo_status(cr.get()), "png");
    cr.reset();
    check(cairo_surface_write_to_png_stream(image.get(), write_to_stream, &out), "png");
}

}  // namespace lightsout::draw
