// The HTTP server: wires cpp-httplib to handle_api() and the embedded page,
// with the limits that keep it answering under many, slow or hostile clients
// (docs/ROBUSTNESS.md). Nothing here computes.
//
//   - a large worker pool (one thread per open connection, as httplib works)
//     and a long listen backlog, so that many clients are served at once;
//   - a watchdog that closes connections which do not deliver a whole request
//     in time (slow headers or body: httplib's time-out is per read only);
//   - compute slots: at most one computing request per core, the others wait
//     in turn up to a deadline and are then told 503 (never queued for ever);
//   - no compressed or chunked request bodies (httplib would inflate them
//     before any size check), and the size limit checked before reading;
//   - TCP_NODELAY (small answers leave at once instead of after 40 ms);
//   - idle connections closed, oldest first, once they would fill the worker
//     pool (an idle socket holds a worker until the request deadline);
//   - each header once; the page's files cached and revalidated by ETag, the
//     API's answers never stored; Range ignored (whole files only).
#include <httplib.h>

#include <arpa/inet.h>
#include <dirent.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

namespace {

using Clock = std::chrono::steady_clock;

// The page loads nothing from elsewhere; the policy makes sure of it.
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'";

// Once each: httplib's set_header adds a header again if it is called again
// (the screen before routing and the answer both set them).
void set_header_once(httplib::Response& response, const char* name, const char* value) {
    if (!response.has_header(name)) response.set_header(name, value);
}

void set_common_headers(httplib::Response& response) {
    set_header_once(response, "X-Content-Type-Options", "nosniff");
    set_header_once(response, "Content-Security-Policy", kContentSecurityPolicy);
}

// The page's files may be kept by the browser and revalidated (a 304 when
// unchanged); everything else is never stored.
void set_cache_control(httplib::Response& response, bool page_file) {
    response.headers.erase("Cache-Control");
    response.set_header("Cache-Control", page_file ? "no-cache" : "no-store");
}

// A strong validator for an embedded file: FNV-1a of its bytes, in hex.
std::string etag_of(std::string_view bytes) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (unsigned char byte : bytes) hash = (hash ^ byte) * 0x100000001b3ULL;
    char text[19];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return "\"" + std::string(text) + "\"";
}

void set_error(httplib::Response& response, int status, const std::string& message) {
    response.status = status;
    // The unread body must not be taken for the next request.
    if (status == 411 || status == 413 || status == 415) response.set_header("Connection", "close");
    response.set_content(nlohmann::json{{"error", message}}.dump() + "\n", "application/json");
}

std::string peer_of(const std::string& address, int port) { return address + " " + std::to_string(port); }

// Turns requests away once `slots` are computing and a newcomer has waited
// `patience`: first come, first served (a ticket queue), so that no request
// waits longer than the requests ahead of it need.
class ComputeSlots {
public:
    ComputeSlots(int slots, Clock::duration patience) : free_(slots), patience_(patience) {}

    // True once a slot is ours; false when the deadline passed first.
    bool acquire() {
        std::unique_lock lock(mutex_);
        const std::uint64_t ticket = next_ticket_++;
        const bool got = changed_.wait_until(lock, Clock::now() + patience_,
                                             [&] { return free_ > 0 && serving_ == ticket; });
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
    Clock::duration patience_;
    std::uint64_t next_ticket_ = 0, serving_ = 0;
    std::set<std::uint64_t> done_;
};

}  // namespace

// httplib's server with the listen backlog raised (the compiled library
// listens with a backlog of 5; listen() again on the bound socket changes it).
class BackloggedServer : public httplib::Server {
public:
    bool set_backlog(int backlog) { return ::listen(svr_sock_, backlog) == 0; }
    // A connection is handed to a worker only once its first bytes arrive (or
    // after `seconds`): a socket that sends nothing holds no worker meanwhile.
    void defer_accept(int seconds) { ::setsockopt(svr_sock_, IPPROTO_TCP, TCP_DEFER_ACCEPT, &seconds, sizeof seconds); }
};

