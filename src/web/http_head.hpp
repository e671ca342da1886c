// Reading an HTTP/1.1 request head (request line and header lines) from the
// bytes a connection has delivered so far, with hard caps: the server reads a
// head only through this, before it allocates anything for the request.
// Pure: no sockets, no clocks (fuzz/http_head.cpp feeds it arbitrary bytes).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "lightsout/web.hpp"

namespace lightsout::web {

// How large a request head may be (docs/ROBUSTNESS.md, "The web server").
struct HeadLimits {
    // Bytes of the whole head, its empty last line included: beyond it, 431.
    std::size_t max_bytes = 16 * 1024;
    // Header lines (the request line not counted): beyond it, 431.
    std::size_t max_headers = 64;
    // Bytes of the request line: beyond it, 414.
    std::size_t max_request_line = 8 * 1024;
};

// A request head that passed every check.
struct RequestHead {
    std::string method;                                        // "GET", "POST", ...
    std::string path;                                          // percent-decoded, without the query
    Query query;                                               // decoded; the first of repeated keys wins
    std::vector<std::pair<std::string, std::string>> headers;  // names in lower case, values trimmed
    std::size_t head_bytes = 0;                                // bytes up to and including the empty line
    std::size_t content_length = 0;                            // 0 when absent
    bool keep_alive = true;                                    // HTTP/1.1 unless "Connection: close"; 1.0 only with keep-alive
    bool expects_continue = false;                             // "Expect: 100-continue"

    // The value of header `name` (lower case), or "" when absent.
    std::string_view header(std::string_view name) const;
};

// What the bytes so far amount to.
struct HeadReading {
    enum class State { incomplete, complete, refused } state = State::incomplete;
    RequestHead head;     // when complete
    int status = 0;       // when refused: 400, 411, 413, 414, 415, 431, 505
    std::string message;  // when refused: one sentence for the client
};

// Reads the head at the start of `bytes`. Incomplete while no empty line has
// arrived and no cap is passed; refused with the status to answer otherwise.
// The framing rules: at most one Content-Length, digits only, at most
// kMaxRequestBytes (413); no Transfer-Encoding (411 alone, 400 with a length);
// no Content-Encoding but identity (415); no white space before a header's
// colon and no folded lines (400). Range and other headers are kept, unread.
HeadReading read_request_head(std::string_view bytes, const HeadLimits& limits = {});

// %XX decoded (and '+' as a space when `plus_is_space`); malformed escapes are kept as they are.
std::string percent_decode(std::string_view text, bool plus_is_space);

}  // namespace lightsout::web
