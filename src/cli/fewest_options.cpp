#include "cli/fewest_options.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "cli/app.hpp"
#include "cli/checkpoint_file.hpp"
#include "cli/progress_line.hpp"
#include "lightsout/checkpoint_key.hpp"
#include "lightsout/error.hpp"

namespace lightsout::cli {

namespace {

FewestPart parse_part(const std::string& text) {
    const std::size_t slash = text.find('/');
    FewestPart part;
    auto number = [&](std::string_view digits, int& out) {
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return error == std::errc() && end == digits.data() + digits.size() && !digits.empty();
    };
    const std::string_view view(text);
    if (slash == std::string::npos || !number(view.substr(0, slash), part.index) ||
        !number(view.substr(slash + 1), part.count) || part.count < 1 || part.index < 1 || part.index > part.count)
        throw InputError("--part must be I/N with 1 <= I <= N (e.g. 3/16), got '" + text + "'");
    return part;
}

// --key-file, else $LIGHTSOUT_KEY_FILE, else the default key; each made on
// first use (runs starting at once end with the same key).
CheckpointKey key_of(const FewestArguments& args) {
    if (!args.key_file.empty()) return io::checkpoint_key(args.key_file, true);
    const char* named = std::getenv(io::kCheckpointKeyVariable);
    if (named && named[0] != '\0') return io::checkpoint_key(named, true);
    return io::checkpoint_key(io::default_checkpoint_key_path(), true);
}

}  // namespace

void add_fewest_options(CLI::App* command, FewestArguments& args) {
    command->add_flag("--exhaustive", args.exhaustive,
                      "Prove the fewest presses however long it takes (nullity up to 64): every solution\n"
                      "is walked, on every core, with a progress line and its estimated time left");
    whole_number(command->add_option("--threads", args.threads, "Threads for the search, or for a --batch (0 = every core)"))
        ->capture_default_str();
    command->add_option("--checkpoint", args.checkpoint,
                        "Save the exhaustive search to FILE every 30 s and resume from it when it exists");
    command->add_option("--part", args.part,
                        "Walk only part I of N of the exhaustive search (e.g. 3/16: a job of a Slurm array\n"
                        "or GNU parallel); with --checkpoint the file is the part's result for --merge");
    command->add_option("--merge", args.merge,
                        "Prove the minimum from the checkpoint files of all parts (the same board and rule)")
        ->expected(1, -1);
    command->add_option("--key-file", args.key_file,
                        "The key that signs checkpoints and authenticates them on --merge and on resuming:\n"
                        "a file of 32 to 4096 secret bytes (default: $LIGHTSOUT_KEY_FILE, else\n"
                        "$XDG_CONFIG_HOME/lightsout/key or ~/.config/lightsout/key, made on first use)");
    command->add_flag("--trust-unsigned", args.trust_unsigned,
                      "Resume from or merge checkpoints that the key does not authenticate (unsigned,\n"
                      "another key's): the answer is then not proven (\"minimal\": false)");
    command->add_option("--search-work", args.search_work,
                        "Beyond proof: the search for a lighter solution and a higher bound walks about\n"
                        "this many solutions (about 0.25 ns each on one core): the same answer on any machine")
        ->capture_default_str();
    command->add_option("--search-seconds", args.search_seconds,
                        "Beyond proof: search for this many wall seconds instead (the answer then depends on\n"
                        "the machine and its load)");
}

FewestOptions fewest_options(const FewestArguments& args, int limit) {
    FewestOptions options;
    options.progress = progress_line();
    options.nullity_limit = asks_for_fewest(args) ? kFewestMaxNullity : limit;
    if (args.threads < 0 || args.threads > kMaxThreads)
        throw InputError("--threads must be 0 (every core) to " + std::to_string(kMaxThreads) + ", not " +
                         std::to_string(args.threads));
    if (!(args.search_seconds >= 0 && args.search_seconds <= 1e9))
        throw InputError("--search-seconds must be a number of seconds from 0 to 10^9");
    // A count of solutions: 1e9 is one, 1.5 is none.
    if (!(args.search_work >= 0 && args.search_work <= 1e18 && std::floor(args.search_work) == args.search_work))
        throw InputError("--search-work must be a whole number of solutions from 0 to 10^18");
    options.threads = args.threads;
    if (!args.checkpoint.empty()) options.checkpoint = std::make_shared<CheckpointFile>(args.checkpoint);
    if (!args.checkpoint.empty() || !args.merge.empty()) options.key = key_of(args);
    options.trust_unsigned = args.trust_unsigned;
    if (!args.part.empty()) options.part = parse_part(args.part);
    if (!args.merge.empty() && !args.part.empty()) throw InputError("--merge combines all parts; it takes no --part");
    for (const std::string& path : args.merge) options.merge.push_back(std::make_shared<CheckpointFile>(path));
    options.search_work = args.search_work;
    options.search_seconds = args.search_seconds;
    return options;
}

bool asks_for_fewest(const FewestArguments& args) {
    return args.exhaustive || !args.checkpoint.empty() || !args.part.empty() || !args.merge.empty();
}

}  // namespace lightsout::cli
