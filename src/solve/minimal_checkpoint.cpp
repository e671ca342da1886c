// Checkpoints of the exhaustive search, and the merge of independent parts.
//
// One JSON text serves both: a checkpoint records which items of the part
// are walked and the best member so far; a complete checkpoint is the part's
// result. The caller's CheckpointStore keeps the text: the library writes no
// file (the command line's store is src/cli/checkpoint_file.cpp). The merge is sound because the parts' item sets partition the
// items (part I of N holds the items I-1, I-1+N, ...), each complete part's
// best is the least over its items (ties by coordinates), and the frame is
// checked to be the same (fingerprint): the least over the parts is then the
// least over all items, i.e. the proven minimum (minimal_search.cpp).
//
// Trust. Every file carries an HMAC-SHA256 ("mac") under the user's key over
// its canonical text (the JSON without "mac", keys sorted) and the search's
// binding (search_binding: the problem as the caller names it, the coset and
// the frame), and the key's id ("key_id"). A file that names this key but
// whose MAC differs is refused: it was changed, or written for another
// search. One without a MAC, with another key's, or resting on such a file
// ("unsigned_input") is refused unless the caller trusts unsigned files;
// then the answer is not proven. The cheap checks below hold either way.
//
// The format lives here rather than in src/io/ because it is the search's own
// state (frame coordinates, item numbering), meaningless to any other reader.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/sha256.hpp"
#include "lightsout/error.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

using nlohmann::json;

constexpr const char* kKind = "lightsout fewest-presses checkpoint";
constexpr const char* kMacVersion = "lightsout fewest-presses checkpoint mac 1";

std::string hex(Mask m) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(m));
    return text;
}

Mask from_hex(const std::string& text, const std::string& path) {
    if (text.empty() || text.size() > 16 || text.find_first_not_of("0123456789abcdef") != std::string::npos)
        throw InputError("the checkpoint " + path + " has malformed coordinates " + quote_input(text));
    return std::stoull(text, nullptr, 16);
}

// A whole number of type T, or InputError: get<T>() converts a float or a
// number beyond T's range without a word (undefined behaviour for a float
// beyond it: "part": [4e31, 2] was found by fuzz/checkpoint.cpp).
template <class T>
T whole(const json& value, const char* key, const std::string& path) {
    if (value.is_number_unsigned() && std::in_range<T>(value.get<std::uint64_t>())) return T(value.get<std::uint64_t>());
    if (value.is_number_integer() && !value.is_number_unsigned() && std::in_range<T>(value.get<std::int64_t>()))
        return T(value.get<std::int64_t>());
    throw InputError("the checkpoint " + path + " has a \"" + key + "\" that is not a whole number in range");
}

json to_json(const Checkpoint& c) {
    json done = json::array();
    for (const auto& [begin, end] : c.done) done.push_back({begin, end});
    return json{{"kind", kKind},
                {"fingerprint", c.fingerprint},
                {"nullity", c.nullity},
                {"items", c.items},
                {"part", {c.part.index, c.part.count}},
                {"complete", c.complete},
                {"best", c.weight < 0 ? json(nullptr) : json{{"presses", c.weight}, {"coordinates", hex(c.coords)}}},
                {"members_walked", c.members_walked},
                {"seconds", c.seconds},
                {"cpu_seconds", c.cpu_seconds},
                {"done", done},
                {"bound", c.bound == kUnbounded ? json(nullptr) : json(c.bound)},
                {"unsigned_input", c.unsigned_input}};
}

Digest mac_of(const CheckpointKey& key, const std::string& binding, const std::string& text) {
    return hmac_sha256(key.secret, std::string(kMacVersion) + "\n" + binding + "\n" + text);
}

// Refuses a key given twice in one object (nlohmann keeps one of the two
// values silently) and nesting deeper than a checkpoint has (3 levels), in
// one linear pass of the parser's events before the document is built.
class KeysOnce : public nlohmann::json_sax<json> {
public:
    explicit KeysOnce(const std::string& path) : path_(path) {}
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override {
        keys_.emplace_back();
        return deeper();
    }
    bool key(string_t& key) override {
        if (!keys_.back().insert(key).second)
            throw InputError("the checkpoint " + path_ + " gives the key " + quote_input(key) + " twice");
        return true;
    }
    bool end_object() override {
        keys_.pop_back();
        --depth_;
        return true;
    }
    bool start_array(std::size_t) override { return deeper(); }
    bool end_array() override {
        --depth_;
        return true;
    }
    bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception&) override {
        throw InputError(path_ + " is not a valid lightsout checkpoint (not JSON at byte " + std::to_string(byte) + ")");
    }

