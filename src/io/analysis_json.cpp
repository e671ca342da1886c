// `lightsout analyze --format json`: what is known about a rule on a size, as one JSON line.
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/analyze.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::io {

std::vector<std::string> count_rows(const std::vector<std::uint8_t>& counts, Shape shape, int states) {
    std::vector<std::string> rows;
    for (int r = 0; r < shape.rows; ++r) {
        std::string row;
        for (int c = 0; c < shape.cols; ++c) {
            if (states > 10 && c) row += ' ';
            row += std::to_string(counts[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)]);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

void write_analysis_json(std::ostream& out, const Analysis& a, const Rule& rule) {
    nlohmann::json j;
    j["rule"] = rule.name();
    j["rows"] = a.shape.rows;
    j["cols"] = a.shape.cols;
    j["rank"] = a.rank;
    j["nullity"] = a.nullity;
    j["solvable_fraction"] = a.solvable_fraction();
    j["quiet"] = nlohmann::json::array();
    for (const PressPattern& q : a.quiet) j["quiet"].push_back(board_rows(q));
    j["quiet_complete"] = std::int64_t(a.quiet.size()) == a.nullity;
    out << j.dump() << "\n";
}

void write_analysis_json(std::ostream& out, const ModularAnalysis& a, const Rule& rule) {
    const QuietModule& q = a.quiet;
    nlohmann::ordered_json j;
    j["rule"] = rule.name();
    j["rows"] = a.shape.rows;
    j["cols"] = a.shape.cols;
    j["states"] = a.states;
    j["solutions"] = q.size_text();
    j["solutions_log2"] = q.log2_size();
    j["invariant_factors"] = q.invariant_factors();
    j["orders"] = q.orders;
    j["solvable_fraction"] = a.solvable_fraction();
    j["quiet"] = nlohmann::json::array();
    for (const auto& g : q.generators) j["quiet"].push_back(count_rows(g, a.shape, a.states));
    j["quiet_complete"] = q.generators_known();
    j["method"] = a.method;
    out << j.dump() << "\n";
}

}  // namespace lightsout::io