// Closes connections that have not delivered a whole request within the
// deadline of their opening (or of their previous answer). It finds the
// server's connections among the process's sockets (/proc/self/fd, local port
// = the server's port) and knows from serve() which peers are being answered.
class Watchdog {
public:
    // A keep-alive connection idle for less than this is not closed for room.
    static constexpr Clock::duration kKeepAliveGrace = std::chrono::seconds(1);

    // `most_open`: connections beyond it are closed, the longest idle first.
    Watchdog(int port, Clock::duration deadline, std::size_t most_open)
        : port_(port), deadline_(deadline), most_open_(most_open) {}

    void run() {
        std::unique_lock lock(mutex_);
        while (!stopping_) {
            lock.unlock();
            sweep();
            lock.lock();
            wake_.wait_for(lock, std::chrono::milliseconds(100), [&] { return stopping_; });
        }
    }
    void stop() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
    }

    // serve() brackets each answer with these.
    void begin_answer(const std::string& peer) {
        std::lock_guard lock(mutex_);
        ++peers_[peer].answering;
    }
    void end_answer(const std::string& peer) {
        std::lock_guard lock(mutex_);
        Peer& p = peers_[peer];
        --p.answering;
        p.last_answer = Clock::now();
    }
    // A request refused before its body was read: stop reading that
    // connection (its answer still goes out), so that the body is never taken
    // for a next request.
    void stop_reading(const std::string& peer) {
        std::lock_guard lock(mutex_);
        peers_[peer].stop_reading = true;
    }

    std::int64_t closed() const { return closed_; }

