// Fuzz target: lights files (parse_lights: `label value` lines) and presses
// named by label (parse_graph_presses: `label`, `label,t`, JSON arrays and
// answers) on a fixed small graph whose labels a fuzzer finds easily (0..9,
// a..e, "x,y", "[1]"), K = 2..9 from the first byte. Lights are one per vertex and
// below K; presses name vertices, 1..K-1 times; a lights file written back
// (`label value` lines) reads the same.
#include <string>
#include <vector>

#include "fuzz/fuzz.hpp"
#include "lightsout/graph_io.hpp"

using namespace lightsout;
using fuzz::require;

namespace {

const Graph& graph() {
    static const Graph g = io::parse_edge_list("0 1\n1 2\n2 3\n3 4\n4 0\n5 6\n6 7\n7 8\n8 9\n9 5\n"
                                               "a b\nb c\nc d\nd e\nx,y [1]\n[1] 0\n",
                                               {false, 2}, "graph")
                               .graph;
    return g;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int states = 2 + data[0] % 8;
    const std::string_view text = fuzz::text_of(data + 1, size - 1);
    const Graph& g = graph();
    fuzz::refused_or_read([&] {
        const std::vector<std::uint8_t> lights = io::parse_lights(text, g, states);
        require(lights.size() == std::size_t(g.vertices()));
        std::string written;
        for (int v = 0; v < g.vertices(); ++v) {
            require(lights[std::size_t(v)] < states);
            written += g.label(v) + " " + std::to_string(lights[std::size_t(v)]) + "\n";
        }
        require(io::parse_lights(written, g, states) == lights);
    });
    fuzz::refused_or_read([&] {
        for (const io::GraphPress& p : io::parse_graph_presses(text, g, states))
            require(p.vertex >= 0 && p.vertex < g.vertices() && p.times >= 1 && p.times < states);
    });
    return 0;
}
