// Pictures of graphs with cairo (see render_graph.hpp). The positions are
// scaled to about 760 pixels across; a light's size follows the closest pair
// of lights, so that neighbours never overlap.
#include "lightsout/render_graph.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "render/cairo_draw.hpp"
#include "lightsout/error.hpp"

namespace lightsout {

namespace {

using namespace draw;

struct Frame {
    double scale = 1, left = 0, top = 0, radius = 10, font = 12, width = 0, height = 0;
    double min_x = 0, min_y = 0;
    double x(const Point3& p) const { return left + (p.x - min_x) * scale; }
    double y(const Point3& p) const { return top + (p.y - min_y) * scale; }
};

// The least distance between two positions: a sweep in x order that stops
// looking once the x gap alone exceeds the best distance.
double closest_pair(std::span<const Point3> at) {
    double best = std::numeric_limits<double>::infinity();
    std::vector<std::size_t> order(at.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return at[a].x < at[b].x; });
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size() && at[order[j]].x - at[order[i]].x < best; ++j)
            best = std::min(best, std::hypot(at[order[j]].x - at[order[i]].x, at[order[j]].y - at[order[i]].y));
    return best;
}

Frame plan(std::span<const Point3> at, const GraphRenderOptions& options, bool labels) {
    Frame f;
    double max_x = at[0].x, max_y = at[0].y;
    f.min_x = at[0].x, f.min_y = at[0].y;
    for (const Point3& p : at) {
        f.min_x = std::min(f.min_x, p.x), f.min_y = std::min(f.min_y, p.y);
        max_x = std::max(max_x, p.x), max_y = std::max(max_y, p.y);
    }
    const double span = std::max({max_x - f.min_x, max_y - f.min_y, 1e-9});
    // About 760 pixels across, less when the lights would grow above 26 pixels.
    const double share = options.tiles ? 0.46 : 0.32;  // of the distance between the closest lights
    const double closest = at.size() > 1 ? std::max(closest_pair(at), 1e-9) : span;
    f.scale = std::min(760.0 / span, 26.0 / (share * closest));
    f.radius = std::max(share * closest * f.scale, 2.5);
    f.font = std::clamp(0.7 * f.radius, 9.0, 13.0);
    const double margin = f.radius + (labels && !options.tiles ? 2.2 * f.font : 0) + 12;
    f.left = f.top = margin;
    f.width = std::ceil((max_x - f.min_x) * f.scale + 2 * margin);
    if (!options.caption.empty()) f.width = std::max(f.width, std::ceil(text_width(options.caption, f.font) + 24));
    f.left = (f.width - (max_x - f.min_x) * f.scale) / 2;  // centred under a wider caption
    f.height = std::ceil((max_y - f.min_y) * f.scale + 2 * margin + (options.caption.empty() ? 0 : f.font + 12));
    return f;
}

// A light's colour: unlit at 0, lit at K - 1, shaded in between.
Colour shade(int value, int states) {
    const double t = states <= 1 ? 0 : double(value) / double(states - 1);
    return {kUnlit.r + t * (kLit.r - kUnlit.r), kUnlit.g + t * (kLit.g - kUnlit.g), kUnlit.b + t * (kLit.b - kUnlit.b)};
}

void draw_edges(cairo_t* cr, const Graph& g, std::span<const Point3> at, const Frame& f) {
    cairo_set_source_rgba(cr, kLabel.r, kLabel.g, kLabel.b, 0.55);
    cairo_set_line_width(cr, std::clamp(f.radius / 8, 0.6, 2.0));
    for (int u = 0; u < g.vertices(); ++u)
        for (int v : g.neighbours(u)) {
            const bool both = g.directed() && g.adjacent(v, u);
            if (!g.directed() && v < u) continue;
            const double x0 = f.x(at[std::size_t(u)]), y0 = f.y(at[std::size_t(u)]);
            const double x1 = f.x(at[std::size_t(v)]), y1 = f.y(at[std::size_t(v)]);
            const double length = std::hypot(x1 - x0, y1 - y0);
            if (length < 1e-9) continue;
            const double dx = (x1 - x0) / length, dy = (y1 - y0) / length;
            // An arc u -> v ends at v's rim with a head; two opposite arcs sit side by side.
            const double offset = both ? 0.25 * f.radius : 0;
            const double ox = -dy * offset, oy = dx * offset;
            const double ex = x1 - dx * f.radius + ox, ey = y1 - dy * f.radius + oy;
            cairo_move_to(cr, x0 + dx * f.radius + ox, y0 + dy * f.radius + oy);
            cairo_line_to(cr, ex, ey);
            cairo_stroke(cr);
            if (!g.directed()) continue;
            const double head = std::max(4.0, 0.45 * f.radius);
            cairo_move_to(cr, ex, ey);
            cairo_line_to(cr, ex - dx * head - dy * head * 0.5, ey - dy * head + dx * head * 0.5);
            cairo_line_to(cr, ex - dx * head + dy * head * 0.5, ey - dy * head - dx * head * 0.5);
            cairo_close_path(cr);
            cairo_fill(cr);
        }
}

