// The fewest-press table: one solve(--minimal) per n, timed.
#include "lightsout/fewest_table.hpp"

#include <chrono>
#include <string>

#include "core/cpu_time.hpp"
#include "lightsout/error.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

std::vector<FewestTableRow> fewest_table(const Rule& rule, int max_n, const FewestOptions& options,
                                         const std::function<std::shared_ptr<CheckpointStore>(int n)>& checkpoint_of) {
    const ProgressScope progress(options.progress, options.stop);
    if (max_n < 1) throw InputError("a table needs a largest side of at least 1, got " + std::to_string(max_n));
    if (max_n > kFewestTableMaxSide)  // refused up front, as the nullity table's sides are
        throw InputError("the fewest-press table goes up to n = " + std::to_string(kFewestTableMaxSide) +
                         " (each n is a search of the all-lit n x n board), not " + std::to_string(max_n));
    if (options.part.count != 1 || !options.merge.empty())
        throw InputError("a table runs whole searches: parts and merged checkpoints are for one board");
    std::vector<FewestTableRow> rows;
    for (int n = 1; n <= max_n; ++n) {
        Board board(n, n);
        board.fill(true);
        SolveOptions solve_options;
        solve_options.minimal = true;
        solve_options.minimal_nullity_limit = options.nullity_limit;
        solve_options.fewest = options;
        solve_options.fewest.checkpoint = checkpoint_of ? checkpoint_of(n) : nullptr;
        const auto start = std::chrono::steady_clock::now();
        const double cpu_start = process_cpu_seconds();
        const Solution s = solve(board, rule, solve_options);
        FewestTableRow row;
        row.n = n;
        row.nullity = s.nullity;
        row.solvable = s.solvable;
        row.presses = s.solvable ? s.presses.count() : 0;
        row.proven = s.solvable && s.minimal;
        row.lower_bound = row.proven ? row.presses : std::max<std::int64_t>(0, s.lower_bound);
        row.proof = s.proof;
        row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        row.cpu_seconds = process_cpu_seconds() - cpu_start;
        rows.push_back(row);
    }
    return rows;
}

}  // namespace lightsout
