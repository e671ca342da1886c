// GET /api/learn: the lessons of `lightsout learn` for the page's Learn menu.
// The steps are the library's (make_lesson); the page only draws them.
#include "web/learn.hpp"

#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/lesson.hpp"
#include "web/request.hpp"

namespace lightsout::web {

namespace {

// A lesson draws at most 32x32 (33 characters a row with its separator).
constexpr std::size_t kMaxBoardQuery = 33 * 32;

// A seed's worked example (a lesson asked for without a board or goal) is the
// same on every request: each is made once per process and kept (four at
// most; the ordering lesson, 248 steps of its board, is 480 KB of JSON and
// took a quarter of a second to make).
std::string worked_example_json(const std::string& name) {
    static std::mutex mutex;
    static std::map<std::string, std::string> made;
    {
        const std::lock_guard lock(mutex);
        if (const auto it = made.find(name); it != made.end()) return it->second;
    }
    std::string json = lesson_json(make_lesson(name, std::nullopt, std::nullopt));  // throws for an unknown name
    const std::lock_guard lock(mutex);
    return made.emplace(name, std::move(json)).first->second;
}

}  // namespace

std::string learn_json(const Query& query) {
    const std::string name = query_text(query, "lesson", "");
    if (name.empty()) throw InputError("/api/learn needs lesson=chasing, squares, elimination or ordering");
    std::optional<Board> board;
    std::string rows = query_text(query, "board", "");
    if (!rows.empty()) {
        if (rows.size() > kMaxBoardQuery) throw InputError("the board is longer than a lesson draws (32x32)");
        for (char& ch : rows)
            if (ch == '/') ch = '\n';
        board = io::parse_text_board(rows);
    }
    std::optional<Goal> goal;
    const std::string goal_name = query_text(query, "goal", "");
    if (!board && goal_name.empty()) return worked_example_json(name);
    if (goal_name == "on") goal = Goal::on;
    else if (goal_name == "off") goal = Goal::off;
    else if (!goal_name.empty()) throw InputError("goal must be off or on");
    return lesson_json(make_lesson(name, board, goal));
}

}  // namespace lightsout::web