private:
    bool deeper() {
        if (++depth_ > kDepth) throw InputError(path_ + " is not a lightsout checkpoint (nested too deep)");
        return true;
    }
    static constexpr int kDepth = 8;
    const std::string& path_;
    std::vector<std::set<std::string>> keys_;
    int depth_ = 0;
};

// A finite number at least 0 (a count or a time).
double measure(const json& value, const char* key, const std::string& path) {
    if (value.is_number() && std::isfinite(value.get<double>()) && value.get<double>() >= 0) return value.get<double>();
    throw InputError("the checkpoint " + path + " has a \"" + key + "\" that is not a finite number at least 0");
}

const json& pair_in(const json& value, const char* key, const std::string& path) {
    if (!value.is_array() || value.size() != 2)
        throw InputError("the checkpoint " + path + " has a \"" + key + "\" that is not a pair of whole numbers");
    return value;
}

Checkpoint from_json(const json& j, const std::string& path) {
    if (!j.is_object() || !j.contains("kind") || j.at("kind") != kKind)
        throw InputError(path + " is not a lightsout checkpoint");
    Checkpoint c;
    c.fingerprint = j.at("fingerprint").get<std::string>();
    c.nullity = whole<int>(j.at("nullity"), "nullity", path);
    c.items = whole<std::uint64_t>(j.at("items"), "items", path);
    const json& part = pair_in(j.at("part"), "part", path);
    c.part.index = whole<int>(part.at(0), "part", path);
    c.part.count = whole<int>(part.at(1), "part", path);
    c.complete = j.at("complete").get<bool>();
    const json& best = j.at("best");
    if (!best.is_null()) {
        c.weight = whole<std::int64_t>(best.at("presses"), "presses", path);
        c.coords = from_hex(best.at("coordinates").get<std::string>(), path);
        if (c.weight < 0) throw InputError("the checkpoint " + path + " has a negative press count");
    }
    c.members_walked = measure(j.at("members_walked"), "members_walked", path);
    c.seconds = measure(j.at("seconds"), "seconds", path);
    c.cpu_seconds = measure(j.at("cpu_seconds"), "cpu_seconds", path);
    if (!j.at("done").is_array()) throw InputError("the checkpoint " + path + " has a \"done\" that is not a list");
    for (const json& range : j.at("done")) {
        pair_in(range, "done", path);
        c.done.emplace_back(whole<std::uint64_t>(range.at(0), "done", path), whole<std::uint64_t>(range.at(1), "done", path));
    }
    // Fields a file written before them lacks: it is then unsigned, and
    // accepted only when unsigned files are trusted.
    if (j.contains("bound")) c.bound = j.at("bound").is_null() ? kUnbounded : whole<std::int64_t>(j.at("bound"), "bound", path);
    else c.bound = -1;
    if (j.contains("unsigned_input")) c.unsigned_input = j.at("unsigned_input").get<bool>();
    if (j.contains("mac")) {  // without it the file is unsigned, whatever else it says
        if (j.contains("key_id")) c.key_id = j.at("key_id").get<std::string>();
        c.mac = j.at("mac").get<std::string>();
        if (c.mac.size() != 64 || c.mac.find_first_not_of("0123456789abcdef") != std::string::npos)
            throw InputError("the checkpoint " + path + " has a malformed \"mac\"");
        json rest = j;
        rest.erase("mac");
        c.signed_text = rest.dump();
    }
    if (c.part.count < 1 || c.part.index < 1 || c.part.index > c.part.count)
        throw InputError("the checkpoint " + path + " has an impossible part " + std::to_string(c.part.index) + "/" +
                         std::to_string(c.part.count));
    return c;
}

std::string part_text(const Part& part) { return std::to_string(part.index) + "/" + std::to_string(part.count); }

// The index of the item whose top value is `top`, if any (items ascend).
std::optional<std::uint64_t> item_of(const Frame& frame, Mask top) {
    if (frame.symmetries.empty()) return top < frame.item_count() ? std::optional<std::uint64_t>(top) : std::nullopt;
    const auto at = std::lower_bound(frame.items.begin(), frame.items.end(), top);
    if (at == frame.items.end() || *at != top) return std::nullopt;
    return std::uint64_t(at - frame.items.begin());
}

bool in_done(const Checkpoint& c, std::uint64_t i) {
    for (const auto& [begin, end] : c.done)
        if (begin <= i && i < end) return true;
    return false;
}

}  // namespace

