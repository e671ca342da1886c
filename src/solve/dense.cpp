// The dense engine (seed 003): Gauss-Jordan on [A | I] once per (rule, shape),
// then every board costs one product E*t.
//
// Why it works: elimination turns [A | I] into [R | E] with E*A = R, R in
// reduced row echelon form and E invertible. For a change t, A x = t is
// equivalent to R x = E t. The first `rank` rows of R carry the pivots: set the
// pivot unknown of row i to (E t)_i and every free unknown to 0. The remaining
// rows of R are zero, so their rows c of E satisfy c*A = 0 (the left null
// space); if (E t)_i = 1 for one of them, c.t = 1 while c.(A x) = 0 for every x:
// that row is the certificate that t cannot be reached.
#include "lightsout/dense.hpp"

#include <atomic>
#include <bit>
#include <deque>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/gf2/matrix.hpp"

namespace lightsout {

struct DenseSystem::Impl {
    Rule rule;
    Shape shape;
    int cells = 0;
    int rank = 0;
    gf2::Matrix ops;               // E: the recorded row operations, cells x cells
    std::vector<int> pivot_cell;   // pivot column of R row i, i < rank
    std::vector<PressPattern> quiet;
    std::vector<PressPattern> left_quiet;
};

namespace {

std::atomic<std::int64_t> elimination_count{0};

// The press matrix A: column j is the footprint of cell j (row-major). Built
// by XOR so a torus offset that wraps onto an already flipped cell cancels.
gf2::Matrix augmented_press_matrix(const Rule& rule, Shape shape) {
    const int n = int(shape.cells());
    gf2::Matrix aug(n, 2 * n);
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            const int j = r * shape.cols + c;
            rule.for_each_flipped(shape, r, c, [&](int rr, int cc) { aug.flip(rr * shape.cols + cc, j); });
        }
    for (int i = 0; i < n; ++i) aug.flip(i, n + i);
    return aug;
}

// First set bit of row among columns [0, limit), or -1.
int leading_column(const Word* row, int limit) {
    const int words = (limit + kWordBits - 1) / kWordBits;
    for (int w = 0; w < words; ++w) {
        Word bits = row[w];
        if (w == words - 1 && limit % kWordBits != 0) bits &= (Word{1} << (limit % kWordBits)) - 1;
        if (bits != 0) return w * kWordBits + std::countr_zero(bits);
    }
    return -1;
}

bool odd_dot(const Word* a, const Word* b, std::size_t words) {
    Word acc = 0;
    for (std::size_t i = 0; i < words; ++i) acc ^= a[i] & b[i];
    return std::popcount(acc) & 1;
}

// One quiet pattern per free column f: x_f = 1, the pivot unknowns from
// column f of R (R x = 0 means x_pivot(i) = R[i][f] for every row i).
std::vector<PressPattern> right_null_basis(const gf2::Matrix& aug, const std::vector<int>& pivot_cell, Shape shape) {
    const int n = int(shape.cells());
    std::vector<int> free_index(n, -1);
    std::vector<char> is_pivot(n, 0);
    for (int p : pivot_cell) is_pivot[p] = 1;
    int free_count = 0;
    for (int j = 0; j < n; ++j)
        if (!is_pivot[j]) free_index[j] = free_count++;
    const std::size_t words = (std::size_t(n) + kWordBits - 1) / kWordBits;
    std::vector<std::vector<Word>> flat(free_count, std::vector<Word>(words, 0));
    for (int j = 0; j < n; ++j)
        if (free_index[j] >= 0) gf2::flip_bit(flat[free_index[j]].data(), j);
    for (std::size_t i = 0; i < pivot_cell.size(); ++i) {
        const Word* row = aug.row(int(i));
        for (std::size_t w = 0; w < words; ++w) {
            Word bits = row[w];
            if (w == words - 1 && n % kWordBits != 0) bits &= (Word{1} << (n % kWordBits)) - 1;
            while (bits != 0) {
                const int j = int(w) * kWordBits + std::countr_zero(bits);
                bits &= bits - 1;
                if (free_index[j] >= 0) gf2::flip_bit(flat[free_index[j]].data(), pivot_cell[i]);
            }
        }
    }
    std::vector<PressPattern> basis;
    basis.reserve(flat.size());
    for (const auto& v : flat) basis.push_back(gf2::unflatten(v.data(), shape));
    return basis;
}

std::unique_ptr<DenseSystem::Impl> eliminate(const Rule& rule, Shape shape) {
    auto impl = std::make_unique<DenseSystem::Impl>();
    impl->rule = rule;
    impl->shape = shape;
    const int n = int(shape.cells());
    impl->cells = n;
    gf2::Matrix aug = augmented_press_matrix(rule, shape);
    aug.echelonize(true);
    // [A | I] has full row rank n; its pivot rows come first, ordered by pivot
    // column, so the rows whose pivot lies in the A part are rows 0..rank-1.
    for (int i = 0; i < n; ++i) {
        const int lead = leading_column(aug.row(i), n);
        if (lead < 0) break;
        impl->pivot_cell.push_back(lead);
    }
    impl->rank = int(impl->pivot_cell.size());
    impl->quiet = right_null_basis(aug, impl->pivot_cell, shape);
    impl->ops = aug.submatrix(0, n, n, 2 * n);
    for (int i = impl->rank; i < n; ++i) impl->left_quiet.push_back(gf2::unflatten(impl->ops.row(i), shape));
    ++elimination_count;
    return impl;
}

struct CacheEntry {
    std::once_flag once;
    std::shared_ptr<const DenseSystem> system;
};

using CacheKey = std::tuple<std::string, int, int>;

// Factored systems stay cached up to this many bytes of E; the oldest go first.
constexpr std::size_t kCacheBudgetBytes = std::size_t(512) << 20;

struct Cache {
    std::mutex mutex;
    std::map<CacheKey, std::shared_ptr<CacheEntry>> entries;
    std::deque<std::pair<CacheKey, std::size_t>> order;  // insertion order, bytes
    std::size_t bytes = 0;
};

Cache& cache() {
    static Cache instance;
    return instance;
}

}  // namespace

