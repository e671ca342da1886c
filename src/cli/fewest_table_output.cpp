#include "cli/fewest_table_output.hpp"

#include <cmath>
#include <ostream>

#include <nlohmann/json.hpp>

#include "cli/checkpoint_file.hpp"
#include "cli/common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/fewest_table.hpp"

namespace lightsout::cli {

namespace {

// 2^40 members: the all-lit 65 x 65 board (nullity 42, 2^39 after symmetry)
// is proven by default, in about two CPU-minutes.
constexpr int kTableNullityLimit = 40;

}  // namespace

void write_fewest_table(const Rule& rule, int max_n, const FewestArguments& args, const std::string& format,
                        const std::string& output) {
    if (!args.part.empty() || !args.merge.empty())
        throw InputError("a table runs whole searches: --part and --merge are for solve");
    FewestOptions options = fewest_options(args, kTableNullityLimit);
    if (!args.exhaustive) options.nullity_limit = kTableNullityLimit;  // a checkpoint prefix alone proves no more
    std::function<std::shared_ptr<CheckpointStore>(int)> checkpoint_of;
    if (!args.checkpoint.empty())
        checkpoint_of = [&](int n) {
            return std::make_shared<CheckpointFile>(args.checkpoint + "-n" + std::to_string(n) + ".json");
        };
    const std::vector<FewestTableRow> rows = fewest_table(rule, max_n, options, checkpoint_of);
    write_output(output, [&](std::ostream& out) {
        if (format == "json") {
            nlohmann::json list = nlohmann::json::array();
            for (const FewestTableRow& r : rows) {
                list.push_back({{"n", r.n},
                                {"nullity", r.nullity},
                                {"solvable", r.solvable},
                                {"presses", r.presses},
                                {"minimal", r.proven},
                                {"lower_bound", r.lower_bound},
                                {"seconds", std::round(r.seconds * 1000) / 1000},
                                {"cpu_seconds", std::round(r.cpu_seconds * 1000) / 1000}});
                if (!r.proof.empty()) list.back()["proof"] = r.proof;
            }
            out << nlohmann::json{{"rule", rule.name()}, {"fewest", list}}.dump() << "\n";
            return;
        }
        for (const FewestTableRow& r : rows) {
            out << r.n << ' ' << r.nullity << ' ';
            if (!r.solvable) out << "- no solution\n";
            else if (r.proven) out << r.presses << " proven\n";
            else out << r.presses << " between " << r.lower_bound << " and " << r.presses << '\n';
        }
    });
}

}  // namespace lightsout::cli
