// K = p, an odd prime, on any press matrix: the reduced row echelon form of
// [A | t] over the field Z/p with FLINT's nmod_mat.
//
// Why FLINT: nmod_mat_rref reduces to matrix multiplication (blocked, with
// delayed reduction of machine-word products), so 2,000 buttons mod 3 take
// well under a second, where a textbook elimination takes several; it is in
// Debian (libflint-dev), and the project uses no second number-theory library
// for one job (NTL's zz_p would do the same, without the fast rref). FLINT is
// opened on first use (flint_lazy.hpp), not at every start.
//
// Why it works: [A | t] -> [R | s] in reduced row echelon form (pivots 1).
// A pivot in the last column means 0 = s_i != 0: no solution. Otherwise the
// pivot unknown of row i is s_i and the free ones 0. A free column f gives the
// quiet pattern x_f = 1, x_pivot(i) = -R[i][f]; they are a basis, each of
// order p. The certificate of "no solution", c A = 0 with c.t != 0, is a
// quiet pattern of A^T: of A itself when A is symmetric (undirected graphs,
// symmetric rules), else from a second reduction, of A^T, made only then:
// nothing reduces [A | I], twice as wide, for every board.
#include <flint/nmod_mat.h>

#include <string>
#include <vector>

#include "flint_lazy.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

// RAII for nmod_mat_t.
class FieldMatrix {
public:
    FieldMatrix(slong rows, slong cols, int p) { flint::nmod_mat_init(m_, rows, cols, mp_limb_t(p)); }
    ~FieldMatrix() { flint::nmod_mat_clear(m_); }
    FieldMatrix(const FieldMatrix&) = delete;
    FieldMatrix& operator=(const FieldMatrix&) = delete;
    mp_limb_t& at(slong i, slong j) { return nmod_mat_entry(m_, i, j); }
    mp_limb_t at(slong i, slong j) const { return nmod_mat_entry(m_, i, j); }
    nmod_mat_struct* get() { return m_; }

private:
    nmod_mat_t m_;
};

// The pivot columns of the reduced matrix among its first `columns`.
std::vector<int> pivot_columns(const FieldMatrix& m, int rows, int columns) {
    std::vector<int> pivot;
    for (int i = 0; i < rows; ++i) {
        int lead = -1;
        for (int j = pivot.empty() ? 0 : pivot.back() + 1; j < columns && lead < 0; ++j)
            if (m.at(i, j) != 0) lead = j;
        if (lead < 0) break;
        pivot.push_back(lead);
    }
    return pivot;
}

// The quiet patterns {x : R x = 0} of the reduced matrix's first n columns.
std::vector<std::vector<std::uint8_t>> null_basis(const FieldMatrix& m, const std::vector<int>& pivot, int n, int p) {
    std::vector<char> is_pivot(std::size_t(n), 0);
    for (int c : pivot) is_pivot[std::size_t(c)] = 1;
    std::vector<std::vector<std::uint8_t>> basis;
    for (int f = 0; f < n; ++f) {
        if (is_pivot[std::size_t(f)]) continue;
        std::vector<std::uint8_t> g(std::size_t(n), 0);
        g[std::size_t(f)] = 1;
        for (std::size_t i = 0; i < pivot.size(); ++i)
            g[std::size_t(pivot[i])] = std::uint8_t((p - m.at(slong(i), f)) % p);
        basis.push_back(std::move(g));
    }
    return basis;
}

bool symmetric(const ResidueMatrix& a) {
    for (int i = 0; i < a.size; ++i)
        for (int j = 0; j < i; ++j)
            if (a.at(i, j) != a.at(j, i)) return false;
    return true;
}

// A vector of `basis` with c.t != 0 (one exists when t is not reached).
std::vector<std::uint8_t> overlapping(const std::vector<std::vector<std::uint8_t>>& basis,
                                      std::span<const std::uint8_t> t, int p) {
    for (const auto& c : basis) {
        std::uint64_t sum = 0;
        for (std::size_t j = 0; j < t.size(); ++j) sum += std::uint64_t(c[j]) * t[j];
        if (sum % std::uint64_t(p) != 0) return c;
    }
    return {};
}

// The left null space of A: the null space of A^T, reduced on its own.
std::vector<std::vector<std::uint8_t>> left_null_basis(const ResidueMatrix& a, int p) {
    const int n = a.size;
    FieldMatrix m(n, n, p);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) m.at(i, j) = a.at(j, i);
    flint::nmod_mat_rref(m.get());
    return null_basis(m, pivot_columns(m, n, n), n, p);
}

// [A | t] reduced, and what is read from it; the matrix is gone when it returns.
struct Reduced {
    bool solvable = false;
    int rank = 0;
    std::vector<std::uint8_t> presses;
    std::vector<std::vector<std::uint8_t>> quiet;
};

Reduced reduce_with_target(const ResidueMatrix& a, std::span<const std::uint8_t> change, int p) {
    const int n = a.size;
    FieldMatrix m(n, n + 1, p);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) m.at(i, j) = a.at(i, j);
        m.at(i, n) = change[std::size_t(i)] % p;
    }
    flint::nmod_mat_rref(m.get());
    std::vector<int> pivot = pivot_columns(m, n, n + 1);
    Reduced r;
    r.solvable = pivot.empty() || pivot.back() < n;
    if (!r.solvable) pivot.pop_back();
    r.rank = int(pivot.size());
    if (r.solvable) {
        r.presses.assign(std::size_t(n), 0);
        for (int i = 0; i < r.rank; ++i) r.presses[std::size_t(pivot[std::size_t(i)])] = std::uint8_t(m.at(i, n));
    }
    r.quiet = null_basis(m, pivot, n, p);  // (n - rank) n bytes: at most 64 MiB at kFieldMaxButtons
    return r;
}

}  // namespace

ModularSolution solve_field(const ResidueMatrix& a, std::span<const std::uint8_t> change, int p, bool certificate) {
    const int n = a.size;
    Reduced r = reduce_with_target(a, change, p);
    ModularSolution out;
    out.states = p;
    out.engine = "flint-nmod";
    out.solvable = r.solvable;
    out.presses = std::move(r.presses);
    if (!r.solvable && certificate) out.certificate = overlapping(symmetric(a) ? r.quiet : left_null_basis(a, p), change, p);
    out.quiet.states = p;
    out.quiet.orders.assign(std::size_t(n - r.rank), p);
    if (std::int64_t(n - r.rank) * n <= kQuietGeneratorBytes) out.quiet.generators = std::move(r.quiet);
    return out;
}

}  // namespace lightsout::zk
