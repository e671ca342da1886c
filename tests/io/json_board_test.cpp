// JSON boards: the DESIGN.md form, round trips, detection.
#include <sstream>
#include <streambuf>
#include <string>
#include <variant>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;

TEST(JsonBoard, DesignExample) {
    Board b = io::parse_json_board(R"({"rows": 2, "cols": 5, "cells": ["11110", "10001"]})");
    ASSERT_EQ(b.rows(), 2);
    ASSERT_EQ(b.cols(), 5);
    EXPECT_EQ(b.count(), 6);
    EXPECT_TRUE(b.get(1, 4));
}

TEST(JsonBoard, RowsAndColsMayBeLeftOut) {
    Board b = io::parse_json_board(R"({"cells": ["101", "010"]})");
    EXPECT_EQ(b.rows(), 2);
    EXPECT_EQ(b.cols(), 3);
}

TEST(JsonBoard, RoundTrip) {
    Board b(3, 70);
    b.set(0, 0, true);
    b.set(2, 69, true);
    b.set(1, 64, true);
    std::string text = io::board_json(b);
    EXPECT_EQ(text.substr(0, 29), R"({"rows":3,"cols":70,"cells":[)");
    EXPECT_EQ(io::parse_json_board(text), b);
    std::istringstream in("\n  " + text);
    EXPECT_EQ(io::read_board(in), b);
}

namespace {

// A stream that cannot seek, as a pipe (the readers must not count on seeking back).
class PipeBuffer : public std::streambuf {
public:
    explicit PipeBuffer(std::string text) : text_(std::move(text)) {
        setg(text_.data(), text_.data(), text_.data() + text_.size());
    }

private:
    std::string text_;
};

}  // namespace

// JSON boards are read as streams (the parser's events straight into
// bits): padding and unread members are checked, not kept; the messages are
// those of the whole-document reader.
TEST(JsonBoard, StreamedWithPaddingAndKeysInAnyOrder) {
    std::string padding = "[";
    for (int i = 0; i < 1000; ++i) padding += i ? ",{\"a\":[1,{}]}" : "{}";
    padding += "]";
    std::istringstream in("\xEF\xBB\xBF\n  {\"pad\":" + padding + ",\"cells\":[\"101\",\"011\"],\"cols\":3}");
    const Board b = io::read_board(in, "board");
    EXPECT_EQ(b, io::parse_text_board("101\n011\n"));
    PipeBuffer pipe("{\"rows\":2,\"cols\":3,\"cells\":[\"101\",\"011\"]}");
    std::istream piped(&pipe);
    EXPECT_EQ(io::read_board(piped, "board"), b);
}

TEST(JsonBoard, StreamedMessagesAreTheDocumentReaders) {
    auto message = [](const std::string& text) {
        std::istringstream in(text);
        try {
            io::read_board(in, "b");
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_EQ(message(R"({"cells":["10","01"],"cells":["1"]})"), R"(b: JSON key "cells" appears twice in one object)");
    EXPECT_EQ(message(R"({"cells":["10",7,"0x"]})"), "b: \"cells\" row 2 must be a string of 0/1, not number");
    EXPECT_EQ(message(R"({"cells":["10","0x","1"]})"), "b: \"cells\" row 2, column 2 is not 0 or 1");
    EXPECT_EQ(message(R"({"cells":["10","0x1","1"]})"), "b: \"cells\" row 2 has 3 cells, expected 2");
    EXPECT_EQ(message(R"({"cells":["10","01"],"cols":3})"), "b: \"cells\" row 1 has 2 cells, expected 3");
    EXPECT_EQ(message(R"({"cells":["10","01"],"rows":3})"), "b: \"rows\" is 3 but \"cells\" has 2 rows");
    EXPECT_EQ(message(R"({"cells":[]})"), "b: \"cells\" is empty (a board needs at least one row)");
    EXPECT_EQ(message(R"([1])"), "b: a JSON board must be an object with \"rows\", \"cols\" and \"cells\"");
    EXPECT_EQ(message("  {\"cells\":[\"10\"],}"), "b: not valid JSON (at byte 19)");
}

// A board of more states is read again whole by the K-state reader, from a pipe too.
TEST(JsonBoard, StreamedBoardOfMoreStatesIsReadAgain) {
    for (const char* text : {R"({"rows":1,"cols":2,"states":3,"cells":["12"]})", R"({"cells":[[1,2]],"states":3})",
                             R"({"cells":["12"],"states":3})"}) {
        PipeBuffer pipe(text);
        std::istream piped(&pipe);
        const io::AnyBoard board = io::read_any_board(piped, 0, "b");
        ASSERT_TRUE(std::holds_alternative<StateBoard>(board)) << text;
        EXPECT_EQ(std::get<StateBoard>(board).states, 3);
        std::istringstream file(text);
        EXPECT_TRUE(std::holds_alternative<StateBoard>(io::read_any_board(file, 0, "b"))) << text;
    }
}
