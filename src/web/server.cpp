// The HTTP server: a small HTTP/1.1 server of our own that wires sockets to
// handle_api() and the embedded page, with the limits that keep it answering
// under many, slow or hostile clients (docs/ROBUSTNESS.md, "The web server").
// Nothing here computes.
//
//   - one I/O thread reads every connection (poll): request heads through
//     read_request_head() with its caps, bodies up to their declared length,
//     each request within its deadline. A socket that sends nothing or drips
//     bytes costs a buffer, never a worker;
//   - a complete request goes to a bounded pool of workers, which answer it
//     and hand the connection back: one request of a connection at a time, so
//     pipelined requests are answered in order. Pages and refusals come first
//     and never wait behind computing requests: an API request that passes
//     its first look joins a second queue that at most three quarters of the
//     workers take from;
//   - compute slots: at most one computing request per core, the others wait
//     in turn up to a deadline and are then told 503 (never queued for ever);
//   - a memory ceiling for the whole process: a request whose estimated cost
//     does not fit under it is told 503, and freed memory is given back;
//   - every answer, refusals included, carries the same security headers.
#include <fcntl.h>
#include <malloc.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/web.hpp"
#include "web/http_head.hpp"

namespace lightsout::web {

namespace {

using Clock = std::chrono::steady_clock;

// The page loads nothing from elsewhere; the policy makes sure of it.
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'";

// Bytes read from a socket at a time.
constexpr std::size_t kReadChunk = 16 * 1024;
// After an answer that closes the connection, what the client still sends is
// read and dropped for this long, so that the answer is not lost to a reset.
constexpr auto kLinger = std::chrono::seconds(2);

// One answer, before it is written.
struct Answer {
    int status = 200;
    std::string content_type = "application/json";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;  // beyond the common ones
    bool page_file = false;  // cached by the browser and revalidated; else never stored
    bool close = false;      // the connection ends after it
};

const char* reason(int status) {
    switch (status) {
        case 100: return "Continue";
        case 200: return "OK";
        case 304: return "Not Modified";
        case 400: return "Bad Request";
        case 404: return "Not Found";
        case 405: return "Method Not Allowed";
        case 411: return "Length Required";
        case 413: return "Content Too Large";
        case 414: return "URI Too Long";
        case 415: return "Unsupported Media Type";
        case 431: return "Request Header Fields Too Large";
        case 500: return "Internal Server Error";
        case 503: return "Service Unavailable";
        case 505: return "HTTP Version Not Supported";
        default: return "Unknown";
    }
}

// An error's answer: {"error": message}; a 503 (busy, near the memory
// ceiling, out of memory) also says when to try again.
Answer error_answer(int status, const std::string& message) {
    Answer answer;
    answer.status = status;
    answer.body = nlohmann::json{{"error", message}}.dump() + "\n";
    if (status == 503) answer.headers.emplace_back("Retry-After", "1");
    return answer;
}

// What a request gets when answering it ran out of memory.
Answer out_of_memory_answer() {
    return error_answer(503, "the server could not answer this request now (out of memory?); try again");
}

// The bytes of `answer`: the status line, the common headers (every answer has
// them), its own, and the body unless the request was a HEAD.
std::string serialize(const Answer& answer, bool keep_alive, bool head_only) {
    std::string text = "HTTP/1.1 " + std::to_string(answer.status) + " " + reason(answer.status) + "\r\n";
    auto add = [&](std::string_view name, std::string_view value) {
        text.append(name).append(": ").append(value).append("\r\n");
    };
    if (answer.status != 304) {
        add("Content-Type", answer.content_type);
        add("Content-Length", std::to_string(answer.body.size()));
    }
    add("Connection", keep_alive ? "keep-alive" : "close");
    add("X-Content-Type-Options", "nosniff");
    add("Content-Security-Policy", kContentSecurityPolicy);
    add("Cache-Control", answer.page_file ? "no-cache" : "no-store");
    for (const auto& [name, value] : answer.headers) add(name, value);
    text += "\r\n";
    if (!head_only && answer.status != 304) text += answer.body;
    return text;
}

// A strong validator for an embedded file: FNV-1a of its bytes, in hex.
std::string etag_of(std::string_view bytes) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (unsigned char byte : bytes) hash = (hash ^ byte) * 0x100000001b3ULL;
    char text[19];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return "\"" + std::string(text) + "\"";
}

// The page's files, with an ETag: a browser keeps them and asks again with
// If-None-Match, answered 304 without the body while they are unchanged.
// Range is not read: whole files only.
Answer page_answer(const RequestHead& head) {
    const std::optional<Asset> asset = find_asset(head.path);
    if (!asset) {
        Answer answer;
        answer.status = 404;
        answer.content_type = "text/plain; charset=utf-8";
        answer.body = "not found\n";
        return answer;
    }
    static std::mutex mutex;
    static std::map<const char*, std::string> etags;  // by the file's bytes
    std::string etag;
    {
        std::lock_guard lock(mutex);
        auto [it, fresh] = etags.try_emplace(asset->bytes.data());
        if (fresh) it->second = etag_of(asset->bytes);
        etag = it->second;
    }
    Answer answer;
    answer.page_file = true;
    answer.headers.emplace_back("ETag", etag);
    if (head.header("if-none-match") == etag) {
        answer.status = 304;
        return answer;
    }
    answer.content_type = std::string(asset->content_type);
    answer.body = std::string(asset->bytes);
    return answer;
}

// Sends what the socket takes now (it is non-blocking); whether all went.
bool send_now(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (sent <= 0) return false;
        bytes.remove_prefix(std::size_t(sent));
    }
    return true;
}

