// One line of a batch: a puzzle as a JSON object in, its answer as one JSON line out.
#include <new>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "batch/batch_line.hpp"
#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout {

namespace {

using nlohmann::json;

constexpr std::string_view kKeys[] = {"board",   "rule",       "torus",  "topology", "goal", "states",
                                      "minimal", "constraint", "method", "coords",   "id"};

[[noreturn]] void fail(const std::string& what) { throw InputError(what); }

// A string or boolean member of the line; null is a value of the wrong type.
std::optional<std::string> line_text(const json& doc, const char* key) {
    return io::text_member(doc, key, io::NullMember::refused);
}
std::optional<bool> line_flag(const json& doc, const char* key) {
    return io::flag_member(doc, key, io::NullMember::refused);
}

void refuse_unknown_keys(const json& doc) {
    for (const auto& [key, value] : doc.items()) {
        bool known = false;
        for (std::string_view k : kKeys) known = known || key == k;
        if (!known)
            fail("unknown key \"" + key +
                 "\" (a line may have board, rule, torus, topology, goal, states, minimal, constraint, method, coords, id)");
    }
}

// "board": a JSON board, a text board as a string, or rows as an array (of
// strings, or of arrays of numbers), read by the readers of every other board.
io::AnyBoard read_board_value(const json& board, int states) {
    std::string text;
    if (board.is_string()) {
        text = board.get<std::string>();
    } else if (board.is_object()) {
        text = board.dump();
    } else if (board.is_array() && !board.empty() && board[0].is_string()) {
        for (const json& row : board) {
            if (!row.is_string()) fail("\"board\" rows must all be strings or all be arrays of numbers");
            text += row.get_ref<const std::string&>() + "\n";
        }
    } else if (board.is_array() && !board.empty()) {
        text = json{{"cells", board}}.dump();
    } else {
        fail("\"board\" must be a JSON board, a text board as a string, or an array of rows");
    }
    std::istringstream in(text);
    return io::read_any_board(in, states, "board");
}

// "goal": "off", "on", or a light value V (a number, or its digits as a string).
int goal_of(const json& goal, int states) {
    if (goal.is_string()) return io::parse_goal(goal.get_ref<const std::string&>(), states);
    if (goal.is_number_integer() && goal.get<std::int64_t>() >= 0 && goal.get<std::int64_t>() < 256)
        return io::parse_goal(std::to_string(goal.get<std::int64_t>()), states);
    return io::parse_goal(goal.dump(), states);
}

// The settings of this line: the defaults, with what the line says instead.
struct LineSettings {
    Rule rule;
    json goal;
    int states = 0;
    SolveOptions options;
    io::Coords coords;
};

LineSettings settings_of(const json& doc, const BatchSettings& defaults) {
    LineSettings s{defaults.rule, json(defaults.goal), defaults.states, defaults.options, defaults.coords};
    // The batch's threads are the parallelism: a fewest-press search stays on
    // its line's thread, and prints no progress lines between the answers.
    s.options.fewest.threads = 1;
    s.options.fewest.report_progress = false;
    // The line's rule, "torus" and "topology" as everywhere (Rule::with_edges);
    // what the line leaves out, the defaults give.
    const std::optional<std::string> rule = line_text(doc, "rule");
    const std::optional<std::string> topology = line_text(doc, "topology");
    s.rule = (rule ? Rule::parse(*rule) : defaults.rule.on_topology(Rule::Topology::flat))
                 .with_edges(line_flag(doc, "torus"), topology ? std::optional<std::string_view>(*topology) : std::nullopt,
                             defaults.rule.topology());
    if (doc.contains("goal")) s.goal = doc["goal"];
    if (doc.contains("states")) {
        const json& k = doc["states"];
        if (!k.is_number_integer()) fail("\"states\" must be a whole number, not " + io::describe_json(k));
        if (!io::is_whole_in(k, zk::kMinStates, zk::kMaxStates))
            throw InputError("states K must be from " + std::to_string(zk::kMinStates) + " to " +
                             std::to_string(zk::kMaxStates) + ", not " + k.dump());
        s.states = k.get<int>();
    }
    if (const std::optional<bool> minimal = line_flag(doc, "minimal")) s.options.minimal = *minimal;
    if (const std::optional<std::string> constraint = line_text(doc, "constraint"))
        s.options.constraint = io::parse_constraint(*constraint);
    if (const std::optional<std::string> method = line_text(doc, "method")) s.options.method = io::parse_method(*method);
    if (const std::optional<std::string> coords = line_text(doc, "coords")) s.coords = io::parse_coords(*coords);
    return s;
}

// A stream for an answer whose failure to grow (memory short) throws that
// std::bad_alloc instead of leaving the text cut short.
std::ostringstream answer_stream() {
    std::ostringstream out;
    out.exceptions(std::ios::badbit);
    return out;
}

BatchVerdict verdict_of(bool solvable, bool proven) {
    return solvable ? BatchVerdict::solved : proven ? BatchVerdict::unsolvable : BatchVerdict::not_found;
}

// The answer as `solve --format json` writes it, with its closing "}\n".
std::string answer_states(StateBoard&& board, const LineSettings& s, BatchVerdict& verdict) {
    const int goal = goal_of(s.goal, board.states);
    const Shape shape = board.shape;
    const PuzzleSolution solution =
        solve(Puzzle::on_grid(shape, s.rule, board.states, std::move(board.lights), goal), s.options);
    std::ostringstream out = answer_stream();
    io::write_answer(out, solution, {shape, s.rule, Goal::off, s.coords}, goal, io::AnswerFormat::json);
    verdict = verdict_of(solution.solvable, solution.proven);
    return std::move(out).str();
}

std::string answer_two_states(const Board& board, LineSettings& s, BatchVerdict& verdict) {
    s.options.goal = goal_of(s.goal, 2) ? Goal::on : Goal::off;
    const Solution solution = solve(board, s.rule, s.options);
    std::ostringstream out = answer_stream();
    io::write_answer(out, solution, {board.shape(), s.rule, s.options.goal, s.coords}, io::AnswerFormat::json);
    verdict = verdict_of(solution.solvable, solution.proven);
    return std::move(out).str();
}

// The answer without its closing brace (the line number and id follow), and its verdict.
BatchAnswer answer(const json& doc, const BatchSettings& defaults) {
    if (!doc.contains("board")) fail("the line has no \"board\"");
    LineSettings s = settings_of(doc, defaults);
    io::AnyBoard input = read_board_value(doc["board"], s.states);
    BatchVerdict verdict = BatchVerdict::error;
    std::string text = std::holds_alternative<StateBoard>(input)
                           ? answer_states(std::get<StateBoard>(std::move(input)), s, verdict)
                           : answer_two_states(std::get<Board>(input), s, verdict);
    if (text.size() < 2 || text.substr(text.size() - 2) != "}\n")
        throw std::logic_error("a JSON answer does not end in }\\n");
    text.resize(text.size() - 2);
    return {std::move(text), verdict};
}

// The answer's closing part: ,"line":N,"id":...}
std::string tail(std::int64_t line, const json* id) {
    return ",\"line\":" + std::to_string(line) + (id ? ",\"id\":" + id->dump() : "") + "}";
}

}  // namespace

