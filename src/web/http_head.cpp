#include "web/http_head.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include "lightsout/error.hpp"

namespace lightsout::web {

namespace {

constexpr std::string_view kWhite = " \t";

// RFC 9110's token characters (method and header names).
bool is_token_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool is_token(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), is_token_char);
}

// A header value may hold visible characters, spaces, tabs and bytes >= 0x80.
bool is_field_value(std::string_view text) {
    return std::none_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\t') || u == 0x7f;
    });
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view trim(std::string_view text) {
    const std::size_t first = text.find_first_not_of(kWhite);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kWhite) - first + 1);
}

HeadReading refuse(int status, std::string message) {
    HeadReading reading;
    reading.state = HeadReading::State::refused;
    reading.status = status;
    reading.message = std::move(message);
    return reading;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The lines of the head (the request line first, without their line ends),
// found within the caps; `end` is past the empty line, `complete` once it has
// arrived.
struct Lines {
    std::vector<std::string_view> lines;
    std::size_t end = 0;
    bool complete = false;
};

// The refusal when a cap is passed or a line is malformed; nothing otherwise.
std::optional<HeadReading> split_lines(std::string_view bytes, const HeadLimits& limits, Lines& out) {
    std::size_t at = 0;
    // Empty lines before the request line are skipped (RFC 9112, 2.2).
    while (at < bytes.size() && (bytes.substr(at, 2) == "\r\n" || bytes[at] == '\n')) at += bytes[at] == '\n' ? 1 : 2;
    const std::string head_cap = "the request head is larger than " + std::to_string(limits.max_bytes) + " bytes";
    for (;;) {
        if (out.lines.size() > limits.max_headers)
            return refuse(431, "the request has more than " + std::to_string(limits.max_headers) + " header lines");
        const std::size_t end = bytes.find('\n', at);
        const std::size_t line_end = end == std::string_view::npos ? bytes.size() : end;
        if (out.lines.empty() && line_end - at > limits.max_request_line)
            return refuse(414, "the request line is longer than " + std::to_string(limits.max_request_line) + " bytes");
        if (line_end + (end == std::string_view::npos ? 0 : 1) > limits.max_bytes) return refuse(431, head_cap);
        if (end == std::string_view::npos) return std::nullopt;  // more to come
        std::string_view line = bytes.substr(at, end - at);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        at = end + 1;
        if (line.find('\r') != std::string_view::npos || line.find('\0') != std::string_view::npos)
            return refuse(400, "a line of the request head holds a bare carriage return or a zero byte");
        if (line.empty()) break;
        out.lines.push_back(line);
    }
    out.end = at;
    out.complete = true;
    return std::nullopt;
}

std::optional<HeadReading> read_request_line(std::string_view line, RequestHead& head) {
    const std::size_t first = line.find(' ');
    const std::size_t second = first == std::string_view::npos ? first : line.find(' ', first + 1);
    if (second == std::string_view::npos || line.find(' ', second + 1) != std::string_view::npos)
        return refuse(400, "the request line must be METHOD /path HTTP/1.1");
    const std::string_view method = line.substr(0, first);
    const std::string_view target = line.substr(first + 1, second - first - 1);
    const std::string_view version = line.substr(second + 1);
    if (!is_token(method)) return refuse(400, "the request's method is not a token");
    if (target.empty() || target[0] != '/' || !is_field_value(target) || target.find_first_of(kWhite) != std::string_view::npos)
        return refuse(400, "the request target must be a path starting with /");
    if (version != "HTTP/1.1" && version != "HTTP/1.0") {
        const bool http = version.size() == 8 && version.substr(0, 5) == "HTTP/";
        return refuse(http ? 505 : 400, http ? "only HTTP/1.1 and HTTP/1.0 are served"
                                             : "the request line must end with HTTP/1.1");
    }
    head.method = std::string(method);
    head.keep_alive = version == "HTTP/1.1";
    const std::size_t question = target.find('?');
    head.path = percent_decode(target.substr(0, question), false);
    if (question != std::string_view::npos) {
        std::string_view rest = target.substr(question + 1);
        while (!rest.empty()) {
            const std::size_t amp = rest.find('&');
            const std::string_view pair = rest.substr(0, amp);
            rest = amp == std::string_view::npos ? std::string_view{} : rest.substr(amp + 1);
            if (pair.empty()) continue;
            const std::size_t equals = pair.find('=');
            head.query.emplace(percent_decode(pair.substr(0, equals), true),
                               equals == std::string_view::npos ? std::string() : percent_decode(pair.substr(equals + 1), true));
        }
    }
    return std::nullopt;
}

std::optional<HeadReading> read_header_line(std::string_view line, RequestHead& head) {
    if (line[0] == ' ' || line[0] == '\t')
        return refuse(400, "folded header lines (starting with white space) are not accepted");
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) return refuse(400, "a header line has no colon");
    const std::string_view name = line.substr(0, colon);
    if (!name.empty() && (name.back() == ' ' || name.back() == '\t'))
        return refuse(400, "white space before a header's colon is not accepted (" + quote_input(name) + ")");
    if (!is_token(name)) return refuse(400, "a header's name is not a token (" + quote_input(name) + ")");
    const std::string_view value = trim(line.substr(colon + 1));
    if (!is_field_value(value)) return refuse(400, "a header's value holds control characters");
    head.headers.emplace_back(lower(name), std::string(value));
    return std::nullopt;
}

