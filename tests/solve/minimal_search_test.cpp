// The exhaustive search's parts, each against a definition: the walk of one
// item against enumeration, the items against the orbits of the symmetries,
// the invariant subspace against the symmetries, and checkpoints, resumed runs
// and merged parts against one uninterrupted search.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/structured.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {
namespace {

// The walk's minimum by evaluating every free value.
std::int64_t enumerate(const WalkProblem& p) {
    std::int64_t best = -1;
    for (std::uint64_t a = 0; a < (std::uint64_t(1) << (p.inner + p.middle)); ++a) {
        std::int64_t w = p.constant;
        for (const WalkGroup& g : p.groups) {
            const std::uint64_t mask = std::uint64_t(g.inner) | (std::uint64_t(g.middle) << p.inner);
            w += (std::popcount(a & mask) & 1) ? g.cost1 : g.cost0;
        }
        if (best < 0 || w < best) best = w;
    }
    return best;
}

RC_GTEST_PROP(Walk, EqualsEnumeration, ()) {
    WalkProblem p;
    p.inner = *rc::gen::inRange(0, 9);
    p.middle = *rc::gen::inRange(0, 6);
    p.constant = *rc::gen::inRange(0, 20);
    const bool wide = *rc::gen::arbitrary<bool>();  // costs beyond int16: the 32-bit lanes
    const int groups = *rc::gen::inRange(0, 30);
    for (int i = 0; i < groups; ++i) {
        WalkGroup g;
        g.inner = *rc::gen::inRange(0, 1 << p.inner);
        g.middle = *rc::gen::inRange(0, 1 << p.middle);
        g.cost0 = *rc::gen::inRange(0, wide ? 5000 : 4);
        g.cost1 = *rc::gen::inRange(0, wide ? 5000 : 4);
        p.groups.push_back(g);
    }
    const std::int64_t expected = enumerate(p);
    const std::atomic<std::int64_t> unbounded{std::numeric_limits<std::int64_t>::max()};
    const WalkResult r = walk(p, unbounded);
    RC_ASSERT(r.weight == expected);
    // The reported coordinates have that weight.
    const std::uint64_t a = std::uint64_t(r.inner) | (std::uint64_t(r.middle) << p.inner);
    std::int64_t w = p.constant;
    for (const WalkGroup& g : p.groups)
        w += (std::popcount(a & (std::uint64_t(g.inner) | (std::uint64_t(g.middle) << p.inner))) & 1) ? g.cost1 : g.cost0;
    RC_ASSERT(w == expected);
    // A bound below the minimum finds nothing; at the minimum, finds it.
    const std::atomic<std::int64_t> below{expected - 1}, at{expected};
    RC_ASSERT(walk(p, below).weight == -1);
    RC_ASSERT(walk(p, at).weight == expected);
}

Coset all_lit_coset(int n) {
    Board board(n, n);
    board.fill(true);
    const LinearSolution s = solve_structured(board, Rule::plus());
    std::vector<Flat> quiet;
    for (const PressPattern& q : s.quiet) quiet.push_back(gf2::flatten(q));
    return make_coset(std::int64_t(n) * n, gf2::flatten(s.presses), quiet);
}

std::vector<Permutation> dihedral(int n) {
    std::vector<Permutation> out;
    for (int which = 1; which < 8; ++which) {
        Permutation p(std::size_t(n) * std::size_t(n));
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                int rr = r, cc = c;
                if (which & 1) cc = n - 1 - cc;
                if (which & 2) rr = n - 1 - rr;
                if (which & 4) std::swap(rr, cc);
                p[std::size_t(r * n + c)] = rr * n + cc;
            }
        out.push_back(std::move(p));
    }
    return out;
}

TEST(MinimalCoset, ReducedFormIsCanonical) {
    const Coset a = all_lit_coset(19);
    // The same coset from another member and another basis.
    std::vector<Flat> shuffled;
    for (std::size_t k = 0; k < a.basis.size(); ++k) {
        Flat v = a.basis[k];
        if (k + 1 < a.basis.size()) xor_into(v, a.basis[k + 1]);
        shuffled.push_back(v);
    }
    Flat other = a.particular;
    xor_into(other, a.basis[0]);
    const Coset b = make_coset(a.length, other, shuffled);
    EXPECT_EQ(a.basis, b.basis);
    EXPECT_EQ(a.particular, b.particular);
    for (const Permutation& g : dihedral(19)) EXPECT_TRUE(preserves(a, g));
}

