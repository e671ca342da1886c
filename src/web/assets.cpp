// The embedded static page: URL path -> file of web/ and its content type.
#include "lightsout/web.hpp"

namespace lightsout::web {

namespace {

std::string_view content_type_for(std::string_view name) {
    if (name.ends_with(".html")) return "text/html; charset=utf-8";
    if (name.ends_with(".js")) return "text/javascript; charset=utf-8";
    if (name.ends_with(".css")) return "text/css; charset=utf-8";
    if (name.ends_with(".svg")) return "image/svg+xml";
    if (name.ends_with(".png")) return "image/png";
    if (name.ends_with(".json")) return "application/json";
    return "application/octet-stream";
}

}  // namespace

std::optional<Asset> find_asset(std::string_view path) {
    if (path == "/" || path == "/index.html") path = "/index.html";
    if (path.empty() || path.front() != '/') return std::nullopt;
    const std::string_view name = path.substr(1);
    for (const auto& [file, bytes] : embedded_assets())
        if (file == name) return Asset{bytes, content_type_for(file)};
    return std::nullopt;
}

}  // namespace lightsout::web
