// Every JSON reader on padded input: a small valid document with 2 MB of
// empty objects in an array under a key the reader ignores or refuses.
// nlohmann's callback parser is quadratic on this (1 MB takes 31 s); the target
// is >= 50 MB/s for every reader (scripts/bench.sh prints the rows and the verdict).
//
//   json_bench                          all readers
//   json_bench --benchmark_filter=Board  one
#include <benchmark/benchmark.h>

#include <string>

#include "lightsout/batch.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/web.hpp"

namespace lightsout {
namespace {

constexpr std::size_t kPadObjects = 700'000;  // 2.1 MB of "{}," 

// `head` (an object's members) followed by "pad": [{}, {}, ...].
std::string padded(const std::string& head) {
    std::string text = "{" + head + ",\"pad\":[";
    text.reserve(text.size() + 3 * kPadObjects + 2);
    for (std::size_t i = 0; i < kPadObjects; ++i) text += i ? ",{}" : "{}";
    return text + "]}";
}

// Runs `read` on `text` (a refusal of the padding is a valid outcome: the cost is the reading).
template <class Read>
void run(benchmark::State& state, const std::string& text, Read read) {
    for (auto _ : state) {
        try {
            read(text);
        } catch (const InputError&) {
        }
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
}

void Board(benchmark::State& state) {
    run(state, padded(R"("rows":1,"cols":1,"cells":["1"])"),
        [](const std::string& t) { benchmark::DoNotOptimize(io::parse_json_board(t)); });
}
void StateBoard(benchmark::State& state) {
    run(state, padded(R"("rows":1,"cols":2,"states":3,"cells":[[1,2]])"),
        [](const std::string& t) { benchmark::DoNotOptimize(io::parse_state_json(t, 3)); });
}
void NodeLinkGraph(benchmark::State& state) {
    run(state, padded(R"("nodes":[{"id":"a"},{"id":"b"}],"links":[{"source":"a","target":"b"}])"),
        [](const std::string& t) { benchmark::DoNotOptimize(io::parse_node_link_json(t, io::GraphReadOptions{})); });
}
void GraphPresses(benchmark::State& state) {
    const Graph graph = io::parse_edge_list("a b\n", io::GraphReadOptions{}).graph;
    run(state, padded(R"("sequence":["a"])"),
        [&graph](const std::string& t) { benchmark::DoNotOptimize(io::parse_graph_presses(t, graph, 2)); });
}
void BatchLine(benchmark::State& state) {
    const BatchSettings settings;
    run(state, padded(R"("board":{"cells":["1"]})"),
        [&settings](const std::string& t) { benchmark::DoNotOptimize(solve_batch_line(t, 1, settings)); });
}
// The server refuses bodies over web::kMaxRequestBytes, so its padding stops there.
void ApiRequest(benchmark::State& state) {
    std::string text = R"({"rows":1,"cols":1,"cells":["1"],"pad":[)";
    while (text.size() + 4 < web::kMaxRequestBytes) text += text.back() == '[' ? "{}" : ",{}";
    text += "]}";
    run(state, text, [](const std::string& t) {
        benchmark::DoNotOptimize(web::handle_api("POST", "/api/solve", {}, t));
    });
}

BENCHMARK(Board)->Unit(benchmark::kMillisecond);
BENCHMARK(StateBoard)->Unit(benchmark::kMillisecond);
BENCHMARK(NodeLinkGraph)->Unit(benchmark::kMillisecond);
BENCHMARK(GraphPresses)->Unit(benchmark::kMillisecond);
BENCHMARK(BatchLine)->Unit(benchmark::kMillisecond);
BENCHMARK(ApiRequest)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace lightsout
