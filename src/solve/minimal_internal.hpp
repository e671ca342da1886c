// The pieces of the fewest-press search (src/solve/minimal*.cpp). The method
// and the proof of every pruning rule are in docs/FEWEST.md; each file opens
// with the identity it relies on.
//
//   Coset   the solutions  p + span(q_1..q_d)  as flat bit vectors of any length
//           (grid cells row-major, or the vertices of a graph), basis reduced
//   Frame   the coordinates the search walks: inner (Walsh-Hadamard block),
//           middle (Gray code), top (one work item per value, one per orbit of
//           the board's symmetries)
//   Walk    the exhaustive minimum over one work item
#pragma once

#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::fewest {

using Flat = std::vector<Word>;
using Mask = std::uint64_t;  // a set of kernel coordinates
inline constexpr int kMaxNullity = 64;

std::int64_t weight(const Flat& v);
void xor_into(Flat& dst, const Flat& src);
inline bool bit(const Flat& v, std::int64_t i) { return (v[std::size_t(i / kWordBits)] >> (i % kWordBits)) & 1u; }
inline void flip(Flat& v, std::int64_t i) { v[std::size_t(i / kWordBits)] ^= Word{1} << (i % kWordBits); }
inline int parity(Mask m) { return std::popcount(m) & 1; }

// ---- the coset (minimal_coset.cpp) ------------------------------------------

// p + span(basis) with the basis in reduced row echelon form (pivot[k] is set
// in basis[k] and in no other basis vector; pivots ascend) and p zero on every
// pivot. Both are unique for the coset, whatever basis and member it was given.
struct Coset {
    std::int64_t length = 0;
    Flat particular;
    std::vector<Flat> basis;
    std::vector<std::int64_t> pivot;

    int nullity() const { return int(basis.size()); }
    // v reduced against the basis: zero exactly when v is in span(basis).
    Flat reduce(Flat v) const;
    // The coordinates of a member of span(basis): bit k is v at pivot k.
    Mask coordinates(const Flat& v) const;
    // particular + sum of the basis vectors in `coords`.
    Flat member(Mask coords) const;
};

// Throws InputError when a vector's length differs from `length` or the
// nullity exceeds kMaxNullity after removing dependent vectors.
Coset make_coset(std::int64_t length, Flat particular, const std::vector<Flat>& quiet);

// A permutation of the cells: cell c moves to image[c].
using Permutation = std::vector<std::int32_t>;
Flat permute(const Flat& v, const Permutation& image);
// Does the permutation map the coset onto itself (so it maps solutions to
// solutions of the same weight)?
bool preserves(const Coset& coset, const Permutation& image);

// ---- small GF(2) linear algebra on masks (minimal_coset.cpp) -----------------

// A linear map GF(2)^n -> GF(2)^64 by the images of the unit vectors.
struct LinearMap {
    std::vector<Mask> columns;
    Mask apply(Mask v) const {
        Mask out = 0;
        for (; v != 0; v &= v - 1) out ^= columns[std::size_t(std::countr_zero(v))];
        return out;
    }
};
// z -> linear(z) + shift.
struct AffineMap {
    LinearMap linear;
    Mask shift = 0;
    Mask apply(Mask z) const { return linear.apply(z) ^ shift; }
};
// A basis of {v in span(domain) : map(v) = 0}, domain given by basis vectors.
std::vector<Mask> kernel_in(const std::vector<Mask>& domain, const LinearMap& map);
// Rank of a set of masks.
int rank_of(std::vector<Mask> vectors);

// ---- the frame (minimal_frame.cpp) ------------------------------------------

// Coordinates for the walk: the members are  p + sum_k s_k vectors[k]; bits
// [0, inner) are walked by the Walsh-Hadamard block, [inner, inner + middle)
// in Gray-code order, and the `top` bits above are fixed per work item.
// span(inner + middle vectors) is invariant under every symmetry, so each
// symmetry g maps the item of top value z to the item g.apply(z): items in
// one orbit have equal minima and only the least of each orbit is walked.
struct Frame {
    std::vector<Flat> vectors;
    int inner = 0;
    int middle = 0;
    int top = 0;
    std::vector<AffineMap> symmetries;  // on top values; without the identity
    std::vector<std::uint32_t> items;   // with symmetries: the least top value of each orbit, ascending