// Sends all of `bytes` before `deadline`; whether it could.
bool send_all(int fd, std::string_view bytes, Clock::time_point deadline) {
    while (!bytes.empty()) {
        const ssize_t sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (sent > 0) {
            bytes.remove_prefix(std::size_t(sent));
            continue;
        }
        if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return false;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) return false;
        pollfd wait{fd, POLLOUT, 0};
        ::poll(&wait, 1, int(std::min<std::int64_t>(left, 1000)));
    }
    return true;
}

// Turns requests away once `slots` are computing and a newcomer has waited
// until its deadline: first come, first served (a ticket queue), so that no
// request waits longer than the requests ahead of it need.
class ComputeSlots {
public:
    explicit ComputeSlots(int slots) : free_(slots) {}

    // True once a slot is ours; false when the deadline passed first.
    bool acquire(Clock::time_point deadline) {
        std::unique_lock lock(mutex_);
        const std::uint64_t ticket = next_ticket_++;
        const bool got = changed_.wait_until(lock, deadline, [&] { return free_ > 0 && serving_ == ticket; });
        if (got) --free_;
        // Served or given up, the ticket is done with: the next one may go.
        done_.insert(ticket);
        while (done_.count(serving_)) done_.erase(serving_++);
        changed_.notify_all();
        return got;
    }

    void release() {
        {
            std::lock_guard lock(mutex_);
            ++free_;
        }
        changed_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    int free_;
    std::uint64_t next_ticket_ = 0, serving_ = 0;
    std::set<std::uint64_t> done_;
};

// The process's resident memory (VmRSS), from /proc/self/statm; 0 without /proc.
std::size_t resident_bytes() {
    std::FILE* file = std::fopen("/proc/self/statm", "r");
    if (!file) return 0;
    unsigned long long size = 0, resident = 0;
    const int read = std::fscanf(file, "%llu %llu", &size, &resident);
    std::fclose(file);
    return read == 2 ? std::size_t(resident) * std::size_t(::sysconf(_SC_PAGESIZE)) : 0;
}

// The memory ceiling of the whole process: a request reserves its estimated
// cost before it computes, and is refused when the resident memory plus what
// the requests computing now reserved would pass the ceiling, even after the
// allocator has given its free pages back.
class MemoryCeiling {
public:
    explicit MemoryCeiling(std::size_t limit) : limit_(limit) {}

    bool reserve(std::size_t bytes) {
        std::lock_guard lock(mutex_);
        if (!fits(bytes)) {
            ::malloc_trim(0);
            if (!fits(bytes)) return false;
        }
        reserved_ += bytes;
        return true;
    }

