#include "io/graph_text.hpp"

#include <charconv>

namespace lightsout::io::graph_text {

bool parse_int(std::string_view text, std::int64_t lo, std::int64_t hi, std::int64_t& value) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    const char* end = text.data() + text.size();
    auto [ptr, error] = std::from_chars(text.data(), end, value);
    return !text.empty() && error == std::errc() && ptr == end && value >= lo && value <= hi;
}

std::string at_line(std::string_view source, std::size_t line) {
    return std::string(source) + ", line " + std::to_string(line) + ": ";
}

}  // namespace lightsout::io::graph_text
