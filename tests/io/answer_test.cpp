// Answers in the four formats: the seed 002 example's minimal solution, an
// unsolvable board's certificate, a sequence kept in order.
#include <sstream>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;
using io::AnswerFormat;
using io::Coords;

namespace {

// Seed 002: the fewest presses for its example are 1, 4, 10, 23 (cell numbers).
Solution seed_solution() {
    Solution s;
    s.solvable = true;
    s.presses = PressPattern(5, 5);
    for (auto [r, c] : {std::pair{0, 0}, {0, 3}, {1, 4}, {4, 2}}) s.presses.set(r, c, true);
    s.nullity = 2;
    s.minimal = true;
    s.method = "dense";
    return s;
}

std::string answer(const Solution& s, AnswerFormat format, Coords coords = Coords::rc, Goal goal = Goal::off,
                   Rule rule = Rule::plus()) {
    std::ostringstream out;
    io::write_answer(out, s, {.shape = s.presses.rows() ? s.presses.shape() : s.certificate.shape(),
                              .rule = rule, .goal = goal, .coords = coords},
                     format);
    return out.str();
}

}  // namespace

TEST(Answer, Grid) { EXPECT_EQ(answer(seed_solution(), AnswerFormat::grid), "10010\n00001\n00000\n00000\n00100\n"); }

TEST(Answer, ListInEveryCoordinateSystem) {
    EXPECT_EQ(answer(seed_solution(), AnswerFormat::list, Coords::index), "1\n4\n10\n23\n");
    EXPECT_EQ(answer(seed_solution(), AnswerFormat::list, Coords::rc), "1,1\n1,4\n2,5\n5,3\n");
    EXPECT_EQ(answer(seed_solution(), AnswerFormat::list, Coords::xy), "1,5\n4,5\n5,4\n3,1\n");
}

TEST(Answer, Json) {
    EXPECT_EQ(answer(seed_solution(), AnswerFormat::json),
              R"({"rows":5,"cols":5,"rule":"plus","goal":"off","solvable":true,"count":4,"minimal":true,)"
              R"("nullity":2,"presses":[[1,1],[1,4],[2,5],[5,3]],"method":"dense"})" "\n");
    std::string index = answer(seed_solution(), AnswerFormat::json, Coords::index);
    EXPECT_NE(index.find(R"("presses":[1,4,10,23])"), std::string::npos) << index;
    std::string xy = answer(seed_solution(), AnswerFormat::json, Coords::xy, Goal::on, Rule::square().on_torus());
    EXPECT_NE(xy.find(R"("presses":[[1,5],[4,5],[5,4],[3,1]])"), std::string::npos) << xy;
    EXPECT_NE(xy.find(R"("goal":"on")"), std::string::npos) << xy;
    EXPECT_NE(xy.find(R"("rule":"square+torus")"), std::string::npos) << xy;
}

TEST(Answer, PbmIsThePressPatternAsP4) {
    std::string pbm = answer(seed_solution(), AnswerFormat::pbm);
    std::istringstream in(pbm);
    EXPECT_EQ(io::read_pbm(in), seed_solution().presses);
    EXPECT_EQ(pbm.substr(0, 7), "P4\n5 5\n");
}

TEST(Answer, UnsolvableShowsTheCertificate) {
    Solution s;
    s.solvable = false;
    s.certificate = PressPattern(2, 3);
    s.certificate.set(0, 1, true);
    s.certificate.set(1, 2, true);
    s.nullity = 1;
    s.note = "the \"quiet\" pattern overlaps";
    EXPECT_EQ(answer(s, AnswerFormat::grid), "010\n001\n");
    EXPECT_EQ(answer(s, AnswerFormat::list), "1,2\n2,3\n");
    std::string json = answer(s, AnswerFormat::json);
    EXPECT_NE(json.find(R"("solvable":false,"proven":true,"count":0)"), std::string::npos) << json;
    EXPECT_NE(json.find(R"("presses":[],"certificate":[[1,2],[2,3]])"), std::string::npos) << json;
    EXPECT_NE(json.find(R"("note":"the \"quiet\" pattern overlaps")"), std::string::npos) << json;
}

TEST(Answer, SequenceKeepsItsOrder) {
    Solution s = seed_solution();
    s.sequence = {{4, 2}, {0, 0}, {1, 4}, {0, 3}};
    EXPECT_EQ(answer(s, AnswerFormat::list, Coords::index), "23\n1\n10\n4\n");
    std::string json = answer(s, AnswerFormat::json, Coords::index);
    EXPECT_NE(json.find(R"("sequence":[23,1,10,4])"), std::string::npos) << json;
    EXPECT_NE(json.find(R"("presses":[1,4,10,23])"), std::string::npos) << json;
}

TEST(Answer, ParseAnswerFormat) {
    EXPECT_EQ(io::parse_answer_format("grid"), AnswerFormat::grid);
    EXPECT_EQ(io::parse_answer_format("list"), AnswerFormat::list);
    EXPECT_EQ(io::parse_answer_format("json"), AnswerFormat::json);
    EXPECT_EQ(io::parse_answer_format("pbm"), AnswerFormat::pbm);
    EXPECT_THROW(io::parse_answer_format("yaml"), InputError);
}