    std::uint64_t item_count() const { return symmetries.empty() ? std::uint64_t(1) << top : items.size(); }
    Mask item(std::uint64_t i) const { return symmetries.empty() ? Mask(i) : Mask(items[std::size_t(i)]); }
    int nullity() const { return inner + middle + top; }
};

struct FrameOptions {
    int inner = 16;                // Walsh-Hadamard block size (at most 16)
    int item_bits = 26;            // about log2 of the members in one work item
    int min_items_log2 = 6;        // at least 2^this items when the nullity allows
    int max_top = 24;              // at most 2^this top values (items are listed)
};

// The group generated by the symmetries' actions on kernel coordinates,
// identity first (just the identity above 64 elements).
std::vector<AffineMap> symmetry_group(const Coset& coset, const std::vector<Permutation>& symmetries);

// The frame for `coset` under the given symmetries (each must preserve it).
Frame make_frame(const Coset& coset, const std::vector<Permutation>& symmetries, const FrameOptions& options);

// The frame coordinates (inner | middle | top) of a member's offset from p.
Mask frame_coordinates(const Coset& coset, const Frame& frame, const Flat& offset);
Flat frame_member(const Coset& coset, const Frame& frame, Mask coords);

// ---- one work item: the walk (minimal_walk.cpp) -----------------------------

// Cells of the item grouped by their free mask (middle, inner): a group costs
// cost0 presses when <s, mask> = 0 and cost1 when it is 1.
struct WalkGroup {
    std::uint32_t middle = 0;
    std::uint32_t inner = 0;
    std::int32_t cost0 = 0;
    std::int32_t cost1 = 0;
};

struct WalkProblem {
    int inner = 0;
    int middle = 0;
    std::int64_t constant = 0;  // presses on cells no free coordinate changes
    std::vector<WalkGroup> groups;
};

struct WalkResult {
    std::int64_t weight = -1;  // -1: nothing below the bound
    std::uint32_t middle = 0;
    std::uint32_t inner = 0;
    std::uint64_t blocks_walked = 0;   // Walsh-Hadamard blocks transformed
    std::uint64_t blocks_skipped = 0;  // blocks whose lower bound could not beat the best
};

// The lightest member of the item with weight below `best` (read as the walk
// goes: other threads may lower it), ties broken towards smaller (middle,
// inner). Every member of the item is either walked or bounded.
WalkResult walk(const WalkProblem& problem, const std::atomic<std::int64_t>& best);

// The cells of an item, prepared once per frame: build one item's problem in
// O(distinct cells) (minimal_items.cpp).
class ItemBuilder {
public:
    ItemBuilder(const Coset& coset, const Frame& frame);
    WalkProblem problem(Mask top) const;

private:
    struct Cells {  // `count` cells with the same masks and the same bit of p
        Mask top = 0;
        bool lit = false;
        std::uint32_t count = 0;
    };
    int inner_ = 0, middle_ = 0;
    std::int64_t outside_ = 0;  // p's weight on cells no coordinate changes
    std::vector<Cells> cells_;  // sorted by free mask
    std::vector<std::uint32_t> group_start_;
    std::vector<Mask> group_free_;
};

// ---- the exhaustive search over the items (minimal_search.cpp) ---------------

// Part `index` (1-based) of `count` walks the items index-1, index-1+count, ...
using Part = FewestPart;

struct SearchOptions {
    int threads = 0;  // 0: every core
    Part part;
    CheckpointStore* checkpoint = nullptr;  // resume from and save to it (none: null)
    double checkpoint_seconds = 30;  // between saves
    // The weight of a known member: only members at most this heavy are sought
    // (at least the known one, or its image in a walked item, is found).
    std::int64_t bound = std::numeric_limits<std::int64_t>::max();
    bool report_progress = true;  // make a Progress at all (inner searches do not)
};

