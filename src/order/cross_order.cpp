// Ordering presses for the cross rule.
//
// Legality. Let x be the pattern still to be pressed (cells pressed an odd
// number of times from now on), d_r / d_c its row / column counts. The cross
// press matrix gives (A x)(r, c) = d_r + d_c + x(r, c) (mod 2): the cell is in
// its row and its column but flips once. The remaining presses turn the current
// board X into the goal g, so X(r, c) = g + d_r + d_c + x(r, c). A press is
// legal when X(r, c) = L (L = 0 for only_off, 1 for only_on); here L != g (the
// other case never works: the last press leaves its own light at not-g). So
//   a pending cell (x = 1) is legal  iff  d_r + d_c is even,
//   an outside cell (x = 0) is legal iff  d_r + d_c is odd.
// In the bipartite graph B(x) (a vertex per row and per column, an edge per
// pending cell) a pending press deletes an edge whose ends have equal degree
// parity; an outside press adds an edge whose ends have different parities.
//
// Characterization (no repeated presses). Label each deletion with the common
// parity of its ends at that moment. A vertex of degree d is touched at degrees
// d, d-1, ..., 1, so ceil(d/2) of its deletions are "odd". Hence F = the edges
// deleted at odd parity has deg_F(v) = ceil(d(v)/2) for every vertex.
// Conversely, given such an F, call an edge good when it is in F with both ends
// odd, or outside F with both ends even. Let s(v) = +1 for odd d(v), -1 for even.
// Sum over vertices of s(v) (deg_F(v) - deg_notF(v)) = number of odd vertices
// >= 0. The same sum over edges gives, per edge, (s(r) + s(c)) * (+1 in F, -1
// not in F), which is <= 0 for every edge that is not good, and < 0 for an
// F-edge between two even vertices. If no edge were good the total would be
// <= 0, so there would be no odd vertex, so every F-edge would count < 0, so F
// would be empty, so (deg_F = ceil(d/2)) there would be no edge at all. Thus
// while edges remain a good edge exists, and deleting it (dropping it from F)
// keeps deg_F = ceil(d/2): a good F-edge takes both ends from odd d to even d-1
// and deg_F down by one; a good non-F edge takes even d to odd d-1, ceil equal.
// So the greedy "delete any good edge" never gets stuck.
//
// Extra presses. An outside press changes o_R - o_C (odd-degree rows minus
// columns) by exactly 2, a pending press leaves it alone, and it ends at 0, so a
// sequence with a outside presses has |x| + 2a presses and a >= |o_R - o_C| / 2,
// a = (o_R - o_C)/2 (mod 2): at least |x| + |o_R - o_C| presses, and |x| + 4 when
// o_R = o_C and there is no F. That is `lower_bound`.
// Construction: first press a set A of outside cells, each in a row and a
// column of opposite degree parities (so each is legal), no two in one row or
// column (so pressing one does not change the parities the others rely on);
// each is pressed again later. After A, every add (r, c) is an edge of
// x' = x + A and goes into F' = F + A. For a vertex of old degree d touched by an
// add, F' needs ceil((d+1)/2) edges, one of which is the add: on the old edges
// it needs floor(d/2) when d is odd and d/2 when d is even. So A and F are one
// flow problem: rows send ceil(d_r/2), columns receive ceil(d_c/2) (exact, as
// lower = upper bounds), pending cells are unit arcs, and an odd row may send
// one unit through an add arc to a distinct even column outside x (which takes
// it to the sink), an even row may take one unit from the source and send it
// through an add arc to a distinct odd column. Adds of the smaller kind number
// k, those of the other kind k + |o_R - o_C|/2; we try k = 0, 1, 2, ... (a cap
// node limits them) and take the first feasible flow: the fewest adds this
// construction can use, |x| + |o_R - o_C| + 4k presses in all. The greedy then
// orders x' with F'.
#include "order/cross_order.hpp"

#include <algorithm>
#include <cstdlib>

#include "order/max_flow.hpp"

