// PBM boards: P1 and P4 round trips at every width around word boundaries,
// comments, pad bits, and a large board through the word-parallel path.
#include <chrono>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;

namespace {

Board random_board(int rows, int cols, unsigned seed) {
    std::mt19937_64 rng(seed);
    Board b(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (rng() & 1) b.set(r, c, true);
    return b;
}

Board from_pbm(const std::string& bytes) {
    std::istringstream in(bytes);
    return io::read_pbm(in);
}

std::string to_p4(const Board& b) {
    std::ostringstream out;
    io::write_pbm(out, b);
    return out.str();
}

}  // namespace

TEST(Pbm, P4BytesAreMsbFirstAndPadded) {
    Board b(2, 10);
    b.set(0, 0, true);
    b.set(0, 9, true);
    b.set(1, 7, true);
    b.set(1, 8, true);
    EXPECT_EQ(to_p4(b), std::string("P4\n10 2\n\x80\x40\x01\x80", 12));
}

TEST(Pbm, P4RoundTripAtEveryWidthAroundWordBoundaries) {
    for (int cols = 1; cols <= 200; ++cols) {
        Board b = random_board(3, cols, unsigned(cols));
        Board back = from_pbm(to_p4(b));
        ASSERT_EQ(back, b) << "width " << cols;
    }
}

TEST(Pbm, P4PadBitsAreDropped) {
    // 3 columns: the byte 0xFF sets the pad bits too; the board keeps 3 cells.
    Board b = from_pbm(std::string("P4 3 1\n\xFF", 8));
    EXPECT_EQ(b.count(), 3);
    EXPECT_EQ(b.row(0)[0], Word{7});
}

TEST(Pbm, P4PadBitsAreDroppedWhenRowsFillWholeWords) {
    // Found by the RapidCheck property: 57..63 columns take 8 bytes a row, like 64.
    std::string bytes = "P4\n57 2\n" + std::string(16, '\xFF');
    Board b = from_pbm(bytes);
    EXPECT_EQ(b.count(), 2 * 57);
    EXPECT_EQ(b.row(1)[0], b.last_word_mask());
}

TEST(Pbm, P1WithCommentsAndPackedDigits) {
    Board b = from_pbm("P1\n# a comment\n3 # width\n2\n1 0 1\n# between rows\n011\n");
    ASSERT_EQ(b.rows(), 2);
    ASSERT_EQ(b.cols(), 3);
    EXPECT_TRUE(b.get(0, 0));
    EXPECT_FALSE(b.get(0, 1));
    EXPECT_TRUE(b.get(0, 2));
    EXPECT_FALSE(b.get(1, 0));
    EXPECT_TRUE(b.get(1, 2));
}

TEST(Pbm, P1RoundTrip) {
    Board b = random_board(7, 70, 5);
    std::ostringstream out;
    io::write_pbm_plain(out, b);
    EXPECT_EQ(from_pbm(out.str()), b);
}

TEST(Pbm, HeaderCommentsInP4) {
    Board b = from_pbm(std::string("P4\n#c\n8#c2\n1\n\x81", 14));
    EXPECT_TRUE(b.get(0, 0));
    EXPECT_TRUE(b.get(0, 7));
    EXPECT_EQ(b.count(), 2);
}

TEST(Pbm, ReadBoardDetectsPbm) {
    Board b = random_board(5, 77, 9);
    std::istringstream in(to_p4(b));
    EXPECT_EQ(io::read_board(in), b);
}

// Not a timed test (the benchmark is), but the whole-word path must be quick:
// 4096 x 4096 (2 MiB of raster) each way.
TEST(Pbm, LargeBoardRoundTrip) {
    Board b(4096, 4096);
    std::mt19937_64 rng(1);
    for (std::size_t i = 0; i < b.word_count(); ++i) b.data()[i] = rng();
    auto start = std::chrono::steady_clock::now();
    std::string bytes = to_p4(b);
    Board back = from_pbm(bytes);
    auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(back, b);
    EXPECT_EQ(bytes.size(), std::string("P4\n4096 4096\n").size() + 4096u * 512u);
    RecordProperty("round_trip_ms", std::to_string(ms));
}

namespace {

// The message of the InputError that reading `bytes` as PBM throws ("" when it reads).
std::string pbm_refusal(const std::string& bytes) {
    try {
        from_pbm(bytes);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

// Samples after the last light would be another board than the header's: P1
// refuses them as P2 does (white space and comments may follow); in P4 every
// byte is raster, so any byte after the last row is refused.
TEST(Pbm, SamplesAfterTheLastLightAreRefused) {
    const std::string refused = "board: PBM has samples after its last light (2 x 1 = 2 lights)";
    EXPECT_EQ(pbm_refusal("P1 2 1\n0 1\n1\n"), refused);
    EXPECT_EQ(pbm_refusal("P1 2 1\n011\n"), refused);
    EXPECT_EQ(pbm_refusal("P1 2 1\n0 1\n# a comment\n\n"), "");
    EXPECT_EQ(pbm_refusal(std::string("P4 2 1\n\xC0\x00", 9)), refused);
    EXPECT_EQ(pbm_refusal(std::string("P4 2 1\n\xC0\n", 9)), refused);
    EXPECT_EQ(pbm_refusal(std::string("P4 2 1\n\xC0", 8)), "");
    // Whole words a row (the block path): one byte too many is refused too.
    EXPECT_EQ(pbm_refusal("P4\n64 1\n" + std::string(9, '\xFF')),
              "board: PBM has samples after its last light (64 x 1 = 64 lights)");
}
