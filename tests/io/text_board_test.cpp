// Text boards: the seeds' examples and the Ponder This grids parse as printed.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;

namespace {

std::string rows_of(const Board& board) {
    std::ostringstream out;
    io::write_text_board(out, board);
    return out.str();
}

}  // namespace

TEST(TextBoard, SeedExampleWithSpaces) {
    Board b = io::parse_text_board("1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0\n");
    ASSERT_EQ(b.rows(), 5);
    ASSERT_EQ(b.cols(), 5);
    EXPECT_EQ(rows_of(b), "11110\n10001\n00001\n00100\n01110\n");
    EXPECT_TRUE(b.get(0, 0));
    EXPECT_FALSE(b.get(0, 4));
}

TEST(TextBoard, EveryLitAndUnlitCharacter) {
    Board b = io::parse_text_board("1#xX*O\n0.-o00\n");
    EXPECT_EQ(rows_of(b), "111111\n000000\n");
}

TEST(TextBoard, CrlfTabsAndBlankEdgeLinesAreIgnored) {
    Board b = io::parse_text_board("\n\r\n  10\t1\r\n011 \r\n\n  \n");
    EXPECT_EQ(rows_of(b), "101\n011\n");
}

TEST(TextBoard, NoFinalNewline) { EXPECT_EQ(rows_of(io::parse_text_board("10\n01")), "10\n01\n"); }

TEST(TextBoard, ByteOrderMark) { EXPECT_EQ(rows_of(io::parse_text_board("\xEF\xBB\xBF" "10\n01\n")), "10\n01\n"); }

TEST(TextBoard, WideRowsCrossWordBoundaries) {
    std::string row(200, '0');
    row[0] = row[63] = row[64] = row[199] = '1';
    Board b = io::parse_text_board(row + "\n" + row + "\n");
    EXPECT_EQ(b.cols(), 200);
    EXPECT_EQ(b.count(), 8);
    EXPECT_TRUE(b.get(1, 64));
    EXPECT_EQ(rows_of(b), row + "\n" + row + "\n");
}

TEST(TextBoard, PonderThisGridsParseAsPrinted) {
    for (auto [name, n] : {std::pair{"ponder-2023-04-24x24.txt", 24}, std::pair{"ponder-2023-04-30x30.txt", 30}}) {
        std::string path = std::string(LIGHTSOUT_TEST_DATA) + "/ponder/" + name;
        std::ifstream file(path);
        if (!file) GTEST_SKIP() << path << " is not there yet";
        std::stringstream text;
        text << file.rdbuf();
        Board b = io::read_board_file(path);
        EXPECT_EQ(b.rows(), n);
        EXPECT_EQ(b.cols(), n);
        EXPECT_EQ(rows_of(b), text.str());
    }
}

TEST(TextBoard, ReadBoardDetectsText) {
    std::istringstream in("  01\n10\n");
    EXPECT_EQ(rows_of(io::read_board(in)), "01\n10\n");
}
