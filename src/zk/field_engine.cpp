// K = p, an odd prime, on any press matrix: Gauss-Jordan on [A | I] over the
// field Z/p with FLINT's nmod_mat.
//
// Why FLINT: nmod_mat_rref reduces to matrix multiplication (blocked, with
// delayed reduction of machine-word products), so [A | I] for 2,000 buttons
// mod 3 takes about a second, where a textbook elimination takes several; it
// is in Debian (libflint-dev), and the project uses no second number-theory
// library for one job (NTL's zz_p would do the same, without the fast rref).
// FLINT is opened on first use (flint_lazy.hpp), not at every start.
//
// Why it works: as over GF(2) (gf2/elimination.hpp): [A | I] -> [R | E] with
// E A = R in reduced row echelon form (pivots 1). The pivot unknown of row
// i < rank is (E t)_i; rows of E past the rank are left null vectors, and one
// with (E t)_i != 0 is the certificate. A free column f gives the quiet
// pattern x_f = 1, x_pivot(i) = -R[i][f]; they are a basis, each of order p.
#include <flint/nmod_mat.h>

#include <string>

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

// (E t)_i for the row i of E (columns n..2n-1 of the reduced [A | I]).
int transformed(const FieldMatrix& m, int i, std::span<const std::uint8_t> t, int p) {
    const int n = int(t.size());
    std::uint64_t sum = 0;
    for (int j = 0; j < n; ++j) sum = (sum + m.at(i, n + j) * t[std::size_t(j)]) % std::uint64_t(p);
    return int(sum);
}

}  // namespace

ModularSolution solve_field(const ResidueMatrix& a, std::span<const std::uint8_t> change, int p) {
    const int n = a.size;
    FieldMatrix m(n, 2 * n, p);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) m.at(i, j) = a.at(i, j);
        m.at(i, n + i) = 1;
    }
    flint::nmod_mat_rref(m.get());

    std::vector<int> pivot;  // pivot column of row i < rank
    for (int i = 0; i < n; ++i) {
        int lead = -1;
        for (int j = pivot.empty() ? 0 : pivot.back() + 1; j < n && lead < 0; ++j)
            if (m.at(i, j) != 0) lead = j;
        if (lead < 0) break;
        pivot.push_back(lead);
    }
    const int rank = int(pivot.size());

    ModularSolution out;
    out.states = p;
    out.engine = "flint-nmod";
    int witness = -1;
    for (int i = rank; i < n && witness < 0; ++i)
        if (transformed(m, i, change, p) != 0) witness = i;
    out.solvable = witness < 0;
    if (out.solvable) {
        out.presses.assign(std::size_t(n), 0);
        for (int i = 0; i < rank; ++i)
            out.presses[std::size_t(pivot[std::size_t(i)])] = std::uint8_t(transformed(m, i, change, p));
    } else {
        out.certificate.resize(std::size_t(n));
        for (int j = 0; j < n; ++j) out.certificate[std::size_t(j)] = std::uint8_t(m.at(witness, n + j));
    }

    out.quiet.states = p;
    out.quiet.orders.assign(std::size_t(n - rank), p);
    if (std::int64_t(n - rank) * n <= kQuietGeneratorBytes) {
        std::vector<char> is_pivot(std::size_t(n), 0);
        for (int c : pivot) is_pivot[std::size_t(c)] = 1;
        for (int f = 0; f < n; ++f) {
            if (is_pivot[std::size_t(f)]) continue;
            std::vector<std::uint8_t> g(std::size_t(n), 0);
            g[std::size_t(f)] = 1;
            for (int i = 0; i < rank; ++i)
                g[std::size_t(pivot[std::size_t(i)])] = std::uint8_t((p - m.at(i, f)) % p);
            out.quiet.generators.push_back(std::move(g));
        }
    }
    return out;
}

}  // namespace lightsout::zk