    // After the request: its reservation ends, and memory freed by a large
    // request (or any, near the ceiling) goes back to the system.
    void release(std::size_t bytes) {
        bool trim = bytes >= kTrimAbove;
        {
            std::lock_guard lock(mutex_);
            reserved_ -= bytes;
            trim = trim || resident_bytes() > limit_ / 2;
        }
        if (trim) ::malloc_trim(0);
    }

    std::size_t limit() const { return limit_; }

private:
    // Requests estimated above this give their memory back when they end.
    static constexpr std::size_t kTrimAbove = std::size_t(32) << 20;

    bool fits(std::size_t bytes) const { return resident_bytes() + reserved_ + bytes <= limit_; }

    std::mutex mutex_;
    const std::size_t limit_;
    std::size_t reserved_ = 0;
};

// An API request's memory at most, from what it asks for: a fixed part plus
// the same for each cell (rows x cols of the query, else one cell per body
// byte, at most the largest board). The worst measured, analyze of 256 x 256
// cells of 255 states under the cross rule, peaked at 237 MB: 3.6 KiB a cell.
std::size_t estimated_bytes(const RequestHead& head, std::string_view body) {
    constexpr std::size_t kFixed = std::size_t(16) << 20, kPerCell = 4 * 1024;
    constexpr std::size_t kMaxCells = std::size_t(kMaxApiSide) * kMaxApiSide;
    auto side = [&](const char* key) -> std::size_t {
        auto it = head.query.find(key);
        if (it == head.query.end() || it->second.empty() || it->second.size() > 4 ||
            it->second.find_first_not_of("0123456789") != std::string::npos)
            return 0;
        return std::stoul(it->second);
    };
    std::size_t cells = body.size();
    const std::size_t rows = side("rows"), cols = side("cols");
    if (rows || cols) cells = std::max(cells, std::max<std::size_t>(rows, 1) * std::max<std::size_t>(cols ? cols : rows, 1));
    return kFixed + std::min(cells, kMaxCells) * kPerCell;
}

// One open connection: its socket and the bytes it sent that are not yet used.
struct Connection {
    int fd = -1;
    std::string buffer;
    Clock::time_point since;         // opened, or its last answer sent
    bool answered_before = false;
    bool continue_sent = false;      // "100 Continue" for the request being read
    bool lingering = false;          // answered and closing: what arrives is dropped
    std::size_t reserved = 0;        // body bytes reserved for the request being read
    int requests = 0;

    ~Connection() {
        if (fd >= 0) ::close(fd);
    }
};

// A request ready to answer, with its connection.
struct Job {
    std::unique_ptr<Connection> connection;
    RequestHead head;
    std::string body;
    Clock::time_point arrived;
};

int create_listener(const std::string& host, int port, int backlog) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0) return -1;
    int fd = -1;
    for (addrinfo* at = found; at && fd < 0; at = at->ai_next) {
        fd = ::socket(at->ai_family, at->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, at->ai_protocol);
        if (fd < 0) continue;
        const int yes = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if (::bind(fd, at->ai_addr, at->ai_addrlen) != 0 || ::listen(fd, backlog) != 0) {
            ::close(fd);
            fd = -1;
        }
    }
    ::freeaddrinfo(found);
    return fd;
}

int port_of_socket(int fd) {
    sockaddr_storage address{};
    socklen_t size = sizeof address;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) != 0) return -1;
    if (address.ss_family == AF_INET) return ntohs(reinterpret_cast<const sockaddr_in&>(address).sin_port);
    if (address.ss_family == AF_INET6) return ntohs(reinterpret_cast<const sockaddr_in6&>(address).sin6_port);
    return -1;
}

}  // namespace

struct Server::Impl {
    explicit Impl(const ServerLimits& limits)
        : limits(limits),
          slots(limits.compute_slots > 0 ? limits.compute_slots : int(std::max(1u, std::thread::hardware_concurrency()))),
          memory(limits.memory_limit) {}
    ~Impl() {
        if (listener >= 0) ::close(listener);
        for (int fd : wake)
            if (fd >= 0) ::close(fd);
    }

