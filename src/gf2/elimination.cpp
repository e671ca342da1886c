#include "lightsout/gf2/elimination.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "lightsout/bits.hpp"
#include "lightsout/gf2/cell_vector.hpp"

namespace lightsout::gf2 {

namespace {

// Parity of the first `count` bits of a AND b.
bool odd_prefix_overlap(const Word* a, const Word* b, int count) {
    if (count <= 0) return false;
    const std::size_t whole = std::size_t(count) / kWordBits;
    Word parity = 0;
    for (std::size_t w = 0; w < whole; ++w) parity ^= a[w] & b[w];
    if (count % kWordBits != 0) parity ^= a[whole] & b[whole] & bits::tail_mask(count);
    return std::popcount(parity) & 1;
}

void swap_bits(BitVector& v, int i, int j) {
    if (bits::bit(v.data(), i) != bits::bit(v.data(), j)) bits::flip(v.data(), i), bits::flip(v.data(), j);
}

// t -> P t: M4RI's row swaps in order.
void permute_forward(BitVector& v, const std::vector<int>& swaps) {
    for (std::size_t i = 0; i < swaps.size(); ++i) swap_bits(v, int(i), swaps[i]);
}

// y -> Q^T y (or u -> P^T u): the swaps undone, last first.
void permute_back(BitVector& v, const std::vector<int>& swaps) {
    for (std::size_t i = swaps.size(); i-- > 0;) swap_bits(v, int(i), swaps[i]);
}

// Where position i goes under permute_back.
int moved_back(int i, const std::vector<int>& swaps) {
    for (std::size_t s = swaps.size(); s-- > 0;) {
        if (i == int(s)) i = swaps[s];
        else if (i == swaps[s]) i = int(s);
    }
    return i;
}

// [the first `rank` bits of `row`; e_k]: n bits, before the permutation.
BitVector null_vector(const Word* row, int rank, int k, int n) {
    BitVector v(bits::words_for(n), 0);
    const std::size_t words = bits::words_for(rank);
    for (std::size_t w = 0; w < words; ++w) v[w] = w + 1 == words ? row[w] & bits::tail_mask(rank) : row[w];
    bits::flip(v.data(), rank + k);
    return v;
}

// The quiet patterns: column k of U1^-1 U2 (row k of its transpose) over the
// pivot unknowns, e_k for free unknown k, back through Q; in the order of the
// free unknowns' columns, so that a basis reads the same however M4RI pivoted.
std::vector<BitVector> right_null_basis_of(const Matrix& lu, int rank, const std::vector<int>& column_swaps) {
    const int n = lu.cols();
    std::vector<BitVector> basis;
    if (rank == n) return basis;
    std::vector<std::pair<int, BitVector>> by_column;
    const Matrix solved = lu.upper_solved(rank).transposed();  // (n - r) x r
    for (int k = 0; k < n - rank; ++k) {
        BitVector y = null_vector(solved.row(k), rank, k, n);
        permute_back(y, column_swaps);
        by_column.emplace_back(moved_back(rank + k, column_swaps), std::move(y));
    }
    std::sort(by_column.begin(), by_column.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [column, y] : by_column) basis.push_back(std::move(y));
    return basis;
}

}  // namespace

Elimination::Elimination(Matrix a) : size_(a.rows()), lu_(std::move(a)) {
    rank_ = lu_.factor_pluq(row_swaps_, column_swaps_);
    right_null_ = right_null_basis_of(lu_, rank_, column_swaps_);
    if (rank_ < size_) left_solved_ = lu_.lower_solved(rank_);
}

BitVector Elimination::left_null_vector(int k) const {
    BitVector u = null_vector(left_solved_.row(k), rank_, k, size_);
    permute_back(u, row_swaps_);
    return u;
}

std::vector<BitVector> Elimination::left_null_basis() const {
    std::vector<BitVector> basis;
    for (int k = 0; k < size_ - rank_; ++k) basis.push_back(left_null_vector(k));
    return basis;
}

Elimination::Answer Elimination::solve(const Word* t) const {
    const std::size_t words = bits::words_for(size_);
    BitVector z(t, t + words);
    if (words > 0) z[words - 1] &= bits::tail_mask(size_);
    permute_forward(z, row_swaps_);
    // L1 w = z1, forward; w overwrites z1 in place (row i reads w_0..w_{i-1}).
    for (int i = 0; i < rank_; ++i)
        if (odd_prefix_overlap(lu_.row(i), z.data(), i)) bits::flip(z.data(), i);
    Answer out;
    // z2 + L2 w: a one at row k says c_k.t = 1; take the lightest such c_k.
    std::int64_t best = -1;
    for (int i = rank_; i < size_; ++i) {
        if (bits::bit(z.data(), i) == odd_prefix_overlap(lu_.row(i), z.data(), rank_)) continue;
        BitVector c = left_null_vector(i - rank_);
        const std::int64_t w = bits::weight(c);
        if (best < 0 || w < best) best = w, out.certificate = std::move(c);
    }
    if (best >= 0) return out;
    // U1 y1 = w, backward; y2 = 0. Row i's bits below i are L's and meet
    // zeros of y (cleared as we go), its diagonal meets y_i = 0.
    BitVector y(words, 0);
    for (int i = rank_; i-- > 0;)
        if (bits::bit(z.data(), i) != odd_prefix_overlap(lu_.row(i), y.data(), rank_)) bits::flip(y.data(), i);
    permute_back(y, column_swaps_);
    out.solvable = true;
    out.presses = std::move(y);
    return out;
}

std::size_t Elimination::memory_bytes() const {
    std::size_t bytes = lu_.memory_bytes() + left_solved_.memory_bytes() +
                        (row_swaps_.capacity() + column_swaps_.capacity()) * sizeof(int);
    for (const BitVector& v : right_null_) bytes += v.capacity() * sizeof(Word);
    return bytes;
}

}  // namespace lightsout::gf2