// The chain's subspace J is invariant, and the items are exactly the least top
// value of each orbit of the symmetries on the top coordinates.
TEST(MinimalFrame, ItemsAreOneTopValuePerOrbit) {
    for (int n : {19, 39}) {
        const Coset coset = all_lit_coset(n);
        FrameOptions options;
        options.inner = 8;
        options.max_top = 12;
        const Frame frame = make_frame(coset, dihedral(n), options);
        ASSERT_FALSE(frame.symmetries.empty()) << n;
        ASSERT_LE(frame.top, 12);
        const int low = frame.inner + frame.middle;
        // J = span of the first `low` frame vectors: each symmetry maps it into itself.
        std::vector<Flat> j(frame.vectors.begin(), frame.vectors.begin() + low);
        const Coset span_j = make_coset(coset.length, Flat(coset.particular.size(), 0), j);
        ASSERT_EQ(span_j.nullity(), low);
        for (const Permutation& g : dihedral(n))
            for (const Flat& v : j) {
                const Flat moved = permute(v, g);
                bool zero = true;
                for (Word w : span_j.reduce(moved)) zero = zero && w == 0;
                EXPECT_TRUE(zero) << n;
            }
        // Orbits on the top values.
        std::set<Mask> items(frame.items.begin(), frame.items.end());
        std::uint64_t orbits = 0;
        for (Mask z = 0; z < (Mask{1} << frame.top); ++z) {
            Mask least = z;
            int listed = items.count(z);
            for (const AffineMap& g : frame.symmetries) least = std::min(least, g.apply(z));
            if (least == z) ++orbits;
            EXPECT_EQ(listed, least == z ? 1 : 0);
        }
        EXPECT_EQ(orbits, frame.item_count());
        // The frame coordinates of a member round-trip.
        const Mask coords = 0x2a5 & ((Mask{1} << coset.nullity()) - 1);
        Flat offset = frame_member(coset, frame, coords);
        xor_into(offset, coset.particular);
        EXPECT_EQ(frame_coordinates(coset, frame, offset), coords);
    }
}

// A checkpoint kept in memory: the library writes no file.
struct MemoryStore : CheckpointStore {
    std::string label;
    std::optional<std::string> text;
    explicit MemoryStore(std::string l) : label(std::move(l)) {}
    std::optional<std::string> load() const override { return text; }
    void save(const std::string& state) override { text = state; }
    std::string name() const override { return label; }
};
using Store = std::shared_ptr<MemoryStore>;
Store store(const std::string& name) { return std::make_shared<MemoryStore>(name); }
std::vector<std::shared_ptr<const CheckpointStore>> parts(const std::vector<Store>& stores) {
    return {stores.begin(), stores.end()};
}

// The key the tests' runs share, and what their checkpoints are checked with.
const CheckpointKey kKey{std::vector<std::uint8_t>(32, 7)};
CheckpointTrust keyed(const std::string& binding = "") {
    CheckpointTrust trust;
    trust.key = &kKey;
    trust.binding = binding;
    return trust;
}

SearchOptions quiet_options() {
    SearchOptions o;
    o.report_progress = false;
    o.threads = 2;
    o.trust = keyed();
    return o;
}

// Signed as a holder of the key would sign it: the cheap checks alone must refuse it.
void resign(CheckpointStore& store, const Checkpoint& c) { write_checkpoint(store, c, &kKey); }

