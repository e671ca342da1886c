#include "lightsout/json_document.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

#include "lightsout/error.hpp"

namespace lightsout::io {

using nlohmann::json;

namespace {

// "SOURCE: " before a message, or nothing when the caller names the source itself.
std::string prefix(std::string_view source) { return source.empty() ? std::string() : std::string(source) + ": "; }

// Builds the document from the parser's events, checking the limits as it
// goes: a throw stops the parse at once, so the document never grows deeper
// than the limit. Linear in the text: nlohmann's own callback parser scans the
// whole enclosing array each time an object closes (to drop discarded values),
// which made [{},{},...] quadratic (1 MB of "{}" took 31 s).
//
// Members of the top-level object whose key the reader does not read are
// checked (syntax, depth, duplicate keys) but not built: their value is null.
// Building is most of the cost (an allocation per object), so padding under
// such a key reads at the lexer's speed.
class Builder {
public:
    Builder(std::string_view source, std::span<const std::string_view> read_keys)
        : source_(source), read_keys_(read_keys) {}

    json take() { return std::move(root_); }

    bool null() { return add(json(nullptr)); }
    bool boolean(bool value) { return add(json(value)); }
    bool number_integer(json::number_integer_t value) { return add(json(value)); }
    bool number_unsigned(json::number_unsigned_t value) { return add(json(value)); }
    bool number_float(json::number_float_t value, const std::string&) { return add(json(value)); }
    bool string(json::string_t& value) { return add(skipped_ > 0 || skip_next_ ? json() : json(std::move(value))); }
    bool binary(json::binary_t& value) { return add(json(std::move(value))); }

    bool start_object(std::size_t) { return open(json::value_t::object); }
    bool start_array(std::size_t) { return open(json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    // A key the open object already has would silently replace its value.
    bool key(json::string_t& name) {
        if (skipped_ > 0) {
            if (!skipped_keys_[skipped_ - 1].insert(name).second) twice(name);
            return true;
        }
        if (open_.back()->contains(name)) twice(name);
        skip_next_ = open_.size() == 1 && !read_keys_.empty() &&
                     std::find(read_keys_.begin(), read_keys_.end(), name) == read_keys_.end();
        key_ = std::move(name);
        return true;
    }

    [[noreturn]] bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& error) {
        json_syntax_error(source_, byte, error.id);
    }

private:
    [[noreturn]] void twice(const std::string& name) const { json_key_twice(source_, name); }

    // Places `value` in the open array or under the last key; returns where it is.
    json* place(json&& value) {
        if (open_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        json& parent = *open_.back();
        if (parent.is_array()) {
            parent.get_ref<json::array_t&>().push_back(std::move(value));
            return &parent.get_ref<json::array_t&>().back();
        }
        json& slot = parent.get_ref<json::object_t&>()[std::move(key_)];
        slot = std::move(value);
        return &slot;
    }

    // A scalar: placed, or inside a skipped value, dropped (a skipped scalar becomes null).
    bool add(json&& value) {
        if (skipped_ > 0) return true;
        place(skip_next_ ? json() : std::move(value));
        skip_next_ = false;
        return true;
    }

    // An open value's address stays valid: its parent gains nothing until it closes.
    bool open(json::value_t kind) {
        if (open_.size() + skipped_ >= std::size_t(kMaxJsonDepth)) json_too_deep(source_);
        if (skip_next_ || skipped_ > 0) {
            if (skipped_keys_.size() <= skipped_) skipped_keys_.resize(skipped_ + 1);
            ++skipped_;
            return true;
        }
        open_.push_back(place(json(kind)));
        return true;
    }

    bool close() {
        if (skipped_ == 0) {
            open_.pop_back();
            return true;
        }
        // Freed, not cleared: clearing keeps the buckets, and a later empty object would pay for them.
        if (!skipped_keys_[skipped_ - 1].empty()) skipped_keys_[skipped_ - 1] = {};
        if (--skipped_ == 0) {
            place(json());
            skip_next_ = false;
        }
        return true;
    }

    std::string_view source_;
    std::span<const std::string_view> read_keys_;
    json root_;
    std::vector<json*> open_;  // the arrays and objects built and not yet closed, outermost first
    json::string_t key_;       // the key of the next value in the open object
    bool skip_next_ = false;   // the next value is a member the reader does not read
    std::size_t skipped_ = 0;  // arrays and objects open inside that member
    std::vector<std::unordered_set<std::string>> skipped_keys_;  // keys seen, per open skipped object
};

// The member `key` when it is there and of the type `is` checks (named `type` in the message).
template <class Value>
std::optional<Value> typed_member(const json& object, const char* key, NullMember null, bool (json::*is)() const,
                                  const char* type) {
    const auto it = object.find(key);
    if (it == object.end() || (it->is_null() && null == NullMember::absent)) return std::nullopt;
    if (!((*it).*is)())
        throw InputError(std::string("\"") + key + "\" must be " + type + ", not " + describe_json(*it));
    return it->get<Value>();
}

}  // namespace

void json_syntax_error(std::string_view source, std::size_t byte, int id) {
    if (id >= 101 && id < 200)  // parse_error's ids; 406 is a number out of range
        throw InputError(prefix(source) + "not valid JSON (at byte " + std::to_string(byte) + ")");
    throw InputError(prefix(source) + "not valid JSON (a number is out of range)");
}

void json_too_deep(std::string_view source) {
    throw InputError(prefix(source) + "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
}

void json_key_twice(std::string_view source, const std::string& key) {
    throw InputError(prefix(source) + "JSON key " + describe_json(json(key)) + " appears twice in one object");
}

json parse_json_document(std::string_view text, std::string_view source, std::span<const std::string_view> read_keys) {
    Builder builder(source, read_keys);
    json::sax_parse(text.begin(), text.end(), &builder);
    return builder.take();
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

std::optional<std::string> text_member(const json& object, const char* key, NullMember null) {
    return typed_member<std::string>(object, key, null, &json::is_string, "a string");
}

std::optional<bool> flag_member(const json& object, const char* key, NullMember null) {
    return typed_member<bool>(object, key, null, &json::is_boolean, "true or false");
}

std::string json_member_hint(const InputError& error) {
    const std::string& value = error.value();
    switch (error.problem()) {
        case Problem::needs_states: return "; for lights with more than two states give \"states\": K";
        case Problem::states: return " (\"states\": " + value + ")";
        case Problem::torus:
            return value == "true" ? " (\"torus\": true is short for \"topology\": \"torus\")" : " (from \"torus\": false)";
        case Problem::topology: return " (from \"topology\": \"" + value + "\")";
        default: return "";
    }
}

}  // namespace lightsout::io
