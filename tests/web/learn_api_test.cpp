// GET /api/learn: the library's lessons for the page's Learn menu.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "lightsout/io.hpp"
#include "lightsout/lesson.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

ApiResponse learn(Query query) { return handle_api("GET", "/api/learn", query, ""); }

TEST(LearnApi, EveryLessonIsTheLibrarysJson) {
    for (const std::string& name : lesson_names()) {
        const ApiResponse answer = learn({{"lesson", name}});
        ASSERT_EQ(answer.status, 200) << answer.body;
        EXPECT_EQ(answer.body, lesson_json(make_lesson(name)));
        EXPECT_TRUE(nlohmann::json::parse(answer.body)["reached"].get<bool>());
    }
}

TEST(LearnApi, WorkedExamplesAreKeptAndBoardsAreMadeEachTime) {
    // The worked examples are made once and kept: the same bytes every time.
    for (const std::string& name : lesson_names()) EXPECT_EQ(learn({{"lesson", name}}).body, learn({{"lesson", name}}).body);
    // A board or a goal is a lesson of its own, never the kept example.
    const ApiResponse example = learn({{"lesson", "chasing"}});
    const ApiResponse board = learn({{"lesson", "chasing"}, {"board", "11000/10000/00000/00000/00000"}});
    ASSERT_EQ(board.status, 200) << board.body;
    EXPECT_NE(board.body, example.body);
    EXPECT_EQ(board.body, lesson_json(make_lesson("chasing", io::parse_text_board("11000\n10000\n00000\n00000\n00000"))));
    const ApiResponse goal_on = learn({{"lesson", "chasing"}, {"goal", "on"}});
    ASSERT_EQ(goal_on.status, 200) << goal_on.body;
    EXPECT_EQ(goal_on.body, lesson_json(make_lesson("chasing", std::nullopt, Goal::on)));
    // An unknown name is refused each time, never kept.
    EXPECT_EQ(learn({{"lesson", "nothing"}}).status, 400);
    EXPECT_EQ(learn({{"lesson", "nothing"}}).status, 400);
}

TEST(LearnApi, ABoardAndAGoal) {
    const ApiResponse answer = learn({{"lesson", "elimination"}, {"board", "11110/10001/00001/00100/01110"}, {"goal", "off"}});
    ASSERT_EQ(answer.status, 200) << answer.body;
    const nlohmann::json lesson = nlohmann::json::parse(answer.body);
    EXPECT_EQ(lesson["pivots"].size(), 23u);
    EXPECT_EQ(lesson["free"], nlohmann::json::array({23, 24}));
}

TEST(LearnApi, BadInputIs400) {
    EXPECT_EQ(learn({}).status, 400);
    EXPECT_EQ(learn({{"lesson", "nothing"}}).status, 400);
    EXPECT_EQ(learn({{"lesson", "chasing"}, {"goal", "maybe"}}).status, 400);
    EXPECT_EQ(learn({{"lesson", "elimination"}, {"board", "0000000/0000000/0000000/0000000/0000000/0000000/0000000"}}).status, 400);
    EXPECT_EQ(learn({{"lesson", "chasing"}, {"board", std::string(5000, '1')}}).status, 400);
    EXPECT_EQ(handle_api("POST", "/api/learn", {{"lesson", "chasing"}}, "").status, 405);
}

}  // namespace
}  // namespace lightsout::web