// Parts, checkpoints and merges give the uninterrupted search's answer.
TEST(MinimalSearch, PartsMergeIntoTheWholeSearch) {
    const Coset coset = all_lit_coset(39);
    const Frame frame = make_frame(coset, dihedral(39), {});
    const SearchResult whole = search(coset, frame, quiet_options());
    ASSERT_TRUE(whole.complete);
    EXPECT_EQ(whole.weight, 561);
    std::vector<Store> files;
    for (int i = 1; i <= 3; ++i) {
        SearchOptions o = quiet_options();
        o.part = {i, 3};
        files.push_back(store("part" + std::to_string(i) + ".json"));
        o.checkpoint = files.back().get();
        const SearchResult r = search(coset, frame, o);
        EXPECT_TRUE(r.complete);
    }
    const SearchResult merged = merge_parts(coset, frame, parts(files), keyed());
    EXPECT_EQ(merged.weight, whole.weight);
    EXPECT_EQ(merged.coords, whole.coords);
    EXPECT_EQ(merged.members_walked, whole.members_walked);

    // Missing, repeated and unfinished parts are refused.
    EXPECT_THROW(merge_parts(coset, frame, parts({files[0], files[1]}), keyed()), InputError);
    EXPECT_THROW(merge_parts(coset, frame, parts({files[0], files[1], files[1]}), keyed()), InputError);
    std::optional<Checkpoint> c = read_checkpoint(*files[2]);
    ASSERT_TRUE(c);
    c->complete = false;
    resign(*files[2], *c);
    EXPECT_THROW(merge_parts(coset, frame, parts(files), keyed()), InputError);
    // Another board's checkpoint is refused.
    const Coset other = all_lit_coset(19);
    const Frame other_frame = make_frame(other, dihedral(19), {});
    EXPECT_THROW(merge_parts(other, other_frame, parts(files), keyed()), InputError);
}

// Forged parts: each field of an honest part's file changed in turn is
// refused by the merge, so no proof comes out of it. A part 1/3 relabelled
// 1/1 would otherwise merge its done items into a false minimum, and
// coordinates beyond the frame would reach frame_member.
TEST(MinimalCheckpoint, ForgedPartsAreRefused) {
    const Coset coset = all_lit_coset(39);
    const Frame frame = make_frame(coset, dihedral(39), {});
    std::vector<Store> files;
    std::vector<Checkpoint> honest;
    for (int i = 1; i <= 3; ++i) {
        SearchOptions o = quiet_options();
        o.part = {i, 3};
        files.push_back(store("part" + std::to_string(i) + ".json"));
        o.checkpoint = files.back().get();
        ASSERT_TRUE(search(coset, frame, o).complete);
        honest.push_back(*read_checkpoint(*o.checkpoint));
    }
    ASSERT_NO_THROW(merge_parts(coset, frame, parts(files), keyed()));
    // The part that holds the minimum.
    std::size_t k = 0;
    for (std::size_t i = 0; i < 3; ++i)
        if (lighter(honest[i].weight, honest[i].coords, honest[k].weight, honest[k].coords)) k = i;
    const int dimension = frame.nullity();
    std::vector<std::pair<std::string, std::function<void(Checkpoint&)>>> forgeries = {
        {"part 1/1", [](Checkpoint& c) { c.part = {1, 1}; }},
        {"part 4/3", [](Checkpoint& c) { c.part = {3, 4}; }},
        {"nullity", [](Checkpoint& c) { c.nullity = 64; }},
        {"items", [](Checkpoint& c) { c.items += 1; }},
        {"fingerprint", [](Checkpoint& c) { c.fingerprint = "0123456789abcdef"; }},
        {"done empty", [](Checkpoint& c) { c.done.clear(); }},
        {"done huge", [](Checkpoint& c) { c.done = {{0, 1000000000000ull}}; }},
        {"done short", [](Checkpoint& c) { c.done[0].second -= 1; }},
        {"done split", [](Checkpoint& c) { c.done = {{0, 1}, {0, c.done[0].second}}; }},
        {"presses", [](Checkpoint& c) { c.weight -= 1; }},
        {"coordinates beyond", [dimension](Checkpoint& c) { c.coords |= Mask(1) << dimension; }},
        {"coordinates top bit", [](Checkpoint& c) { c.coords |= Mask(1) << 63; }},
        {"coordinates", [](Checkpoint& c) { c.coords ^= 1; }},
        {"members walked", [](Checkpoint& c) { c.members_walked = 1e300; }},
    };
    for (const auto& [name, forge] : forgeries)
        for (std::size_t i = 0; i < 3; ++i) {
            if (name.starts_with("part 1/1") && i != 0) continue;
            Checkpoint c = honest[i];
            forge(c);
            resign(*files[i], c);
            std::vector<Store> given = files;
            if (name == "part 1/1") given = {files[0]};
            EXPECT_THROW(merge_parts(coset, frame, parts(given), keyed()), InputError) << name << " in part " << i + 1;
            resign(*files[i], honest[i]);
        }
    // The best removed from the part that holds it: caught beside the seed
    // (fewest_presses), since every part walks for members at most as heavy.
    Checkpoint c = honest[k];
    c.weight = -1;
    resign(*files[k], c);
    const SearchResult merged = merge_parts(coset, frame, parts(files), keyed());
    EXPECT_TRUE(merged.weight < 0 || merged.weight > honest[k].weight);
}

