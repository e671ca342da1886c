#include "lightsout/gf2/elimination.hpp"

#include <bit>
#include <utility>

#include "lightsout/bits.hpp"
#include "lightsout/gf2/cell_vector.hpp"

namespace lightsout::gf2 {

namespace {

// [A | I] from the n x n matrix A.
Matrix augmented(const Matrix& a) {
    const int n = a.rows();
    Matrix aug(n, 2 * n);
    const std::size_t words = bits::words_for(n);
    const Word tail = bits::tail_mask(n);
    for (int i = 0; i < n; ++i) {
        const Word* from = a.row(i);
        Word* to = aug.row(i);
        for (std::size_t w = 0; w < words; ++w) to[w] = w + 1 == words ? from[w] & tail : from[w];
        aug.flip(i, n + i);
    }
    return aug;
}

// First set bit of row among columns [0, limit), or -1.
int leading_column(const Word* row, int limit) {
    const std::size_t words = bits::words_for(limit);
    for (std::size_t w = 0; w < words; ++w) {
        Word b = row[w];
        if (w + 1 == words) b &= bits::tail_mask(limit);
        if (b != 0) return int(w) * kWordBits + std::countr_zero(b);
    }
    return -1;
}

// One null vector per free column f: x_f = 1, the pivot unknowns from column
// f of R (R x = 0 means x_pivot(i) = R[i][f] for every row i).
std::vector<BitVector> null_basis(const Matrix& reduced, const std::vector<int>& pivot_column, int n) {
    std::vector<int> free_index(std::size_t(n), -1);
    std::vector<char> is_pivot(std::size_t(n), 0);
    for (int p : pivot_column) is_pivot[std::size_t(p)] = 1;
    int free_count = 0;
    for (int j = 0; j < n; ++j)
        if (!is_pivot[std::size_t(j)]) free_index[std::size_t(j)] = free_count++;
    const std::size_t words = bits::words_for(n);
    std::vector<BitVector> basis(std::size_t(free_count), BitVector(words, 0));
    for (int j = 0; j < n; ++j)
        if (free_index[std::size_t(j)] >= 0) flip_bit(basis[std::size_t(free_index[std::size_t(j)])].data(), j);
    for (std::size_t i = 0; i < pivot_column.size(); ++i) {
        const Word* row = reduced.row(int(i));
        for (std::size_t w = 0; w < words; ++w) {
            Word b = w + 1 == words ? row[w] & bits::tail_mask(n) : row[w];
            for (; b != 0; b &= b - 1) {
                const int j = int(w) * kWordBits + std::countr_zero(b);
                if (free_index[std::size_t(j)] >= 0)
                    flip_bit(basis[std::size_t(free_index[std::size_t(j)])].data(), pivot_column[i]);
            }
        }
    }
    return basis;
}

}  // namespace

Elimination::Elimination(Matrix a) : size_(a.rows()) {
    const int n = size_;
    Matrix aug = augmented(a);
    a = Matrix();
    aug.echelonize(true);
    // [A | I] has full row rank n; its pivot rows come first, ordered by pivot
    // column, so the rows whose pivot lies in the A part are rows 0..rank-1.
    for (int i = 0; i < n; ++i) {
        const int lead = leading_column(aug.row(i), n);
        if (lead < 0) break;
        pivot_column_.push_back(lead);
    }
    rank_ = int(pivot_column_.size());
    right_null_ = null_basis(aug, pivot_column_, n);
    ops_ = aug.submatrix(0, n, n, 2 * n);
}

Elimination::Answer Elimination::solve(const Word* t) const {
    const std::size_t words = bits::words_for(size_);
    Answer out;
    out.presses.assign(words, 0);
    for (int i = 0; i < rank_; ++i)
        if (bits::odd_overlap(ops_.row(i), t, words)) flip_bit(out.presses.data(), pivot_column_[std::size_t(i)]);
    // A zero row of R with (E t)_i = 1 proves there is no solution; take the
    // lightest such row, the easiest proof to read.
    std::int64_t witness_weight = 0;
    for (int i = rank_; i < size_; ++i) {
        const Word* row = ops_.row(i);
        if (!bits::odd_overlap(row, t, words)) continue;
        std::int64_t weight = 0;
        for (std::size_t w = 0; w < words; ++w) weight += std::popcount(row[w]);
        if (out.witness < 0 || weight < witness_weight) out.witness = i, witness_weight = weight;
    }
    out.solvable = out.witness < 0;
    if (!out.solvable) out.presses.clear();
    return out;
}

std::size_t Elimination::memory_bytes() const {
    std::size_t bytes = ops_.memory_bytes() + pivot_column_.capacity() * sizeof(int);
    for (const BitVector& v : right_null_) bytes += v.capacity() * sizeof(Word);
    return bytes;
}

}  // namespace lightsout::gf2
