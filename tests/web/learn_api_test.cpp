// GET /api/learn: the library's lessons for the page's Learn menu.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

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
