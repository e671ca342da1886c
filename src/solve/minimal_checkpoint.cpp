// Checkpoints of the exhaustive search, and the merge of independent parts.
//
// One JSON file serves both: a checkpoint records which items of the part are
// walked and the best member so far; a complete checkpoint is the part's
// result. The merge is sound because the parts' item sets partition the
// items (part I of N holds the items I-1, I-1+N, ...), each complete part's
// best is the least over its items (ties by coordinates), and the frame is
// checked to be the same (fingerprint): the least over the parts is then the
// least over all items, i.e. the proven minimum (minimal_search.cpp).
//
// The format lives here rather than in src/io/ because it is the search's own
// state (frame coordinates, item numbering), meaningless to any other reader.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
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
        throw InputError("the checkpoint " + path + " has malformed coordinates '" + text + "'");
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

Checkpoint from_json(const json& j, const std::string& path) {
    if (!j.is_object() || j.value("kind", "") != kKind)
        throw InputError(path + " is not a lightsout checkpoint");
    Checkpoint c;
    c.fingerprint = j.at("fingerprint").get<std::string>();
    c.nullity = whole<int>(j.at("nullity"), "nullity", path);
    c.items = whole<std::uint64_t>(j.at("items"), "items", path);
    c.part.index = whole<int>(j.at("part").at(0), "part", path);
    c.part.count = whole<int>(j.at("part").at(1), "part", path);
    c.complete = j.at("complete").get<bool>();
    const json& best = j.at("best");
    if (!best.is_null()) {
        c.weight = whole<std::int64_t>(best.at("presses"), "presses", path);
        c.coords = from_hex(best.at("coordinates").get<std::string>(), path);
        if (c.weight < 0) throw InputError("the checkpoint " + path + " has a negative press count");
    }
    c.members_walked = j.at("members_walked").get<double>();
    c.seconds = j.at("seconds").get<double>();
    c.cpu_seconds = j.at("cpu_seconds").get<double>();
    for (const json& range : j.at("done"))
        c.done.emplace_back(whole<std::uint64_t>(range.at(0), "done", path), whole<std::uint64_t>(range.at(1), "done", path));
    if (c.part.count < 1 || c.part.index < 1 || c.part.index > c.part.count)
        throw InputError("the checkpoint " + path + " has an impossible part " + std::to_string(c.part.index) + "/" +
                         std::to_string(c.part.count));
    return c;
}

}  // namespace

void write_checkpoint(const std::string& path, const Checkpoint& checkpoint) {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << to_json(checkpoint).dump() << '\n';
        out.flush();
        if (!out) throw InputError("cannot write the checkpoint " + temporary + ": " + std::strerror(errno));
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) throw InputError("cannot replace the checkpoint " + path + ": " + error.message());
}

std::optional<Checkpoint> read_checkpoint(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        if (!std::filesystem::exists(path)) return std::nullopt;
        throw InputError("cannot read the checkpoint " + path + ": " + std::strerror(errno));
    }
    std::stringstream text;
    text << in.rdbuf();
    return parse_checkpoint(text.str(), path);
}

Checkpoint parse_checkpoint(const std::string& text, const std::string& path) {
    try {
        return from_json(json::parse(text), path);
    } catch (const json::exception& e) {
        throw InputError(path + " is not a valid lightsout checkpoint (" + e.what() + ")");
    }
}

SearchResult merge_parts(const Coset& coset, const Frame& frame, const std::vector<std::string>& paths) {
    if (paths.empty()) throw InputError("--merge needs the checkpoint files of all parts");
    const std::string expected = fingerprint(coset, frame);
    SearchResult merged;
    std::vector<std::string> seen;
    int count = 0;
    for (const std::string& path : paths) {
        const std::optional<Checkpoint> c = read_checkpoint(path);
        if (!c) throw InputError("no such checkpoint: " + path);
        if (c->fingerprint != expected || c->items != frame.item_count())
            throw InputError("the checkpoint " + path + " belongs to another search (another board, rule or "
                             "version of lightsout)");
        if (count == 0) {
            count = c->part.count;
            seen.assign(std::size_t(count), "");
        }
        if (c->part.count != count)
            throw InputError("the parts disagree on their number: " + path + " is part " +
                             std::to_string(c->part.index) + "/" + std::to_string(c->part.count) + ", others of " +
                             std::to_string(count));
        std::string& slot = seen[std::size_t(c->part.index - 1)];
        if (!slot.empty()) throw InputError("part " + std::to_string(c->part.index) + " is given twice: " + slot + " and " + path);
        slot = path;
        if (!c->complete)
            throw InputError("part " + std::to_string(c->part.index) + "/" + std::to_string(count) + " (" + path +
                             ") is not finished; run it again with the same --part and --checkpoint to complete it");
        if (c->weight >= 0) {
            if (weight(frame_member(coset, frame, c->coords)) != c->weight)
                throw InputError("the checkpoint " + path + " is damaged: its best solution does not have " +
                                 std::to_string(c->weight) + " presses");
            if (lighter(c->weight, c->coords, merged.weight, merged.coords)) {
                merged.weight = c->weight;
                merged.coords = c->coords;
            }
        }
        merged.members_walked += c->members_walked;
        merged.seconds += c->seconds;
        merged.cpu_seconds += c->cpu_seconds;
    }
    for (int i = 0; i < count; ++i)
        if (seen[std::size_t(i)].empty())
            throw InputError("part " + std::to_string(i + 1) + "/" + std::to_string(count) + " is missing from --merge");
    merged.items = merged.items_done = frame.item_count();
    merged.complete = true;
    return merged;
}

}  // namespace lightsout::fewest
