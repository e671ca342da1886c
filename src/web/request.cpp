#include "web/request.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <random>
#include <string>

#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/rule_limits.hpp"
#include "web/offered.hpp"

namespace lightsout::web {

using nlohmann::json;

namespace {

std::string side_limit_text() {
    return "the game API takes boards of at most " + std::to_string(kMaxApiSide) + " rows and " +
           std::to_string(kMaxApiSide) + " columns";
}

// The declared "rows"/"cols", checked against the limit before any cell is read.
void check_declared_side(const json& request, const char* key) {
    auto it = request.find(key);
    if (it == request.end() || !it->is_number()) return;  // the board reader explains
    if (it->is_number_float() ? it->get<double>() > kMaxApiSide
                              : (it->is_number_unsigned() ? it->get<std::uint64_t>() > std::uint64_t(kMaxApiSide)
                                                          : it->get<std::int64_t>() > kMaxApiSide))
        throw TooLarge(std::string("\"") + key + "\" is " + io::describe_json(*it) + ": " + side_limit_text());
}

// Where a request's rule, torus and topology come from: a JSON body or a query string.
enum class Keys { body, query };

// The library's refusal of disagreeing edges in the query's own terms.
std::string query_hint(const InputError& e) {
    switch (e.problem()) {
        case Problem::torus: return e.value() == "true" ? " (torus=true is short for topology=torus)" : " (from torus=false)";
        case Problem::topology: return " (from topology=" + e.value() + ")";
        default: return "";
    }
}

Rule rule_on_edges(std::string_view name, std::optional<bool> torus, std::string_view topology, Keys keys) {
    // The game offers footprints of at most 7 x 7 (offered.hpp); the library
    // takes stencils of at most kMaxStencilSide x kMaxStencilSide (rule.hpp),
    // and a text longer than the largest ("stencil:", its rows and slashes, a
    // "+projective" at most) is refused as too large before parsing.
    constexpr auto kMaxSide = std::size_t(kMaxStencilSide);
    if (name.size() > (kMaxSide + 1) * kMaxSide + 8 + 11)
        throw TooLarge("the rule has " + std::to_string(name.size()) + " characters: the game API takes stencils of at most " +
                       std::to_string(kMaxSide) + " x " + std::to_string(kMaxSide));
    Rule rule = Rule::parse(name);
    try {
        rule = rule.with_edges(torus, topology.empty() ? std::nullopt : std::optional(topology));
    } catch (const InputError& e) {
        const std::string hint = keys == Keys::body ? io::json_member_hint(e) : query_hint(e);
        throw InputError(e.problem(), e.what() + hint, e.value());
    }
    return rule;
}

}  // namespace

json parse_body(std::string_view body) {
    if (body.size() > kMaxRequestBytes)
        throw TooLarge("the request body has " + std::to_string(body.size()) + " bytes, more than the limit of " +
                       std::to_string(kMaxRequestBytes));
    // Every key a POST endpoint reads (docs/WEB.md), and those of a puzzle from
    // /api/new or /api/daily, which may be posted back as it is (they are not
    // read). Others are refused, as batch lines refuse them: a misspelt
    // "minimal" would otherwise give a non-minimal answer.
    static constexpr std::string_view kKeys[] = {
        "rows",    "cols",   "cells",      "states", "rule",      "torus", "topology", "goal", "constraint", "minimal",
        "variant", "lights", "difficulty", "requested", "par", "par_proven", "seed", "date",
        "witness"};
    json request = io::parse_json_document(body, "the request body", kKeys);
    if (!request.is_object()) throw InputError("the request body must be a JSON object");
    for (const auto& [key, value] : request.items())
        if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
            throw InputError("unknown key " + io::describe_json(json(key)) +
                             " (a request may have rows, cols, cells, states, rule, torus, topology, goal, constraint, minimal, "
                             "variant, lights, witness, and a puzzle's own keys)");
    return request;
}

BoardRequest read_board_request(const json& request, std::string_view body) {
    check_declared_side(request, "rows");
    check_declared_side(request, "cols");
    if (auto cells = request.find("cells"); cells != request.end() && cells->is_array()) {
        if (cells->size() > std::size_t(kMaxApiSide))
            throw TooLarge("\"cells\" has " + std::to_string(cells->size()) + " rows: " + side_limit_text());
        for (const json& row : *cells)
            if (row.is_string() && row.get_ref<const std::string&>().size() > std::size_t(kMaxApiSide))
                throw TooLarge("a row of \"cells\" has " + std::to_string(row.get_ref<const std::string&>().size()) +
                               " cells: " + side_limit_text());
    }
    BoardRequest parsed;
    parsed.board = io::parse_json_board(body, "the request's board");
    parsed.rule = read_rule(request);
    parsed.goal = read_goal(request_text(request, "goal", "off"));
    parsed.minimal = request_flag(request, "minimal");
    parsed.constraint = read_constraint(request_text(request, "constraint", "any"));
    parsed.witness = read_witness(request, parsed.board.shape(), 2);
    return parsed;
}

Rule read_rule(const json& request) {
    return rule_on_edges(request_text(request, "rule", "plus"), io::flag_member(request, "torus", io::NullMember::absent),
                         request_text(request, "topology", ""), Keys::body);
}

Goal read_goal(std::string_view name) {
    if (name == "off") return Goal::off;
    if (name == "on") return Goal::on;
    throw InputError("unknown goal " + quote_input(name) + " (expected off or on)");
}

MoveConstraint read_constraint(std::string_view name) {
    if (name == "any") return MoveConstraint::any;
    if (name == "only-off") return MoveConstraint::only_off;
    if (name == "only-on") return MoveConstraint::only_on;
    throw InputError("unknown constraint " + quote_input(name) + " (expected any, only-off or only-on)");
}

SolveOptions api_solve_options(std::int64_t cells, const ApiBudget& budget) {
    // A walk step and a search member each cost about cells / 64 words: above
    // 50 x 50 the walk is 2^-k as long (k = log2 of the growth, rounded up), and
    // the search a hundredth, less again in proportion (its 0.25 s at 128 x 128,
    // once for each of 36 draws, would make a New of 20 s; so Solve, Hint
    // and New take 35-55 ms there, bench/web_api_bench.cpp Big/2/plus@128).
    constexpr std::int64_t kCells = 50 * 50;
    const double growth = std::max(1.0, double(cells) / double(kCells));
    SolveOptions options;
    options.minimal_nullity_limit = budget.nullity_limit - int(std::ceil(std::log2(growth)));
    options.fewest.search_work = growth > 1 ? budget.search_work / 100 / growth : budget.search_work;
    options.fewest.threads = 1;
    options.fewest.report_progress = false;
    return options;
}

namespace {

// One count of a witness: 0..states-1.
std::uint8_t witness_count(const json& value, int states) {
    if (!value.is_number_integer() || value.get<std::int64_t>() < 0 || value.get<std::int64_t>() >= states)
        throw InputError("a count of \"witness\" must be a whole number from 0 to " + std::to_string(states - 1) +
                         ", not " + io::describe_json(value));
    return std::uint8_t(value.get<int>());
}

}  // namespace

std::vector<std::uint8_t> read_witness(const json& request, Shape shape, int states) {
    const auto found = request.find("witness");
    if (found == request.end() || found->is_null()) return {};
    const json& rows = *found;
    if (!rows.is_array() || rows.size() != std::size_t(shape.rows))
        throw InputError("\"witness\" must be " + std::to_string(shape.rows) + " rows, as \"cells\"");
    std::vector<std::uint8_t> counts;
    counts.reserve(std::size_t(shape.cells()));
    for (const json& row : rows) {
        const std::size_t before = counts.size();
        if (row.is_string()) {
            for (char ch : row.get_ref<const std::string&>()) {
                if (ch < '0' || ch > '9' || ch - '0' >= states)
                    throw InputError("a row of \"witness\" as a string holds digits from 0 to " +
                                     std::to_string(std::min(states, 10) - 1) + ", not " + quote_input(std::string(1, ch)));
                counts.push_back(std::uint8_t(ch - '0'));
            }
        } else if (row.is_array()) {
            for (const json& v : row) counts.push_back(witness_count(v, states));
        } else {
            throw InputError("a row of \"witness\" must be a string of digits or an array of numbers");
        }
        if (counts.size() - before != std::size_t(shape.cols))
            throw InputError("a row of \"witness\" must have " + std::to_string(shape.cols) + " counts, as \"cells\"");
    }
    return counts;
}

std::vector<std::uint8_t> read_witness(const json& request, int lights, int states) {
    const auto found = request.find("witness");
    if (found == request.end() || found->is_null()) return {};
    if (!found->is_array() || found->size() != std::size_t(lights))
        throw InputError("\"witness\" must list " + std::to_string(lights) + " counts, one per light");
    std::vector<std::uint8_t> counts;
    for (const json& v : *found) counts.push_back(witness_count(v, states));
    return counts;
}

std::string request_text(const json& request, const char* key, std::string_view fallback) {
    return io::text_member(request, key, io::NullMember::absent).value_or(std::string(fallback));
}

bool request_flag(const json& request, const char* key) {
    return io::flag_member(request, key, io::NullMember::absent).value_or(false);
}

std::string query_text(const Query& query, std::string_view key, std::string_view fallback) {
    auto it = query.find(key);
    return it == query.end() ? std::string(fallback) : it->second;
}

std::optional<std::int64_t> query_number(const Query& query, std::string_view key) {
    auto it = query.find(key);
    if (it == query.end()) return std::nullopt;
    const std::string& text = it->second;
    if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
        throw InputError("'" + std::string(key) + "' must be a whole number, not " + quote_input(text));
    return std::stoll(text);
}

bool query_flag(const Query& query, std::string_view key) {
    const std::string text = query_text(query, key, "false");
    if (text == "true" || text == "1") return true;
    if (text == "false" || text == "0") return false;
    throw InputError("'" + std::string(key) + "' must be true or false, not " + quote_input(text));
}

int query_side(const Query& query, std::string_view key, int fallback) {
    const std::optional<std::int64_t> value = query_number(query, key);
    if (!value) return fallback;
    if (*value < 1) throw InputError("'" + std::string(key) + "' must be at least 1");
    if (*value > kMaxApiSide) throw TooLarge("'" + std::string(key) + "' is " + std::to_string(*value) + ": " +
                                             side_limit_text());
    return int(*value);
}

Shape query_shape(const Query& query) {
    Shape shape;
    shape.rows = query_side(query, "rows", 5);
    shape.cols = query_side(query, "cols", shape.rows);
    return shape;
}

Rule read_game_rule(const Query& query) {
    return offered(
        rule_on_edges(query_text(query, "rule", "plus"),
                      query.count("torus") ? std::optional(query_flag(query, "torus")) : std::nullopt,
                      query_text(query, "topology", ""), Keys::query));
}

std::int64_t read_difficulty(const Query& query, std::int64_t lights, std::int64_t most, std::string_view most_means) {
    const std::int64_t difficulty = query_number(query, "difficulty").value_or(std::max<std::int64_t>(1, lights / 4));
    if (difficulty < 1 || difficulty > most)
        throw InputError("'difficulty' must be from 1 to " + std::to_string(most) + " (" + std::string(most_means) + ")");
    return difficulty;
}

std::uint64_t seed_of(const Query& query) {
    return query.count("seed") ? std::uint64_t(*query_number(query, "seed"))
                               : (std::uint64_t(std::random_device{}()) << 32 | std::random_device{}());
}

}  // namespace lightsout::web
