#include "web/puzzle.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "lightsout/error.hpp"
#include "lightsout/web.hpp"
#include "lightsout/zk/fewest.hpp"
#include "lightsout/zk/grid.hpp"
#include "web/general.hpp"
#include "web/request.hpp"

namespace lightsout::web {

namespace {

constexpr int kDraws = 12;
// Boards of more lights than this get one draw (two states: no climb; K
// states: one solve), so that New stays within its 100 ms.
constexpr std::int64_t kBigCells = 64 * 64;
// Boards drawn again when one has no legal sequence under the move constraint.
constexpr int kConstraintAttempts = 3;

// A uniform draw from 0..n-1 (n >= 1), the same on every platform: raw 64-bit
// outputs below 2^64 mod n are rejected, so the rest fall evenly into n classes.
std::uint64_t below(std::mt19937_64& random, std::uint64_t n) {
    const std::uint64_t rejected = (0 - n) % n;  // = 2^64 mod n
    for (;;) {
        const std::uint64_t x = random();
        if (x >= rejected) return x % n;
    }
}

PressPattern random_presses(Shape shape, std::int64_t count, std::mt19937_64& random) {
    std::vector<std::int64_t> cells(std::size_t(shape.cells()));
    std::iota(cells.begin(), cells.end(), 0);
    PressPattern presses(shape.rows, shape.cols);
    // A partial Fisher-Yates shuffle: the first `count` cells are a uniform draw.
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t pick = i + std::int64_t(below(random, std::uint64_t(shape.cells() - i)));
        std::swap(cells[std::size_t(i)], cells[std::size_t(pick)]);
        presses.set(int(cells[std::size_t(i)] / shape.cols), int(cells[std::size_t(i)] % shape.cols), true);
    }
    return presses;
}

// One candidate board and its fewest-press solution (without a constraint).
struct Draw {
    Board board;
    PressPattern fewest;
    std::int64_t count = -1;
    bool proven = false;
};

class Generator {
public:
    explicit Generator(const PuzzleRequest& request)
        : request_(request), random_(request.seed), goal_board_(request.shape.rows, request.shape.cols),
          wanted_(std::clamp<std::int64_t>(request.difficulty, 1, request.shape.cells())) {
        if (request.goal == Goal::on) goal_board_.fill(true);
    }

    Generated run() {
        std::string reason;
        for (int attempt = 0; attempt < kConstraintAttempts; ++attempt) {
            const Draw draw = climb(closest_draw());
            Generated puzzle{draw.board, draw.count, draw.proven, draw.count, draw.proven, draw.fewest};
            if (request_.constraint == MoveConstraint::any) return puzzle;
            SolveOptions options = fewest_options();
            options.constraint = request_.constraint;
            const Solution legal = solve(draw.board, request_.rule, options);
            if (legal.solvable) {
                puzzle.par = std::int64_t(legal.sequence.size());
                puzzle.par_proven = legal.minimal;
                return puzzle;
            }
            reason = legal.note;
        }
        // The reason names what is proven ("no legal sequence exists: ..."); say it once.
        const std::string proven = "no legal sequence exists: ";
        if (reason.rfind(proven, 0) == 0) reason.erase(0, proven.size());
        throw InputError("no puzzle of these settings has a legal sequence under this move constraint (proven): " +
                         reason);
    }

private:
    SolveOptions fewest_options() const {
        SolveOptions options = api_solve_options(request_.shape.cells(), request_.budget);
        options.goal = request_.goal;
        options.minimal = true;
        return options;
    }

    // The board the presses make and its fewest presses. When the search
    // could not prove its answer and the presses that made the board are
    // fewer, they are the better witness: pressing them again undoes them (a
    // 256 x 256 plus board made by 10 presses was announced as "needs 24086").
    Draw evaluate(const PressPattern& presses) {
        ++solves_;
        Draw draw;
        draw.board = apply_presses(goal_board_, request_.rule, presses);
        Solution solution = solve(draw.board, request_.rule, fewest_options());
        draw.count = solution.presses.count();
        draw.proven = solution.minimal;
        draw.fewest = std::move(solution.presses);
        if (!draw.proven && presses.count() < draw.count) {
            draw.count = presses.count();
            draw.fewest = presses;
        }
        return draw;
    }

    bool closer(const Draw& a, const Draw& b) const {
        return b.count < 0 || std::llabs(a.count - wanted_) < std::llabs(b.count - wanted_);
    }

