// Bad input: one InputError with one clear sentence naming the source and what
// is wrong; never a crash, never a partial board.
#include <sstream>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;
using io::Coords;

namespace {

// The message of the InputError reading `bytes` throws ("" when it does not throw).
std::string board_error(const std::string& bytes) {
    std::istringstream in(bytes);
    try {
        io::read_board(in, "test.board");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

std::string press_error(const std::string& text, Coords coords = Coords::rc, Shape shape = {5, 5}) {
    try {
        io::parse_press_list(text, coords, shape);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

// One sentence: names the source, says something, no line breaks.
void expect_clear(const std::string& message, const std::string& source, const std::string& mentions) {
    ASSERT_FALSE(message.empty()) << "no InputError";
    EXPECT_NE(message.find(source), std::string::npos) << message;
    EXPECT_NE(message.find(mentions), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

}  // namespace

TEST(BadBoard, RaggedRows) { expect_clear(board_error("101\n11\n"), "test.board", "line 2"); }
TEST(BadBoard, UnknownCharacter) { expect_clear(board_error("1a1\n111\n"), "test.board", "line 1, column 2"); }
TEST(BadBoard, UnprintableByte) { expect_clear(board_error("1\x01" "1\n"), "test.board", "0x01"); }
TEST(BadBoard, EmptyInput) { expect_clear(board_error(""), "test.board", "empty"); }
TEST(BadBoard, BlankInput) { expect_clear(board_error("\n\n  \n"), "test.board", "empty"); }
TEST(BadBoard, BlankLineBetweenRows) { expect_clear(board_error("11\n\n11\n"), "test.board", "line 2"); }

// A file is measured before its board is made: P1 needs a byte a cell at least.
TEST(BadPbm, P1ShorterThanDeclared) { expect_clear(board_error("P1\n3 3\n1 0 1\n"), "test.board", "holds only 7 bytes"); }
TEST(BadPbm, P4ShorterThanDeclared) {
    expect_clear(board_error(std::string("P4\n16 4\n\xff\xff\xff", 11)), "test.board", "holds only 3 bytes");
}
TEST(BadPbm, P4ShorterThanDeclaredOnAPipe) {
    // A stream that cannot seek: the shortfall is found while reading.
    struct Pipe : std::stringbuf {
        using std::stringbuf::stringbuf;
        pos_type seekoff(off_type, std::ios::seekdir, std::ios::openmode) override { return pos_type(-1); }
    } pipe(std::string("P4\n16 4\n\xff\xff\xff", 11));
    std::istream in(&pipe);
    try {
        io::read_board(in, "pipe");
        FAIL() << "no InputError";
    } catch (const InputError& e) {
        expect_clear(e.what(), "pipe", "ends after 1 of the 4 rows");
    }
}
TEST(BadPbm, MoreCellsThanAllowed) { expect_clear(board_error("P4\n100000000 100000000\n"), "test.board", "more than"); }
TEST(BadPbm, DimensionOverflow) {
    expect_clear(board_error("P4\n99999999999999999999999 2\n"), "test.board", "too large");
}
TEST(BadPbm, ZeroSize) { expect_clear(board_error("P1\n0 3\n"), "test.board", "width is 0"); }
TEST(BadPbm, ZeroHeight) { expect_clear(board_error("P4 3 0\n"), "test.board", "height is 0"); }
TEST(BadPbm, NegativeSize) { expect_clear(board_error("P1\n-3 3\n"), "test.board", "negative"); }
TEST(BadPbm, GarbageSize) { expect_clear(board_error("P1\nthree 3\n"), "test.board", "no width"); }
TEST(BadPbm, SizeFollowedByGarbage) { expect_clear(board_error("P1\n3x 3\n"), "test.board", "followed by 'x'"); }
TEST(BadPbm, NoHeight) { expect_clear(board_error("P4\n3"), "test.board", "no height"); }
TEST(BadPbm, P1BadCell) { expect_clear(board_error("P1 2 1\n1 2\n"), "test.board", "row 1, cell 2"); }
TEST(BadPbm, OtherNetpbmKinds) { expect_clear(board_error("P2\n2 2\n"), "test.board", "not a PBM"); }

TEST(BadJson, Broken) { expect_clear(board_error(R"({"rows": 2, "cols": )"), "test.board", "not valid JSON"); }
TEST(BadJson, NumberOutOfRange) {
    // Found by the libFuzzer harness: nlohmann throws out_of_range, not parse_error.
    expect_clear(board_error("[[2,555555e555"), "test.board", "out of range");
}
TEST(BadJson, TooFewRows) {
    expect_clear(board_error(R"({"rows": 2, "cols": 2, "cells": ["01"]})"), "test.board", "has 1 rows");
}
TEST(BadJson, RowOfWrongLength) {
    expect_clear(board_error(R"({"rows": 2, "cols": 2, "cells": ["01", "011"]})"), "test.board", "row 2");
}
TEST(BadJson, WrongTypes) {
    expect_clear(board_error(R"({"rows": "2", "cols": 2, "cells": ["01", "01"]})"), "test.board", "\"rows\"");
    expect_clear(board_error(R"({"rows": 2.5, "cols": 2, "cells": ["01", "01"]})"), "test.board", "whole number");
    expect_clear(board_error(R"({"rows": 2, "cols": 2, "cells": "0101"})"), "test.board", "\"cells\"");
    expect_clear(board_error(R"({"rows": 2, "cols": 2, "cells": ["01", 1]})"), "test.board", "row 2");
    expect_clear(board_error(R"([1, 2])"), "test.board", "object");
}
TEST(BadJson, CellNotBinary) {
    expect_clear(board_error(R"({"rows": 1, "cols": 2, "cells": ["0x"]})"), "test.board", "column 2");
}
TEST(BadJson, NegativeOrZeroSize) {
    expect_clear(board_error(R"({"rows": -2, "cols": 2, "cells": []})"), "test.board", "at least 1");
    expect_clear(board_error(R"({"rows": 0, "cols": 2, "cells": []})"), "test.board", "at least 1");
}
TEST(BadJson, MoreCellsThanAllowed) {
    expect_clear(board_error(R"({"rows": 2000000000, "cols": 2000000000, "cells": []})"), "test.board", "more than");
    expect_clear(board_error(R"({"rows": 99999999999999999999, "cols": 2, "cells": []})"), "test.board", "\"rows\"");
    expect_clear(board_error(R"({"rows": 9999999999, "cols": 2, "cells": []})"), "test.board", "too large");
}

TEST(BadFile, Missing) {
    try {
        io::read_board_file("/nonexistent/board.txt");
        FAIL() << "no InputError";
    } catch (const InputError& e) {
        expect_clear(e.what(), "/nonexistent/board.txt", "cannot open");
    }
}

TEST(BadPressList, OffTheBoard) { expect_clear(press_error("3,3", Coords::rc, {2, 2}), "press list", "off the 2x2"); }
TEST(BadPressList, IndexOffTheBoard) { expect_clear(press_error("26", Coords::index), "press list", "off the 5x5"); }
TEST(BadPressList, ZeroIsNotACell) { expect_clear(press_error("0,1"), "press list", "off the"); }
TEST(BadPressList, Garbage) { expect_clear(press_error("1,x"), "press list", "unexpected 'x'"); }
TEST(BadPressList, Negative) { expect_clear(press_error("1,2\n-1,3"), "press list, line 2", "negative"); }
TEST(BadPressList, HalfACell) { expect_clear(press_error("1,2 3"), "press list", "only one number"); }
TEST(BadPressList, HugeNumber) { expect_clear(press_error("123456789012345678901,1"), "press list", "too large"); }
TEST(BadPressList, XyOffTheBoardSaysWhichAxis) {
    expect_clear(press_error("1,6", Coords::xy), "press list", "y = row from the bottom");
}
