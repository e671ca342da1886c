// The web server under hostile and slow clients: each test is an attack
// (deep or huge requests, compressed, chunked or oversized bodies, slow and
// idle sockets, more work than compute slots), run against a real server on a free port of 127.0.0.1, with limits shortened
// so that the suite stays fast.
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>
#include <zlib.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// The CPU time of this process: what a request costs, whatever else the
// machine runs (wall time made the RequestWork bounds fail on a loaded
// machine; under ctest each test is a process of its own).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;  // 5-15 times slower: the bounds below are for real builds
#else
constexpr bool kSanitized = false;
#endif

struct CpuClock {
    using rep = std::int64_t;
    using period = std::nano;
    using duration = std::chrono::nanoseconds;
    using time_point = std::chrono::time_point<CpuClock, duration>;
    static constexpr bool is_steady = true;
    static time_point now() {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return time_point(duration(std::int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec));
    }
};
using namespace std::chrono_literals;

// A server on a free port, running on its own thread for the test's lifetime.
class RunningServer {
public:
    explicit RunningServer(ServerLimits limits = {}) : server_("127.0.0.1", 0, limits), thread_([this] { server_.run(); }) {}
    ~RunningServer() {
        server_.stop();
        thread_.join();
    }
    int port() const { return server_.port(); }
    Server& server() { return server_; }
    httplib::Client client() const {
        httplib::Client c("127.0.0.1", server_.port());
        c.set_read_timeout(30, 0);
        return c;
    }

private:
    Server server_;
    std::thread thread_;
};

// "[[[...1...]]]" nested `depth` arrays deep.
std::string nested_arrays(int depth) { return std::string(std::size_t(depth), '[') + "1" + std::string(std::size_t(depth), ']'); }

const std::string kBoard = R"("rows":3,"cols":3,"cells":["010","111","010"])";

// Runs `work` on a thread with a 1 MiB stack (a server thread's stack is
// whatever the process limit gives; recursion per input level must not matter).
template <class Work>
void on_small_stack(Work work) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, std::size_t(1) << 20);
    pthread_t thread;
    auto trampoline = [](void* argument) -> void* {
        (*static_cast<Work*>(argument))();
        return nullptr;
    };
    ASSERT_EQ(pthread_create(&thread, &attributes, trampoline, &work), 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attributes);
}

TEST(RequestNesting, DeepArraysInEveryFieldAreRefusedWithAShortMessage) {
    // ~140 KB of arrays nested 70,000 deep in any field: a short message, not a
    // recursive dump() that would overflow the stack.
    for (const char* key : {"rule", "torus", "topology", "goal", "minimal", "constraint", "rows", "cells"}) {
        const std::string body = "{" + kBoard + ",\"" + key + "\":" + nested_arrays(70000) + "}";
        for (const char* path : {"/api/solve", "/api/hint", "/api/chase"}) {
            ApiResponse response;
            on_small_stack([&] { response = handle_api("POST", path, {}, body); });
            EXPECT_EQ(response.status, 400) << key << " " << path;
            EXPECT_LT(response.body.size(), 300u) << response.body.substr(0, 300);
        }
    }
}

TEST(RequestNesting, ShallowNestingStillNamesTheProblem) {
    const ApiResponse response = handle_api("POST", "/api/solve", {}, "{" + kBoard + ",\"rule\":[[\"plus\"]]}");
    EXPECT_EQ(response.status, 400);
    EXPECT_NE(response.body.find("\\\"rule\\\" must be a string, not an array"), std::string::npos) << response.body;
}

TEST(RequestNesting, LongStringsAreNotEchoedWhole) {
    const std::string junk(200000, 'q');
    for (const char* key : {"rule", "goal", "constraint"}) {
        const ApiResponse response =
            handle_api("POST", "/api/solve", {}, "{" + kBoard + ",\"" + key + "\":\"" + junk + "\"}");
        EXPECT_GE(response.status, 400) << key;
        EXPECT_LT(response.body.size(), 400u) << key << ": " << response.body.substr(0, 200);
    }
}