private:
    struct Peer {
        int answering = 0;
        bool stop_reading = false;
        Clock::time_point last_answer{};
    };
    struct Connection {
        std::string peer;
        Clock::time_point opened;
    };

    // The peer "address port" of fd when it is a connection to our port.
    std::optional<std::string> peer_of_socket(int fd) const {
        struct stat info;
        if (fstat(fd, &info) != 0 || !S_ISSOCK(info.st_mode)) return std::nullopt;
        sockaddr_storage local{}, remote{};
        socklen_t local_size = sizeof local, remote_size = sizeof remote;
        if (getsockname(fd, reinterpret_cast<sockaddr*>(&local), &local_size) != 0) return std::nullopt;
        if (port_of(local) != port_) return std::nullopt;
        if (getpeername(fd, reinterpret_cast<sockaddr*>(&remote), &remote_size) != 0) return std::nullopt;
        char text[INET6_ADDRSTRLEN] = {};
        const void* address = remote.ss_family == AF_INET6
                                  ? static_cast<const void*>(&reinterpret_cast<sockaddr_in6*>(&remote)->sin6_addr)
                                  : static_cast<const void*>(&reinterpret_cast<sockaddr_in*>(&remote)->sin_addr);
        if (!inet_ntop(remote.ss_family, address, text, sizeof text)) return std::nullopt;
        return peer_of(text, port_of(remote));
    }

    // Wakes httplib's read with an end of file; httplib closes the socket.
    // Whether it was closed (the descriptor may have been reused meanwhile).
    bool close_connection(int fd, const Connection& connection) {
        if (peer_of_socket(fd) != connection.peer || ::shutdown(fd, SHUT_RDWR) != 0) return false;
        ++closed_;
        return true;
    }

    // Whether bytes of a request wait unread on the socket.
    static bool request_arriving(int fd) {
        int waiting = 0;
        return ::ioctl(fd, FIONREAD, &waiting) == 0 && waiting > 0;
    }

    static int port_of(const sockaddr_storage& address) {
        if (address.ss_family == AF_INET) return ntohs(reinterpret_cast<const sockaddr_in&>(address).sin_port);
        if (address.ss_family == AF_INET6) return ntohs(reinterpret_cast<const sockaddr_in6&>(address).sin6_port);
        return -1;
    }

    void sweep() {
        DIR* fds = opendir("/proc/self/fd");
        if (!fds) return;  // no /proc: no watchdog (documented)
        const Clock::time_point now = Clock::now();
        std::map<int, Connection> seen;
        while (const dirent* entry = readdir(fds)) {
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            const int fd = std::atoi(entry->d_name);
            if (fd == dirfd(fds)) continue;
            const std::optional<std::string> peer = peer_of_socket(fd);
            if (!peer) continue;
            auto known = connections_.find(fd);
            const bool same = known != connections_.end() && known->second.peer == *peer;
            seen[fd] = same ? known->second : Connection{*peer, now};
        }
        closedir(fds);
        connections_.swap(seen);

        std::lock_guard lock(mutex_);
        // Not being answered, within the deadline: (answered before, since when, socket).
        std::vector<std::tuple<bool, Clock::time_point, int>> idle;
        std::size_t cut = 0;
        for (auto& [fd, connection] : connections_) {
            Clock::time_point since = connection.opened;
            bool answered_before = false;
            if (auto p = peers_.find(connection.peer); p != peers_.end()) {
                if (p->second.stop_reading && peer_of_socket(fd) == connection.peer) {
                    ::shutdown(fd, SHUT_RD);
                    p->second.stop_reading = false;
                }
                if (p->second.answering > 0) continue;
                answered_before = p->second.last_answer != Clock::time_point{};
                since = std::max(since, p->second.last_answer);
            }
            if (now - since > deadline_)
                cut += close_connection(fd, connection);
            else if (!request_arriving(fd) && (!answered_before || now - since > kKeepAliveGrace))
                idle.emplace_back(answered_before, since, fd);
        }
        // Idle sockets (waiting for a request, or sending one slowly) hold a
        // worker each until the deadline: 260 of them made health probes wait
        // 2.4 s. Beyond most_open_ the watchdog closes those that never had an
        // answer first, the oldest first, then keep-alive connections idle for
        // more than a second; never one whose request bytes are arriving (a
        // probe, a client's next request).
        const std::size_t open = connections_.size() - cut;
        if (open > most_open_) {
            std::sort(idle.begin(), idle.end());
            const std::size_t excess = std::min(idle.size(), open - most_open_);
            for (std::size_t i = 0; i < excess; ++i)
                close_connection(std::get<2>(idle[i]), connections_[std::get<2>(idle[i])]);
        }
        // Forget peers whose connections are gone.
        for (auto p = peers_.begin(); p != peers_.end();) {
            bool open = p->second.answering > 0;
            for (const auto& [fd, connection] : connections_) open = open || connection.peer == p->first;
            p = open ? std::next(p) : peers_.erase(p);
        }
    }

    const int port_;
    const Clock::duration deadline_;
    const std::size_t most_open_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::map<std::string, Peer> peers_;
    std::map<int, Connection> connections_;  // used by the watchdog thread only
    std::atomic<std::int64_t> closed_{0};
};

struct Server::Impl {
    explicit Impl(const ServerLimits& limits)
        : limits(limits),
          slots(limits.compute_slots > 0 ? limits.compute_slots
                                         : int(std::max(1u, std::thread::hardware_concurrency())),
                limits.compute_wait) {}

    void serve(const httplib::Request& request, httplib::Response& response);
    void serve_api(const httplib::Request& request, httplib::Response& response);
    httplib::Server::HandlerResponse screen(const httplib::Request& request, httplib::Response& response);
    httplib::Server::HandlerResponse refuse_unreadable(const httplib::Request& request, httplib::Response& response);

    ServerLimits limits;
    BackloggedServer http;
    ComputeSlots slots;
    std::unique_ptr<Watchdog> watchdog;
    std::string host;
    int port = 0;
    // httplib's stop() does nothing before listening has begun; these flags
    // let stop() called early (or from another thread) still end run().
    std::atomic<bool> started{false}, finished{false}, stop_requested{false};
};

