// A board's memory follows what is written into it (board.hpp, ZeroedAllocator;
// docs/ROBUSTNESS.md "Input sizes and memory"): a reader's board declared by a
// header costs nothing until its rows arrive, and every new board is zero,
// even where freed boards were before.
#include <unistd.h>

#include <fstream>

#include <gtest/gtest.h>

#include "lightsout/board.hpp"

namespace lightsout {
namespace {

// Resident memory of this process now, in bytes (/proc/self/statm, second field).
long resident_bytes() {
    std::ifstream statm("/proc/self/statm");
    long size = 0, resident = 0;
    statm >> size >> resident;
    return resident * sysconf(_SC_PAGESIZE);
}

#if !defined(__has_feature)
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || __has_feature(address_sanitizer) || \
    __has_feature(thread_sanitizer)
constexpr bool kSanitized = true;  // their allocators decide what is resident (TSan's calloc writes its zeros)
#else
constexpr bool kSanitized = false;
#endif

TEST(BoardMemory, AnUnwrittenBoardCostsNoMemory) {
    if (kSanitized) GTEST_SKIP() << "resident memory is the sanitizer's to decide";
    const long before = resident_bytes();
    BitGrid board(1 << 17, 8192);  // 128 MiB of words, not written with zeros at once
    board.set(0, 0, true);
    board.set((1 << 17) - 1, 8191, true);
    const long grown = resident_bytes() - before;
    EXPECT_LT(grown, 16L << 20) << "a 128 MiB board took " << grown << " bytes before its rows were written";
    EXPECT_TRUE(board.get(0, 0));
    EXPECT_FALSE(board.get(1, 1));
}

TEST(BoardMemory, NewBoardsAreZeroWhereFreedBoardsWere) {
    for (int size : {3, 64, 200, 3000}) {
        {
            BitGrid lit(size, size);
            lit.fill(true);
            EXPECT_EQ(lit.count(), std::int64_t(size) * size);
        }
        const BitGrid fresh(size, size);
        EXPECT_TRUE(fresh.none()) << size;
    }
}

TEST(BoardMemory, CopiesAreIndependentAndEqual) {
    BitGrid board(70, 130);
    board.set(5, 100, true);
    BitGrid copy = board;
    EXPECT_EQ(copy, board);
    copy.flip(69, 129);
    EXPECT_FALSE(copy == board);
    EXPECT_FALSE(board.get(69, 129));
    BitGrid moved = std::move(copy);
    EXPECT_TRUE(moved.get(69, 129) && moved.get(5, 100));
    board = moved;
    EXPECT_EQ(board, moved);
}

}  // namespace
}  // namespace lightsout