TEST(RequestKeys, DuplicateKeysAreRefused) {
    const ApiResponse response =
        handle_api("POST", "/api/solve", {}, "{" + kBoard + ",\"goal\":\"off\",\"goal\":\"on\"}");
    EXPECT_EQ(response.status, 400);
    EXPECT_NE(response.body.find("appears twice"), std::string::npos) << response.body;
}

TEST(RequestWork, HugeStencilsAreRefusedBeforeAnyWork) {
    // A 262 KB request: a 511 x 511 stencil (66 s of CPU if it were solved).
    std::string stencil = "stencil:";
    for (int r = 0; r < 511; ++r) stencil += (r ? "/" : "") + std::string(511, 'x');
    const auto start = CpuClock::now();
    const ApiResponse response =
        handle_api("POST", "/api/solve", {}, "{" + kBoard + ",\"rule\":\"" + stencil + "\"}");
    EXPECT_EQ(response.status, 413) << response.body.substr(0, 200);
    if (!kSanitized) {
        EXPECT_LT(CpuClock::now() - start, 2s);
    }
    // 101 x 101 reaches 50 cells: more than any API board needs, refused as
    // too large before it is even parsed into a rule.
    std::string wide = "stencil:";
    for (int r = 0; r < 101; ++r) wide += (r ? "/" : "") + std::string(101, r == 50 ? 'x' : '.');
    EXPECT_EQ(handle_api("GET", "/api/analyze", {{"rule", wide}}, "").status, 413);
}

// A solvable 20 x 20 plus torus board (nullity 32): its fewest presses are
// beyond the API's 2^20 walk, so a local search bounds them.
std::string torus_board_beyond_the_walk() {
    constexpr int n = 20;
    std::vector<std::string> rows(n, std::string(n, '0'));
    auto flip = [&](int r, int c) { rows[std::size_t((r + n) % n)][std::size_t((c + n) % n)] ^= 1; };
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if ((r * 7 + c * 3) % 5 == 0 || (r * c) % 11 == 3) {
                flip(r, c), flip(r - 1, c), flip(r + 1, c), flip(r, c - 1), flip(r, c + 1);
            }
    json board{{"rows", n}, {"cols", n}, {"cells", rows}, {"torus", true}, {"minimal", true}};
    return board.dump();
}

TEST(RequestWork, FewestPressSearchBeyondTheWalkIsShort) {
    // The load test (docs/ROBUSTNESS.md): such requests took the library's
    // default search time, 2 s, on every core; ~2% of the mix held all of the
    // compute slots. The API gives the search kApiSearchSeconds on one thread.
    const std::string body = torus_board_beyond_the_walk();
    for (const char* path : {"/api/solve", "/api/hint"}) {
        const auto start = CpuClock::now();
        const ApiResponse response = handle_api("POST", path, {}, body);
        const auto took = CpuClock::now() - start;
        ASSERT_EQ(response.status, 200) << response.body;
        const json answer = json::parse(response.body);
        EXPECT_TRUE(answer["solvable"]) << path;
        EXPECT_FALSE(answer["minimal"]) << path << ": the search should not have been able to prove it";
        if (!kSanitized) {
            EXPECT_LT(took, 1s) << path;
        }
    }
    // A puzzle made to order on such a shape: its fewest presses are bounded the same way.
    const auto start = CpuClock::now();
    const ApiResponse made = handle_api("GET", "/api/new", {{"rows", "30"}, {"cols", "30"}, {"torus", "true"}, {"seed", "696629"}}, "");
    EXPECT_EQ(made.status, 200) << made.body;
    if (!kSanitized) {
        EXPECT_LT(CpuClock::now() - start, 1500ms);
    }
}

TEST(ServerHealth, HealthAnswersWithoutComputing) {
    RunningServer running;
    auto response = running.client().Get("/health");
    ASSERT_TRUE(response);
    EXPECT_EQ(response->status, 200);
    EXPECT_EQ(json::parse(response->body)["status"], "ok");
}

