// Fuzz target: the web game's API (web::handle_api, with the request readers
// of src/web/request.cpp behind it). The first byte picks the endpoint (and,
// now and then, the wrong method or an unknown path); the rest is the body of
// a POST, or the query `key=value&...` of a GET (for /api/board, which takes
// both, the query is the first line). Boards asked for in a query are kept
// small (at most 8 rows and columns) and POST bodies are bounded by the
// fuzzer's max_len. The fewest-press walk and search get a budget of a few
// microseconds (kBudget) instead of the game's quarter of a second, and New
// solves at most 4 candidate boards instead of up to 412: every reader, router
// path and engine runs as in the game, only the search for fewer presses stops
// sooner ("minimal": false where the game might prove it) and a new puzzle
// is nearer its difficulty less often. With the engines built without
// comparison tracing (CMakeLists.txt) and without ASan, runs went from about
// 350 a second to about 2,000 (docs/ROBUSTNESS.md, "Runs to 10^7").
// handle_api never throws: every answer is JSON, an object with "error"
// exactly when the status is not 200, and never 500 (an internal error is a bug).
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz/fuzz.hpp"
#include "lightsout/web.hpp"

using namespace lightsout;
using fuzz::require;

namespace {

struct Endpoint {
    std::string_view path, method;
};
constexpr Endpoint kEndpoints[] = {{"/api/solve", "POST"},  {"/api/hint", "POST"},     {"/api/chase", "POST"},
                                   {"/api/board", "POST"},  {"/api/new", "GET"},       {"/api/daily", "GET"},
                                   {"/api/analyze", "GET"}, {"/api/variants", "GET"}, {"/api/nothing", "GET"}};
constexpr int kMaxSide = 8;
// Two states: walk 2^8 solutions, then 10^5 members of local search; K states:
// 10^5 steps of the walk; New and Daily: 4 boards solved per puzzle (drawing
// and climbing both run; the game solves up to 412 on a small board).
constexpr web::ApiBudget kBudget{8, 1e5, 1e5, 4};

web::Query query_of(std::string_view text) {
    web::Query query;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('&'), text.size());
        const std::string_view pair = text.substr(0, end);
        const std::size_t eq = pair.find('=');
        query[std::string(pair.substr(0, eq))] = eq == std::string_view::npos ? "" : std::string(pair.substr(eq + 1));
        text.remove_prefix(std::min(end + 1, text.size()));
    }
    return query;
}

bool small(const web::Query& query) {
    for (const char* key : {"rows", "cols"})
        if (auto it = query.find(key);
            it != query.end() && it->second.size() < 6 && std::atoi(it->second.c_str()) > kMaxSide)
            return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Endpoint& endpoint = kEndpoints[data[0] % std::size(kEndpoints)];
    const bool post = endpoint.method == "POST";
    const bool board = endpoint.path == "/api/board";
    const std::string_view rest = fuzz::text_of(data + 1, size - 1);
    const std::size_t cut = !post ? rest.size() : board ? std::min(rest.find('\n'), rest.size()) : 0;
    const web::Query query = query_of(rest.substr(0, cut));
    if (!small(query)) return 0;
    const std::string_view body = post ? rest.substr(std::min(cut + board, rest.size())) : std::string_view();
    const std::string_view method = data[0] >= 252 ? (post ? "GET" : "POST") : endpoint.method;

    const web::ApiResponse response = web::handle_api(method, endpoint.path, query, body, kBudget);
    require(response.status == 200 || response.status == 400 || response.status == 404 || response.status == 405 ||
            response.status == 413 || response.status == 503);
    const nlohmann::json parsed = nlohmann::json::parse(response.body, nullptr, false);
    require(!parsed.is_discarded());
    require(response.status == 200 ? !parsed.contains("error") : parsed.is_object() && parsed.contains("error"));
    return 0;
}