// A key given twice is refused: the reader would otherwise keep one silently.
TEST(MinimalCheckpoint, DuplicateKeysAreRefused) {
    const std::string once = R"({"kind":"lightsout fewest-presses checkpoint","fingerprint":"0123456789abcdef","nullity":4,)"
                             R"("items":8,"part":[1,2],"complete":false,"best":null,)"
                             R"("members_walked":16.0,"seconds":1.5,"cpu_seconds":1.0,"done":[[0,2]]})";
    EXPECT_NO_THROW(parse_checkpoint(once, "c.json"));
    std::string twice = once;
    twice.insert(1, R"("complete":true,)");
    EXPECT_THROW(parse_checkpoint(twice, "c.json"), InputError);
    std::string inner = once;
    inner.replace(inner.find("\"best\":null"), 11, R"("best":{"presses":1,"presses":2,"coordinates":"1"})");
    EXPECT_THROW(parse_checkpoint(inner, "c.json"), InputError);
    // A long field is quoted in at most 40 bytes.
    std::string long_coords = once;
    long_coords.replace(long_coords.find("\"best\":null"), 11,
                        R"("best":{"presses":1,"coordinates":")" + std::string(100000, 'z') + "\"}");
    try {
        parse_checkpoint(long_coords, "c.json");
        ADD_FAILURE() << "long coordinates accepted";
    } catch (const InputError& e) {
        EXPECT_LT(std::string(e.what()).size(), 200u);
    }
}

// A run interrupted half way resumes from its checkpoint and walks only the rest.
TEST(MinimalSearch, ResumesFromACheckpoint) {
    const Coset coset = all_lit_coset(19);
    FrameOptions frame_options;
    frame_options.inner = 8;
    const Frame frame = make_frame(coset, {}, frame_options);
    ASSERT_EQ(frame.item_count(), 64u);
    const SearchResult whole = search(coset, frame, quiet_options());
    Checkpoint half;
    half.fingerprint = fingerprint(coset, frame);
    half.nullity = coset.nullity();
    half.items = frame.item_count();
    half.done = {{0, frame.item_count() / 2}};
    const Store run = store("run.json");
    resign(*run, half);
    SearchOptions o = quiet_options();
    o.checkpoint = run.get();
    const SearchResult resumed = search(coset, frame, o);
    EXPECT_TRUE(resumed.complete);
    // The first half's best was "lost" with the interruption (none recorded),
    // so the resumed run finds the best of the second half, which is no better.
    EXPECT_GE(resumed.weight, whole.weight);
    EXPECT_LT(resumed.members_walked, whole.members_walked);
    // Run again: nothing left to walk, the same answer.
    const SearchResult again = search(coset, frame, o);
    EXPECT_EQ(again.weight, resumed.weight);
    EXPECT_EQ(again.members_walked, resumed.members_walked);
    // A damaged best is refused.
    std::optional<Checkpoint> c = read_checkpoint(*o.checkpoint);
    ASSERT_TRUE(c && c->weight >= 0);
    c->weight -= 1;
    resign(*o.checkpoint, *c);
    EXPECT_THROW(search(coset, frame, o), InputError);
}

// Whatever the bytes, reading a checkpoint returns or throws InputError.
RC_GTEST_PROP(MinimalCheckpoint, MalformedFilesAreRefusedCleanly, ()) {
    std::string text = R"({"kind":"lightsout fewest-presses checkpoint","fingerprint":"0123456789abcdef","nullity":4,)"
                       R"("items":8,"part":[1,2],"complete":false,"best":{"presses":3,"coordinates":"000000000000000a"},)"
                       R"("members_walked":16.0,"seconds":1.5,"cpu_seconds":1.0,"done":[[0,2]]})";
    const int edits = *rc::gen::inRange(0, 4);
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
        const int kind = *rc::gen::inRange(0, 3);
        if (kind == 0) text.erase(at, 1);
        else if (kind == 1) text.insert(at, 1, *rc::gen::elementOf(std::string("0:,[]{}\"-x9")));
        else text[at] = *rc::gen::elementOf(std::string("0:,[]{}\"-x9"));
    }
    MemoryStore kept("c.json");
    kept.save(text);
    try {
        read_checkpoint(kept);
    } catch (const InputError&) {
    }
}