std::string gzip_of_zeros(std::size_t bytes) {
    const std::string zeros(bytes, '\0');
    z_stream stream{};
    deflateInit2(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&stream, zeros.size()), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zeros.data()));
    stream.avail_in = uInt(zeros.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = uInt(out.size());
    deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

TEST(ServerBodies, CompressedBodiesAreRefusedUninflated) {
    // A compression bomb (880 bytes of brotli can inflate to 1 GiB) is never
    // inflated; gzip here (16 MiB of zeros in ~16 KB): refused unread, 415.
    RunningServer running;
    const std::string bomb = gzip_of_zeros(std::size_t(16) << 20);
    ASSERT_LT(bomb.size(), 256u * 1024);
    auto client = running.client();
    for (const char* encoding : {"gzip", "br", "deflate"}) {
        auto response = client.Post("/api/solve", {{"Content-Encoding", encoding}}, bomb, "application/json");
        ASSERT_TRUE(response) << encoding;
        EXPECT_EQ(response->status, 415) << encoding << ": " << response->body;
    }
}

// Sends raw bytes on a fresh connection and returns the socket.
int connect_to(int port) {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(std::uint16_t(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

// Everything the server sends until it closes the connection (5 s at most).
std::string read_all(int fd) {
    timeval wait{30, 0};  // a hang guard
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    std::string text;
    char buffer[4096];
    for (ssize_t got; (got = recv(fd, buffer, sizeof buffer, 0)) > 0;) text.append(buffer, std::size_t(got));
    return text;
}

TEST(ServerBodies, ChunkedAndOversizedBodiesAreRefusedBeforeReading) {
    RunningServer running;
    const int fd = connect_to(running.port());
    ASSERT_GE(fd, 0);
    const std::string chunked =
        "POST /api/solve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        "5\r\n{\"a\":\r\n0\r\n\r\n";
    ASSERT_EQ(send(fd, chunked.data(), chunked.size(), 0), ssize_t(chunked.size()));
    EXPECT_NE(read_all(fd).find("HTTP/1.1 411"), std::string::npos);
    close(fd);
    // A declared length over the limit: 413 at once, without sending the body.
    // A declared length over the limit: 413 at once, without reading the body,
    // and the connection closed (what follows is not a request).
    const int fd2 = connect_to(running.port());
    const std::string huge = "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n"
                             "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";
    ASSERT_EQ(send(fd2, huge.data(), huge.size(), 0), ssize_t(huge.size()));
    const auto before = Clock::now();
    const std::string answer = read_all(fd2);
    EXPECT_EQ(answer.rfind("HTTP/1.1 413", 0), 0u) << answer;
    EXPECT_EQ(answer.find("HTTP/1.1 200"), std::string::npos) << answer;
    EXPECT_LT(Clock::now() - before, 8s);  // a hang guard: the deadline or the body would take longer
    close(fd2);
}

TEST(ServerSlowClients, ProbesAreAnsweredWhileSlowSocketsDripBytes) {
    // Sockets that send one byte every few seconds must not starve the health
    // probes: 12 dripping sockets against 8 workers and a 1 s request
    // deadline; every probe must still be answered.
    ServerLimits limits;
    limits.worker_threads = 8;
    limits.request_deadline = 1000ms;
    RunningServer running(limits);
    std::atomic<bool> done{false};
    std::vector<std::thread> drips;
    std::atomic<int> cut{0};
    for (int i = 0; i < 12; ++i)
        drips.emplace_back([&] {
            const int fd = connect_to(running.port());
            if (fd < 0) return;
            const std::string request = "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n";
            for (std::size_t k = 0; !done && k < request.size(); ++k) {
                if (send(fd, request.data() + k, 1, MSG_NOSIGNAL) != 1) {
                    ++cut;
                    break;
                }
                std::this_thread::sleep_for(300ms);
            }
            close(fd);
        });
    std::this_thread::sleep_for(200ms);
    int answered = 0, probes = 0;
    const auto stop_at = Clock::now() + 4s;
    while (Clock::now() < stop_at) {
        httplib::Client probe("127.0.0.1", running.port());
        probe.set_connection_timeout(8, 0);
        probe.set_read_timeout(8, 0);
        ++probes;
        auto response = probe.Get("/health");
        if (response && response->status == 200) ++answered;
        std::this_thread::sleep_for(200ms);
    }
    done = true;
    for (std::thread& t : drips) t.join();
    EXPECT_EQ(answered, probes);
    EXPECT_GT(running.server().connections_cut(), 0);
}

TEST(ServerSlowClients, IdleConnectionsAreClosedAfterTheDeadline) {
    ServerLimits limits;
    limits.request_deadline = 500ms;
    RunningServer running(limits);
    const int fd = connect_to(running.port());
    ASSERT_GE(fd, 0);
    const std::string start = "GET /health HTTP/1.1\r\nHo";  // and never the rest
    send(fd, start.data(), start.size(), 0);
    const auto before = Clock::now();
    const std::string answer = read_all(fd);  // at most a 400, then closed by the server
    EXPECT_EQ(answer.find("200 OK"), std::string::npos) << answer;
    EXPECT_LT(Clock::now() - before, 8s);  // a hang guard: the deadline or the body would take longer
    close(fd);
}

TEST(ServerLoad, BusyComputeSlotsAnswer503WithRetryAfter) {
    // One compute slot and almost no patience: of simultaneous heavy requests
    // some are turned away with 503 and Retry-After, the others answered.
    ServerLimits limits;
    limits.compute_slots = 1;
    limits.compute_wait = 1ms;
    RunningServer running(limits);
    std::atomic<int> ok{0}, busy{0}, other{0};
    std::vector<std::thread> clients;
    for (int i = 0; i < 6; ++i)
        clients.emplace_back([&] {
            // A puzzle of fewest presses on a 48 x 48 torus: ~0.1 s of work.
            // (Under the sanitizers on a loaded machine the admitted one can take minutes.)
            auto client = running.client();
            client.set_read_timeout(600, 0);
            auto response = client.Get("/api/new?rows=48&cols=48&torus=true&seed=7");
            if (response && response->status == 200) ++ok;
            else if (response && response->status == 503 && response->has_header("Retry-After")) ++busy;
            else ++other;
        });
    for (std::thread& t : clients) t.join();
    EXPECT_GE(ok, 1);
    EXPECT_GE(busy, 1);
    EXPECT_EQ(other, 0);
}

TEST(ServerBodies, UnreadableBodiesAreRefusedWithoutWaitingForASlot) {
    // A padded body is read before any wait for a compute slot: with the only
    // slot kept busy and no patience for it (503 after 1 ms), each padded
    // body still gets its 400.
    ServerLimits limits;
    limits.compute_slots = 1;
    limits.compute_wait = 1ms;
    RunningServer running(limits);
    std::atomic<bool> done{false};
    std::thread busy([&] {
        auto client = running.client();
        client.set_read_timeout(600, 0);
        for (int seed = 1; !done; ++seed) client.Get("/api/new?rows=48&cols=48&torus=true&seed=" + std::to_string(seed));
    });
    std::string padding;
    for (int i = 0; i < 20000; ++i) padding += i ? ",{}" : "{}";
    const std::string body = "{" + kBoard + ",\"pad\":[" + padding + "]}";
    auto client = running.client();
    int refused = 0, busy_answers = 0;
    for (int i = 0; i < 20; ++i) {
        auto response = client.Post("/api/solve", body, "application/json");
        ASSERT_TRUE(response);
        refused += response->status == 400;
        busy_answers += response->status == 503;
        std::this_thread::sleep_for(20ms);
    }
    done = true;
    busy.join();
    EXPECT_EQ(refused, 20);
    EXPECT_EQ(busy_answers, 0);
}

TEST(ServerQueues, PagesAndRefusalsDoNotWaitBehindComputingRequests) {
    // Four workers, one compute slot, patient requests: twelve heavy ones
    // would take every worker, and a page or a padded body behind them would
    // wait until the ninth had been answered. Pages and refusals go first, to
    // the workers computing requests may not take: counted in answers, not
    // in time, each comes back while most heavy requests are still waiting.
    ServerLimits limits;
    limits.worker_threads = 4;
    limits.compute_slots = 1;
    limits.compute_wait = 600000ms;
    limits.request_deadline = 600000ms;
    RunningServer running(limits);
    std::atomic<int> heavy_answered{0};
    std::vector<std::thread> heavy;
    for (int i = 0; i < 12; ++i)
        heavy.emplace_back([&, i] {
            auto client = running.client();
            client.set_read_timeout(600, 0);
            auto response = client.Get("/api/new?rows=48&cols=48&torus=true&seed=" + std::to_string(i + 1));
            EXPECT_TRUE(response && response->status == 200);
            ++heavy_answered;
        });
    std::this_thread::sleep_for(300ms);  // the heavy requests queue (if they are late, the page simply goes first)
    auto client = running.client();
    client.set_read_timeout(600, 0);
    auto page = client.Get("/");
    const int answered_before_page = heavy_answered;
    std::string padding;
    for (int i = 0; i < 20000; ++i) padding += i ? ",{}" : "{}";
    auto padded = client.Post("/api/solve", "{" + kBoard + ",\"pad\":[" + padding + "]}", "application/json");
    const int answered_before_refusal = heavy_answered;
    for (std::thread& t : heavy) t.join();
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 200);
    ASSERT_TRUE(padded);
    EXPECT_EQ(padded->status, 400);
    EXPECT_LE(answered_before_page, 3) << "the page waited behind the computing requests";
    EXPECT_LE(answered_before_refusal, 4) << "the padded body waited behind the computing requests";
    EXPECT_EQ(heavy_answered, 12);
}

TEST(ServerBodies, OnlyUnreadableBodiesAreRefusedBeforeComputing) {
    EXPECT_FALSE(refuse_unreadable_body("POST", "/api/solve", "{" + kBoard + "}"));
    EXPECT_FALSE(refuse_unreadable_body("GET", "/api/new", ""));
    EXPECT_FALSE(refuse_unreadable_body("POST", "/api/board", "not json, a text board"));
    const auto unknown = refuse_unreadable_body("POST", "/api/hint", "{" + kBoard + R"(,"minimall":true})");
    ASSERT_TRUE(unknown);
    EXPECT_EQ(unknown->status, 400);
    EXPECT_NE(unknown->body.find("minimall"), std::string::npos);
    const auto broken = refuse_unreadable_body("POST", "/api/solve", "{\"rows\":");
    ASSERT_TRUE(broken);
    EXPECT_EQ(broken->status, 400);
}

TEST(ServerLatency, KeepAliveRequestsAreAnsweredOnOneConnection) {
    // Without TCP_NODELAY each keep-alive request would wait ~40 ms for a
    // delayed ACK. The time is printed, not held to a limit (a busy machine
    // may take longer for other reasons); bench/web_api_bench.cpp measures it.
    RunningServer running;
    auto client = running.client();
    client.set_keep_alive(true);
    client.set_tcp_nodelay(true);  // the client's own Nagle is not the server's to fix
    ASSERT_TRUE(client.Get("/health"));
    const auto start = Clock::now();
    for (int i = 0; i < 10; ++i) {
        const auto answer = client.Post("/api/solve", "{" + kBoard + "}", "application/json");
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->status, 200);
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    RecordProperty("ten_keep_alive_solves_ms", int(ms));
    std::printf("10 keep-alive solves on one connection: %lld ms\n", static_cast<long long>(ms));
}


// Sends `request` on a fresh connection and returns what the server sends back.
std::string exchange(int port, const std::string& request) {
    const int fd = connect_to(port);
    if (fd < 0) return "";
    send(fd, request.data(), request.size(), MSG_NOSIGNAL);
    std::string answer = read_all(fd);
    close(fd);
    return answer;
}

// How many times `name:` starts a header line of `answer`'s head.
int header_count(const std::string& answer, const std::string& name) {
    const std::string head = answer.substr(0, answer.find("\r\n\r\n"));
    int count = 0;
    for (std::size_t at = head.find("\r\n" + name + ":"); at != std::string::npos; at = head.find("\r\n" + name + ":", at + 1))
        ++count;
    return count;
}

TEST(ServerEdges, IdleSocketsDoNotHoldProbesUp) {
    // Idle sockets (sending nothing) must not hold workers until the request
    // deadline, or health probes would wait behind them. Here 12
    // sockets that send nothing (not accepted before their first byte) and 12
    // that send half a request line against 8 workers, room for 6 connections
    // being read and a 10 s deadline: probes are answered at once, and the
    // half requests that have waited longest are closed for room.
    ServerLimits limits;
    limits.worker_threads = 8;
    limits.max_connections = 6;
    limits.request_deadline = 10000ms;
    RunningServer running(limits);
    std::vector<int> idle;
    for (int i = 0; i < 24; ++i) {
        idle.push_back(connect_to(running.port()));
        if (i % 2) send(idle.back(), "GET /health HTTP/1.1\r\nHo", 24, MSG_NOSIGNAL);
    }
    std::this_thread::sleep_for(300ms);
    for (int probe = 0; probe < 3; ++probe) {
        httplib::Client client("127.0.0.1", running.port());
        // A probe held behind the idle sockets would wait for their 10 s
        // deadline: answered within 8 s, it was not (a generous margin for a
        // busy machine).
        client.set_connection_timeout(8, 0);
        client.set_read_timeout(8, 0);
        auto response = client.Get("/health");
        ASSERT_TRUE(response) << "probe " << probe << " not answered within 8 s";
        EXPECT_EQ(response->status, 200);
    }
    EXPECT_GE(running.server().connections_cut(), 6);  // 12 half requests, room for 6
    for (int fd : idle) close(fd);
}

TEST(ServerEdges, MalformedLengthsAre400) {
    RunningServer running;
    const std::string body = R"({"rows":1,"cols":1,"cells":["1"]})";
    for (const std::string& length : {std::string("-5"), std::string("100000000000000000000")}) {
        const std::string answer = exchange(running.port(), "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: " + length +
                                                                "\r\n\r\n" + body);
        EXPECT_EQ(answer.rfind("HTTP/1.1 400", 0), 0u) << length << ": " << answer.substr(0, 100);
    }
    // Both lengths at once (a request smuggling pattern): 400, not 411.
    const std::string both = exchange(running.port(), "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: " +
                                                          std::to_string(body.size()) +
                                                          "\r\nTransfer-Encoding: chunked\r\n\r\n" + body);
    EXPECT_EQ(both.rfind("HTTP/1.1 400", 0), 0u) << both.substr(0, 100);
}

TEST(ServerEdges, RangesAreIgnored) {
    // 14 ranges of a 30 KB file returned 121,926 bytes: the whole file now, once.
    RunningServer running;
    const std::optional<Asset> app = find_asset("/app.js");
    ASSERT_TRUE(app);
    std::string ranges;
    for (int i = 0; i < 14; ++i) ranges += (i ? "," : "") + std::to_string(i * 10) + "-" + std::to_string(i * 10 + 5000);
    const std::string answer =
        exchange(running.port(), "GET /app.js HTTP/1.1\r\nHost: x\r\nRange: bytes=" + ranges + "\r\nConnection: close\r\n\r\n");
    EXPECT_EQ(answer.rfind("HTTP/1.1 200", 0), 0u) << answer.substr(0, 100);
    EXPECT_EQ(answer.size() - answer.find("\r\n\r\n") - 4, app->bytes.size());
}

TEST(ServerEdges, EachHeaderOnceAndThePageCached) {
    // Each header is sent once; the API's answers are no-store, the page's files are cached (ETag).
    RunningServer running;
    const std::string page = exchange(running.port(), "GET /app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const std::string api = exchange(running.port(), "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    for (const char* name : {"Cache-Control", "Content-Security-Policy", "X-Content-Type-Options"}) {
        EXPECT_EQ(header_count(page, name), 1) << name << "\n" << page.substr(0, 600);
        EXPECT_EQ(header_count(api, name), 1) << name << "\n" << api.substr(0, 600);
    }
    EXPECT_NE(api.find("Cache-Control: no-store"), std::string::npos);
    EXPECT_EQ(page.find("no-store"), std::string::npos);
    const std::size_t at = page.find("\r\nETag: ");
    ASSERT_NE(at, std::string::npos) << page.substr(0, 600);
    const std::string etag = page.substr(at + 8, page.find("\r\n", at + 8) - at - 8);
    const std::string again = exchange(running.port(), "GET /app.js HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + etag +
                                                           "\r\nConnection: close\r\n\r\n");
    EXPECT_EQ(again.rfind("HTTP/1.1 304", 0), 0u) << again.substr(0, 200);
    EXPECT_EQ(again.size(), again.find("\r\n\r\n") + 4) << "a 304 has no body";
}

}  // namespace
}  // namespace lightsout::web
