// Fuzzing the parsers with RapidCheck: random bytes and random mutations of
// valid boards give a Board or an InputError, never anything else; valid
// boards round-trip through every format.
#include <sstream>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;

namespace {

// A board or an InputError; any other exception fails the property.
void read_or_reject(const std::string& bytes) {
    std::istringstream in(bytes);
    try {
        Board b = io::read_board(in, "fuzz");
        RC_ASSERT(b.rows() > 0);
        RC_ASSERT(b.cols() > 0);
        // Padding bits stay zero.
        for (int r = 0; r < b.rows(); ++r) RC_ASSERT((b.row(r)[b.words_per_row() - 1] & ~b.last_word_mask()) == 0u);
    } catch (const InputError&) {
    }
}

void press_or_reject(const std::string& text, io::Coords coords, Shape shape) {
    try {
        for (Cell cell : io::parse_press_list(text, coords, shape)) {
            RC_ASSERT(cell.row >= 0 && cell.row < shape.rows);
            RC_ASSERT(cell.col >= 0 && cell.col < shape.cols);
        }
    } catch (const InputError&) {
    }
}

rc::Gen<Board> gen_board() {
    return rc::gen::exec([] {
        int rows = *rc::gen::inRange(1, 12);
        int cols = *rc::gen::inRange(1, 140);
        Board b(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                if (*rc::gen::arbitrary<bool>()) b.set(r, c, true);
        return b;
    });
}

std::string serialize(const Board& b, int format) {
    std::ostringstream out;
    switch (format) {
        case 0: io::write_text_board(out, b); break;
        case 1: io::write_pbm(out, b); break;
        case 2: io::write_pbm_plain(out, b); break;
        default: out << io::board_json(b); break;
    }
    return out.str();
}

// Flip, insert, delete or overwrite a few bytes.
std::string mutate(std::string bytes) {
    int edits = *rc::gen::inRange(1, 6);
    for (int e = 0; e < edits; ++e) {
        std::size_t at = bytes.empty() ? 0 : *rc::gen::inRange<std::size_t>(0, bytes.size());
        char ch = *rc::gen::elementOf(std::string("01 \n#P14{}[]\",:-x.9\xff\x00", 21));
        switch (*rc::gen::inRange(0, 4)) {
            case 0: bytes.insert(bytes.begin() + std::ptrdiff_t(at), ch); break;
            case 1: if (!bytes.empty()) bytes.erase(at, 1); break;
            case 2: if (!bytes.empty()) bytes[at] = ch; break;
            default: bytes.resize(at); break;
        }
    }
    return bytes;
}

}  // namespace

RC_GTEST_PROP(ParserFuzz, RandomBytesGiveABoardOrAnInputError, (const std::string& bytes)) { read_or_reject(bytes); }

RC_GTEST_PROP(ParserFuzz, RandomBytesAfterAPbmOrJsonStart, (const std::string& tail)) {
    for (const char* head : {"P1\n", "P4\n", "P4 3 2\n", "P1 3 2\n", "{\"rows\":2,\"cols\":3,\"cells\":"})
        read_or_reject(head + tail);
}

RC_GTEST_PROP(ParserFuzz, MutatedValidBoardsGiveABoardOrAnInputError, ()) {
    Board b = *gen_board();
    int format = *rc::gen::inRange(0, 4);
    read_or_reject(mutate(serialize(b, format)));
}

RC_GTEST_PROP(ParserFuzz, ValidBoardsRoundTripThroughEveryFormat, ()) {
    Board b = *gen_board();
    for (int format = 0; format < 4; ++format) {
        std::istringstream in(serialize(b, format));
        RC_ASSERT(io::read_board(in) == b);
    }
}

RC_GTEST_PROP(ParserFuzz, PressListsGiveCellsOnTheBoardOrAnInputError, (const std::string& text)) {
    for (io::Coords coords : {io::Coords::rc, io::Coords::xy, io::Coords::index}) press_or_reject(text, coords, {5, 7});
}

RC_GTEST_PROP(ParserFuzz, MutatedPressListsGiveCellsOnTheBoardOrAnInputError, ()) {
    Shape shape{*rc::gen::inRange(1, 30), *rc::gen::inRange(1, 30)};
    auto cells = *rc::gen::container<std::vector<std::pair<int, int>>>(
        rc::gen::pair(rc::gen::inRange(0, shape.rows), rc::gen::inRange(0, shape.cols)));
    std::string text;
    for (auto [r, c] : cells) text += io::format_cell({r, c}, io::Coords::rc, shape) + " ";
    auto parsed = io::parse_press_list(text, io::Coords::rc, shape);
    RC_ASSERT(parsed.size() == cells.size());
    press_or_reject(mutate(text), io::Coords::rc, shape);
    press_or_reject(mutate(text), io::Coords::xy, shape);
    press_or_reject(mutate(text), io::Coords::index, shape);
}
