// Fewest presses: the lightest member of the coset  particular + span(quiet)
// (every solution of a board is one of them).
//
//   FewestPresses best = fewest_presses(change, rule, particular, quiet);
//   best.proven ? "minimal" : "between " + lower_bound + " and " + presses.count()
//
// How (docs/FEWEST.md has the method and the proof of every pruning rule):
//   exhaustive   every solution is walked or bounded: a Walsh-Hadamard block of
//                2^16 solutions inside a Gray-code walk, one work item per orbit
//                of the board's symmetries, on every core; resumable from a
//                checkpoint, splittable into independent parts
//   switching    square and cross kernels have a product form: the minimum is
//                a switching game solved by walking one side only
//   beyond proof the solutions fixed by each symmetry of the board, then local
//                search over the kernel; lower bounds from parity and counting
//
// Vectors of any length (the vertices of a graph) use the flat entry point.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

// The default of FewestOptions::nullity_limit: at most 2^36 solutions walked
// (a few seconds on two cores).
inline constexpr int kExhaustiveNullityLimit = 36;
// The largest nullity the exhaustive search handles at all.
inline constexpr int kFewestMaxNullity = 64;

// Beyond proof the search is budgeted in work, not in time, so that a board
// gets the same answer on any machine, under any load and with any number of
// threads. One unit is one member of the solutions' coset walked (about
// 0.25 ns of one core in the Gray walk); the default is about 2 CPU-seconds.
inline constexpr double kDefaultSearchWork = 8e9;

struct FewestPart {
    int index = 1;  // 1..count
    int count = 1;
};

// Where the exhaustive search keeps its state between runs: the library
// writes no file itself. The state is a short JSON text (docs/FEWEST.md);
// the command line keeps it in a file (src/cli/checkpoint_file.cpp).
class CheckpointStore {
public:
    virtual ~CheckpointStore() = default;
    // The state saved before, or nullopt when there is none yet.
    virtual std::optional<std::string> load() const = 0;
    // Replaces the state whole; an interruption must leave the old or the new one.
    virtual void save(const std::string& state) = 0;
    // The store's name in messages ("the checkpoint NAME is ...").
    virtual std::string name() const = 0;
};

// The secret that authenticates checkpoints and parts: an HMAC-SHA256 over
// each file's content and the search it belongs to (the board, rule,
// topology, states and goal; the part and its items). A file is trusted only
// when it carries a MAC made with this key (docs/FEWEST.md, "Trust").
// io::checkpoint_key (lightsout/checkpoint_key.hpp) reads or makes the user's.
struct CheckpointKey {
    std::vector<std::uint8_t> secret;  // at least 32 bytes
};

// 16 hexadecimal digits that name a key without revealing it (an HMAC of a
// fixed text): the same in every file the key signed.
std::string checkpoint_key_id(const CheckpointKey& key);

struct FewestOptions {
    // Walk exhaustively when at most 2^nullity_limit solutions need walking
    // (after the symmetry reduction); above, bound the minimum instead.
    int nullity_limit = kExhaustiveNullityLimit;
    int threads = 0;          // 0: every core
    std::shared_ptr<CheckpointStore> checkpoint;  // resume from and save to it (none: null)
    FewestPart part;          // walk only this part; its checkpoint is its result
    // Prove from the checkpoints of all parts instead of walking.
    std::vector<std::shared_ptr<const CheckpointStore>> merge;
    // Signs every checkpoint written and authenticates every one read. None:
    // checkpoints are written unsigned and none read can be trusted.
    std::optional<CheckpointKey> key;
    // Resume from, or merge, checkpoints that are not authenticated (no MAC,
    // another key's, or resting on such a file): their cheap checks still
    // apply, and the answer is then not proven. False: they are refused.
    bool trust_unsigned = false;
    // What the search is about, bound into every MAC beside the solutions
    // themselves: solve() sets it (the board, rule, topology, states, goal).
    std::string problem;
    // Beyond proof: the search's budget (members walked). K-state puzzles take
    // the same share of zk::kFewestSearchWork (counts looked at, zk/fewest.hpp).
    double search_work = kDefaultSearchWork;
    double search_seconds = 0;       // > 0: budget it in wall seconds instead (the answer then depends on the machine)
    // Where this search's progress reports go (progress.hpp): none given, to
    // the sink the calling thread installed, if any; by default nobody.
    ProgressSink progress = nullptr;
    // Stops this search from outside (stop.hpp): it then throws Cancelled,
    // its threads joined. None given: the calling thread's token, if any.
    StopToken stop{};
    bool report_progress = true;  // false: no reports at all (an inner search)
};

// What a fewest-press search found and how sure it is.
struct FewestReport {
    bool proven = false;            // no solution has fewer presses
    std::int64_t lower_bound = 0;   // every solution has at least this many (= the count when proven)
    std::string method;             // "exhaustive", "switching game", "symmetric and local search", ...
    std::string bound;              // what the lower bound rests on: "exhaustive", "parity", "counting", ...
    std::string note;               // one sentence for the user when not proven: "fewest presses between L and U (...)"
    std::string why_not_proven;     // the reason inside the note's parentheses
    // What an exhaustive answer with a checkpoint or merged parts rests on:
    // "walk in this process", "walk resumed from an authenticated
    // checkpoint", "walk of 4 parts, authenticated", or "not proven: ..."
    // when it rests on files that are not authenticated. Empty without
    // files (the answer is then this process's alone) and for other methods.
    std::string proof;
    double solutions_walked = 0;    // members of the coset walked one by one (in blocks)
    double seconds = 0;             // wall clock, summed over resumed runs and parts
    double cpu_seconds = 0;
};

struct FewestPresses : FewestReport {
    PressPattern presses;
};

struct FlatFewest : FewestReport {
    std::vector<Word> presses;
};

// A coset of vectors of any length over GF(2): the solutions of a board on a
// grid (cells row-major) or a graph (vertices in order).
struct FlatCoset {
    std::int64_t length = 0;
    std::vector<Word> particular;            // length bits, padded with zeros
    std::vector<std::vector<Word>> quiet;    // spans the quiet patterns (dependent ones are dropped)
    // Permutations of 0..length-1 (cell c moves to image[c]); those that do not
    // map the coset onto itself are ignored.
    std::vector<std::vector<std::int32_t>> symmetries;
    std::int64_t counting_bound = 0;  // a lower bound known to the caller
};

FlatFewest fewest_presses(const FlatCoset& coset, const FewestOptions& options = {});

// The solutions of A x = change for a grid rule: `particular` is one, `quiet`
// spans the quiet patterns, `nullity` is their dimension (quiet may be empty
// when the nullity is too large for a basis: then only the switching game or
// the bounds apply). Uses the board's rotations and reflections that keep the
// rule and the board, the product form of square and cross, and the counting
// bound (every light to change is flipped by some press; a press flips at
// most |footprint| lights).
FewestPresses fewest_presses(const Board& change, const Rule& rule, const PressPattern& particular,
                             const std::vector<PressPattern>& quiet, std::int64_t nullity,
                             const FewestOptions& options = {});

// Any coset of grid patterns, no board known (no symmetry, no counting bound).
FewestPresses fewest_presses(const PressPattern& particular, const std::vector<PressPattern>& quiet,
                             int nullity_limit);

}  // namespace lightsout
