// The dense engine (seed 003): A factored once per (rule, shape) as P^T L U Q
// (gf2/elimination.hpp says why it works), then every board costs two
// triangular substitutions.
#include "lightsout/dense.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/gf2/elimination.hpp"
#include "lightsout/gf2/matrix.hpp"
#include "solve/answer_check.hpp"

namespace lightsout {

struct DenseSystem::Impl {
    Rule rule;
    Shape shape;
    gf2::Elimination elimination;
    std::vector<PressPattern> quiet;
    std::vector<PressPattern> left_quiet;
};

namespace {

std::atomic<std::int64_t> elimination_count{0};

// The press matrix A: column j is the footprint of cell j (row-major). Built
// by XOR so a torus offset that wraps onto an already flipped cell cancels.
gf2::Matrix press_matrix(const Rule& rule, Shape shape) {
    const int n = int(shape.cells());
    gf2::Matrix a(n, n);
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            const int j = r * shape.cols + c;
            rule.for_each_flipped(shape, r, c, [&](int rr, int cc) { a.flip(rr * shape.cols + cc, j); });
        }
    return a;
}

std::unique_ptr<DenseSystem::Impl> eliminate(const Rule& rule, Shape shape) {
    auto impl = std::unique_ptr<DenseSystem::Impl>(
        new DenseSystem::Impl{rule, shape, gf2::Elimination(press_matrix(rule, shape)), {}, {}});
    const gf2::Elimination& e = impl->elimination;
    for (const gf2::BitVector& v : e.right_null_basis()) impl->quiet.push_back(gf2::unflatten(v.data(), shape));
    for (const gf2::BitVector& c : e.left_null_basis()) impl->left_quiet.push_back(gf2::unflatten(c.data(), shape));
    ++elimination_count;
    return impl;
}

struct CacheEntry {
    std::once_flag once;
    std::shared_ptr<const DenseSystem> system;
};

using CacheKey = std::tuple<std::string, int, int>;

// Factored systems stay cached while what they hold fits the budget.
constexpr std::size_t kDefaultCacheBudgetBytes = std::size_t(512) << 20;

// The bookkeeping of one entry besides its matrices: the key, the map's node,
// the deque slot, the control blocks, the once_flag, the vectors' headers,
// and the allocator's own headers. Measured: 50,000 distinct 2 x 2 systems
// (E a few words) took 1.6 KB each of resident memory.
constexpr std::size_t kEntryBytes = 1600;

constexpr std::size_t kTrimEveryBytes = std::size_t(16) << 20;

struct Cache {
    std::mutex mutex;
    std::map<CacheKey, std::shared_ptr<CacheEntry>> entries;
    std::deque<std::pair<CacheKey, std::size_t>> order;  // insertion order, bytes
    std::size_t bytes = 0;
    std::size_t budget = kDefaultCacheBudgetBytes;
    std::size_t evicted = 0;  // since the allocator last gave memory back

    // Drops the oldest entries until the rest fit (the newest always stays).
    // Evicted factors leave holes among the live ones in the allocator's
    // heap, resident until reused; every kTrimEveryBytes evicted (16 MiB: the
    // sawtooth this leaves in the process's memory) the allocator gives the
    // free pages back (glibc's malloc_trim releases free pages inside its
    // arenas too), so the process follows the budget.
    void evict() {
        while (bytes > budget && order.size() > 1) {
            bytes -= order.front().second;
            evicted += order.front().second;
            entries.erase(order.front().first);
            order.pop_front();
        }
#ifdef __GLIBC__
        if (evicted >= kTrimEveryBytes) {
            malloc_trim(0);
            evicted = 0;
        }
#endif
    }
};

Cache& cache() {
    static Cache instance;
    return instance;
}

std::size_t held_bytes(const DenseSystem::Impl& impl, const CacheKey& key) {
    std::size_t bytes = kEntryBytes + std::get<0>(key).capacity() + impl.elimination.memory_bytes();
    for (const auto* patterns : {&impl.quiet, &impl.left_quiet})
        for (const PressPattern& p : *patterns) bytes += std::size_t(p.rows()) * p.words_per_row() * sizeof(Word);
    return bytes;
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
        const std::size_t bytes = held_bytes(*entry->system->impl_, key);
        c.order.emplace_back(key, bytes);
        c.bytes += bytes;
        c.evict();
    }
    return entry->system;
}

std::int64_t DenseSystem::factorizations() { return elimination_count.load(); }

DenseSystem::CacheStats DenseSystem::cache_stats() {
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    return {std::int64_t(c.order.size()), c.bytes, c.budget};
}

void DenseSystem::set_cache_budget(std::size_t bytes) {
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    c.budget = bytes;
    c.evict();
}

Shape DenseSystem::shape() const { return impl_->shape; }
std::int64_t DenseSystem::rank() const { return impl_->elimination.rank(); }
std::int64_t DenseSystem::nullity() const { return impl_->elimination.size() - impl_->elimination.rank(); }
const std::vector<PressPattern>& DenseSystem::quiet_patterns() const { return impl_->quiet; }
const std::vector<PressPattern>& DenseSystem::left_quiet_patterns() const { return impl_->left_quiet; }

LinearSolution DenseSystem::solve(const Board& change) const {
    const Impl& s = *impl_;
    if (change.shape() != s.shape) throw InputError("the board's size does not match the factored system");
    const gf2::Elimination::Answer answer = s.elimination.solve(gf2::flatten(change).data());

    LinearSolution out;
    out.rank = rank();
    out.nullity = nullity();
    out.quiet = s.quiet;
    out.engine = "dense";
    out.solvable = answer.solvable;
    if (answer.solvable) out.presses = gf2::unflatten(answer.presses.data(), s.shape);
    else out.certificate = gf2::unflatten(answer.certificate.data(), s.shape);
    check_answer(out, change, s.rule);  // the quiet patterns are the factored system's, the same for every solve
    return out;
}

}  // namespace lightsout
