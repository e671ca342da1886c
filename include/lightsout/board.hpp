// Bit-packed boards and press patterns.
//
// A BitGrid is m rows x n columns of bits, each row padded to whole 64-bit
// words. Invariant: padding bits beyond column n are always zero, so word-wise
// popcount, equality and XOR need no masking.
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>
#include <vector>

namespace lightsout {

using Word = std::uint64_t;
inline constexpr int kWordBits = 64;

struct Shape {
    int rows = 0;
    int cols = 0;
    std::int64_t cells() const { return std::int64_t(rows) * cols; }
    bool operator==(const Shape&) const = default;
};

// A cell, 0-based from the top-left. User-facing forms live in io.hpp.
struct Cell {
    int row = 0;
    int col = 0;
    bool operator==(const Cell&) const = default;
};

namespace detail {

// The words of a BitGrid come from calloc: fresh pages from the system are zero
// already and are mapped only when first written, so a board costs memory as
// its rows are filled in (a reader's board declared by a header costs address
// space, not memory, until rows arrive; docs/ROBUSTNESS.md "Input sizes and
// memory"). Value-initializing a word is therefore left out: a vector of n
// words is zero from calloc. BitGrid sizes its vector once, at construction,
// and never grows it, so no value-initialized word is ever stale.
template <class T>
struct ZeroedAllocator {
    using value_type = T;
    ZeroedAllocator() = default;
    template <class U>
    ZeroedAllocator(const ZeroedAllocator<U>&) noexcept {}
    T* allocate(std::size_t n) {
        void* p = std::calloc(n, sizeof(T));
        if (!p && n) throw std::bad_alloc();
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t) noexcept { std::free(p); }
    template <class U>
    void construct(U*) noexcept {}  // zero already (calloc)
    template <class U, class... Args>
    void construct(U* p, Args&&... args) {
        ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }
    friend bool operator==(const ZeroedAllocator&, const ZeroedAllocator&) { return true; }
};

}  // namespace detail

class BitGrid {
public:
    BitGrid() = default;
    BitGrid(int rows, int cols);  // all zero; throws std::invalid_argument on negative sizes

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    Shape shape() const { return {rows_, cols_}; }
    std::size_t words_per_row() const { return words_per_row_; }

    bool get(int r, int c) const {
        return (bits_[index(r, c)] >> (c % kWordBits)) & 1u;
    }
    void set(int r, int c, bool lit) {
        Word mask = Word{1} << (c % kWordBits);
        Word& w = bits_[index(r, c)];
        w = lit ? (w | mask) : (w & ~mask);
    }
    void flip(int r, int c) { bits_[index(r, c)] ^= Word{1} << (c % kWordBits); }

    Word* row(int r) { return bits_.data() + std::size_t(r) * words_per_row_; }
    const Word* row(int r) const { return bits_.data() + std::size_t(r) * words_per_row_; }
    Word* data() { return bits_.data(); }
    const Word* data() const { return bits_.data(); }
    std::size_t word_count() const { return bits_.size(); }

    std::int64_t count() const;  // number of set cells
    bool none() const;           // no cell set
    void fill(bool lit);         // every cell lit or unlit (padding stays zero)
    // Mask of the valid bits in the last word of a row.
    Word last_word_mask() const;

    BitGrid& operator^=(const BitGrid& other);  // shapes must match
    bool operator==(const BitGrid& other) const;

    // Parity of the overlap (number of cells set in both), as used by certificates.
    bool odd_overlap(const BitGrid& other) const;

private:
    std::size_t index(int r, int c) const {
        return std::size_t(r) * words_per_row_ + std::size_t(c / kWordBits);
    }
    int rows_ = 0;
    int cols_ = 0;
    std::size_t words_per_row_ = 0;
    std::vector<Word, detail::ZeroedAllocator<Word>> bits_;
};

// A board: which lights are lit. A press pattern: which cells are pressed an odd
// number of times. Both are grids of bits; the names say what a grid means.
using Board = BitGrid;
using PressPattern = BitGrid;

// The two goals a board can be played towards.
enum class Goal { off, on };

// The lights that must change to reach the goal: the board itself for `off`,
// its complement for `on`.
Board lights_to_change(const Board& board, Goal goal);

}  // namespace lightsout
