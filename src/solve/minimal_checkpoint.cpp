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
// The format lives here rather than in src/io/ because it is the search's own
// state (frame coordinates, item numbering), meaningless to any other reader.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <utility>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

using nlohmann::json;

constexpr const char* kKind = "lightsout fewest-presses checkpoint";

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
                {"done", done}};
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

std::string checkpoint_text(const Checkpoint& checkpoint) { return to_json(checkpoint).dump() + "\n"; }

void write_checkpoint(CheckpointStore& store, const Checkpoint& checkpoint) { store.save(checkpoint_text(checkpoint)); }

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

void check_checkpoint(const Checkpoint& c, const Coset& coset, const Frame& frame, const std::string& path) {
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
                         const std::vector<std::shared_ptr<const CheckpointStore>>& parts) {
    if (parts.empty()) throw InputError("merging needs the checkpoints of all parts");
    SearchResult merged;
    std::map<int, std::string> seen;
    int count = 0;
    for (const auto& part : parts) {
        const std::string path = part->name();
        const std::optional<Checkpoint> c = read_checkpoint(*part);
        if (!c) throw InputError("no such checkpoint: " + path);
        check_checkpoint(*c, coset, frame, path);
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
