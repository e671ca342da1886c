// The HTTP server: wires cpp-httplib to handle_api() and the embedded page.
// Nothing here computes; httplib's thread pool serves requests concurrently.
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "lightsout/error.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

namespace {

// The page loads nothing from elsewhere; the policy makes sure of it.
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'";

void set_common_headers(httplib::Response& response) {
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_header("Content-Security-Policy", kContentSecurityPolicy);
    response.set_header("Cache-Control", "no-store");
}

void serve_api(const httplib::Request& request, httplib::Response& response) {
    Query query;
    for (const auto& [key, value] : request.params) query.emplace(key, value);  // the first of repeated keys wins
    const ApiResponse answer = handle_api(request.method, request.path, query, request.body);
    response.status = answer.status;
    response.set_content(answer.body, "application/json");
}

void serve_page(const httplib::Request& request, httplib::Response& response) {
    const std::optional<Asset> asset = find_asset(request.path);
    if (!asset) {
        response.status = 404;
        response.set_content("not found\n", "text/plain; charset=utf-8");
        return;
    }
    response.set_content(std::string(asset->bytes), std::string(asset->content_type).c_str());
}

void serve(const httplib::Request& request, httplib::Response& response) {
    set_common_headers(response);
    if (request.path.rfind("/api/", 0) == 0) return serve_api(request, response);
    if (request.method != "GET" && request.method != "HEAD") {
        response.status = 405;
        response.set_content("method not allowed\n", "text/plain; charset=utf-8");
        return;
    }
    serve_page(request, response);
}

}  // namespace

struct Server::Impl {
    httplib::Server http;
    std::string host;
    int port = 0;
    // httplib's stop() does nothing before listening has begun; these flags
    // let stop() called early (or from another thread) still end run().
    std::atomic<bool> started{false}, finished{false}, stop_requested{false};
};

Server::Server(const std::string& host, int port) : impl_(std::make_unique<Impl>()) {
    if (port < 0 || port > 65535) throw InputError("bad port " + std::to_string(port) + " (expected 0..65535)");
    httplib::Server& http = impl_->http;
    http.set_payload_max_length(kMaxRequestBytes);
    http.Get(".*", serve);
    http.Post(".*", serve);
    http.Put(".*", serve);
    http.Delete(".*", serve);
    http.Patch(".*", serve);
    impl_->host = host;
    impl_->port = port == 0 ? http.bind_to_any_port(host) : (http.bind_to_port(host, port) ? port : -1);
    if (impl_->port < 0)
        throw InputError("cannot listen on " + host + ":" + std::to_string(port) +
                         " (port in use, or not an address of this machine)");
}

Server::~Server() { stop(); }

int Server::port() const { return impl_->port; }

std::string Server::url() const {
    const bool ipv6 = impl_->host.find(':') != std::string::npos;
    return "http://" + (ipv6 ? "[" + impl_->host + "]" : impl_->host) + ":" + std::to_string(impl_->port) + "/";
}

void Server::run() {
    impl_->started = true;
    if (!impl_->stop_requested) impl_->http.listen_after_bind();
    impl_->finished = true;
}

void Server::stop() {
    impl_->stop_requested = true;
    if (!impl_->started) return;
    while (!impl_->http.is_running() && !impl_->finished) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    impl_->http.stop();
}

}  // namespace lightsout::web