namespace {

// The page's files, with an ETag: a browser keeps them and asks again with
// If-None-Match, answered 304 without the body while they are unchanged.
void serve_page(const httplib::Request& request, httplib::Response& response) {
    const std::optional<Asset> asset = find_asset(request.path);
    if (!asset) {
        response.status = 404;
        response.set_content("not found\n", "text/plain; charset=utf-8");
        return;
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
    set_cache_control(response, true);
    response.set_header("ETag", etag);
    if (request.get_header_value("If-None-Match") == etag) {
        response.status = 304;
        return;
    }
    response.set_content(std::string(asset->bytes), std::string(asset->content_type).c_str());
}

}  // namespace

// Before the body is read: refuse what must not be read at all.
httplib::Server::HandlerResponse Server::Impl::screen(const httplib::Request& request, httplib::Response& response) {
    const httplib::Server::HandlerResponse verdict = refuse_unreadable(request, response);
    if (verdict == httplib::Server::HandlerResponse::Handled && watchdog)
        watchdog->stop_reading(peer_of(request.remote_addr, request.remote_port));
    return verdict;
}

httplib::Server::HandlerResponse Server::Impl::refuse_unreadable(const httplib::Request& request,
                                                                 httplib::Response& response) {
    using Handled = httplib::Server::HandlerResponse;
    set_common_headers(response);
    set_cache_control(response, false);
    // Whole files only: 14 ranges of a 30 KB file made a 122 KB answer. The
    // request is httplib's own object (const only in the handler's signature).
    const_cast<httplib::Request&>(request).ranges.clear();
    const std::string encoding = request.get_header_value("Content-Encoding");
    if (!encoding.empty() && encoding != "identity") {
        set_error(response, 415, "compressed request bodies are not accepted (Content-Encoding: " +
                                     quote_input(encoding) + "); send the JSON as it is");
        return Handled::Handled;
    }
    if (request.has_header("Transfer-Encoding") && request.has_header("Content-Length")) {
        set_error(response, 400, "a request may not have both a Content-Length and a Transfer-Encoding");
        return Handled::Handled;
    }
    if (request.has_header("Transfer-Encoding")) {
        set_error(response, 411, "send the request body with a Content-Length (chunked bodies are not accepted)");
        return Handled::Handled;
    }
    const std::string length = request.get_header_value("Content-Length");
    const bool number = !length.empty() && length.size() <= 18 && length.find_first_not_of("0123456789") == std::string::npos;
    if (!length.empty() && !number) {
        set_error(response, 400, "Content-Length must be a number of bytes, not " + quote_input(length));
        return Handled::Handled;
    }
    if (number && std::stoull(length) > kMaxRequestBytes) {
        set_error(response, 413, "the request body has " + length + " bytes, more than the limit of " +
                                     std::to_string(kMaxRequestBytes));
        return Handled::Handled;
    }
    return Handled::Unhandled;
}

void Server::Impl::serve_api(const httplib::Request& request, httplib::Response& response) {
    auto reply = [&](const ApiResponse& answer) {
        response.status = answer.status;
        response.set_content(answer.body, "application/json");
    };
    if (const std::optional<ApiResponse> refused = refuse_unreadable_body(request.method, request.path, request.body))
        return reply(*refused);
    if (!slots.acquire()) {
        response.set_header("Retry-After", "1");
        set_error(response, 503, "the server is busy: every core is computing and this request waited " +
                                     std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                        limits.compute_wait)
                                                        .count()) +
                                     " ms; try again");
        return;
    }
    struct Release {
        ComputeSlots& slots;
        ~Release() { slots.release(); }
    } release{slots};
    Query query;
    for (const auto& [key, value] : request.params) query.emplace(key, value);  // the first of repeated keys wins
    reply(handle_api(request.method, request.path, query, request.body));
}

