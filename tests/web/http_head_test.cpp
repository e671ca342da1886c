// The request-head reader of the web server (src/web/http_head.hpp): its caps
// and framing rules, without sockets. tests/web/http_front_test.py checks the
// same over a running server.
#include <gtest/gtest.h>

#include <string>

#include "web/http_head.hpp"

namespace lightsout::web {
namespace {

using State = HeadReading::State;

TEST(HttpHead, ReadsARequestAndItsQuery) {
    const HeadReading reading =
        read_request_head("GET /api/new?rows=5&rule=plus%2Bx&rows=9&flag HTTP/1.1\r\nHost: x\r\nX-A:  b \r\n\r\nrest");
    ASSERT_EQ(reading.state, State::complete) << reading.message;
    EXPECT_EQ(reading.head.method, "GET");
    EXPECT_EQ(reading.head.path, "/api/new");
    EXPECT_EQ(reading.head.query.at("rows"), "5");  // the first of repeated keys
    EXPECT_EQ(reading.head.query.at("rule"), "plus+x");
    EXPECT_EQ(reading.head.query.at("flag"), "");
    EXPECT_EQ(reading.head.header("x-a"), "b");
    EXPECT_EQ(reading.head.head_bytes, std::string("GET /api/new?rows=5&rule=plus%2Bx&rows=9&flag HTTP/1.1\r\nHost: x\r\nX-A:  b \r\n\r\n").size());
    EXPECT_TRUE(reading.head.keep_alive);
}

TEST(HttpHead, IncompleteUntilTheEmptyLine) {
    EXPECT_EQ(read_request_head("GET / HTTP/1.1\r\nHost: x\r\n").state, State::incomplete);
    EXPECT_EQ(read_request_head("GET / HTTP/1.1\r\nHost: x\r\n\r").state, State::incomplete);
    EXPECT_EQ(read_request_head("GET / HTTP/1.1\nHost: x\n\n").state, State::complete);
}

TEST(HttpHead, ManyHeaderLinesAre431BeforeTheirEnd) {
    std::string head = "GET / HTTP/1.1\r\n";
    for (int i = 0; i < 65; ++i) head += "X-" + std::to_string(i) + ": a\r\n";
    const HeadReading reading = read_request_head(head);  // no empty line yet: refused all the same
    EXPECT_EQ(reading.state, State::refused);
    EXPECT_EQ(reading.status, 431);
}

TEST(HttpHead, AHeadOverItsBytesIs431AndALongRequestLine414) {
    const HeadReading long_value = read_request_head("GET / HTTP/1.1\r\nX: " + std::string(20000, 'a'));
    EXPECT_EQ(long_value.state, State::refused);
    EXPECT_EQ(long_value.status, 431);
    const HeadReading long_line = read_request_head("GET /" + std::string(9000, 'a'));
    EXPECT_EQ(long_line.status, 414);
}

TEST(HttpHead, FramingHeadersMustBeSingleAndWellFormed) {
    auto status = [](const std::string& headers) {
        return read_request_head("POST /api/solve HTTP/1.1\r\n" + headers + "\r\n").status;
    };
    EXPECT_EQ(status("Content-Length: 39\r\nContent-Length: 5\r\n"), 400);
    EXPECT_EQ(status("Content-Length: 5\r\nContent-Length: 5\r\n"), 400);
    EXPECT_EQ(status("Content-Length: 5, 5\r\n"), 400);
    EXPECT_EQ(status("Content-Length: -5\r\n"), 400);
    EXPECT_EQ(status("Transfer-Encoding : chunked\r\nContent-Length: 5\r\n"), 400);
    EXPECT_EQ(status("Content-Length : 5\r\n"), 400);
    EXPECT_EQ(status(" folded\r\n"), 400);
    EXPECT_EQ(status("Transfer-Encoding: chunked\r\nContent-Length: 5\r\n"), 400);
    EXPECT_EQ(status("Transfer-Encoding: chunked\r\n"), 411);
    EXPECT_EQ(status("Content-Length: 1000000000\r\n"), 413);
    EXPECT_EQ(status("Content-Encoding: gzip\r\n"), 415);
    EXPECT_EQ(status("Host: a\r\nHost: b\r\n"), 400);
    EXPECT_EQ(read_request_head("GET / HTTP/2.0\r\n\r\n").status, 505);
    EXPECT_EQ(read_request_head("GET\r\n\r\n").status, 400);
}

TEST(HttpHead, RangeIsKeptUnread) {
    const HeadReading reading = read_request_head("GET /app.js HTTP/1.1\r\nRange: bytes=999999999999999999999-\r\n\r\n");
    EXPECT_EQ(reading.state, State::complete);
}

TEST(HttpHead, PipelinedRequestsAreReadOneAfterTheOther) {
    const std::string bytes = "GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\nConnection: close\r\n\r\n";
    const HeadReading first = read_request_head(bytes);
    ASSERT_EQ(first.state, State::complete);
    EXPECT_EQ(first.head.path, "/a");
    const HeadReading second = read_request_head(std::string_view(bytes).substr(first.head.head_bytes));
    ASSERT_EQ(second.state, State::complete);
    EXPECT_EQ(second.head.path, "/b");
    EXPECT_FALSE(second.head.keep_alive);
}

}  // namespace
}  // namespace lightsout::web
