// Fuzz target: the web server's request-head reader (web::read_request_head,
// src/web/http_head.cpp), which reads every request's head from the socket's
// bytes before anything else. The first byte picks the caps (the server's, or
// small ones so that every cap is reached by short inputs); the rest is what a
// connection delivered. The reader never throws, and:
//   - more bytes than the head cap are never "incomplete": refused or complete;
//   - a refusal has one of the statuses the server answers and a message;
//   - a complete head lies within the caps, has a one-token method, a path
//     starting with /, at most one Content-Length within the body limit;
//   - a complete head read again from its own bytes is the same, and one byte
//     fewer is "incomplete" (a head is never decided before its empty line).
#include <cstdint>
#include <string>

#include "fuzz/fuzz.hpp"
#include "web/http_head.hpp"

using namespace lightsout;
using fuzz::require;

namespace {

bool known_status(int status) {
    for (int known : {400, 411, 413, 414, 415, 431, 505})
        if (status == known) return true;
    return false;
}

void check(std::string_view bytes, const web::HeadLimits& limits) {
    using State = web::HeadReading::State;
    const web::HeadReading reading = web::read_request_head(bytes, limits);
    if (reading.state == State::incomplete) {
        require(bytes.size() <= limits.max_bytes);
        return;
    }
    if (reading.state == State::refused) {
        require(known_status(reading.status) && !reading.message.empty());
        return;
    }
    const web::RequestHead& head = reading.head;
    require(head.head_bytes <= bytes.size() && head.head_bytes <= limits.max_bytes);
    require(head.headers.size() <= limits.max_headers);
    require(!head.method.empty() && !head.path.empty() && head.path[0] == '/');
    require(head.content_length <= web::kMaxRequestBytes);
    int lengths = 0;
    for (const auto& [name, value] : head.headers) lengths += name == "content-length";
    require(lengths <= 1 && head.header("transfer-encoding").empty());
    const std::string_view own = bytes.substr(0, head.head_bytes);
    const web::HeadReading again = web::read_request_head(own, limits);
    require(again.state == State::complete && again.head.head_bytes == head.head_bytes &&
            again.head.headers == head.headers && again.head.path == head.path && again.head.query == head.query);
    require(web::read_request_head(own.substr(0, own.size() - 1), limits).state == State::incomplete);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    web::HeadLimits limits;
    if (data[0] & 1) {
        limits.max_bytes = 256;
        limits.max_headers = 4;
        limits.max_request_line = 64;
    }
    check(fuzz::text_of(data + 1, size - 1), limits);
    return 0;
}
