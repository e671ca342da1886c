// The list of presets and the grid ones. Each rule was checked against at least
// two independent descriptions before it was written down (docs/VARIANTS.md).
#include "lightsout/variants.hpp"

#include "lightsout/error.hpp"
#include "variants/presets.hpp"

namespace lightsout {

namespace {

constexpr const char* kJaap = "https://www.jaapsch.net/puzzles/lights.htm";
constexpr const char* kGameSetWatch = "http://www.gamesetwatch.com/2007/01/column_beyond_tetris_lights_ou_1.php";

Variant grid(std::string name, std::string product, Shape shape, Rule rule, std::string rule_text, int states,
             int goal_value, std::vector<std::string> sources) {
    Variant v;
    v.name = std::move(name);
    v.product = std::move(product);
    v.board = std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + (rule.torus() ? " torus" : " grid");
    v.rule = std::move(rule_text);
    v.states = states;
    v.goal_value = goal_value;
    v.goal = goal_value == 0 ? "all off" : goal_value == states - 1 ? "all on" : "all " + std::to_string(goal_value);
    v.sources = std::move(sources);
    v.grid_rule = std::move(rule);
    v.shape = shape;
    return v;
}

std::vector<Variant> all_presets() {
    const std::string plus_text = "plus: a press changes its light and the 4 orthogonal neighbours";
    const std::string torus_text = plus_text + ", wrapping over the edges";
    std::vector<Variant> list;
    list.push_back(grid("classic", "Lights Out (Tiger Electronics, 1995)", {5, 5}, Rule::plus(), plus_text, 2, 0,
                        {kJaap, "https://en.wikipedia.org/wiki/Lights_Out_(game)",
                         "tests/data/external/tiger_lights_out_1050_haiku (the handheld's 1050 puzzles)"}));
    list.push_back(grid("mini", "Mini Lights Out (Tiger Electronics)", {4, 4}, Rule::plus().on_torus(), torus_text, 2, 0,
                        {std::string(kJaap) + "#descmini", "https://www.cut-the-knot.org/Curriculum/Games/Merlin4x4.shtml"}));
    list.push_back(grid("deluxe", "Lights Out Deluxe (Tiger Electronics, 1996)", {6, 6}, Rule::plus(), plus_text, 2, 0,
                        {"http://www.haar.clara.co.uk/Lights/loutdeluxe.html", kGameSetWatch}));
    list.push_back(grid("deluxe-x", "Lights Out Deluxe, its x effect pattern", {6, 6}, Rule::parse("stencil:x.x/.x./x.x"),
                        "x: a press changes its light and the 4 diagonal neighbours", 2, 0,
                        {"http://www.haar.clara.co.uk/Lights/loutdeluxe.html", kJaap}));
    list.push_back(grid("2000", "Lights Out 2000 (Tiger Electronics, 2000), 3-colour game", {5, 5}, Rule::plus(),
                        plus_text + "; lights cycle off -> red -> green -> off", 3, 0,
                        {"https://manualshive.com/en/manual/tiger-electronics/68376/1115512?page=6", kGameSetWatch,
                         kJaap}));
    list.push_back(grid("keychain", "Lights Out keychain (Tiger Electronics, 65-101)", {4, 4}, Rule::plus().on_torus(),
                        torus_text, 2, 0,
                        {"https://www.manualslib.com/manual/3590877/Tiger-Electronics-Lights-Out-65-101.html",
                         "http://www.haar.clara.co.uk/Lights/loutkey.html"}));
    list.push_back(grid("xl25", "XL-25 (Vulcan Electronics, 1983)", {5, 5}, Rule::plus(), plus_text, 2, 1,
                        {"http://www.haar.clara.co.uk/Lights/XL25.html", kJaap,
                         "https://en.wikipedia.org/wiki/Lights_Out_(game)"}));
    list.push_back(grid("xl25-knight", "XL-25 (Vulcan Electronics, 1983), its Chess Knight game", {5, 5},
                        Rule::parse("stencil:.x.x./x...x/..x../x...x/.x.x."),
                        "knight: a press changes its light and every light a chess knight's move away", 2, 1,
                        {"http://www.haar.clara.co.uk/Lights/XL25.html", kJaap}));
    list.push_back(presets::merlin());
    list.push_back(presets::orbix());
    list.push_back(presets::cube());
    return list;
}

}  // namespace

std::vector<std::uint8_t> Variant::goal_of_each() const {
    if (!goal_lights.empty()) return goal_lights;
    return std::vector<std::uint8_t>(std::size_t(lights()), std::uint8_t(goal_value));
}

PressMatrix Variant::press_matrix() const {
    if (is_grid()) return PressMatrix::of_rule(*grid_rule, shape);
    return lightsout::press_matrix(*graph, graph_rule);
}

const std::vector<Variant>& variants() {
    static const std::vector<Variant> list = all_presets();
    return list;
}

const Variant& find_variant(std::string_view name) {
    for (const Variant& v : variants())
        if (v.name == name) return v;
    std::string names;
    for (const Variant& v : variants()) names += (names.empty() ? "" : ", ") + v.name;
    throw InputError("unknown variant '" + std::string(name) + "' (variants: " + names + "; see lightsout variants)");
}

}  // namespace lightsout