DenseSystem::DenseSystem(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
DenseSystem::~DenseSystem() = default;

std::shared_ptr<const DenseSystem> DenseSystem::factor(const Rule& rule, Shape shape) {
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("the board is empty");
    if (shape.cells() > kDenseMaxCells)
        throw InputError("the dense engine handles at most " + std::to_string(kDenseMaxCells) + " cells, and a " +
                         std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " board has " +
                         std::to_string(shape.cells()));
    const CacheKey key{rule.name(), shape.rows, shape.cols};
    Cache& c = cache();
    std::shared_ptr<CacheEntry> entry;
    {
        std::lock_guard lock(c.mutex);
        auto& slot = c.entries[key];
        if (!slot) slot = std::make_shared<CacheEntry>();
        entry = slot;
    }
    // Eliminate outside the cache lock: other shapes proceed meanwhile, and
    // callers of the same shape wait for this one elimination.
    bool fresh = false;
    std::call_once(entry->once, [&] {
        entry->system = std::make_shared<const DenseSystem>(eliminate(rule, shape));
        fresh = true;
    });
    if (fresh) {
        std::lock_guard lock(c.mutex);
        const std::size_t bytes = entry->system->impl_->ops.bytes();
        c.order.emplace_back(key, bytes);
        c.bytes += bytes;
        while (c.bytes > kCacheBudgetBytes && c.order.size() > 1) {
            c.bytes -= c.order.front().second;
            c.entries.erase(c.order.front().first);
            c.order.pop_front();
        }
    }
    return entry->system;
}

std::int64_t DenseSystem::factorizations() { return elimination_count.load(); }

Shape DenseSystem::shape() const { return impl_->shape; }
std::int64_t DenseSystem::rank() const { return impl_->rank; }
std::int64_t DenseSystem::nullity() const { return impl_->cells - impl_->rank; }
const std::vector<PressPattern>& DenseSystem::quiet_patterns() const { return impl_->quiet; }
const std::vector<PressPattern>& DenseSystem::left_quiet_patterns() const { return impl_->left_quiet; }

LinearSolution DenseSystem::solve(const Board& change) const {
    const Impl& s = *impl_;
    if (change.shape() != s.shape) throw InputError("the board's size does not match the factored system");
    const std::vector<Word> t = gf2::flatten(change);
    const std::size_t words = t.size();

    LinearSolution out;
    out.rank = s.rank;
    out.nullity = s.cells - s.rank;
    out.quiet = s.quiet;
    out.engine = "dense";

    std::vector<Word> x(words, 0);
    for (int i = 0; i < s.rank; ++i)
        if (odd_dot(s.ops.row(i), t.data(), words)) gf2::flip_bit(x.data(), s.pivot_cell[i]);
    // A zero row of R with (E t)_i = 1 proves there is no solution; offer the
    // lightest such row, the easiest proof to read.
    int witness = -1;
    std::int64_t witness_weight = 0;
    for (int i = s.rank; i < s.cells; ++i) {
        if (!odd_dot(s.ops.row(i), t.data(), words)) continue;
        std::int64_t weight = 0;
        for (std::size_t w = 0; w < words; ++w) weight += std::popcount(s.ops.row(i)[w]);
        if (witness < 0 || weight < witness_weight) witness = i, witness_weight = weight;
    }

    if (witness < 0) {
        out.solvable = true;
        out.presses = gf2::unflatten(x.data(), s.shape);
        if (!apply_presses(change, s.rule, out.presses).none())
            throw std::logic_error("internal error: the dense engine's presses do not make the change");
    } else {
        out.solvable = false;
        out.certificate = gf2::unflatten(s.ops.row(witness), s.shape);
        const Board empty(s.shape.rows, s.shape.cols);
        if (!out.certificate.odd_overlap(change) ||
            !apply_presses(empty, s.rule.transposed(), out.certificate).none())
            throw std::logic_error("internal error: the dense engine's certificate does not check");
    }
    return out;
}

}  // namespace lightsout
