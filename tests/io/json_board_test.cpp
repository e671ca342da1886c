// JSON boards: the DESIGN.md form, round trips, detection.
#include <sstream>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

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
