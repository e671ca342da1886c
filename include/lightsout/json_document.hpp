// Reading a JSON document a user sent (a board file, an API request), with the
// limits that keep hostile input cheap: nesting depth, duplicate keys.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"

namespace lightsout::io {

// Deepest nesting accepted. Boards need 2 or 3 levels; nlohmann's dump() and
// copies recurse once per level, so 70,000 levels overflowed the stack.
inline constexpr int kMaxJsonDepth = 64;

// Parses `text` in time linear in its length; throws InputError naming `source`
// when it is not valid JSON, nests deeper than kMaxJsonDepth, or repeats a key
// inside one object (the reader would otherwise keep one of the two values
// silently). An empty `source` leaves the name out of messages (a batch answer
// names its line). When `read_keys` is not empty, the values of the top-level
// object's other members are checked but not built: they read as null (their
// keys stay, for readers that refuse unknown keys), and padding costs little.
nlohmann::json parse_json_document(std::string_view text, std::string_view source,
                                   std::span<const std::string_view> read_keys = {});

// The messages of the limits above, for readers that take the parser's events
// themselves (the streamed JSON board): a syntax error at `byte` (nlohmann's
// exception id), nesting deeper than kMaxJsonDepth, a key twice in one object.
[[noreturn]] void json_syntax_error(std::string_view source, std::size_t byte, int id);
[[noreturn]] void json_too_deep(std::string_view source);
[[noreturn]] void json_key_twice(std::string_view source, const std::string& key);

// A value in an error message: short scalars as written, longer strings cut,
// arrays and objects by their kind only (never dumped whole).
std::string describe_json(const nlohmann::json& value);

// Whether `value` is a whole number from lo to hi. Checked before any narrowing:
// get<int>() of 4294967299 is 3, and get<std::int64_t>() of an unsigned number
// above 2^63 is negative.
bool is_whole_in(const nlohmann::json& value, std::int64_t lo, std::int64_t hi);

// What a member whose value is null means: that it is not there (the game's
// requests), or a value of the wrong type (batch lines).
enum class NullMember { absent, refused };

// The member `key` of a JSON object (a request, a batch line) as a string or
// a boolean; nothing when the object has no such member (or it is null and
// `null` is NullMember::absent). A value of another type throws InputError
// "\"KEY\" must be a string, not VALUE" ("must be true or false"), VALUE as
// describe_json writes it.
std::optional<std::string> text_member(const nlohmann::json& object, const char* key, NullMember null);
std::optional<bool> flag_member(const nlohmann::json& object, const char* key, NullMember null);

// What a JSON request or batch line adds to the library's InputError (its
// Problem code and value) to name the member behind it:
// ` ("torus": true is short for "topology": "torus")`, ` (from "topology": "klein")`,
// ` ("states": 300)`, or "; for lights with more than two states give \"states\": K";
// empty when the message says it all.
std::string json_member_hint(const InputError& error);

}  // namespace lightsout::io