    // `wanted` random presses, a few times; the draw whose fewest count is nearest.
    // Boards of more than 64 x 64 cells: one draw and no climb (each is a solve
    // with its fewest-press search; 36 of them took 20 s at 128 x 128).
    bool big() const { return request_.shape.cells() > kBigCells; }
    // Within the request's budget of solves (ApiBudget::new_solves)? Each
    // attempt still draws once, so that it has a board.
    bool may_solve() const { return request_.budget.new_solves < 0 || solves_ < request_.budget.new_solves; }

    Draw closest_draw() {
        Draw best;
        for (int draw = 0; draw < (big() ? 1 : kDraws) && best.count != wanted_ && (draw == 0 || may_solve()); ++draw) {
            Draw candidate = evaluate(random_presses(request_.shape, wanted_, random_));
            if (closer(candidate, best)) best = std::move(candidate);
        }
        return best;
    }

    // Too easy (the presses cancelled out): add one press outside the fewest
    // solution at a time and keep it when the fewest count grows. Evaluations
    // are capped by board size (each is one solve).
    Draw climb(Draw best) {
        const std::int64_t cells = request_.shape.cells();
        const std::int64_t tries = big() ? 0 : std::clamp<std::int64_t>(100'000 / cells, 24, 400);
        for (std::int64_t t = 0; t < tries && best.count < wanted_ && may_solve(); ++t) {
            const std::int64_t cell = std::int64_t(below(random_, std::uint64_t(cells)));
            const int r = int(cell / request_.shape.cols), c = int(cell % request_.shape.cols);
            if (best.fewest.get(r, c)) continue;
            PressPattern more = best.fewest;
            more.set(r, c, true);
            Draw candidate = evaluate(more);
            if (candidate.count > best.count) best = std::move(candidate);
        }
        return best;
    }

    const PuzzleRequest& request_;
    std::mt19937_64 random_;
    Board goal_board_;
    std::int64_t wanted_;
    std::int64_t solves_ = 0;
};

// The general engine's generator: press counts mod K on any press matrix.
class GeneralGenerator {
public:
    GeneralGenerator(const lightsout::Puzzle& base, std::int64_t difficulty, std::uint64_t seed, const ApiBudget& budget)
        : base_(base), matrix_(base.grid ? PressMatrix() : base.press_matrix()), states_(base.states), random_(seed),
          wanted_(std::clamp<std::int64_t>(difficulty, 1, base.size() * (base.states - 1))), budget_(budget) {}

    GeneratedLights run() {
        // Each try is one solve (about 20 ms on a 20x20 board of K states):
        // about 1,200 lights' worth of solves per request, at least two, and
        // one on the largest boards (a solve of 128x128 cross mod 255 is 12 ms,
        // its quiet walk more: a budget of 100 ms a request).
        std::int64_t solves = base_.size() > kBigCells ? 1 : std::max<std::int64_t>(2, 1200 / base_.size());
        if (budget_.new_solves >= 0) solves = std::clamp<std::int64_t>(solves, 1, std::max<std::int64_t>(1, budget_.new_solves));
        Candidate best;
        for (int draw = 0; draw < kGeneralDraws && best.count != wanted_ && solves > 0; ++draw, --solves) {
            Candidate candidate = evaluate(random_counts());
            if (best.count < 0 || std::llabs(candidate.count - wanted_) < std::llabs(best.count - wanted_))
                best = std::move(candidate);
        }
        // Too easy: one press more where the fewest solution's count is not
        // full, kept while the fewest total grows.
        for (std::int64_t t = 0; t < 4 * base_.size() && solves > 0 && best.count < wanted_; ++t) {
            const std::size_t light = std::size_t(below(random_, std::uint64_t(base_.size())));
            if (best.fewest[light] == states_ - 1) continue;
            --solves;
            std::vector<std::uint8_t> more = best.fewest;
            ++more[light];
            Candidate candidate = evaluate(more);
            if (candidate.count > best.count) best = std::move(candidate);
        }
        return {std::move(best.lights), best.count, best.proven, std::move(best.fewest)};
    }

private:
    struct Candidate {
        std::vector<std::uint8_t> lights, fewest;
        std::int64_t count = -1;
        bool proven = false;
    };

    // `wanted` single presses on random lights (a light pressed K times is back).
    std::vector<std::uint8_t> random_counts() {
        std::vector<std::uint8_t> counts(std::size_t(base_.size()), 0);
        for (std::int64_t i = 0; i < wanted_; ++i) {
            std::uint8_t& c = counts[std::size_t(below(random_, std::uint64_t(base_.size())))];
            c = std::uint8_t((c + 1) % states_);
        }
        return counts;
    }