    // The I/O thread.
    void io_loop();
    void accept_connections();
    void make_room(std::size_t keep);
    void read_from(Connection& connection);
    void take_requests(std::unique_ptr<Connection>& connection);
    bool answer_here(Connection& connection, const Answer& answer, bool keep_alive, bool head_only);
    void refuse(std::unique_ptr<Connection>& connection, int status, const std::string& message);
    void sweep(Clock::time_point now);
    void take_back_connections();

    // The workers.
    void work();
    std::optional<Answer> answer_quickly(const Job& job);
    Answer compute(const Job& job);
    void reply(Job& job, const Answer& answer);
    void hand_back(std::unique_ptr<Connection> connection);

    ServerLimits limits;
    HeadLimits head_limits;
    ComputeSlots slots;
    MemoryCeiling memory;
    int listener = -1;
    int wake[2] = {-1, -1};  // a byte on wake[1] wakes the I/O thread
    std::string host;
    int port = 0;

    std::map<int, std::unique_ptr<Connection>> connections;  // being read: the I/O thread's only
    std::size_t body_bytes = 0;                              // reserved by the requests being read

    // Two queues of jobs: `quick` (pages, refusals, and every request's first
    // look) is served first by any worker; `computing` (API requests that
    // passed that look) by at most compute_workers at once, so that the
    // workers left always serve pages and refusals however many requests
    // wait for a compute slot.
    std::mutex mutex;  // guards the queues, `computing_workers`, `returned` and `stopping`
    std::condition_variable job_ready;
    std::deque<Job> quick;
    std::deque<Job> computing;
    int computing_workers = 0;
    std::vector<std::unique_ptr<Connection>> returned;
    bool stopping = false;

    std::atomic<std::int64_t> cut{0};
    std::atomic<bool> started{false}, finished{false}, stop_requested{false};
};

void Server::Impl::io_loop() {
    std::vector<pollfd> polled;
    std::vector<int> order;
    while (true) {
        {
            std::lock_guard lock(mutex);
            if (stopping) break;
        }
        polled.assign({pollfd{listener, POLLIN, 0}, pollfd{wake[0], POLLIN, 0}});
        order.clear();
        for (const auto& [fd, connection] : connections) {
            polled.push_back(pollfd{fd, POLLIN, 0});
            order.push_back(fd);
        }
        ::poll(polled.data(), polled.size(), 100);
        if (polled[1].revents) {
            char drain[64];
            while (::read(wake[0], drain, sizeof drain) > 0) {
            }
            take_back_connections();
        }
        if (polled[0].revents) accept_connections();
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (!polled[i + 2].revents) continue;
            auto it = connections.find(order[i]);
            if (it == connections.end()) continue;
            read_from(*it->second);
            if (it->second->fd < 0) {
                connections.erase(it);
                continue;
            }
            take_requests(it->second);
            if (!it->second) connections.erase(it);
        }
        sweep(Clock::now());
    }
    connections.clear();
}

