// Fuzz target: graph files (read_graph: networkx node-link JSON when the
// first non-blank byte is '{', an edge list otherwise), undirected and
// directed, lights values 0..K-1 with K = 2..6 from the first byte. A graph
// read has vertices, degrees that add up to its edges (twice when
// undirected), lights below K; the same bytes read as its lights file and its
// presses give lights below K and presses of its vertices.
#include <sstream>
#include <string>

#include "fuzz/fuzz.hpp"
#include "lightsout/graph_io.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(fuzz::text_of(data, size));
    const int states = size ? 2 + data[0] % 5 : 2;
    for (bool directed : {false, true}) {
        fuzz::refused_or_read([&] {
            std::istringstream in(bytes);
            const io::GraphFile file = io::read_graph(in, {directed, states}, "fuzz");
            const Graph& g = file.graph;
            require(g.vertices() > 0);
            std::int64_t degrees = 0;
            for (int v = 0; v < g.vertices(); ++v) degrees += g.degree(v);
            require(degrees == (directed || g.directed() ? g.edges() : 2 * g.edges()));
            if (file.lights) {
                require(file.lights->size() == std::size_t(g.vertices()));
                for (std::uint8_t x : *file.lights) require(x < states);
            }
            fuzz::refused_or_read([&] {
                for (std::uint8_t x : io::parse_lights(bytes, g, states)) require(x < states);
            });
            fuzz::refused_or_read([&] {
                for (const io::GraphPress& p : io::parse_graph_presses(bytes, g, states))
                    require(p.vertex >= 0 && p.vertex < g.vertices() && p.times >= 1 && p.times < states);
            });
        });
    }
    return 0;
}
