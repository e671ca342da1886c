// Fewest presses mod K beyond the walk: information sets mod each prime power
// of K, glued, then the descent over single generators (fewest.cpp).
//
// Parts. By the Chinese remainder theorem a member x + sum c_i g_i is 0 mod K
// at a cell exactly when it is 0 mod every prime power q of K there, and the
// generators of the part mod q (orders powers of q's prime) are 0 mod the other
// prime powers (crt.cpp). So the members that vanish on most cells have parts
// that vanish there too, and each part is looked for on its own: the lightest
// member's part mod q is zero off that member's presses.
//
// Information sets over Z/q, q = p^e (Prange's, as over GF(2) in
// src/solve/minimal_local.cpp). A generator g of order p^a has every count a
// multiple of p^(e-a) (p^a g = 0 mod p^e); its coefficient c is taken mod p^a.
// Cells are drawn at random and the equations "the member is 0 at s",
// x(s) + sum_j c_j g_j(s) = 0 (mod q), are brought to echelon form; a pivot of
// column j is an entry p^(e-a_j) u with u a unit. It divides every entry of
// its column (all are multiples of p^(e-a_j)), so it eliminates them exactly,
// and with a pivot in every column c is unique mod the orders: at most one
// member vanishes on the cells drawn. When a light member e vanishes there,
// which happens with chance about (1 - |e| / cells)^r for r generators, the
// trial finds it. Entries that are no pivot (a column's multiple of p times
// its least power) are skipped: the cell is not used. Back substitution, from
// the last pivot up, reads c; where the equations have no solution (a drawn
// cell lies in every light member's support) the quotient is rounded down:
// any c gives a member, only a lighter one is hoped for.
//
// Cost of a trial, counted as work: r + 1 counts for each pivot a drawn row is
// reduced by (at most r (r + 1) a row, about r^3 / 2 a trial) and cells x r
// to form the member. A part stops when its lightest member has come out of
// kAgain trials (a heavier one rarely comes out twice, while the lightest comes
// out again about as often as it came first), or when its share of the work is
// spent; what a part leaves unspent goes to the next.
//
// A part's members are compared by their support (cells nonzero mod q), then by
// the counts of their part lifted mod K (c e_q, e_q the idempotent): the
// support of the glued member is the union of its parts' supports.
#include <algorithm>
#include <cstdint>
#include <random>

#include "lightsout/progress.hpp"
#include "lightsout/zk/fewest.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/ring.hpp"
#include "fewest_search.hpp"

namespace lightsout::zk {

namespace {

// Trials that must bring out a part's lightest member before it stops.
constexpr int kAgain = 3;
// Parts of more generators are left as they are (32-bit sums, below).
constexpr std::size_t kMostGenerators = 32767;

// The generators of one prime power q = p^e of K (mod K; mod q they are the
// part's own).
struct Part {
    PrimePower q;
    std::vector<std::size_t> index;                      // generators of the module in this part
    std::vector<const std::vector<std::uint8_t>*> g;     // g_j mod K
    std::vector<int> order;                              // p^a_j
    std::vector<int> step;                               // p^(e - a_j): every count of g_j mod q is a multiple
    std::vector<std::uint8_t> particular;                // x mod q
    int lift = 1;                                        // e_q: 1 mod q, 0 mod the other prime powers
};

std::vector<Part> parts_of(std::span<const std::uint8_t> particular, const QuietModule& quiet) {
    std::vector<Part> parts;
    for (const PrimePower& q : prime_powers(quiet.states)) {
        Part part;
        part.q = q;
        for (std::size_t i = 0; i < quiet.orders.size(); ++i)
            if (quiet.orders[i] % q.prime == 0) {
                part.index.push_back(i);
                part.g.push_back(&quiet.generators[i]);
                part.order.push_back(quiet.orders[i]);
                part.step.push_back(q.modulus / quiet.orders[i]);
            }
        if (part.index.empty()) continue;
        part.particular = reduced(particular, q.modulus);
        const int cofactor = quiet.states / q.modulus;
        part.lift = cofactor * inverse_mod(cofactor % q.modulus, q.modulus) % quiet.states;
        parts.push_back(std::move(part));
    }
    return parts;
}

// One information set of a part: the coefficients c_j (mod order_j) of the
// member that vanishes on the cells drawn, as far as the echelon reaches.
class InformationSet {
public:
    explicit InformationSet(const Part& part) : part_(part), r_(part.index.size()), q_(part.q.modulus) {}

