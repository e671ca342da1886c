// libFuzzer harness for the graph readers (not part of ctest): edge lists,
// node-link JSON, lights files and presses by label. Build and run by hand:
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude -Isrc \
//     tests/graph/fuzz_read_graph.cpp src/io/{edge_list,node_link_json,read_graph,graph_lights,graph_presses,graph_text}.cpp \
//     src/graph/graph.cpp src/core/press_matrix.cpp -o fuzz_read_graph && ./fuzz_read_graph -max_total_time=120
// Any exception other than InputError, any crash or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const int states = size ? 2 + data[0] % 5 : 2;
    for (bool directed : {false, true}) {
        std::istringstream in(bytes);
        try {
            const lightsout::io::GraphFile file = lightsout::io::read_graph(in, {directed, states}, "fuzz");
            const lightsout::Graph& g = file.graph;
            if (g.vertices() <= 0) __builtin_trap();
            std::int64_t degrees = 0;
            for (int v = 0; v < g.vertices(); ++v) degrees += g.degree(v);
            if (degrees != (directed || g.directed() ? g.edges() : 2 * g.edges())) __builtin_trap();
            if (file.lights)
                for (std::uint8_t x : *file.lights)
                    if (x >= states) __builtin_trap();
            // The same bytes as a lights file and as presses on this graph.
            try {
                for (std::uint8_t x : lightsout::io::parse_lights(bytes, g, states))
                    if (x >= states) __builtin_trap();
            } catch (const lightsout::InputError&) {
            }
            try {
                for (const auto& p : lightsout::io::parse_graph_presses(bytes, g, states))
                    if (p.vertex < 0 || p.vertex >= g.vertices() || p.times < 1 || p.times >= states) __builtin_trap();
            } catch (const lightsout::InputError&) {
            }
        } catch (const lightsout::InputError&) {
        }
    }
    return 0;
}
