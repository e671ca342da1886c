// The options of `lightsout serve` (the web game on this machine). Defined
// once for `lightsout`, which parses them and hands over to the helper binary
// lightsout-serve, and for lightsout-serve, which serves (cli/helper.hpp,
// src/cli/serve/).
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <string>

namespace lightsout::cli {

struct ServeArguments {
    int port = 8080;
    std::string host = "127.0.0.1";
    // The whole process's resident memory, MiB (web::ServerLimits::memory_limit).
    std::size_t memory_limit_mib = 1536;
};

// Adds the `serve` command and its options, bound to `args`, to `app`.
CLI::App* add_serve_options(CLI::App& app, ServeArguments& args);

}  // namespace lightsout::cli
