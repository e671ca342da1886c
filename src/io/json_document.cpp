#include "io/json_document.hpp"

#include <string>
#include <unordered_set>
#include <vector>

#include "lightsout/error.hpp"

namespace lightsout::io {

using nlohmann::json;

namespace {

// "SOURCE: " before a message, or nothing when the caller names the source itself.
std::string prefix(std::string_view source) { return source.empty() ? std::string() : std::string(source) + ": "; }

// The parser calls this at every event. Throwing stops the parse at once, so
// the document never grows deeper than the limit.
class Limits {
public:
    explicit Limits(std::string_view source) : source_(source) {}

    bool operator()(int, json::parse_event_t event, json& parsed) {
        using Event = json::parse_event_t;
        switch (event) {
            case Event::object_start:
            case Event::array_start:
                if (++depth_ > kMaxJsonDepth)
                    throw InputError(prefix(source_) + "JSON nested deeper than " +
                                     std::to_string(kMaxJsonDepth) + " levels");
                if (event == Event::object_start) keys_.emplace_back();
                break;
            case Event::object_end:
                keys_.pop_back();
                --depth_;
                break;
            case Event::array_end:
                --depth_;
                break;
            case Event::key:
                if (!keys_.back().insert(parsed.get_ref<const std::string&>()).second)
                    throw InputError(prefix(source_) + "JSON key " + describe_json(parsed) +
                                     " appears twice in one object");
                break;
            case Event::value:
                break;
        }
        return true;
    }

private:
    std::string_view source_;
    int depth_ = 0;
    std::vector<std::unordered_set<std::string>> keys_;  // keys seen, per open object
};

}  // namespace

json parse_json_document(std::string_view text, std::string_view source) {
    try {
        Limits limits(source);
        return json::parse(text.begin(), text.end(),
                           [&limits](int depth, json::parse_event_t event, json& parsed) {
                               return limits(depth, event, parsed);
                           });
    } catch (const json::parse_error& e) {
        throw InputError(prefix(source) + "not valid JSON (at byte " + std::to_string(e.byte) + ")");
    } catch (const json::exception&) {
        throw InputError(prefix(source) + "not valid JSON (a number is out of range)");
    }
}

std::string describe_json(const json& value) {
    constexpr std::size_t kShown = 40;
    if (value.is_array()) return "an array";
    if (value.is_object()) return "an object";
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (text.size() <= kShown) return json(text).dump(-1, ' ', true, json::error_handler_t::replace);
        return json(text.substr(0, kShown)).dump(-1, ' ', true, json::error_handler_t::replace) + "... (" +
               std::to_string(text.size()) + " characters)";
    }
    return value.dump();  // numbers, true, false, null: short
}

bool is_whole_in(const json& value, std::int64_t lo, std::int64_t hi) {
    if (!value.is_number_integer()) return false;
    if (value.is_number_unsigned()) {
        const std::uint64_t v = value.get<std::uint64_t>();
        return hi >= 0 && v <= std::uint64_t(hi) && std::int64_t(v) >= lo;
    }
    const std::int64_t v = value.get<std::int64_t>();
    return lo <= v && v <= hi;
}

}  // namespace lightsout::io
