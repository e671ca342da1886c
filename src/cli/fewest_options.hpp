// The fewest-press options shared by `solve` and `table --fewest`.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "lightsout/minimal.hpp"

namespace lightsout::cli {

// The most threads a command may ask for: a generous multiple of any
// machine's cores; more only exhausts the process's threads.
inline constexpr int kMaxThreads = 1024;

struct FewestArguments {
    bool exhaustive = false;
    int threads = 0;
    std::string checkpoint;
    std::string part;
    std::vector<std::string> merge;
    std::string key_file;         // "": $LIGHTSOUT_KEY_FILE, else the default key (made on first use)
    bool trust_unsigned = false;
    double search_work = kDefaultSearchWork;
    double search_seconds = 0;
};

// --exhaustive --threads --checkpoint --part --merge --key-file --trust-unsigned
// --search-work --search-seconds.
void add_fewest_options(CLI::App* command, FewestArguments& args);

// The library's options; `nullity_limit` is kFewestMaxNullity with
// --exhaustive (or a checkpoint, a part, a merge), else `limit`. Throws
// InputError for a malformed --part. With a checkpoint or a merge, the key
// is read (--key-file, $LIGHTSOUT_KEY_FILE, or the default, made on first use).
FewestOptions fewest_options(const FewestArguments& args, int limit);

// Any option that only makes sense for a fewest-press search.
bool asks_for_fewest(const FewestArguments& args);

}  // namespace lightsout::cli