    Candidate evaluate(const std::vector<std::uint8_t>& counts) const {
        Candidate candidate;
        candidate.lights.assign(counts.size(), 0);
        // On a grid the rule presses without a matrix (cross's would hold cells x (rows + cols) entries).
        if (base_.grid) zk::press_on_grid(base_.grid->shape, base_.grid->rule, candidate.lights, counts, states_);
        else matrix_.press(candidate.lights, counts, states_);
        for (std::uint8_t& v : candidate.lights) v = std::uint8_t((states_ - v) % states_);  // -A x
        lightsout::Puzzle puzzle = base_;
        puzzle.lights = candidate.lights;
        puzzle.goal = 0;
        PuzzleSolution solution = solve_in_game(puzzle, true, budget_);
        candidate.count = solution.count();
        candidate.proven = solution.minimal;
        candidate.fewest = std::move(solution.presses);
        candidate.fewest.resize(candidate.lights.size());
        // Not proven, and the counts that made the board are fewer: they are
        // the better witness, as for two states (pressing them reaches the
        // goal: the lights are -A x). 256 x 256 cross mod 255 made by 100
        // presses was announced as "13,056,100 presses solve it".
        if (const std::int64_t made = zk::press_count(counts);
            !candidate.proven && made < candidate.count) {
            candidate.count = made;
            candidate.fewest = counts;
        }
        return candidate;
    }

    static constexpr int kGeneralDraws = 4;
    const lightsout::Puzzle& base_;
    PressMatrix matrix_;
    int states_;
    std::mt19937_64 random_;
    std::int64_t wanted_;
    ApiBudget budget_;
};

struct DailyPlan {
    const char* rule;
    int side;
    bool torus;
    std::int64_t difficulty;
};

// Monday (easy) to Sunday (hard); std::chrono counts weekdays from Sunday = 0.
constexpr DailyPlan kWeek[7] = {
    {"plus", 8, false, 18},  // Sunday
    {"plus", 5, false, 6},   // Monday
    {"plus", 6, false, 9},   // Tuesday
    {"square", 6, false, 8}, // Wednesday
    {"plus", 7, true, 10},   // Thursday
    {"cross", 6, false, 8},  // Friday
    {"plus", 7, false, 14},  // Saturday
};

std::chrono::year_month_day read_date(std::string_view date) {
    auto digits = [&](std::size_t from, std::size_t count) {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (date[i] < '0' || date[i] > '9') return -1;
            value = value * 10 + (date[i] - '0');
        }
        return value;
    };
    const std::string shown(date.substr(0, 40));
    if (date.size() != 10 || date[4] != '-' || date[7] != '-')
        throw InputError("'date' must be YYYY-MM-DD, not '" + shown + "'");
    const int year = digits(0, 4), month = digits(5, 2), day = digits(8, 2);
    const std::chrono::year_month_day ymd{std::chrono::year(year), std::chrono::month(unsigned(month)),
                                          std::chrono::day(unsigned(day))};
    if (year < 2000 || year > 2999 || month < 0 || day < 0 || !ymd.ok())
        throw InputError("'date' must be a real day of the years 2000 to 2999, not '" + shown + "'");
    return ymd;
}

}  // namespace

Generated make_puzzle(const PuzzleRequest& request) { return Generator(request).run(); }

GeneratedLights make_general_puzzle(const lightsout::Puzzle& base, std::int64_t difficulty, std::uint64_t seed,
                                    const ApiBudget& budget) {
    return GeneralGenerator(base, difficulty, seed, budget).run();
}

DailyPuzzle daily_puzzle(std::string_view date, const ApiBudget& budget) {
    const std::chrono::year_month_day ymd = read_date(date);
    const unsigned weekday = std::chrono::weekday(std::chrono::sys_days(ymd)).c_encoding();
    const DailyPlan& plan = kWeek[weekday];
    DailyPuzzle daily;
    daily.request.rule = Rule::parse(plan.rule).on_torus(plan.torus);
    daily.request.shape = {plan.side, plan.side};
    daily.request.difficulty = plan.difficulty;
    daily.request.budget = budget;
    daily.request.seed = std::uint64_t(int(ymd.year())) * 10000 + unsigned(ymd.month()) * 100 + unsigned(ymd.day());
    daily.puzzle = make_puzzle(daily.request);
    return daily;
}

}  // namespace lightsout::web