// Numbers a checkpoint cannot hold are refused, not converted: a float beyond
// int ("part": [4e31, 2]: converting it is undefined behaviour), a part or
// nullity beyond int (2^32 + 1 is not 1), a negative count of items or a
// fraction (-1 is not 2^64 - 1, 1.5 is not 1).
TEST(MinimalCheckpoint, NumbersOutOfRangeAreRefused) {
    const auto text = [](const std::string& nullity, const std::string& items, const std::string& part) {
        return R"({"kind":"lightsout fewest-presses checkpoint","fingerprint":"0123456789abcdef","nullity":)" + nullity +
               R"(,"items":)" + items + R"(,"part":[)" + part + R"(,2],"complete":false,"best":null,)"
               R"("members_walked":16.0,"seconds":1.5,"cpu_seconds":1.0,"done":[[0,2]]})";
    };
    EXPECT_EQ(parse_checkpoint(text("4", "8", "1"), "c.json").part.index, 1);
    EXPECT_THROW(parse_checkpoint(text("4", "8", "44444444444444444444444444444443"), "c.json"), InputError);
    EXPECT_THROW(parse_checkpoint(text("4", "8", "4294967297"), "c.json"), InputError);
    EXPECT_THROW(parse_checkpoint(text("4", "8", "1.5"), "c.json"), InputError);
    EXPECT_THROW(parse_checkpoint(text("4294967297", "8", "1"), "c.json"), InputError);
    EXPECT_THROW(parse_checkpoint(text("4", "-1", "1"), "c.json"), InputError);
}


// ---- trust: the MAC, and the cheap checks beside it --------------------------

// A search as fewest_presses runs it: walked for members at most as heavy as
// the seed, whose orbit's item is known; checkpoints signed for `problem`.
struct Bounded {
    Coset coset = all_lit_coset(39);
    Frame frame = make_frame(coset, dihedral(39), {});
    CheckpointTrust trust;
    explicit Bounded(const std::string& problem) {
        const Flat seed = climb(coset, coset.particular);
        trust = keyed(search_binding(coset, frame, problem));
        trust.bound = weight(seed);
        Flat offset = seed;
        xor_into(offset, coset.particular);
        trust.bound_item = item_holding(frame, frame_coordinates(coset, frame, offset));
    }
    SearchOptions options(Part part, CheckpointStore* checkpoint) const {
        SearchOptions o = quiet_options();
        o.part = part;
        o.checkpoint = checkpoint;
        o.trust = trust;
        o.bound = trust.bound;
        return o;
    }
    // Part I of N walked into a store of its own.
    Store part(int index, int count) const {
        Store file = store("part" + std::to_string(index) + "of" + std::to_string(count) + ".json");
        EXPECT_TRUE(search(coset, frame, options({index, count}, file.get())).complete);
        return file;
    }
};

// The forged content under the honest file's MAC, as an edit of the file leaves it.
std::string with_mac_of(const std::string& signed_text, const Checkpoint& forged) {
    const nlohmann::json honest = nlohmann::json::parse(signed_text);
    nlohmann::json out = nlohmann::json::parse(checkpoint_text(forged));
    out["key_id"] = honest.at("key_id");
    out["mac"] = honest.at("mac");
    return out.dump();
}

// A real member of the part's item holding `c`'s best, heavier than it: what
// a part that hid its best would claim instead.
void heavier_best(Checkpoint& c, const Coset& coset, const Frame& frame) {
    for (int bit = 0; bit < frame.inner; ++bit) {
        const Mask coords = c.coords ^ (Mask(1) << bit);
        const std::int64_t w = weight(frame_member(coset, frame, coords));
        if (w > c.weight) {
            c.weight = w;
            c.coords = coords;
            return;
        }
    }
    FAIL() << "no heavier member beside the best";
}

Problem refusal(const std::function<void()>& run) {
    try {
        run();
    } catch (const InputError& e) {
        return e.problem();
    }
    ADD_FAILURE() << "accepted";
    return Problem::general;
}

