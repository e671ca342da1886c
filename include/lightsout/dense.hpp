// The dense engine: the (m*n) x (m*n) press matrix over GF(2), eliminated once
// per (rule, size) with M4RI, then reused for every board of that shape (seed
// 003: record the elimination, replay it on each right-hand side).
// Threads: factor() may run on many threads at once (its cache is locked; the
// same shape is eliminated once); a factored system is only read (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

// The largest board (in cells) the dense engine accepts.
inline constexpr std::int64_t kDenseMaxCells = 128 * 128;

class DenseSystem {
public:
    // The factored system for (rule, shape): from the in-process cache, or
    // factored now and cached. Throws InputError above kDenseMaxCells.
    static std::shared_ptr<const DenseSystem> factor(const Rule& rule, Shape shape);
    // How many times factor() actually eliminated a matrix (cache misses).
    static std::int64_t factorizations();

    // The cache of factored systems: it keeps the most recent ones while
    // what they hold (counted whole: E as M4RI allocates it, the quiet
    // patterns, the entry's own bookkeeping) fits the budget, 512 MiB unless
    // set; the oldest go first, and the newest is always kept.
    struct CacheStats {
        std::int64_t entries = 0;
        std::size_t bytes = 0;
        std::size_t budget = 0;
    };
    static CacheStats cache_stats();
    static void set_cache_budget(std::size_t bytes);  // evicts down to it at once

    Shape shape() const;
    std::int64_t rank() const;
    std::int64_t nullity() const;
    // A basis of the quiet patterns (right null space).
    const std::vector<PressPattern>& quiet_patterns() const;
    // A basis of the left null space (equal to the quiet patterns for symmetric rules).
    const std::vector<PressPattern>& left_quiet_patterns() const;
    // Solve A x = change; the certificate when there is none.
    LinearSolution solve(const Board& change) const;

    struct Impl;
    explicit DenseSystem(std::unique_ptr<Impl> impl);
    ~DenseSystem();

private:
    std::unique_ptr<Impl> impl_;
};

}  // namespace lightsout