    // Draws cells until every column has a pivot (or enough draws failed);
    // returns the work done.
    double draw(std::mt19937_64& random, std::vector<int>& c) {
        const std::size_t cells = part_.particular.size();
        rows_.clear();
        pivot_.clear();
        unit_inverse_.clear();
        pivoted_.assign(r_, false);
        double work = 0;
        // A drawn row's entries are summed unreduced in 32 bits (each pivot
        // adds at most 254 x 254; r < 32,768 here) and reduced mod q where read.
        std::vector<std::uint32_t> row(r_ + 1);
        const std::int64_t most_draws = 64 * std::int64_t(r_) + 1024;
        for (std::int64_t draw = 0; pivot_.size() < r_ && draw < most_draws; ++draw) {
            const std::size_t s = std::size_t(random() % cells);
            for (std::size_t j = 0; j < r_; ++j) row[j] = (*part_.g[j])[s] % q_;
            row[r_] = part_.particular[s];
            for (std::size_t k = 0; k < pivot_.size(); ++k) {  // row -= f * (pivot row k), f clearing column pivot_[k]
                const std::size_t j = pivot_[k];
                const int at = int(row[j] % std::uint32_t(q_));
                if (at == 0) continue;
                const int f = (at / part_.step[j]) * unit_inverse_[k] % part_.order[j];
                const auto times = std::uint32_t((q_ - f) % q_);
                const std::uint32_t* pivot_row = &rows_[k * (r_ + 1)];
                for (std::size_t t = 0; t <= r_; ++t) row[t] += times * pivot_row[t];
                work += double(r_ + 1);
            }
            for (std::uint32_t& x : row) x %= std::uint32_t(q_);
            for (std::size_t j = 0; j < r_; ++j) {
                if (pivoted_[j] || row[j] == 0 || (int(row[j]) / part_.step[j]) % part_.q.prime == 0) continue;
                pivoted_[j] = true;
                pivot_.push_back(j);
                unit_inverse_.push_back(inverse_mod(int(row[j]) / part_.step[j] % part_.order[j], part_.order[j]));
                rows_.insert(rows_.end(), row.begin(), row.end());
                break;
            }
        }
        // Back substitution: row k reads x' + sum_t row[t] c_t = 0 (mod q).
        c.assign(r_, 0);
        for (std::size_t k = pivot_.size(); k-- > 0;) {
            const std::uint32_t* pivot_row = &rows_[k * (r_ + 1)];
            const std::size_t j = pivot_[k];
            std::int64_t rest = pivot_row[r_];
            for (std::size_t t = 0; t < r_; ++t)
                if (t != j) rest += std::int64_t(pivot_row[t]) * c[t];
            const int wanted = int((q_ - rest % q_) % q_);  // p^(e-a) u c_j = wanted
            c[j] = int(std::int64_t(wanted / part_.step[j]) * unit_inverse_[k] % part_.order[j]);
        }
        return work + double(pivot_.size() * r_);
    }

private:
    const Part& part_;
    std::size_t r_;
    int q_;
    std::vector<std::uint32_t> rows_;  // pivot rows mod q, r + 1 entries each (the last is x's)
    std::vector<std::size_t> pivot_;
    std::vector<int> unit_inverse_;  // u^-1 mod the order of the pivot's column
    std::vector<bool> pivoted_;
};

// The part x mod q + sum c_j g_j of a member, cell by cell.
// (The counts of g_j are mod K, and mod q they are the part's own; up to
// 32,768 terms c_j g_j(s) < 255^2 are summed in 32 bits between reductions.)
void part_member(const Part& part, const std::vector<int>& c, std::vector<std::uint8_t>& out,
                 std::vector<std::uint32_t>& sum) {
    const std::size_t r = part.index.size(), cells = part.particular.size();
    const int q = part.q.modulus;
    sum.assign(part.particular.begin(), part.particular.end());
    int terms = 0;
    for (std::size_t j = 0; j < r; ++j) {
        if (c[j] == 0) continue;
        const std::uint8_t* g = part.g[j]->data();
        const auto times = std::uint32_t(c[j]);
        for (std::size_t s = 0; s < cells; ++s) sum[s] += times * g[s];
        if (++terms == 32768) {
            for (std::uint32_t& x : sum) x %= std::uint32_t(q);
            terms = 0;
        }
    }
    out.resize(cells);
    for (std::size_t s = 0; s < cells; ++s) out[s] = std::uint8_t(sum[s] % std::uint32_t(q));
}

struct PartScore {
    std::int64_t support = 0, lifted = 0;
    bool operator<(const PartScore& o) const { return support != o.support ? support < o.support : lifted < o.lifted; }
    bool operator==(const PartScore&) const = default;
};

PartScore score(const std::vector<std::uint8_t>& member, int lift, int states) {
    PartScore out;
    for (std::uint8_t v : member)
        if (v) ++out.support, out.lifted += v * lift % states;
    return out;
}

// The lightest part found by information sets within `work`; sets `spent`.
std::vector<int> lightest_part(const Part& part, int states, double work, std::mt19937_64& random, double& spent,
                               Progress& progress) {
    const std::size_t r = part.index.size(), cells = part.particular.size();
    InformationSet set(part);
    std::vector<int> c, best(r, 0);
    std::vector<std::uint8_t> member;
    std::vector<std::uint32_t> sum;
    part_member(part, best, member, sum);
    PartScore best_score = score(member, part.lift, states);
    spent = double(cells * r);
    // A trial's most work (r pivots, each row reduced by those before it, and
    // the member): no trial starts that could pass the part's share.
    const double most = double(r) * double(r + 1) * double(r) / 2 + double(cells * r);
    for (int again = 0, trial = 0; again < kAgain && spent + most <= work; ++trial) {
        spent += set.draw(random, c) + double(cells * r);
        part_member(part, c, member, sum);
        const PartScore s = score(member, part.lift, states);
        if (s < best_score) best_score = s, best = c, again = 1;
        else if (c == best) ++again;
        progress.update(trial);
    }
    return best;
}

}  // namespace

LightestPresses lightest_by_information_sets(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                                             double work, std::uint64_t seed, double* spent) {
    Progress progress("fewest presses");
    return lightest_by_information_sets(particular, quiet, work, seed, spent, progress);
}

LightestPresses lightest_by_information_sets(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                                             double work, std::uint64_t seed, double* spent, Progress& progress) {
    LightestPresses out{{particular.begin(), particular.end()}, false};
    if (spent) *spent = 0;
    if (!quiet.generators_known() || quiet.orders.empty() || particular.empty() || work <= 0) return out;
    const int states = quiet.states;
    std::vector<Part> parts = parts_of(particular, quiet);
    progress.phase("information sets", 0);
    std::mt19937_64 random(seed);
    // Each part gets an equal share of what is left.
    double left = work;
    std::vector<std::int64_t> coefficient(quiet.orders.size(), 0);
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (parts[k].index.size() > kMostGenerators) continue;
        double part_spent = 0;
        const std::vector<int> c =
            lightest_part(parts[k], states, left / double(parts.size() - k), random, part_spent, progress);
        left -= part_spent;
        for (std::size_t j = 0; j < c.size(); ++j) coefficient[parts[k].index[j]] = c[j];
    }
    // The glued member: x + sum c_i g_i mod K (each g_i already 0 mod the other prime powers).
    std::vector<std::int64_t> sum(particular.begin(), particular.end());
    for (std::size_t i = 0; i < quiet.orders.size(); ++i) {
        if (coefficient[i] == 0) continue;
        const std::vector<std::uint8_t>& g = quiet.generators[i];
        for (std::size_t s = 0; s < sum.size(); ++s) sum[s] = (sum[s] + coefficient[i] * g[s]) % states;
    }
    for (std::size_t s = 0; s < sum.size(); ++s) out.presses[s] = std::uint8_t(sum[s]);
    if (spent) *spent = work - left + double(sum.size() * quiet.orders.size());
    return out;
}

}  // namespace lightsout::zk