struct SearchResult {
    bool complete = false;     // every item of the part walked (or bounded)
    std::int64_t weight = -1;  // the lightest member found; -1: none at most the bound
    Mask coords = 0;           // its frame coordinates
    std::uint64_t items = 0;   // in the part
    std::uint64_t items_done = 0;
    double members_walked = 0;  // summed over the runs of a resumed search
    double seconds = 0;
    double cpu_seconds = 0;
};

// Identifies the search (coset, frame and method version) in checkpoints.
std::string fingerprint(const Coset& coset, const Frame& frame);
SearchResult search(const Coset& coset, const Frame& frame, const SearchOptions& options);

// ---- beyond proof (minimal_local.cpp) ---------------------------------------

// The budget of a search beyond proof: `work` members walked, or `seconds` of
// wall clock when that is set (the caller's explicit choice, not reproducible).
class SearchBudget {
public:
    SearchBudget(double work, double seconds, int threads);
    // About how many members it allows in all (seconds: at 0.25 ns a member on each thread).
    double members() const { return members_; }
    void spend(double members) { spent_ += members; }
    bool exhausted() const;
    // How much of it is gone, 0..1 (of the work, or of the seconds).
    double fraction_spent() const;

private:
    double work_, seconds_, members_, spent_ = 0;
    int threads_;
    std::chrono::steady_clock::time_point start_;
};

struct LocalOptions {
    double work = kDefaultSearchWork;  // members walked by the local search
    double seconds = 0;                // > 0: wall seconds instead of work
    int threads = 0;
    int exhaustive_limit = 36;  // walk a fixed coset exhaustively up to 2^this members
    std::uint64_t seed = 0x5eed;
};

// Add any single basis vector that lowers the weight, until none does.
Flat climb(const Coset& coset, Flat x);
// The lightest solution fixed by each symmetry (and by all of them): those
// cosets are smaller, walked exhaustively (with the symmetries that keep
// them) when small enough. Returns the best of them and `best`.
Flat best_symmetric(const Coset& coset, const std::vector<Permutation>& symmetries, Flat best,
                    const LocalOptions& options);
// Large-neighbourhood search: the lightest member of best + W for random
// subspaces W of the quiet patterns, exactly, until the budget is spent; from
// a fresh random start when a while passes without improvement.
Flat improve_locally(const Coset& coset, Flat best, const LocalOptions& options);

// Information sets, for a basis of any size (beyond kMaxNullity): for random
// sets S of d cells on which the basis is independent, the one member of
// x + span(basis) that is 0 on S; the lightest of `trials` of them, or x
// (stopping early at `enough` presses or fewer: a lower bound).
// Finds a solution e (x = e + a quiet pattern) with probability about
// (1 - |e| / cells)^d per trial: 0.8 for 100 presses, d = 144, 256 x 256.
Flat lightest_by_information_sets(const Flat& x, const std::vector<Flat>& basis, std::int64_t length, int trials,
                                  std::uint64_t seed, std::int64_t enough);

// ---- lower bounds (minimal_bounds.cpp) --------------------------------------

// A lower bound from the corners of a grid (minimal_blocks.cpp): the exact
// minima over the four corner triangles (as large as a walk within the
// budget allows) plus counting on the lights no corner press reaches. 0
// when the rule is not local or wraps around.
std::int64_t corner_bound(const Board& change, const Rule& rule, const Coset& coset,
                          const std::vector<Permutation>& symmetries, const SearchBudget& budget, int threads);

// "fewest presses between L and U (not proven: WHY)".
std::string bracket_note(std::int64_t lower, std::int64_t upper, const std::string& why);

// 0 or 1 when every member has that parity (every quiet pattern has even
// weight), nullopt when members of both parities exist.
std::optional<int> fixed_parity(const Coset& coset);
// The least number >= bound with the given parity.
std::int64_t round_to_parity(std::int64_t bound, std::optional<int> parity);