// Each kind of forged part is refused by the merge: the MAC fails for an
// edited file (also one whose every cheap check holds: the best hidden
// behind a real heavier member, a part of 6 relabelled a part of 3) and for
// a part of another board. Stripped of its MAC it is unsigned: refused, or
// merged on request with the answer resting on it named.
TEST(CheckpointTrust, ForgedPartsFailTheirMac) {
    const Bounded search_a("board A");
    std::vector<Store> files = {search_a.part(1, 3), search_a.part(2, 3), search_a.part(3, 3)};
    const SearchResult honest = merge_parts(search_a.coset, search_a.frame, parts(files), search_a.trust);
    EXPECT_TRUE(honest.unauthenticated.empty());
    std::size_t k = 0;  // the part holding the minimum
    std::vector<Checkpoint> read;
    for (const Store& f : files) read.push_back(*read_checkpoint(*f));
    for (std::size_t i = 0; i < 3; ++i)
        if (read[i].weight == honest.weight && read[i].coords == honest.coords) k = i;
    // Parts k+1 and k+4 of 6 hold half the items of part k+1 of 3 each; the
    // one without its best is a consistent lie about part k+1 of 3.
    const int index = int(k) + 1;
    Store sixth = search_a.part(index, 6);
    if (read_checkpoint(*sixth)->weight == honest.weight) sixth = search_a.part(index + 3, 6);

    std::vector<std::pair<std::string, std::function<Checkpoint()>>> forgeries = {
        {"best null", [&] { Checkpoint c = read[k]; c.weight = -1; return c; }},
        {"heavier best", [&] { Checkpoint c = read[k]; heavier_best(c, search_a.coset, search_a.frame); return c; }},
        {"dropped range", [&] { Checkpoint c = read[k]; c.done[0].first = 1; c.complete = false; return c; }},
        {"relabelled", [&] {
             Checkpoint c = *read_checkpoint(*sixth);
             c.part = {index, 3};
             c.done = read[k].done;
             return c;
         }},
    };
    for (const auto& [name, forge] : forgeries) {
        const std::size_t at = k;
        const Checkpoint forged = forge();
        const std::string honest_text = *files[at]->load();
        files[at]->save(with_mac_of(honest_text, forged));
        EXPECT_EQ(refusal([&] { merge_parts(search_a.coset, search_a.frame, parts(files), search_a.trust); }),
                  Problem::checkpoint_forged)
            << name;
        // Without a MAC: not authenticated, refused unless asked for.
        files[at]->save(checkpoint_text(forged));
        EXPECT_EQ(refusal([&] { merge_parts(search_a.coset, search_a.frame, parts(files), search_a.trust); }),
                  Problem::checkpoint_unsigned)
            << name;
        CheckpointTrust lenient = search_a.trust;
        lenient.trust_unsigned = true;
        try {
            const SearchResult r = merge_parts(search_a.coset, search_a.frame, parts(files), lenient);
            EXPECT_EQ(r.unauthenticated, std::vector<std::string>{files[at]->name()}) << name;
        } catch (const InputError& e) {
            EXPECT_EQ(e.problem(), Problem::general) << name << ": " << e.what();  // a cheap check refused it
        }
        files[at]->save(honest_text);
    }
    // The consistent forgeries pass every cheap check: only the MAC tells.
    for (const std::string name : {"heavier best", "relabelled"}) {
        const std::size_t at = k;
        const std::string honest_text = *files[at]->load();
        for (const auto& [n, forge] : forgeries)  // signed as a holder of the key could
            if (n == name) write_checkpoint(*files[at], forge(), &kKey, search_a.trust.binding);
        const SearchResult wrong = merge_parts(search_a.coset, search_a.frame, parts(files), search_a.trust);
        EXPECT_GT(wrong.weight, honest.weight) << name << ": a wrong minimum, as the cheap checks allow";
        files[at]->save(honest_text);
    }
    // Replayed: board A's honest parts merged for board B (same solutions).
    const Bounded search_b("board B");
    EXPECT_EQ(refusal([&] { merge_parts(search_b.coset, search_b.frame, parts(files), search_b.trust); }),
              Problem::checkpoint_forged);
    // Another key's parts: not authenticated.
    const CheckpointKey other{std::vector<std::uint8_t>(32, 9)};
    CheckpointTrust other_key = search_a.trust;
    other_key.key = &other;
    EXPECT_EQ(refusal([&] { merge_parts(search_a.coset, search_a.frame, parts(files), other_key); }),
              Problem::checkpoint_unsigned);
}