std::string search_binding(const Coset& coset, const Frame& frame, const std::string& problem) {
    Sha256 hash;
    hash.add(std::string(kMacVersion) + "\n" + problem + "\n");
    auto add = [&](const Flat& v) {
        hash.add_number(v.size());
        for (Word w : v) hash.add_number(w);
    };
    hash.add_number(std::uint64_t(coset.length));
    add(coset.particular);
    hash.add_number(coset.basis.size());
    for (const Flat& q : coset.basis) add(q);
    hash.add_number(std::uint64_t(frame.inner));
    hash.add_number(std::uint64_t(frame.middle));
    hash.add_number(std::uint64_t(frame.top));
    for (const Flat& v : frame.vectors) add(v);
    hash.add_number(frame.item_count());
    for (std::uint32_t z : frame.items) hash.add_number(z);
    return hex_of(hash.digest());
}

std::string checkpoint_text(const Checkpoint& checkpoint, const CheckpointKey* key, const std::string& binding) {
    json j = to_json(checkpoint);
    if (key) {
        j["key_id"] = checkpoint_key_id(*key);
        j["mac"] = hex_of(mac_of(*key, binding, j.dump()));
    }
    return j.dump() + "\n";
}

void write_checkpoint(CheckpointStore& store, const Checkpoint& checkpoint, const CheckpointKey* key,
                      const std::string& binding) {
    store.save(checkpoint_text(checkpoint, key, binding));
}

bool authenticated(const Checkpoint& c, const CheckpointTrust& trust, const std::string& path) {
    const std::string in = "the checkpoint " + path;
    std::string why;
    if (c.mac.empty()) {
        why = " is not signed (written without a key, or by an older lightsout)";
    } else if (!trust.key) {
        why = " is signed, but no key was given to check it";
    } else if (c.key_id != checkpoint_key_id(*trust.key)) {
        why = " was signed with another key (key id " + quote_input(c.key_id) + "; this run's is " +
              checkpoint_key_id(*trust.key) + ")";
    } else {
        Digest claimed;
        for (std::size_t i = 0; i < claimed.size(); ++i) claimed[i] = std::uint8_t(std::stoi(c.mac.substr(2 * i, 2), nullptr, 16));
        if (!same_digest(claimed, mac_of(*trust.key, trust.binding, c.signed_text)))
            throw InputError(Problem::checkpoint_forged,
                             in + " fails its authentication: it was changed since it was written, or written for "
                                  "another board, rule, goal or search",
                             path);
        if (!c.unsigned_input) return true;
        why = " rests on a checkpoint that was not authenticated";
    }
    if (trust.trust_unsigned) return false;
    throw InputError(Problem::checkpoint_unsigned, in + why + ": it proves nothing", path);
}

std::optional<std::uint64_t> item_holding(const Frame& frame, Mask coords) {
    const int low = frame.inner + frame.middle;
    Mask top = frame.top == 0 || low >= 64 ? 0 : coords >> low;
    for (const AffineMap& g : frame.symmetries) top = std::min(top, g.apply(top));
    return item_of(frame, top);
}

std::optional<Checkpoint> read_checkpoint(const CheckpointStore& store) {
    const std::optional<std::string> text = store.load();
    if (!text) return std::nullopt;
    return parse_checkpoint(*text, store.name());
}

Checkpoint parse_checkpoint(const std::string& text, const std::string& path) {
    try {
        KeysOnce keys(path);
        json::sax_parse(text, &keys);
        return from_json(json::parse(text), path);
    } catch (const json::exception& e) {
        throw InputError(path + " is not a valid lightsout checkpoint (" + quote_input(e.what()) + ")");
    }
}

