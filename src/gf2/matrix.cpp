#include "lightsout/gf2/matrix.hpp"

#include <m4ri/m4ri.h>
#include <m4ri/ple_russian.h>

#include <memory>
#include <mutex>
#include <new>
#include <utility>

#include "gf2/m4ri_startup.hpp"

namespace lightsout::gf2 {

namespace {

// M4RI runs on many threads at once when parallel_m4ri() holds (see
// m4ri_threads.cpp); otherwise every call that can allocate or free goes
// through one lock, as row access is pointer arithmetic and needs none.
std::unique_lock<std::mutex> m4ri_guard() {
    static std::mutex lock;
    if (parallel_m4ri()) return {};
    return std::unique_lock(lock);
}

}  // namespace

Matrix::Matrix(int rows, int cols) : rows_(rows), cols_(cols) {
    ensure_m4ri_tables();
    // M4RI rejects empty matrices in places; keep at least one row and column
    // allocated and remember the logical size.
    {
        auto guard = m4ri_guard();
        m_ = mzd_init(rows > 0 ? rows : 1, cols > 0 ? cols : 1);
    }
    if (m_ == nullptr) throw std::bad_alloc();
}

void Matrix::release() {
    if (m_ == nullptr) return;
    auto guard = m4ri_guard();
    mzd_free(m_);
    m_ = nullptr;
}

Matrix::~Matrix() { release(); }

Matrix::Matrix(Matrix&& other) noexcept
    : m_(std::exchange(other.m_, nullptr)), rows_(std::exchange(other.rows_, 0)), cols_(std::exchange(other.cols_, 0)) {}

Matrix& Matrix::operator=(Matrix&& other) noexcept {
    if (this != &other) {
        release();
        m_ = std::exchange(other.m_, nullptr);
        rows_ = std::exchange(other.rows_, 0);
        cols_ = std::exchange(other.cols_, 0);
    }
    return *this;
}

std::size_t Matrix::memory_bytes() const {
    if (m_ == nullptr) return 0;
    std::size_t bytes = sizeof(mzd_t) + m4ri_block_bytes((std::size_t(m_->nrows) + 1) * sizeof(word*));
    int blocks = 0;
    for (; m_->blocks != nullptr && m_->blocks[blocks].size; ++blocks) bytes += m4ri_block_bytes(m_->blocks[blocks].size);
    if (m_->blocks != nullptr) bytes += m4ri_block_bytes((std::size_t(blocks) + 1) * sizeof(mzd_block_t));
    return bytes;
}

Word* Matrix::row(int r) { return reinterpret_cast<Word*>(mzd_row(m_, r)); }
const Word* Matrix::row(int r) const { return reinterpret_cast<const Word*>(mzd_row(m_, r)); }

int Matrix::echelonize(bool full) {
    if (rows_ == 0 || cols_ == 0) return 0;
    auto guard = m4ri_guard();
    return int(mzd_echelonize(m_, full ? 1 : 0));
}

Matrix Matrix::submatrix(int r0, int c0, int r1, int c1) const {
    Matrix out(r1 - r0, c1 - c0);
    auto guard = m4ri_guard();
    if (r1 > r0 && c1 > c0) mzd_submatrix(out.m_, m_, r0, c0, r1, c1);
    return out;
}

Matrix Matrix::transposed() const {
    Matrix out(cols_, rows_);
    auto guard = m4ri_guard();
    if (rows_ > 0 && cols_ > 0) mzd_transpose(out.m_, m_);
    return out;
}

namespace {

std::vector<int> swaps_of(const mzp_t* p) { return std::vector<int>(p->values, p->values + p->length); }

}  // namespace

namespace {

// M4RI's permutations and windows, freed however the call ends (M4RI's
// allocations throw std::bad_alloc through m4ri_threads.cpp).
struct PermutationFree {
    void operator()(mzp_t* p) const { mzp_free(p); }
};
using Permutation = std::unique_ptr<mzp_t, PermutationFree>;
struct WindowFree {
    void operator()(mzd_t* w) const { mzd_free_window(w); }
};
using Window = std::unique_ptr<mzd_t, WindowFree>;

Permutation permutation(rci_t length) {
    Permutation p(mzp_init(length));
    if (!p) throw std::bad_alloc();
    return p;
}

}  // namespace

int Matrix::factor_pluq(std::vector<int>& row_swaps, std::vector<int>& column_swaps) {
    row_swaps.clear();
    column_swaps.clear();
    if (rows_ == 0 || cols_ == 0) return 0;
    auto guard = m4ri_guard();
    const Permutation p = permutation(m_->nrows), q = permutation(m_->ncols);
    // The Method of the Four Russians alone, not mzd_pluq's recursion into
    // Strassen products: on a 19,881-button graph 62 MB and 1.6 s against
    // 80 MB and 1.0 s (plain M4RI's reduced echelon form of [A | b]: 59 MB,
    // 3.2 s; docs/PERFORMANCE.md "Dense baselines"). Memory that follows
    // the matrix over speed that the engine does not need to meet its targets.
    const int rank = int(_mzd_pluq_russian(m_, p.get(), q.get(), 0));
    row_swaps = swaps_of(p.get());
    column_swaps = swaps_of(q.get());
    return rank;
}

// M4RI's triangular solvers read only their triangle and take its diagonal
// as ones (mzd_pluq_solve_left hands them the one LU block both ways), so
// U1 and L1 are one window on the factored matrix, not copies.
Matrix Matrix::solved_against_block(Matrix block, int rank, void (*solve)(mzd_t const*, mzd_t*, int)) const {
    if (rank == 0 || block.rows_ == 0 || block.cols_ == 0) return block;
    auto guard = m4ri_guard();
    const Window triangle(mzd_init_window(m_, 0, 0, rank, rank));
    solve(triangle.get(), block.m_, 0);
    return block;
}

Matrix Matrix::upper_solved(int rank) const {
    return solved_against_block(submatrix(0, rank, rank, cols_), rank, mzd_trsm_upper_left);
}

Matrix Matrix::lower_solved(int rank) const {
    return solved_against_block(submatrix(rank, 0, rows_, rank), rank, mzd_trsm_lower_right);
}

}  // namespace lightsout::gf2
