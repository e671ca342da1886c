// A preset as JSON (nlohmann), for `lightsout variants --format json` and pages.
#include <nlohmann/json.hpp>

#include "lightsout/variants.hpp"

namespace lightsout {

namespace {

using nlohmann::json;

json points(const std::vector<Point3>& at, bool three_d) {
    json list = json::array();
    for (const Point3& p : at) list.push_back(three_d ? json::array({p.x, p.y, p.z}) : json::array({p.x, p.y}));
    return list;
}

}  // namespace

std::string variant_json(const Variant& v, bool layout) {
    json j{{"name", v.name},   {"product", v.product}, {"board", v.board},   {"rule", v.rule},
           {"goal", v.goal},   {"states", v.states},   {"sources", v.sources}};
    if (v.is_grid()) {
        j["rows"] = v.shape.rows;
        j["cols"] = v.shape.cols;
        j["grid_rule"] = v.grid_rule->name();
        j["goal_value"] = v.goal_value;
        return j.dump();
    }
    const Graph& g = *v.graph;
    j["labels"] = g.labels();
    j["directed"] = g.directed();
    json edges = json::array();
    for (int u = 0; u < g.vertices(); ++u)
        for (int w : g.neighbours(u))
            if (g.directed() || u < w) edges.push_back(json::array({g.label(u), g.label(w)}));
    j["edges"] = std::move(edges);
    j["graph_rule"] = graph_rule_name(v.graph_rule);
    j["goal_lights"] = v.goal_of_each();
    if (!layout) return j.dump();
    j["flat"] = points(v.layout.flat, false);
    j["tiles"] = v.layout.tiles;
    if (!v.layout.solid.empty()) {
        j["solid"] = points(v.layout.solid, true);
        j["normal"] = points(v.layout.normal, true);
        if (!v.layout.face.empty()) j["face"] = v.layout.face;
        j["polygons"] = v.layout.polygons;
    }
    return j.dump();
}

}  // namespace lightsout