void check_checkpoint(const Checkpoint& c, const Coset& coset, const Frame& frame, const std::string& path,
                      const CheckpointTrust& trust) {
    const std::string in = "the checkpoint " + path;
    if (c.fingerprint != fingerprint(coset, frame))
        throw InputError(in + " belongs to another search (another board, rule or version of lightsout)");
    if (c.nullity != coset.nullity())
        throw InputError(in + " has nullity " + std::to_string(c.nullity) + "; the board's is " +
                         std::to_string(coset.nullity()));
    if (c.items != frame.item_count())
        throw InputError(in + " has " + std::to_string(c.items) + " items; the search has " +
                         std::to_string(frame.item_count()));
    // The done ranges ascend without overlap inside the part's share.
    const std::uint64_t share = part_items(frame.item_count(), c.part);
    std::uint64_t after = 0;
    for (const auto& [begin, end] : c.done) {
        if (begin < after || begin >= end || end > share)
            throw InputError(in + " lists items out of range or out of order for part " + part_text(c.part) + " (" +
                             std::to_string(share) + " items)");
        after = end;
    }
    if (c.complete && !(share == 0 ? c.done.empty() : c.done.size() == 1 && c.done[0].first == 0 && c.done[0].second == share))
        throw InputError(in + " says part " + part_text(c.part) + " is complete but does not list its " +
                         std::to_string(share) + " items as done");
    if (c.members_walked > std::ldexp(1.0, frame.nullity()))
        throw InputError(in + " counts more solutions walked than the board has");
    // The bound: every part walks for members at most as heavy as the
    // search's seed, and the part holding the seed's item finds one.
    const auto presses = [](std::int64_t w) { return w == kUnbounded ? std::string("any number of") : std::to_string(w); };
    if (c.bound != -1 && c.bound != trust.bound)
        throw InputError(in + " was walked for solutions of at most " + presses(c.bound) +
                         " presses; this search's bound is " + presses(trust.bound));
    if (c.weight > trust.bound)
        throw InputError(in + " has a best solution of " + std::to_string(c.weight) + " presses, above the bound of " +
                         std::to_string(trust.bound) + " it was walked with");
    if (trust.bound_item && *trust.bound_item % std::uint64_t(c.part.count) == std::uint64_t(c.part.index - 1) &&
        in_done(c, *trust.bound_item / std::uint64_t(c.part.count)) && c.weight < 0)
        throw InputError(in + " claims no solution of at most " + std::to_string(trust.bound) +
                         " presses, but the item " + std::to_string(*trust.bound_item) + " it walked holds one");
    if (c.weight < 0) return;
    // The best member: inside the frame, found in a walked item of this part,
    // and as heavy as stated (frame_member is particular + quiet patterns,
    // so it solves the board; the final answer is checked again).
    const int dimension = frame.nullity();
    if (dimension < 64 && (c.coords >> dimension) != 0)
        throw InputError(in + " has coordinates beyond the board's " + std::to_string(dimension) + " quiet patterns");
    const Mask top = dimension == 0 || frame.inner + frame.middle >= 64 ? 0 : c.coords >> (frame.inner + frame.middle);
    const std::optional<std::uint64_t> item = item_of(frame, top);
    if (!item || *item % std::uint64_t(c.part.count) != std::uint64_t(c.part.index - 1) ||
        !in_done(c, *item / std::uint64_t(c.part.count)))
        throw InputError(in + " has a best solution outside the items part " + part_text(c.part) + " walked");
    if (weight(frame_member(coset, frame, c.coords)) != c.weight)
        throw InputError(in + " is damaged: its best solution does not have " + std::to_string(c.weight) + " presses");
}

// The parts tile the items: all of one count N, each index 1..N once, each
// complete with exactly its share done (check_checkpoint).
SearchResult merge_parts(const Coset& coset, const Frame& frame,
                         const std::vector<std::shared_ptr<const CheckpointStore>>& parts, const CheckpointTrust& trust) {
    if (parts.empty()) throw InputError("merging needs the checkpoints of all parts");
    SearchResult merged;
    std::map<int, std::string> seen;
    int count = 0;
    for (const auto& part : parts) {
        const std::string path = part->name();
        const std::optional<Checkpoint> c = read_checkpoint(*part);
        if (!c) throw InputError("no such checkpoint: " + path);
        if (!authenticated(*c, trust, path)) merged.unauthenticated.push_back(path);
        check_checkpoint(*c, coset, frame, path, trust);
        if (count == 0) count = c->part.count;
        if (c->part.count != count)
            throw InputError("the parts disagree on their number: " + path + " is part " + part_text(c->part) +
                             ", others of " + std::to_string(count));
        if (!seen.emplace(c->part.index, path).second)
            throw InputError("part " + std::to_string(c->part.index) + " is given twice: " + seen[c->part.index] +
                             " and " + path);
        if (!c->complete)
            throw InputError("part " + part_text(c->part) + " (" + path +
                             ") is not finished; run it again with the same part and checkpoint to complete it");
        if (c->weight >= 0 && lighter(c->weight, c->coords, merged.weight, merged.coords)) {
            merged.weight = c->weight;
            merged.coords = c->coords;
        }
        merged.members_walked += c->members_walked;
        merged.seconds += c->seconds;
        merged.cpu_seconds += c->cpu_seconds;
    }
    for (int i = 1; i <= count; ++i)
        if (!seen.contains(i))
            throw InputError("part " + std::to_string(i) + "/" + std::to_string(count) + " is missing from the merge");
    merged.items = merged.items_done = frame.item_count();
    merged.complete = true;
    return merged;
}

}  // namespace lightsout::fewest

namespace lightsout {

std::string checkpoint_key_id(const CheckpointKey& key) {
    return hex_of(hmac_sha256(key.secret, "lightsout checkpoint key id")).substr(0, 16);
}

}  // namespace lightsout