namespace lightsout::order_detail {

namespace {

struct Edge {
    int row;
    int col;
};

// Deletes the edges of B in an order that is legal given F (proof above).
bool greedy_order(int rows, int cols, const std::vector<Edge>& edges, std::vector<char> in_f,
                  std::vector<Cell>& out) {
    std::vector<int> deg_row(rows, 0), deg_col(cols, 0);
    std::vector<std::vector<int>> by_row(rows), by_col(cols);
    for (std::size_t e = 0; e < edges.size(); ++e) {
        ++deg_row[edges[e].row];
        ++deg_col[edges[e].col];
        by_row[edges[e].row].push_back(int(e));
        by_col[edges[e].col].push_back(int(e));
    }
    std::vector<char> alive(edges.size(), 1);
    auto good = [&](int e) {
        bool odd_r = deg_row[edges[e].row] & 1, odd_c = deg_col[edges[e].col] & 1;
        return in_f[e] ? (odd_r && odd_c) : (!odd_r && !odd_c);
    };
    std::vector<int> stack;
    for (int e = int(edges.size()) - 1; e >= 0; --e)
        if (good(e)) stack.push_back(e);
    std::size_t deleted = 0;
    while (!stack.empty()) {
        int e = stack.back();
        stack.pop_back();
        if (!alive[e] || !good(e)) continue;  // stale entry
        alive[e] = 0;
        ++deleted;
        out.push_back({edges[e].row, edges[e].col});
        --deg_row[edges[e].row];
        --deg_col[edges[e].col];
        for (int f : by_row[edges[e].row])
            if (alive[f] && good(f)) stack.push_back(f);
        for (int f : by_col[edges[e].col])
            if (alive[f] && good(f)) stack.push_back(f);
    }
    return deleted == edges.size();
}


struct Adds {
    bool feasible = false;
    std::vector<Cell> cells;   // the extra presses, rows and columns distinct
    std::vector<char> in_f;    // per pending cell: in F
};

// The flow of the comment above with at most `k` adds of the smaller kind.
Adds solve_adds(const PressPattern& pattern, const std::vector<Edge>& edges, const std::vector<int>& deg_row,
                const std::vector<int>& deg_col, bool rows_majority, int k) {
    const int m = int(deg_row.size()), n = int(deg_col.size());
    // Nodes: rows, columns, row add ports, column add slots, row add slots,
    // column add ports, s, t, super source, super sink, cap node.
    const int row0 = 0, col0 = m, add_row0 = m + n, slot_col0 = 2 * m + n, slot_row0 = 2 * m + 2 * n,
              add_col0 = 3 * m + 2 * n, s = 3 * m + 3 * n, t = s + 1, ss = s + 2, tt = s + 3, cap = s + 4;
    MaxFlow net(s + 5);
    std::vector<std::int64_t> excess(s + 5, 0);
    for (int r = 0; r < m; ++r) {
        excess[row0 + r] += (deg_row[r] + 1) / 2;
        excess[s] -= (deg_row[r] + 1) / 2;
    }
    for (int c = 0; c < n; ++c) {
        excess[t] += (deg_col[c] + 1) / 2;
        excess[col0 + c] -= (deg_col[c] + 1) / 2;
    }
    std::vector<int> cell_arc(edges.size());
    for (std::size_t e = 0; e < edges.size(); ++e) cell_arc[e] = net.add_edge(row0 + edges[e].row, col0 + edges[e].col, 1);
    // Row adds: odd row -> its port -> slot of an even column -> t (or the cap node).
    std::vector<std::pair<int, Cell>> add_arcs;
    for (int r = 0; r < m; ++r) {
        if (deg_row[r] % 2 == 0) continue;
        net.add_edge(row0 + r, add_row0 + r, 1);
        for (int c = 0; c < n; ++c)
            if (deg_col[c] % 2 == 0 && !pattern.get(r, c))
                add_arcs.push_back({net.add_edge(add_row0 + r, slot_col0 + c, 1), Cell{r, c}});
    }
    for (int c = 0; c < n; ++c)
        if (deg_col[c] % 2 == 0) net.add_edge(slot_col0 + c, rows_majority ? t : cap, 1);
    // Column adds: s (or the cap node) -> slot of an even row -> port of an odd column -> column.
    for (int r = 0; r < m; ++r)
        if (deg_row[r] % 2 == 0) net.add_edge(rows_majority ? cap : s, slot_row0 + r, 1);
    for (int c = 0; c < n; ++c) {
        if (deg_col[c] % 2 == 0) continue;
        net.add_edge(add_col0 + c, col0 + c, 1);
        for (int r = 0; r < m; ++r)
            if (deg_row[r] % 2 == 0 && !pattern.get(r, c))
                add_arcs.push_back({net.add_edge(slot_row0 + r, add_col0 + c, 1), Cell{r, c}});
    }
    if (rows_majority)
        net.add_edge(s, cap, k);
    else
        net.add_edge(cap, t, k);
    net.add_edge(t, s, std::int64_t(edges.size()) + m + n + 1);
    std::int64_t needed = 0;
    for (int v = 0; v < s + 2; ++v) {
        if (excess[v] > 0) {
            net.add_edge(ss, v, excess[v]);
            needed += excess[v];
        } else if (excess[v] < 0) {
            net.add_edge(v, tt, -excess[v]);
        }
    }
    Adds adds;
    if (net.push(ss, tt) != needed) return adds;
    adds.feasible = true;
    for (const auto& [arc, cell] : add_arcs)
        if (net.flow_on(arc) > 0) adds.cells.push_back(cell);
    adds.in_f.resize(edges.size());
    for (std::size_t e = 0; e < edges.size(); ++e) adds.in_f[e] = net.flow_on(cell_arc[e]) > 0;
    return adds;
}

}  // namespace

CrossPlan order_cross(const PressPattern& pattern) {
    const int rows = pattern.rows(), cols = pattern.cols();
    CrossPlan plan;
    std::vector<Edge> edges;
    std::vector<int> deg_row(rows, 0), deg_col(cols, 0);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (pattern.get(r, c)) {
                edges.push_back({r, c});
                ++deg_row[r];
                ++deg_col[c];
            }
    int odd_rows = 0, odd_cols = 0;
    for (int d : deg_row) odd_rows += d & 1;
    for (int d : deg_col) odd_cols += d & 1;
    const std::int64_t size = std::int64_t(edges.size());
    const int imbalance = std::abs(odd_rows - odd_cols);
    plan.lower_bound = size + imbalance;

    Adds adds;
    for (int k = 0; k <= std::min(rows, cols) && !adds.feasible; ++k) {
        adds = solve_adds(pattern, edges, deg_row, deg_col, odd_rows >= odd_cols, k);
        if (k == 0 && !adds.feasible && imbalance == 0) plan.lower_bound = size + 4;  // no F
    }
    if (!adds.feasible) {
        plan.note = "no set of extra presses with distinct rows and columns makes the pattern orderable";
        return plan;
    }
    std::vector<char> in_f = std::move(adds.in_f);
    for (Cell extra : adds.cells) {
        plan.sequence.push_back(extra);
        edges.push_back({extra.row, extra.col});
        in_f.push_back(1);
    }
    plan.extra_presses = std::int64_t(adds.cells.size());
    if (!greedy_order(rows, cols, edges, std::move(in_f), plan.sequence)) {
        plan.sequence.clear();
        plan.note = "internal error: the greedy order got stuck";
        return plan;
    }
    plan.found = true;
    return plan;
}

}  // namespace lightsout::order_detail
