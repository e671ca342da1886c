// Boards of K-state lights: text, JSON and PGM read what they write, say what
// is wrong with bad input, and press counts parse as written.
#include "lightsout/state_io.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "lightsout/error.hpp"

namespace lightsout {
namespace {

rc::Gen<StateBoard> gen_state_board() {
    return rc::gen::exec([] {
        const int states = *rc::gen::inRange(2, 256);
        const int rows = *rc::gen::inRange(1, 9), cols = *rc::gen::inRange(1, 12);
        StateBoard b{{rows, cols}, states, {}};
        for (int i = 0; i < rows * cols; ++i) b.lights.push_back(std::uint8_t(*rc::gen::inRange(0, states)));
        return b;
    });
}

std::string serialized(const StateBoard& b, int format) {
    std::ostringstream out;
    switch (format) {
        case 0: io::write_state_text(out, b); break;
        case 1: io::write_pgm(out, b); break;
        case 2: io::write_pgm_plain(out, b); break;
        default: out << io::state_board_json(b); break;
    }
    return out.str();
}

RC_GTEST_PROP(StateIo, EveryFormatRoundTrips, ()) {
    const StateBoard b = *gen_state_board();
    const int format = *rc::gen::inRange(0, 4);
    std::istringstream in(serialized(b, format));
    // Text says nothing of K: it is told; PGM and JSON say it themselves.
    io::AnyBoard read = io::read_any_board(in, format == 0 || b.states > 2 ? b.states : 0, "test");
    if (b.states == 2) {
        const Board& bits = std::get<Board>(read);
        RC_ASSERT(counts_of(bits) == b.lights);
        return;
    }
    const StateBoard& back = std::get<StateBoard>(read);
    RC_ASSERT(back.shape == b.shape);
    RC_ASSERT(back.states == b.states);
    RC_ASSERT(back.lights == b.lights);
}

// Random bytes and mutations of valid boards: a board or an InputError.
RC_GTEST_PROP(StateIo, BadBytesAreRejectedCleanly, ()) {
    const StateBoard b = *gen_state_board();
    std::string bytes = serialized(b, *rc::gen::inRange(0, 4));
    const int edits = *rc::gen::inRange(0, 4);
    for (int e = 0; e < edits && !bytes.empty(); ++e)
        bytes[std::size_t(*rc::gen::inRange<std::size_t>(0, bytes.size()))] = *rc::gen::arbitrary<char>();
    if (*rc::gen::arbitrary<bool>()) bytes.resize(*rc::gen::inRange<std::size_t>(0, bytes.size() + 1));
    std::istringstream in(bytes);
    try {
        io::AnyBoard read = io::read_any_board(in, *rc::gen::element(0, 2, b.states), "fuzz");
        if (auto* s = std::get_if<StateBoard>(&read)) {
            RC_ASSERT(std::int64_t(s->lights.size()) == s->shape.cells());
            for (std::uint8_t x : s->lights) RC_ASSERT(int(x) < s->states);
        }
    } catch (const InputError&) {
    }
}

RC_GTEST_PROP(StateIo, PressCountsAddUpModK, ()) {
    const int states = *rc::gen::inRange(2, 20);
    const Shape shape{*rc::gen::inRange(1, 6), *rc::gen::inRange(1, 6)};
    std::vector<std::uint8_t> expected(static_cast<std::size_t>(shape.cells()), 0);
    std::string text;
    const int entries = *rc::gen::inRange(0, 10);
    for (int e = 0; e < entries; ++e) {
        const int r = *rc::gen::inRange(0, shape.rows), c = *rc::gen::inRange(0, shape.cols);
        const int t = *rc::gen::inRange(0, 40);
        auto& x = expected[std::size_t(r * shape.cols + c)];
        x = std::uint8_t((x + t) % states);
        // Bracketed entries may be followed by a comma: "(1, 2, 3), (4, 5)" is two entries.
        const bool bracketed = *rc::gen::arbitrary<bool>();
        const std::string end = bracketed ? *rc::gen::element<std::string>("); ", "), ", ")", ")\n")
                                          : *rc::gen::element<std::string>("\n", " ", "; ");
        text += (bracketed ? "(" : "") + std::to_string(r + 1) + ", " + std::to_string(c + 1) + "," + std::to_string(t) +
                end;
    }
    RC_ASSERT(io::parse_press_counts(text, io::Coords::rc, shape, states) == expected);
}

TEST(StateIo, PressCountsAsDocumented) {
    // docs/STATES.md: closing brackets end an entry, a comma after one does not join.
    EXPECT_EQ(io::parse_press_counts("(1, 2, 3), (2, 2)", io::Coords::rc, {2, 2}, 5),
              (std::vector<std::uint8_t>{0, 3, 0, 1}));
    EXPECT_EQ(io::parse_press_counts("1,2,4 2,2;\n2,1", io::Coords::rc, {2, 2}, 5),
              (std::vector<std::uint8_t>{0, 4, 1, 1}));
}

TEST(StateIo, TextBoardsOfBothKinds) {
    const StateBoard small = io::parse_state_text("012\n2 1 0\n", 3, "t");
    EXPECT_EQ(small.shape, (Shape{2, 3}));
    EXPECT_EQ(small.lights, (std::vector<std::uint8_t>{0, 1, 2, 2, 1, 0}));
    const StateBoard large = io::parse_state_text("10 0 254\n3 3 3\n", 255, "t");
    EXPECT_EQ(large.lights, (std::vector<std::uint8_t>{10, 0, 254, 3, 3, 3}));
    std::ostringstream out;
    io::write_state_text(out, large);
    EXPECT_EQ(out.str(), "10 0 254\n3 3 3\n");
}

TEST(StateIo, BadBoardsSayWhere) {
    auto message = [](auto&& read) -> std::string {
        try {
            read();
        } catch (const InputError& e) {
            return e.what();
        }
        return "(no error)";
    };
    EXPECT_EQ(message([] { io::parse_state_text("012\n013\n", 3, "b"); }),
              "b, line 2, column 3: 3 is not a light value for K = 3 states (0..2)");
    EXPECT_EQ(message([] { io::parse_state_text("01\n012\n", 3, "b"); }),
              "b, line 2: row has 3 lights, but the first row has 2 (every row must be the same length)");
    EXPECT_EQ(message([] { io::parse_state_json(R"({"states": 4, "cells": [[0, 4]]})", 0, "b"); }),
              "b: \"cells\" row 1, column 2 is 4, not a light value for K = 4 states (0..3)");
    EXPECT_EQ(message([] { io::parse_state_json(R"({"states": 4, "cells": [[0]]})", 5, "b"); }),
              "b: the board has \"states\": 4 but 5 states were asked for");
    EXPECT_EQ(message([] { std::istringstream in("P2 2 1 2\n0 3\n"); io::read_pgm(in, 0, "b"); }),
              "b: PGM row 1, column 2 is 3, above maxval 2");
    EXPECT_EQ(message([] { std::istringstream in("P5 2 1 255\n.."); io::read_pgm(in, 0, "b"); }),
              "b: PGM maxval 255 means 256 states; lights have at most 255 (maxval 254)");
    // The library names no flag: the code says that more states would do, and
    // the command line adds "give --states K", Python "give states=K".
    EXPECT_EQ(message([] { std::istringstream in("0120\n"); io::read_any_board(in, 0, "b"); }),
              "b, line 1, column 3: unknown character '2' (lit = 1 # x X * O, unlit = 0 . - o)");
    try {
        std::istringstream in("0120\n");
        io::read_any_board(in, 0, "b");
        ADD_FAILURE() << "a digit 2 was read as two states";
    } catch (const InputError& e) {
        EXPECT_EQ(e.problem(), Problem::needs_states);
    }
}

// A value nested 200,000 deep where a light or K belongs: refused in one
// sentence (quoting it would recurse through every level).
TEST(StateIo, DeeplyNestedValuesAreRefusedWithoutRecursion) {
    const std::string deep = std::string(200000, '[') + std::string(200000, ']');
    EXPECT_THROW(io::parse_state_json(R"({"states": 3, "cells": [[0, )" + deep + "]]}", 0, "b"), InputError);
    EXPECT_THROW(io::parse_state_json(R"({"states": )" + deep + R"(, "cells": [[0]]})", 0, "b"), InputError);
}

TEST(StateIo, TwoStateFilesStayBitPacked) {
    std::istringstream pbm("P1 2 1\n1 0\n"), text("10\n");
    EXPECT_TRUE(std::holds_alternative<Board>(io::read_any_board(pbm, 0, "b")));
    EXPECT_TRUE(std::holds_alternative<Board>(io::read_any_board(text, 0, "b")));
    std::istringstream pbm3("P1 2 1\n1 0\n");
    const io::AnyBoard three = io::read_any_board(pbm3, 3, "b");
    EXPECT_EQ(std::get<StateBoard>(three).lights, (std::vector<std::uint8_t>{1, 0}));
}

// A caller asking for one state (or 256, or a negative count) gets an
// InputError from every K-state reader: K runs from 2 to 255.
TEST(StateIo, ReadersRefuseStatesOutsideTwoTo255) {
    for (int states : {1, 256, -3}) {
        EXPECT_THROW(io::parse_state_text("01\n10\n", states, "b"), InputError) << states;
        EXPECT_THROW(io::parse_state_json(R"({"rows":1,"cols":2,"cells":[[0,0]]})", states, "b"), InputError) << states;
        std::istringstream pgm("P2 2 1 1\n0 1\n");
        EXPECT_THROW(io::read_pgm(pgm, states, "b"), InputError) << states;
        std::istringstream text("01\n10\n");
        EXPECT_THROW(io::read_any_board(text, states, "b"), InputError) << states;
    }
    try {
        std::istringstream in("01\n");
        io::read_any_board(in, 1, "b");
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "a board of 1 states was asked for; states are 2..255 (0: as the board says)");
    }
    EXPECT_NO_THROW(io::parse_state_text("01\n10\n", 0, "b"));
    EXPECT_NO_THROW(io::parse_state_text("01\n10\n", 2, "b"));
}

// A P2 file with samples after its last light is refused, not read as if they
// were not there; comments and blank lines after the last light are fine.
TEST(StateIo, PlainPgmWithExtraSamplesIsRefused) {
    std::istringstream extra("P2 2 1 2\n0 1\n2\n");
    try {
        io::read_pgm(extra, 0, "b");
        ADD_FAILURE() << "extra samples were accepted";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "b: PGM has samples after its last light (2 x 1 = 2 lights)");
    }
    std::istringstream trailing("P2 2 1 2\n0 1\n# a comment\n\n");
    EXPECT_EQ(io::read_pgm(trailing, 0, "b").lights, (std::vector<std::uint8_t>{0, 1}));
}

// In P5 every byte is a sample: a byte after the last light is refused, in
// P2's words.
TEST(StateIo, RawPgmWithBytesAfterTheLastLightIsRefused) {
    const std::string raster = std::string("P5 2 1 2\n") + '\0' + '\1';
    for (const std::string& tail : {std::string("\x01"), std::string("\n")}) {
        std::istringstream extra(raster + tail);
        try {
            io::read_pgm(extra, 0, "b");
            ADD_FAILURE() << "a byte after the raster was accepted";
        } catch (const InputError& e) {
            EXPECT_STREQ(e.what(), "b: PGM has samples after its last light (2 x 1 = 2 lights)");
        }
    }
    std::istringstream exact(raster);
    EXPECT_EQ(io::read_pgm(exact, 0, "b").lights, (std::vector<std::uint8_t>{0, 1}));
}

}  // namespace
}  // namespace lightsout