// The same kinds forged into a checkpoint are refused when the search resumes.
TEST(CheckpointTrust, ForgedResumesFailTheirMac) {
    const Bounded search_a("board A");
    const Store whole = store("whole.json");
    const SearchResult honest = search(search_a.coset, search_a.frame, search_a.options({1, 1}, whole.get()));
    ASSERT_TRUE(honest.complete);
    const Checkpoint read = *read_checkpoint(*whole);
    const std::string honest_text = *whole->load();
    const Store half = search_a.part(1, 2);
    std::vector<std::pair<std::string, std::function<Checkpoint()>>> forgeries = {
        {"best null", [&] { Checkpoint c = read; c.weight = -1; return c; }},
        {"heavier best", [&] { Checkpoint c = read; heavier_best(c, search_a.coset, search_a.frame); return c; }},
        {"dropped range", [&] { Checkpoint c = read; c.done[0].first = 1; c.complete = false; c.weight = -1; return c; }},
        {"relabelled", [&] {
             Checkpoint c = *read_checkpoint(*half);
             c.part = {1, 1};
             c.done = read.done;
             return c;
         }},
    };
    for (const auto& [name, forge] : forgeries) {
        whole->save(with_mac_of(honest_text, forge()));
        EXPECT_EQ(refusal([&] { search(search_a.coset, search_a.frame, search_a.options({1, 1}, whole.get())); }),
                  Problem::checkpoint_forged)
            << name;
        whole->save(checkpoint_text(forge()));
        EXPECT_EQ(refusal([&] { search(search_a.coset, search_a.frame, search_a.options({1, 1}, whole.get())); }),
                  Problem::checkpoint_unsigned)
            << name;
    }
    // Replayed from another board.
    whole->save(honest_text);
    const Bounded search_b("board B");
    EXPECT_EQ(refusal([&] { search(search_b.coset, search_b.frame, search_b.options({1, 1}, whole.get())); }),
              Problem::checkpoint_forged);
    // Resumed from an unsigned file on request: the result says it rests on it,
    // and the checkpoint it saves carries that, under a valid MAC.
    whole->save(checkpoint_text(read));
    SearchOptions lenient = search_a.options({1, 1}, whole.get());
    lenient.trust.trust_unsigned = true;
    const SearchResult r = search(search_a.coset, search_a.frame, lenient);
    EXPECT_EQ(r.unauthenticated, std::vector<std::string>{"whole.json"});
    const Checkpoint saved = *read_checkpoint(*whole);
    EXPECT_TRUE(saved.unsigned_input);
    EXPECT_FALSE(saved.mac.empty());
    EXPECT_EQ(refusal([&] { search(search_a.coset, search_a.frame, search_a.options({1, 1}, whole.get())); }),
              Problem::checkpoint_unsigned);
}

// Checks that hold without the MAC (a holder of the key, or unsigned files
// merged on request): the part that walked the seed's item has a best at most
// the seed's weight, every part walked with the search's bound.
TEST(CheckpointTrust, CheapChecksHoldTheSeedsBound) {
    const Bounded search_a("board A");
    ASSERT_TRUE(search_a.trust.bound_item);
    const int count = 3;
    const int holder = int(*search_a.trust.bound_item % count);
    std::vector<Store> files;
    for (int i = 1; i <= count; ++i) files.push_back(search_a.part(i, count));
    Checkpoint c = *read_checkpoint(*files[std::size_t(holder)]);
    c.weight = -1;
    resign(*files[std::size_t(holder)], c);
    CheckpointTrust unbound = search_a.trust;
    unbound.binding = "";
    EXPECT_THROW(merge_parts(search_a.coset, search_a.frame, parts(files), unbound), InputError);
    c = *read_checkpoint(*files[std::size_t((holder + 1) % count)]);
    c.bound += 10;
    resign(*files[std::size_t((holder + 1) % count)], c);
    EXPECT_THROW(merge_parts(search_a.coset, search_a.frame, parts(files), unbound), InputError);
}

// MACs cover the canonical text: a file re-indented still authenticates.
TEST(CheckpointTrust, TheMacCoversTheContentNotItsLayout) {
    const Bounded search_a("board A");
    const Store file = search_a.part(2, 3);
    file->save(nlohmann::json::parse(*file->load()).dump(2));
    EXPECT_NO_THROW(merge_parts(search_a.coset, search_a.frame, parts({search_a.part(1, 3), file, search_a.part(3, 3)}),
                                search_a.trust));
}

}  // namespace
}  // namespace lightsout::fewest