BatchAnswer answer_batch_line(std::string_view text, std::int64_t line, const BatchSettings& settings) {
    json doc;
    const json* id = nullptr;
    try {
        if (text.find_first_not_of(" \t\r") == std::string_view::npos)
            fail("empty line (each line is one puzzle: a JSON object with a \"board\")");
        doc = io::parse_json_document(text, "", kKeys);  // nesting and duplicate keys limited; the answer names the line
        if (!doc.is_object()) fail("a line must be a JSON object with a \"board\"");
        if (auto it = doc.find("id"); it != doc.end()) id = &*it;
        refuse_unknown_keys(doc);
        BatchAnswer result = answer(doc, settings);
        result.json += tail(line, id);
        return result;
    } catch (const Cancelled&) {  // the caller's stop token: the whole batch stops
        throw;
    } catch (const std::bad_alloc&) {
        return {"{\"error\":\"not enough memory for this puzzle\"" + tail(line, id), BatchVerdict::error, true};
    } catch (const InputError& e) {
        // From the readers and solvers; a hint worded for a batch line where the error asks for one.
        const std::string text = e.what() + io::json_member_hint(e);
        return {"{\"error\":" + json(text).dump(-1, ' ', false, json::error_handler_t::replace) + tail(line, id),
                BatchVerdict::error};
    } catch (const std::exception& e) {  // json::exception for numbers out of range
        return {"{\"error\":" + json(e.what()).dump(-1, ' ', false, json::error_handler_t::replace) + tail(line, id),
                BatchVerdict::error};
    }
}

std::string solve_batch_line(std::string_view text, std::int64_t line, const BatchSettings& settings) {
    return answer_batch_line(text, line, settings).json;
}

}  // namespace lightsout
