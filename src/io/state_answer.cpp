// Writing the answer of a K-state puzzle on a grid (formats in state_io.hpp).
//
// JSON: nlohmann writes every key, string and small value; the arrays of
// presses and of the certificate are streamed entry by entry, as a 4,096^2
// answer held as nlohmann values would take about a gigabyte.
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"
#include "lightsout/state_io.hpp"
#include "json_answer.hpp"

namespace lightsout::io {

namespace {

Cell cell_of(std::size_t i, Shape shape) { return {int(i / std::size_t(shape.cols)), int(i % std::size_t(shape.cols))}; }

// [r,c,t] (rc), [x,y,t] (xy) or [k,t] (index) for every nonzero count.
void write_json_counts(std::ostream& out, const std::vector<std::uint8_t>& counts, const AnswerContext& context) {
    out << '[';
    bool first = true;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (!counts[i]) continue;
        out << (first ? "[" : ",[") << format_cell(cell_of(i, context.shape), context.coords, context.shape) << ','
            << int(counts[i]) << ']';
        first = false;
    }
    out << ']';
}

void write_json(std::ostream& out, const PuzzleSolution& s, const AnswerContext& context, int goal) {
    nlohmann::ordered_json head{{"rows", context.shape.rows},     {"cols", context.shape.cols},
                                {"rule", context.rule.name()},    {"states", s.states},
                                {"goal", goal},                   {"solvable", s.solvable}};
    if (!s.solvable) head["proven"] = s.proven;
    head["count"] = s.count();
    head["minimal"] = s.minimal;
    if (s.solvable && !s.proof.empty()) head["proof"] = s.proof;
    if (s.solvable && !s.minimal && s.lower_bound >= 0) head["lower_bound"] = s.lower_bound;
    head["nullity"] = s.quiet.rank();
    head["invariant_factors"] = s.quiet.invariant_factors();
    open_json_answer(out, head);
    out << ",\"presses\":";
    if (s.solvable) {
        write_json_counts(out, s.presses, context);
    } else {
        out << "[],\"certificate\":";
        write_json_counts(out, s.certificate, context);
    }
    nlohmann::ordered_json tail = nlohmann::ordered_json::object();
    if (!s.method.empty()) tail["method"] = s.method;
    if (!s.note.empty()) tail["note"] = s.note;
    close_json_answer(out, tail);
}

void write_list(std::ostream& out, const PuzzleSolution& s, const AnswerContext& context) {
    const std::vector<std::uint8_t>& counts = s.solvable ? s.presses : s.certificate;
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i])
            out << format_cell(cell_of(i, context.shape), context.coords, context.shape) << ',' << int(counts[i]) << '\n';
}

// The two-state answer as solve(Board) gives it, for the two-state writer.
Solution two_state(const PuzzleSolution& s, Shape shape) {
    Solution out;
    out.solvable = s.solvable;
    out.proven = s.proven;
    out.presses = s.solvable ? bits_of(s.presses, shape) : PressPattern(shape.rows, shape.cols);
    // No certificate when unsolvable: a search for a legal order found none (proven or not).
    out.certificate = s.solvable || s.certificate.empty() ? PressPattern(shape.rows, shape.cols) : bits_of(s.certificate, shape);
    for (std::int32_t b : s.sequence) out.sequence.push_back(cell_of(std::size_t(b), shape));
    out.nullity = s.quiet.rank();
    out.minimal = s.minimal;
    out.lower_bound = s.lower_bound;
    out.method = s.method;
    out.note = s.note;
    out.proof = s.proof;
    return out;
}

}  // namespace

void write_answer(std::ostream& out, const PuzzleSolution& s, const AnswerContext& context, int goal,
                  AnswerFormat format) {
    if (s.states == 2) {
        AnswerContext two = context;
        two.goal = goal ? Goal::on : Goal::off;
        write_answer(out, two_state(s, context.shape), two, format);
        return;
    }
    const StateBoard shown{context.shape, s.states, s.solvable ? s.presses : s.certificate};
    switch (format) {
        case AnswerFormat::grid: write_state_text(out, shown); break;
        case AnswerFormat::list: write_list(out, s, context); break;
        case AnswerFormat::json: write_json(out, s, context, goal); break;
        case AnswerFormat::pgm: write_pgm(out, shown); break;
        case AnswerFormat::pbm:
            throw InputError("a PBM answer holds two states; the PGM format holds " + std::to_string(s.states) +
                             " states");
    }
}

}  // namespace lightsout::io