void Server::Impl::serve(const httplib::Request& request, httplib::Response& response) {
    const std::string peer = peer_of(request.remote_addr, request.remote_port);
    if (watchdog) watchdog->begin_answer(peer);
    struct End {
        Watchdog* watchdog;
        const std::string& peer;
        ~End() {
            if (watchdog) watchdog->end_answer(peer);
        }
    } end{watchdog.get(), peer};

    set_common_headers(response);
    set_cache_control(response, false);
    if (request.path == "/health") {
        response.set_content("{\"status\":\"ok\"}\n", "application/json");
        return;
    }
    if (request.path.rfind("/api/", 0) == 0) return serve_api(request, response);
    if (request.method != "GET" && request.method != "HEAD") {
        response.status = 405;
        response.set_content("method not allowed\n", "text/plain; charset=utf-8");
        return;
    }
    serve_page(request, response);
}

Server::Server(const std::string& host, int port, const ServerLimits& limits) : impl_(std::make_unique<Impl>(limits)) {
    if (port < 0 || port > 65535) throw InputError("bad port " + std::to_string(port) + " (expected 0..65535)");
    Impl& impl = *impl_;
    httplib::Server& http = impl.http;
    http.set_payload_max_length(kMaxRequestBytes);
    http.set_tcp_nodelay(true);
    // Per read or write; the watchdog bounds the whole request.
    http.set_read_timeout(limits.request_deadline);
    http.set_write_timeout(limits.request_deadline);
    http.set_keep_alive_timeout(
        std::max<time_t>(1, std::chrono::duration_cast<std::chrono::seconds>(limits.keep_alive).count()));
    http.set_keep_alive_max_count(limits.keep_alive_requests);
    const int workers = limits.worker_threads;
    http.new_task_queue = [workers] { return new httplib::ThreadPool(std::size_t(workers)); };
    http.set_pre_routing_handler(
        [&impl](const httplib::Request& request, httplib::Response& response) { return impl.screen(request, response); });
    auto serve = [&impl](const httplib::Request& request, httplib::Response& response) { impl.serve(request, response); };
    http.Get(".*", serve);
    http.Post(".*", serve);
    http.Put(".*", serve);
    http.Delete(".*", serve);
    http.Patch(".*", serve);
    impl.host = host;
    impl.port = port == 0 ? http.bind_to_any_port(host) : (http.bind_to_port(host, port) ? port : -1);
    if (impl.port < 0)
        throw InputError("cannot listen on " + host + ":" + std::to_string(port) +
                         " (port in use, or not an address of this machine)");
    impl.http.set_backlog(limits.listen_backlog);
    impl.http.defer_accept(int(std::max<std::int64_t>(
        1, std::chrono::duration_cast<std::chrono::seconds>(limits.request_deadline).count())));
    // A quarter of the workers (at least one) stays free for new connections.
    const std::size_t most_open = std::size_t(std::max(1, workers - std::max(1, workers / 4)));
    impl.watchdog = std::make_unique<Watchdog>(impl.port, limits.request_deadline, most_open);
}

Server::~Server() { stop(); }

int Server::port() const { return impl_->port; }

std::string Server::url() const {
    const bool ipv6 = impl_->host.find(':') != std::string::npos;
    return "http://" + (ipv6 ? "[" + impl_->host + "]" : impl_->host) + ":" + std::to_string(impl_->port) + "/";
}

std::int64_t Server::connections_cut() const { return impl_->watchdog->closed(); }

void Server::run() {
    impl_->started = true;
    if (!impl_->stop_requested) {
        std::thread watchdog([this] { impl_->watchdog->run(); });
        impl_->http.listen_after_bind();
        impl_->watchdog->stop();
        watchdog.join();
    }
    impl_->finished = true;
}

void Server::stop() {
    impl_->stop_requested = true;
    if (!impl_->started) return;
    while (!impl_->http.is_running() && !impl_->finished) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    impl_->http.stop();
}

}  // namespace lightsout::web