// Whether the comma-separated list `value` names `token` (case-insensitively).
bool lists(std::string_view value, std::string_view token) {
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        if (lower(trim(value.substr(0, comma))) == token) return true;
        value = comma == std::string_view::npos ? std::string_view{} : value.substr(comma + 1);
    }
    return false;
}

// Framing and encodings: what decides where the request ends.
std::optional<HeadReading> check_framing(RequestHead& head) {
    int lengths = 0, hosts = 0;
    bool transfer_encoding = false;
    for (const auto& [name, value] : head.headers) {
        if (name == "content-length") {
            if (++lengths > 1) return refuse(400, "the request has more than one Content-Length");
            if (value.empty() || value.size() > 18 || value.find_first_not_of("0123456789") != std::string::npos)
                return refuse(400, "Content-Length must be a number of bytes, not " + quote_input(value));
            head.content_length = std::stoull(value);
        } else if (name == "transfer-encoding") {
            transfer_encoding = true;
        } else if (name == "content-encoding" && lower(value) != "identity") {
            return refuse(415, "compressed request bodies are not accepted (Content-Encoding: " + quote_input(value) +
                                   "); send the JSON as it is");
        } else if (name == "host" && ++hosts > 1) {
            return refuse(400, "the request has more than one Host");
        } else if (name == "connection") {
            if (lists(value, "close")) head.keep_alive = false;
            else if (lists(value, "keep-alive")) head.keep_alive = true;
        } else if (name == "expect") {
            head.expects_continue = lower(value) == "100-continue";
        }
    }
    if (transfer_encoding && lengths > 0)
        return refuse(400, "a request may not have both a Content-Length and a Transfer-Encoding");
    if (transfer_encoding)
        return refuse(411, "send the request body with a Content-Length (chunked bodies are not accepted)");
    if (head.content_length > kMaxRequestBytes)
        return refuse(413, "the request body has " + std::to_string(head.content_length) +
                               " bytes, more than the limit of " + std::to_string(kMaxRequestBytes));
    return std::nullopt;
}

}  // namespace

std::string_view RequestHead::header(std::string_view name) const {
    for (const auto& [key, value] : headers)
        if (key == name) return value;
    return {};
}

std::string percent_decode(std::string_view text, bool plus_is_space) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
            out += char(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 2;
        } else {
            out += plus_is_space && text[i] == '+' ? ' ' : text[i];
        }
    }
    return out;
}

HeadReading read_request_head(std::string_view bytes, const HeadLimits& limits) {
    Lines lines;
    if (std::optional<HeadReading> refused = split_lines(bytes, limits, lines)) return *refused;
    HeadReading reading;
    if (!lines.complete) return reading;
    RequestHead& head = reading.head;
    head.head_bytes = lines.end;
    if (std::optional<HeadReading> refused = read_request_line(lines.lines[0], head)) return *refused;
    for (std::size_t i = 1; i < lines.lines.size(); ++i)
        if (std::optional<HeadReading> refused = read_header_line(lines.lines[i], head)) return *refused;
    if (std::optional<HeadReading> refused = check_framing(head)) return *refused;
    reading.state = HeadReading::State::complete;
    return reading;
}

}  // namespace lightsout::web