void Server::Impl::accept_connections() {
    while (true) {
        const int fd = ::accept4(listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return;
        const int yes = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
        auto connection = std::make_unique<Connection>();
        connection->fd = fd;
        connection->since = Clock::now();
        connections.emplace(fd, std::move(connection));
        make_room(std::size_t(std::max(1, limits.max_connections)));
    }
}

// Beyond `keep` open connections, the ones that have waited longest for a
// whole request are closed (idle, or sending one slowly), never one younger
// than 50 ms (a newcomer, a probe) nor one whose answer is lingering.
void Server::Impl::make_room(std::size_t keep) {
    if (connections.size() <= keep) return;
    std::vector<std::pair<Clock::time_point, int>> waiting;
    const Clock::time_point now = Clock::now();
    for (const auto& [fd, connection] : connections)
        if (!connection->lingering && now - connection->since > std::chrono::milliseconds(50))
            waiting.emplace_back(connection->since, fd);
    std::sort(waiting.begin(), waiting.end());
    for (std::size_t i = 0; i < waiting.size() && connections.size() > keep; ++i) {
        body_bytes -= connections[waiting[i].second]->reserved;
        connections.erase(waiting[i].second);
        ++cut;
    }
}

// Reads what has arrived, within the bounds of one request; the descriptor
// is -1 afterwards when the peer closed or the connection broke.
void Server::Impl::read_from(Connection& connection) {
    char chunk[kReadChunk];
    const std::size_t most = head_limits.max_bytes + kMaxRequestBytes + kReadChunk;
    const std::size_t room = connection.lingering ? sizeof chunk : std::min(sizeof chunk, most - std::min(most, connection.buffer.size()));
    if (room == 0) return;
    const ssize_t got = ::recv(connection.fd, chunk, room, 0);
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
    if (got <= 0) {
        body_bytes -= connection.reserved;
        connection.reserved = 0;
        ::close(connection.fd);
        connection.fd = -1;
        return;
    }
    if (!connection.lingering) connection.buffer.append(chunk, std::size_t(got));
}

// Answers on the I/O thread (small answers: refusals, /health); whether the
// connection stays open.
bool Server::Impl::answer_here(Connection& connection, const Answer& answer, bool keep_alive, bool head_only) {
    keep_alive = keep_alive && !answer.close && ++connection.requests < limits.keep_alive_requests;
    const bool sent = send_now(connection.fd, serialize(answer, keep_alive, head_only));
    connection.since = Clock::now();
    connection.answered_before = true;
    if (sent && keep_alive) return true;
    // Linger: stop sending, drop what still arrives for a while, then close.
    ::shutdown(connection.fd, SHUT_WR);
    connection.lingering = true;
    connection.buffer.clear();
    body_bytes -= connection.reserved;
    connection.reserved = 0;
    return true;
}

void Server::Impl::refuse(std::unique_ptr<Connection>& connection, int status, const std::string& message) {
    Answer answer = error_answer(status, message);
    answer.close = true;
    answer_here(*connection, answer, false, false);
}

// Every whole request in the connection's buffer: /health answered here, a
// request for a worker handed over with the connection (then `connection` is
// empty), a malformed or oversized one refused.
void Server::Impl::take_requests(std::unique_ptr<Connection>& connection) {
    while (connection && !connection->lingering && !connection->buffer.empty()) {
        Connection& c = *connection;
        HeadReading reading = read_request_head(c.buffer, head_limits);
        if (reading.state == HeadReading::State::refused) return refuse(connection, reading.status, reading.message);
        if (reading.state == HeadReading::State::incomplete) return;
        RequestHead& head = reading.head;
        const std::size_t total = head.head_bytes + head.content_length;
        if (c.buffer.size() < total) {
            if (c.reserved == 0 && head.content_length > 0) {
                if (body_bytes + head.content_length > limits.body_bytes)
                    return refuse(connection, 503, "the server is reading too many request bodies at once; try again");
                c.reserved = head.content_length;
                body_bytes += c.reserved;
            }
            if (head.expects_continue && !c.continue_sent) c.continue_sent = send_now(c.fd, "HTTP/1.1 100 Continue\r\n\r\n");
            return;
        }
        std::string body = c.buffer.substr(head.head_bytes, head.content_length);
        c.buffer.erase(0, total);
        body_bytes -= c.reserved;
        c.reserved = 0;
        c.continue_sent = false;
        if (head.path == "/health") {
            Answer health;
            health.body = "{\"status\":\"ok\"}\n";
            answer_here(c, health, head.keep_alive, head.method == "HEAD");
            continue;
        }
        Job job{std::move(connection), std::move(head), std::move(body), Clock::now()};
        {
            std::lock_guard lock(mutex);
            quick.push_back(std::move(job));
        }
        job_ready.notify_one();
        return;
    }
}

// Closes connections past their deadlines: a request must arrive whole within
// request_deadline of the connection's opening or its last answer; an idle
// keep-alive connection ends after keep_alive; a lingering one after kLinger.
void Server::Impl::sweep(Clock::time_point now) {
    for (auto it = connections.begin(); it != connections.end();) {
        const Connection& c = *it->second;
        const auto age = now - c.since;
        const bool idle_keep_alive = c.answered_before && c.buffer.empty() && age > limits.keep_alive;
        const bool late = age > limits.request_deadline;
        if (c.lingering ? age > kLinger : (late || idle_keep_alive)) {
            if (!c.lingering && late && !idle_keep_alive) ++cut;
            body_bytes -= c.reserved;
            it = connections.erase(it);
        } else {
            ++it;
        }
    }
}

void Server::Impl::take_back_connections() {
    std::vector<std::unique_ptr<Connection>> back;
    {
        std::lock_guard lock(mutex);
        back.swap(returned);
    }
    for (std::unique_ptr<Connection>& connection : back) {
        const int fd = connection->fd;
        take_requests(connection);  // pipelined requests already read
        if (connection) connections.emplace(fd, std::move(connection));
    }
}

void Server::Impl::hand_back(std::unique_ptr<Connection> connection) {
    {
        std::lock_guard lock(mutex);
        returned.push_back(std::move(connection));
    }
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(wake[1], &byte, 1);
}

// Workers that may take computing jobs at once: all but a quarter of them
// (at least one), which stay free for pages and refusals.
static int compute_workers(int workers) { return std::max(1, workers - std::max(1, workers / 4)); }

void Server::Impl::work() {
    const int most_computing = compute_workers(std::max(1, limits.worker_threads));
    while (true) {
        Job job;
        bool quick_job = false;
        {
            std::unique_lock lock(mutex);
            job_ready.wait(lock, [&] {
                return stopping || !quick.empty() || (!computing.empty() && computing_workers < most_computing);
            });
            if (stopping) return;
            quick_job = !quick.empty();
            std::deque<Job>& queue = quick_job ? quick : computing;
            job = std::move(queue.front());
            queue.pop_front();
            if (!quick_job) ++computing_workers;
        }
        if (quick_job) {
            std::optional<Answer> answer;
            try {
                answer = answer_quickly(job);
            } catch (const std::exception&) {
                answer = out_of_memory_answer();
            }
            if (answer) {
                reply(job, *answer);
                continue;
            }
            {
                std::lock_guard lock(mutex);
                computing.push_back(std::move(job));
            }
            job_ready.notify_one();
            continue;
        }
        const Answer answer = compute(job);
        {
            std::lock_guard lock(mutex);
            --computing_workers;
        }
        job_ready.notify_one();
        reply(job, answer);
    }
}

// Sends the answer and hands the connection back to the I/O thread (or closes it).
void Server::Impl::reply(Job& job, const Answer& answer) {
    Connection& c = *job.connection;
    const bool keep_alive = job.head.keep_alive && !answer.close && ++c.requests < limits.keep_alive_requests;
    const bool sent = send_all(c.fd, serialize(answer, keep_alive, job.head.method == "HEAD"),
                               Clock::now() + limits.request_deadline);
    c.since = Clock::now();
    c.answered_before = true;
    if (!sent) return;  // the connection closes with the job
    if (!keep_alive) {
        ::shutdown(c.fd, SHUT_WR);
        c.lingering = true;
        c.buffer.clear();
    }
    hand_back(std::move(job.connection));
}

// The answer that needs no compute slot: a page, 405, or an API request
// refused on its body; nothing for an API request to compute.
std::optional<Answer> Server::Impl::answer_quickly(const Job& job) {
    const RequestHead& head = job.head;
    if (head.path.rfind("/api/", 0) == 0) {
        const std::optional<ApiResponse> refused = refuse_unreadable_body(head.method, head.path, job.body);
        if (!refused) return std::nullopt;
        Answer answer;
        answer.status = refused->status;
        answer.body = refused->body;
        return answer;
    }
    if (head.method != "GET" && head.method != "HEAD") {
        Answer answer;
        answer.status = 405;
        answer.content_type = "text/plain; charset=utf-8";
        answer.body = "method not allowed\n";
        return answer;
    }
    return page_answer(head);
}

// An API request's answer, under the memory ceiling and a compute slot (503
// when either is not to be had); 503 also when the library runs out of memory.
Answer Server::Impl::compute(const Job& job) {
    const std::size_t cost = estimated_bytes(job.head, job.body);
    if (!memory.reserve(cost))
        return error_answer(503, "the server is near its memory limit of " + std::to_string(memory.limit() >> 20) +
                                     " MiB; try again");
    struct Release {
        MemoryCeiling& memory;
        std::size_t cost;
        ~Release() { memory.release(cost); }
    } release_memory{memory, cost};
    if (!slots.acquire(job.arrived + limits.compute_wait))
        return error_answer(503, "the server is busy: every core is computing and this request waited " +
                                     std::to_string(limits.compute_wait.count()) + " ms; try again");
    struct ReleaseSlot {
        ComputeSlots& slots;
        ~ReleaseSlot() { slots.release(); }
    } release_slot{slots};
    try {
        const ApiResponse response = handle_api(job.head.method, job.head.path, job.head.query, job.body);
        Answer answer;
        answer.status = response.status;
        answer.body = response.body;
        return answer;
    } catch (const std::exception&) {
        return out_of_memory_answer();
    }
}

Server::Server(const std::string& host, int port, const ServerLimits& limits) : impl_(std::make_unique<Impl>(limits)) {
    if (port < 0 || port > 65535) throw InputError("bad port " + std::to_string(port) + " (expected 0..65535)");
    Impl& impl = *impl_;
    impl.host = host;
    impl.listener = create_listener(host, port, limits.listen_backlog);
    if (impl.listener < 0)
        throw InputError("cannot listen on " + host + ":" + std::to_string(port) +
                         " (port in use, or not an address of this machine)");
    impl.port = port_of_socket(impl.listener);
    // A connection is accepted only once its first bytes arrive (or after the
    // deadline): a socket that sends nothing costs nothing meanwhile.
    const int defer = int(std::max<std::int64_t>(
        1, std::chrono::duration_cast<std::chrono::seconds>(limits.request_deadline).count()));
    ::setsockopt(impl.listener, IPPROTO_TCP, TCP_DEFER_ACCEPT, &defer, sizeof defer);
    if (::pipe2(impl.wake, O_NONBLOCK | O_CLOEXEC) != 0) throw InputError("cannot create the server's wake-up pipe");
    // Freed memory must be seen by the ceiling: few malloc arenas (each worker
    // thread would otherwise keep its own, holding what it freed), and the
    // dense factor cache within a third of the ceiling.
    ::mallopt(M_ARENA_MAX, 2);
    DenseSystem::set_cache_budget(std::min(DenseSystem::cache_stats().budget, limits.memory_limit / 3));
}

Server::~Server() { stop(); }

int Server::port() const { return impl_->port; }

std::string Server::url() const {
    const bool ipv6 = impl_->host.find(':') != std::string::npos;
    return "http://" + (ipv6 ? "[" + impl_->host + "]" : impl_->host) + ":" + std::to_string(impl_->port) + "/";
}

std::int64_t Server::connections_cut() const { return impl_->cut; }

void Server::run() {
    impl_->started = true;
    if (!impl_->stop_requested) {
        std::vector<std::thread> workers;
        for (int i = 0; i < std::max(1, impl_->limits.worker_threads); ++i) workers.emplace_back([this] { impl_->work(); });
        impl_->io_loop();
        {
            std::lock_guard lock(impl_->mutex);
            impl_->stopping = true;
        }
        impl_->job_ready.notify_all();
        for (std::thread& worker : workers) worker.join();
        impl_->quick.clear();
        impl_->computing.clear();
        impl_->returned.clear();
    }
    impl_->finished = true;
}

void Server::stop() {
    impl_->stop_requested = true;
    {
        std::lock_guard lock(impl_->mutex);
        impl_->stopping = true;
    }
    impl_->job_ready.notify_all();
    const char byte = 0;
    [[maybe_unused]] const ssize_t written = ::write(impl_->wake[1], &byte, 1);
    while (impl_->started && !impl_->finished) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace lightsout::web
