// An incremental reduced row echelon form over GF(2), for vectors inserted one
// at a time: each is reduced by the rows kept so far and kept when not then
// zero, its pivot (lowest set bit) cleared from the other rows. Every kept
// row's pivot stays its lowest set bit (a row with the new pivot p set has its
// own pivot below p, and the new vector is zero below p), so the rows are the
// reduced echelon form of their span, whatever the order of insertion, and a
// vector's reduction does not depend on the order of the rows.
//
// A row may carry a payload that takes part in every addition of rows: which
// inserted vectors it combines (a mask or a row of bits), a right-hand side
// (bool), or nothing. A vector that reduces to zero leaves its carried payload
// as the dependency found (a kernel vector, or the right-hand side that must
// be 0 for the system to be consistent).
//
// Vectors: a Word (64 coordinates) or a row of Words (bits.hpp). The rows'
// storage is kept across clear(), so reuse of one Echelon allocates nothing
// once it has held as many rows.
// Threads: one Echelon per thread (no shared state).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "lightsout/bits.hpp"

namespace lightsout::bits {

// No payload.
struct NoCarry {};

namespace echelon_ops {
inline std::int64_t lowest(Word v) { return v == 0 ? -1 : std::countr_zero(v); }
inline std::int64_t lowest(const std::vector<Word>& v) { return lowest_set(v); }
inline bool has(Word v, std::int64_t p) { return (v >> p) & 1u; }
inline bool has(const std::vector<Word>& v, std::int64_t p) { return bit(v.data(), p); }
inline void add(Word& dst, Word src) { dst ^= src; }
inline void add(bool& dst, bool src) { dst ^= src; }
inline void add(std::vector<Word>& dst, const std::vector<Word>& src) { xor_into(dst, src); }
inline void add(NoCarry&, NoCarry) {}
}  // namespace echelon_ops

template <class Vec, class Carry = NoCarry>
class Echelon {
public:
    struct Row {
        Vec vec;
        Carry carry;
        std::int64_t pivot;  // vec's lowest set bit
    };

    // The rows kept, in the order their vectors were inserted.
    std::span<const Row> rows() const { return {rows_.data(), size_}; }
    std::size_t size() const { return size_; }
    void clear() { size_ = 0; }

    // v (and c alongside) reduced by the rows kept.
    void reduce(Vec& v, Carry& c) const {
        for (std::size_t k = 0; k < size_; ++k)
            if (echelon_ops::has(v, rows_[k].pivot)) {
                echelon_ops::add(v, rows_[k].vec);
                echelon_ops::add(c, rows_[k].carry);
            }
    }
    Vec reduced(Vec v) const {
        Carry c{};
        reduce(v, c);
        return v;
    }

    // Reduces v and c; keeps a copy of them as a new row when v is then
    // nonzero and returns its pivot, else returns -1 (v is zero and c holds
    // the dependency).
    std::int64_t insert(Vec& v, Carry& c) {
        reduce(v, c);
        const std::int64_t p = echelon_ops::lowest(v);
        if (p < 0) return -1;
        for (std::size_t k = 0; k < size_; ++k)
            if (echelon_ops::has(rows_[k].vec, p)) {
                echelon_ops::add(rows_[k].vec, v);
                echelon_ops::add(rows_[k].carry, c);
            }
        if (size_ < rows_.size()) {  // reuse a cleared row's storage
            rows_[size_].vec = v;
            rows_[size_].carry = c;
            rows_[size_].pivot = p;
        } else {
            rows_.push_back(Row{v, c, p});
        }
        ++size_;
        return p;
    }
    std::int64_t insert(Vec v) {
        Carry c{};
        return insert(v, c);
    }

    // The rows kept, moved out; the echelon is left empty.
    std::vector<Row> take() {
        std::vector<Row> out = std::move(rows_);
        out.resize(size_);
        rows_.clear();
        size_ = 0;
        return out;
    }

private:
    std::vector<Row> rows_;
    std::size_t size_ = 0;
};

}  // namespace lightsout::bits