// ---- product kernels: the switching game (minimal_switching.cpp) -------------

// Members x_ij = p_ij + a_i rho_j + sigma_i c_j: row flips a (when `rows`),
// column flips c (when `columns`), an even number of them where *_even.
struct SwitchingGame {
    PressPattern particular;
    std::vector<char> rho;    // n: the columns a row flip changes
    std::vector<char> sigma;  // m: the rows a column flip changes
    bool rows = false, columns = false;
    bool rows_even = false, columns_even = false;
};

// The kernel of square (not on a torus) and cross in that form; nullopt for
// other rules and when there are no quiet patterns.
std::optional<SwitchingGame> switching_game(const Rule& rule, const PressPattern& particular);
// log2 of the steps of the exact walk (the smaller side's core), and of its
// cost in members of the Walsh-Hadamard walk (the unit of the nullity limit).
int switching_walk_bits(const SwitchingGame& game);
double switching_cost_log2(const SwitchingGame& game);
// The parity every member shares, if they do.
std::optional<int> switching_parity(const SwitchingGame& game);

struct SwitchingResult {
    PressPattern presses;
    bool exact = false;
};
// Exact when switching_cost_log2 <= limit, else the best of alternating the
// two sides from random starts until the budget is spent. A pass over the
// board costs 16 units a cell plus 2048 (measured: 0.19-0.27 ns a unit from
// 31 x 31 to 200 x 200, 0.27 ns on 3 x 5 with the constant).
inline constexpr double kSwitchingPassWorkPerCell = 16;
inline constexpr double kSwitchingPassWork = 2048;
SwitchingResult play(const SwitchingGame& game, int limit, SearchBudget budget, std::uint64_t seed = 0x5eed);

// ---- checkpoints and parts (minimal_checkpoint.cpp) -------------------------

// A checkpoint is also a part's result: complete = every item of the part.
struct Checkpoint {
    std::string fingerprint;
    int nullity = 0;
    std::uint64_t items = 0;  // of the whole search
    Part part;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> done;  // [begin, end) in the part's numbering
    bool complete = false;
    std::int64_t weight = -1;
    Mask coords = 0;
    double members_walked = 0;
    double seconds = 0;
    double cpu_seconds = 0;
};

// The checkpoint as the JSON text a store keeps.
std::string checkpoint_text(const Checkpoint& checkpoint);
void write_checkpoint(CheckpointStore& store, const Checkpoint& checkpoint);
// nullopt when the store holds nothing yet; InputError when it is not a checkpoint.
std::optional<Checkpoint> read_checkpoint(const CheckpointStore& store);
// The same from the text (`path` names it in messages).
Checkpoint parse_checkpoint(const std::string& text, const std::string& path);
// Checks a checkpoint against the search it claims to belong to (coset and
// frame): fingerprint, nullity, items; done ranges ascending inside the part's
// share, all of it when complete; the best member inside the frame, in a
// walked item of the part, of the stated weight. Throws InputError naming
// `path` and what is wrong.
void check_checkpoint(const Checkpoint& c, const Coset& coset, const Frame& frame, const std::string& path);
// The number of items of `part` among `items`: I-1, I-1+N, ...
std::uint64_t part_items(std::uint64_t items, Part part);
// The proof from the results of all parts: one complete checkpoint per part
// 1..N of the same search. Throws InputError naming what is missing.
SearchResult merge_parts(const Coset& coset, const Frame& frame,
                         const std::vector<std::shared_ptr<const CheckpointStore>>& parts);

// Members with these frame coordinates weigh less than the best's: the
// order that breaks ties (top, then middle, then inner, as one number).
inline bool lighter(std::int64_t w, Mask coords, std::int64_t best_w, Mask best_coords) {
    return best_w < 0 || w < best_w || (w == best_w && coords < best_coords);
}

}  // namespace lightsout::fewest