void draw_light(cairo_t* cr, double x, double y, int value, int pressed, const GraphRenderOptions& o, const Frame& f) {
    cairo_new_path(cr);  // text leaves a current point, which an arc would join with a line
    set_colour(cr, shade(value, o.states));
    if (o.tiles)
        rounded_rectangle(cr, x - f.radius, y - f.radius, 2 * f.radius, 2 * f.radius, 0.3 * f.radius);
    else
        cairo_arc(cr, x, y, f.radius, 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    set_colour(cr, kBackground);
    cairo_set_line_width(cr, std::max(1.0, f.radius / 10));
    cairo_stroke(cr);
    if (o.states > 2 && f.radius >= 7) {
        cairo_set_font_size(cr, std::max(8.0, 0.8 * f.radius));
        cairo_set_source_rgba(cr, 0, 0, 0, 0.6);
        draw_text_centred(cr, std::to_string(value), x, y);
    }
    if (!pressed) return;
    // A dot with a light ring, as on boards (on a disc's rim, in a tile's
    // middle); K > 2: the count written in it.
    const double dx = o.tiles ? 0 : 0.55 * f.radius, dy = o.tiles ? 0 : -0.55 * f.radius;
    cairo_new_path(cr);
    set_colour(cr, kPress);
    cairo_arc(cr, x + dx, y + dy, std::max(2.0, (o.tiles ? 0.45 : 0.42) * f.radius), 0, 2 * M_PI);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_set_line_width(cr, std::max(1.0, f.radius / 14));
    cairo_stroke(cr);
    if (o.states > 2 && f.radius >= 7) {
        cairo_set_font_size(cr, std::max(8.0, 0.5 * f.radius));
        cairo_set_source_rgb(cr, 1, 1, 1);
        draw_text_centred(cr, std::to_string(pressed), x + dx, y + dy);
    }
}

void paint(cairo_t* cr, const Graph& g, std::span<const Point3> at, std::span<const std::uint8_t> lights,
           const GraphRenderOptions& o, const Frame& f, bool labels) {
    set_colour(cr, kBackground);
    cairo_paint(cr);
    if (!o.tiles) draw_edges(cr, g, at, f);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    for (int v = 0; v < g.vertices(); ++v)
        draw_light(cr, f.x(at[std::size_t(v)]), f.y(at[std::size_t(v)]), lights[std::size_t(v)],
                   o.presses.empty() ? 0 : o.presses[std::size_t(v)], o, f);
    if (labels) {
        // Beside a disc; in a tile's top-left corner (tiles sit edge to edge).
        cairo_set_font_size(cr, o.tiles ? std::max(8.0, 0.32 * f.radius) : f.font);
        for (int v = 0; v < g.vertices(); ++v) {
            const double x = f.x(at[std::size_t(v)]), y = f.y(at[std::size_t(v)]);
            if (!o.tiles) {
                set_colour(cr, kLabel);
                draw_text_centred(cr, g.label(v), x, y + f.radius + 0.9 * f.font);
                continue;
            }
            if (lights[std::size_t(v)]) cairo_set_source_rgba(cr, 0, 0, 0, 0.55);
            else set_colour(cr, kLabel);
            cairo_move_to(cr, x - 0.8 * f.radius, y - 0.45 * f.radius);
            cairo_show_text(cr, g.label(v).c_str());
        }
    }
    if (!o.caption.empty()) {
        cairo_set_font_size(cr, f.font);
        set_colour(cr, kLabel);
        cairo_move_to(cr, 12, f.height - 10);
        cairo_show_text(cr, o.caption.c_str());
    }
}

void check_sizes(const Graph& g, std::span<const Point3> at, std::span<const std::uint8_t> lights,
                 const GraphRenderOptions& o) {
    const auto n = std::size_t(g.vertices());
    if (n == 0) throw InputError("cannot draw an empty graph");
    if (at.size() != n || lights.size() != n || (!o.presses.empty() && o.presses.size() != n))
        throw InputError("the positions, lights and presses must have one entry per vertex");
    for (std::uint8_t x : lights)
        if (x >= o.states) throw InputError("a light is " + std::to_string(x) + ", not a value mod " + std::to_string(o.states));
    for (std::uint8_t t : o.presses)
        if (t >= o.states) throw InputError("a press count is " + std::to_string(t) + ", not a value mod " + std::to_string(o.states));
}

}  // namespace

void render_graph(std::ostream& out, const Graph& graph, std::span<const Point3> positions,
                  std::span<const std::uint8_t> lights, const GraphRenderOptions& options, ImageFormat format) {
    check_sizes(graph, positions, lights, options);
    const bool labels = options.labels && graph.vertices() <= kLabelledVertices;
    const Frame frame = plan(positions, options, labels);
    paint_picture(out, frame.width, frame.height, format == ImageFormat::svg,
                  [&](cairo_t* cr) { paint(cr, graph, positions, lights, options, frame, labels); });
}

}  // namespace lightsout
