#include "lightsout/rule.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "core/press_rows.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/rule_limits.hpp"

namespace lightsout {

namespace {

// The same marks as text boards: lit = 1 # x X * O, unlit = 0 . - o.
bool is_flipped_mark(char ch) { return ch == 'x' || ch == 'X' || ch == '1' || ch == '#' || ch == '*' || ch == 'O'; }
bool is_blank_mark(char ch) { return ch == '.' || ch == '0' || ch == '-' || ch == 'o'; }

std::vector<std::string_view> split_rows(std::string_view text) {
    std::vector<std::string_view> rows;
    std::size_t start = 0;
    while (true) {
        std::size_t slash = text.find('/', start);
        rows.push_back(text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    return rows;
}

// Refuses a stencil text of more than kMaxStencilSide rows or columns before
// anything is built from it (its first row gives the width).
void check_stencil_size(std::string_view spec) {
    const std::size_t height = std::size_t(std::count(spec.begin(), spec.end(), '/')) + 1;
    const std::size_t width = std::min(spec.find('/'), spec.size());
    const auto most = std::size_t(kMaxStencilSide);
    if (height > most || width > most)
        throw InputError("stencil rule: " + std::to_string(height) + " x " + std::to_string(width) +
                         " is larger than the largest stencil, " + std::to_string(most) + " x " + std::to_string(most));
}

Rule parse_stencil(std::string_view spec) {
    check_stencil_size(spec);
    std::vector<std::string_view> rows = split_rows(spec);
    const std::size_t height = rows.size();
    const std::size_t width = rows[0].size();
    if (width == 0) throw InputError("stencil rule: empty row in " + quote_input(spec));
    for (std::string_view row : rows)
        if (row.size() != width)
            throw InputError("stencil rule: rows of different lengths in " + quote_input(spec));
    if (height % 2 == 0 || width % 2 == 0)
        throw InputError("stencil rule: height and width must be odd so that the pressed cell is the centre, got " +
                         std::to_string(height) + "x" + std::to_string(width));
    std::vector<Offset> offsets;
    for (std::size_t i = 0; i < height; ++i) {
        for (std::size_t j = 0; j < width; ++j) {
            char ch = rows[i][j];
            if (is_flipped_mark(ch))
                offsets.push_back({int(i) - int(height / 2), int(j) - int(width / 2)});
            else if (!is_blank_mark(ch))
                throw InputError(std::string("stencil rule: unexpected character '") + ch +
                                 "' (use x for a flipped cell, . for an unflipped one, / between rows)");
        }
    }
    return Rule::stencil(std::move(offsets));
}

// The order of Rule's offsets: by row, then by column.
bool offset_before(Offset a, Offset b) { return a.dr != b.dr ? a.dr < b.dr : a.dc < b.dc; }

std::vector<Offset> square_offsets() {
    std::vector<Offset> offsets;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) offsets.push_back({dr, dc});
    return offsets;
}

}  // namespace

Rule Rule::plus() {
    Rule rule;
    rule.kind_ = Kind::plus;
    rule.offsets_ = {{-1, 0}, {0, -1}, {0, 0}, {0, 1}, {1, 0}};
    return rule;
}

Rule Rule::square() {
    Rule rule;
    rule.kind_ = Kind::square;
    rule.offsets_ = square_offsets();
    return rule;
}

Rule Rule::cross() {
    Rule rule;
    rule.kind_ = Kind::cross;
    return rule;
}

Rule Rule::stencil(std::vector<Offset> offsets) {
    if (offsets.empty()) throw InputError("stencil rule: the footprint flips no cell");
    constexpr int kReach = kMaxStencilSide / 2;
    for (const Offset& o : offsets)
        if (std::abs(o.dr) > kReach || std::abs(o.dc) > kReach)
            throw InputError("stencil rule: the footprint reaches " + std::to_string(std::max(std::abs(o.dr), std::abs(o.dc))) +
                             " cells from the pressed cell; a stencil reaches at most " + std::to_string(kReach) + " (" +
                             std::to_string(kMaxStencilSide) + " x " + std::to_string(kMaxStencilSide) + ")");
    std::sort(offsets.begin(), offsets.end(), offset_before);
    offsets.erase(std::unique(offsets.begin(), offsets.end()), offsets.end());
    // The named rules are stencils too; keep one canonical value for each.
    if (offsets == plus().offsets_) return plus();
    if (offsets == square_offsets()) return square();
    Rule rule;
    rule.kind_ = Kind::stencil;
    rule.offsets_ = std::move(offsets);
    return rule;
}

namespace {

// Splits "plus+klein" into the rule text and its topology.
std::pair<std::string_view, Rule::Topology> split_topology(std::string_view text) {
    const std::size_t plus_sign = text.rfind('+');
    if (plus_sign == std::string_view::npos) return {text, Rule::Topology::flat};
    const std::string_view topology = text.substr(plus_sign + 1);
    if (topology == "flat" || topology == "torus" || topology == "klein" || topology == "projective")
        return {text.substr(0, plus_sign), Rule::parse_topology(topology)};
    throw InputError("unknown topology " + quote_input(topology) + " in rule " + quote_input(text) +
                     " (expected torus, klein or projective after +)");
}

Rule parse_base(std::string_view text) {
    if (text == "plus") return Rule::plus();
    if (text == "square") return Rule::square();
    if (text == "cross") return Rule::cross();
    constexpr std::string_view prefix = "stencil:";
    if (text.substr(0, prefix.size()) == prefix) return parse_stencil(text.substr(prefix.size()));
    throw InputError("unknown rule " + quote_input(text) +
                     " (expected plus, square, cross or stencil:ROWS such as stencil:.x./xxx/.x.)");
}

}  // namespace

Rule Rule::parse(std::string_view text) {
    const auto [base, topology] = split_topology(text);
    return parse_base(base).on_topology(topology);
}

Rule::Topology Rule::parse_topology(std::string_view text) {
    if (text == "flat") return Topology::flat;
    if (text == "torus") return Topology::torus;
    if (text == "klein") return Topology::klein;
    if (text == "projective") return Topology::projective;
    throw InputError("unknown topology " + quote_input(text) + " (expected flat, torus, klein or projective)");
}

std::string Rule::topology_name(Topology topology) {
    switch (topology) {
        case Topology::flat: return "flat";
        case Topology::torus: return "torus";
        case Topology::klein: return "klein";
        case Topology::projective: return "projective";
    }
    return "flat";
}

void Rule::throw_twisted_rows() {
    throw std::logic_error("internal error: the row walk handles flat and torus boards only");
}

Rule Rule::on_torus(bool torus) const { return on_topology(torus ? Topology::torus : Topology::flat); }

Rule Rule::with_edges(std::optional<bool> torus, std::optional<std::string_view> topology, Topology otherwise) const {
    const Topology named = topology ? parse_topology(*topology) : otherwise;
    const std::string torus_value = torus && *torus ? "true" : "false";
    if (torus && topology && *torus != (named == Topology::torus))
        throw InputError(Problem::torus, "the topology " + topology_name(named) + (*torus ? " is not" : " is") + " a torus",
                         torus_value);
    if (flat()) return topology ? on_topology(named) : torus ? on_torus(*torus) : on_topology(otherwise);
    const std::string rule = "rule " + quote_input(name());
    if (topology && named != topology_)
        throw InputError(Problem::topology,
                         rule + " names the topology " + topology_name(topology_) + ", not " + topology_name(named),
                         std::string(*topology));
    if (torus && *torus != this->torus())
        throw InputError(Problem::torus,
                         *torus ? rule + " names the topology " + topology_name(topology_) + ", not a torus"
                                : rule + " is on a torus",
                         torus_value);
    return *this;
}

Rule Rule::on_topology(Topology topology) const {
    Rule rule = *this;
    rule.topology_ = topology;
    rule.reversed_ = false;
    return rule;
}

// Flat and torus: the reflected footprint. Twisted: no footprint need give the
// transpose, so the rule walks backwards (for_each_flipping).
Rule Rule::transposed() const {
    if (symmetric()) return *this;
    if (twisted()) {
        Rule rule = *this;
        rule.reversed_ = !reversed_;
        return rule;
    }
    std::vector<Offset> reflected;
    for (const Offset& o : offsets_) reflected.push_back({-o.dr, -o.dc});
    return stencil(std::move(reflected)).on_topology(topology_);
}

namespace {

// The offsets are sorted (offset_before): a binary search.
bool has_offset(const std::vector<Offset>& offsets, Offset o) {
    return std::binary_search(offsets.begin(), offsets.end(), o, offset_before);
}

}  // namespace

bool Rule::symmetric() const {
    if (kind_ == Kind::cross) return true;
    for (const Offset& o : offsets_) {
        if (!has_offset(offsets_, {-o.dr, -o.dc})) return false;
        if (twisted() && (!has_offset(offsets_, {-o.dr, o.dc}) || !has_offset(offsets_, {o.dr, -o.dc}))) return false;
    }
    return true;
}

std::string Rule::stencil_text() const {
    if (kind_ == Kind::cross) return "cross";
    int reach_r = 0, reach_c = 0;
    for (const Offset& o : offsets_) {
        reach_r = std::max(reach_r, std::abs(o.dr));
        reach_c = std::max(reach_c, std::abs(o.dc));
    }
    std::string text = "stencil:";
    // The offsets are sorted as the cells are written: one walk through both.
    auto next = offsets_.begin();
    for (int dr = -reach_r; dr <= reach_r; ++dr) {
        if (dr != -reach_r) text += '/';
        for (int dc = -reach_c; dc <= reach_c; ++dc) {
            const bool flipped = next != offsets_.end() && *next == Offset{dr, dc};
            text += flipped ? 'x' : '.';
            if (flipped) ++next;
        }
    }
    return text;
}

std::string Rule::name() const {
    std::string base;
    switch (kind_) {
        case Kind::plus: base = "plus"; break;
        case Kind::square: base = "square"; break;
        case Kind::cross: base = "cross"; break;
        case Kind::stencil: base = stencil_text(); break;
    }
    if (topology_ != Topology::flat) base += "+" + topology_name(topology_);
    return reversed_ ? base + "+transposed" : base;
}

Board Rule::footprint(Shape shape, int r, int c) const {
    Board pattern(shape.rows, shape.cols);
    for_each_flipped(shape, r, c, [&](int rr, int cc) { pattern.flip(rr, cc); });
    return pattern;
}

void Rule::press(Board& board, int r, int c) const {
    for_each_flipped(board.shape(), r, c, [&](int rr, int cc) { board.flip(rr, cc); });
}

namespace {

void require_same_shape(const Board& board, const PressPattern& presses) {
    if (board.shape() != presses.shape()) throw InputError("press pattern and board have different sizes");
}

}  // namespace

Board apply_presses(const Board& board, const Rule& rule, const PressPattern& presses) {
    require_same_shape(board, presses);
    Board out = board;
    const auto effect = press_rows(rule, presses);
    for (int r = 0; r < out.rows(); ++r) effect.add_into(out.row(r), r);
    return out;
}

// Streams row by row so that checking a huge answer needs one row of scratch,
// not another board.
bool reaches_goal(const Board& board, const Rule& rule, const PressPattern& presses, Goal goal) {
    require_same_shape(board, presses);
    const std::size_t words = board.words_per_row();
    const auto effect = press_rows(rule, presses);
    std::vector<Word> row(words);
    const Word tail = bits::tail_mask(board.cols());
    for (int r = 0; r < board.rows(); ++r) {
        std::copy(board.row(r), board.row(r) + words, row.begin());
        effect.add_into(row.data(), r);
        for (std::size_t i = 0; i < words; ++i) {
            Word goal_word = goal == Goal::on ? (i + 1 == words ? tail : ~Word{0}) : Word{0};
            if (row[i] != goal_word) return false;
        }
    }
    return true;
}

bool is_quiet(const PressPattern& pattern, const Rule& rule) {
    const auto effect = press_rows(rule, pattern);
    std::vector<Word> row(pattern.words_per_row());
    for (int r = 0; r < pattern.rows(); ++r) {
        std::fill(row.begin(), row.end(), Word{0});
        effect.add_into(row.data(), r);
        if (std::any_of(row.begin(), row.end(), [](Word w) { return w != 0; })) return false;
    }
    return true;
}

bool is_certificate(const PressPattern& c, const Board& change, const Rule& rule) {
    return c.shape() == change.shape() && c.odd_overlap(change) && is_quiet(c, rule.transposed());
}

}  // namespace lightsout
