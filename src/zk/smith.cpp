// K = q = p^e on any press matrix: the Smith form over the local ring Z/q.
//
// Why not a field method: for e > 1, Z/q has zero divisors (p * p^(e-1) = 0),
// so a pivot must divide what it eliminates. In Z/q every element is p^v times
// a unit, and a | b exactly when v(a) <= v(b). Full pivoting on an entry of
// least valuation therefore always divides its row and its column, and plain
// elimination reaches the Smith form
//     P A Q = D = diag(p^a_0, ..., p^a_(r-1), 0, ..., 0),   a_0 <= a_1 <= ...,
// P and Q invertible (recorded row and column operations). FLINT 2.9 has the
// Howell form (nmod_mat_howell_form), which gives the row module of A, but not
// the transforms P and Q, the certificate or the invariant factors; it is the
// same O(n^3) classical elimination (10 s for 2,000 x 2,000 mod 3, measured).
//
// What D gives, with z = Q^-1 x and c = P t:
//   A x = t  <=>  D z = c: solvable iff p^a_i | c_i (i < r) and c_i = 0 (i >= r);
//            then z_i = c_i / p^a_i and x = Q z.
//   certificate: y A = 0 <=> w D = 0 for w = y P^-1, and y.t = w.c. If p^a_i does
//            not divide c_i, w = p^(e-a_i) e_i gives w.c = p^(e-a_i) c_i != 0
//            (its valuation is e - a_i + v(c_i) < e); if c_i != 0 for i >= r,
//            w = e_i. So y = w P, a multiple of row i of P.
//   quiet:   D z = 0 <=> z_i in p^(e-a_i) Z/q (i < r), z_i free (i >= r): the
//            generators Q (p^(e-a_i) e_i) of order p^a_i and Q e_i of order q,
//            a direct sum because Q is invertible.
// For e = 1 this is Gaussian elimination over Z/p with full pivoting.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "lightsout/stop.hpp"
#include "lightsout/zk/engines.hpp"
#include "smith.hpp"

namespace lightsout::zk {

namespace {

// x mod q for x < 2^16 in 16-bit lanes (Barrett): with m = floor(2^16 / q),
// t = floor(x m / 2^16) is floor(x / q) or one less (x m / 2^16 > x / q - 1),
// so x - t q lies in [0, 2q) and one conditional subtraction finishes.
struct Reducer {
    std::uint16_t q;
    std::uint16_t m;
    explicit Reducer(int modulus) : q(std::uint16_t(modulus)), m(std::uint16_t(65536 / modulus)) {}
    std::uint8_t operator()(std::uint32_t x) const {
        const auto t = std::uint16_t((x * m) >> 16);
        const auto r = std::uint16_t(x - t * q);
        return std::uint8_t(r >= q ? r - q : r);
    }
};

// dst[j] = dst[j] + f * src[j] (mod q) for j < count; f < q, so the sum is
// below 2^16 (the compiler runs it 8 residues at a time).
// Mod 2^e (q divides 2^16) the low bits are the residue: a mask, no Barrett.
void add_multiple(std::uint8_t* __restrict dst, const std::uint8_t* __restrict src, std::uint16_t f, std::size_t count,
                  const Reducer& mod) {
    if ((mod.q & (mod.q - 1)) == 0) {
        const auto mask = std::uint16_t(mod.q - 1);
        for (std::size_t j = 0; j < count; ++j) dst[j] = std::uint8_t((dst[j] + f * src[j]) & mask);
        return;
    }
    for (std::size_t j = 0; j < count; ++j) dst[j] = mod(std::uint16_t(dst[j] + f * src[j]));
}

// The valuation of each residue 1..q-1, looked up: the pivot search reads
// every entry left when no unit remains (mod 2^e the leftover systems of the
// chase have few), and a division per entry was most of its time.
using Valuations = std::array<std::uint8_t, 256>;

Valuations valuations(PrimePower pq) {
    Valuations v{};
    for (int x = 1; x < pq.modulus; ++x) v[std::size_t(x)] = std::uint8_t(valuation(x, pq.prime));
    return v;
}

// An entry of least valuation in rows and columns >= s, or {-1, -1} when
// they are all zero. The first entry of valuation `floor` ends the search: the
// caller passes the valuation of the previous pivot, p^a, which divides every
// entry left (each is an entry minus a multiple of an entry, both multiples of
// p^a), so none has less. (Mod 4 and 9 the systems of square on a torus have
// no unit left long before the end, and the search read all of them per pivot.)
std::pair<int, int> least_valuation(Square& m, int s, const Valuations& valuation_of, int floor) {
    std::pair<int, int> best{-1, -1};
    int best_v = 1 << 30;
    for (int i = s; i < m.n; ++i) {
        const std::uint8_t* row = m.row(i);
        // Most rows left are zero once no unit remains (square on a torus mod
        // 4 or 9): an OR over the row, 16 bytes at a time, skips them.
        std::uint8_t any = 0;
        for (int j = s; j < m.n; ++j) any |= row[j];
        if (any == 0) continue;
        for (int j = s; j < m.n; ++j) {
            if (row[j] == 0) continue;
            const int v = valuation_of[row[j]];
            if (v < best_v) best_v = v, best = {i, j};
            if (v <= floor) return best;
        }
    }
    return best;
}

}  // namespace

Smith smith_form(Square m, PrimePower pq, std::span<std::uint8_t> c, bool with_p) {
    const int n = m.n, q = pq.modulus;
    const Reducer mod(q);
    Smith out{Square::identity(with_p ? n : 0), Square(0), {}, {}};
    out.column.resize(std::size_t(n));
    for (int j = 0; j < n; ++j) out.column[std::size_t(j)] = j;
    const Valuations valuation_of = valuations(pq);
    int floor = 0;
    for (int s = 0; s < n; ++s) {
        throw_if_stopped();  // a pivot: n - s rows of n bytes
        const auto [pr, pc] = least_valuation(m, s, valuation_of, floor);
        if (pr < 0) break;
        m.swap_rows(s, pr), std::swap(c[std::size_t(s)], c[std::size_t(pr)]);
        if (with_p) out.p.swap_rows(s, pr);
        m.swap_columns(s, pc), std::swap(out.column[std::size_t(s)], out.column[std::size_t(pc)]);
        // Make the pivot p^a exactly: scale row s by the inverse of its unit part.
        const int a = valuation(m(s, s), pq.prime), pa = int_pow(pq.prime, a);
        floor = a;
        const auto unit_inverse = std::uint16_t(inverse_mod(m(s, s) / pa, q));
        for (int j = s; j < n; ++j) m(s, j) = mod(m(s, j) * unit_inverse);
        c[std::size_t(s)] = mod(c[std::size_t(s)] * unit_inverse);
        if (with_p)
            for (int j = 0; j < n; ++j) out.p(s, j) = mod(out.p(s, j) * unit_inverse);
        // Clear column s below the pivot: every entry there is a multiple of p^a.
        for (int k = s + 1; k < n; ++k) {
            const int entry = m(k, s);
            if (entry == 0) continue;
            const auto f = std::uint16_t(q - entry / pa);
            add_multiple(m.row(k) + s, m.row(s) + s, f, std::size_t(n - s), mod);
            c[std::size_t(k)] = mod(std::uint16_t(c[std::size_t(k)] + f * c[std::size_t(s)]));
            if (with_p) add_multiple(out.p.row(k), out.p.row(s), f, std::size_t(n), mod);
        }
        // Row s right of the pivot is cleared by the column operations
        // col_j -= (m_sj / p^a) col_s (column s is zero off the pivot, so in A
        // only m_sj changes); they are kept where they stand, in row s.
        out.exponent.push_back(a);
    }
    out.reduced = std::move(m);
    return out;
}

// Q = Perm U: U = E_0 E_1 ... E_(r-1), E_s = I - e_s step_s^T with step_s the
// row of operation s (row s of `reduced` right of the pivot, over p^a_s; the
// later column swaps moved its entries with the columns, which is why the
// swaps gather into Perm on the left), and Perm puts column j at out.column[j].
// U is unit upper triangular, so U z is back substitution: z_s -= step_s . z
// from the last pivot up.
std::vector<std::uint8_t> q_times(const Smith& smith, std::span<const std::uint8_t> z, PrimePower pq) {
    const int n = int(z.size()), q = pq.modulus;
    std::vector<int> v(z.begin(), z.end());
    for (int s = int(smith.exponent.size()) - 1; s >= 0; --s) {
        const int pa = int_pow(pq.prime, smith.exponent[std::size_t(s)]);
        const std::uint8_t* row = smith.reduced.at.data() + std::size_t(s) * std::size_t(n);
        std::uint64_t sum = 0;
        for (int j = s + 1; j < n; ++j) sum += std::uint64_t(row[j] / pa) * std::uint64_t(v[std::size_t(j)]);
        v[std::size_t(s)] = int((std::uint64_t(v[std::size_t(s)]) + std::uint64_t(q) - sum % std::uint64_t(q)) % std::uint64_t(q));
    }
    std::vector<std::uint8_t> x(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) x[std::size_t(smith.column[std::size_t(j)])] = std::uint8_t(v[std::size_t(j)]);
    return x;
}

// Q itself, row by row of U from the last up: row s of U is e_s - step_s U
// (rows > s of U are already made, each zero left of its diagonal).
Square q_matrix(const Smith& smith, PrimePower pq) {
    const int n = smith.reduced.n, q = pq.modulus;
    const Reducer mod(q);
    Square u = Square::identity(n);
    for (int s = int(smith.exponent.size()) - 1; s >= 0; --s) {
        const int pa = int_pow(pq.prime, smith.exponent[std::size_t(s)]);
        const std::uint8_t* step = smith.reduced.at.data() + std::size_t(s) * std::size_t(n);
        for (int j = s + 1; j < n; ++j)
            if (const int f = step[j] / pa)
                add_multiple(u.row(s) + j, u.row(j) + j, std::uint16_t(q - f), std::size_t(n - j), mod);
    }
    Square out(n);
    for (int j = 0; j < n; ++j) std::copy_n(u.row(j), n, out.row(smith.column[std::size_t(j)]));
    return out;
}

ModularSolution solve_local(const ResidueMatrix& a, std::span<const std::uint8_t> change, PrimePower pq) {
    const int n = a.size, q = pq.modulus, e = pq.exponent;
    Square m(n);
    m.at = a.entries;
    // c = P t, made by the elimination's own row operations.
    std::vector<std::uint8_t> pt(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) pt[std::size_t(i)] = std::uint8_t(change[std::size_t(i)] % q);
    Smith smith = smith_form(m, pq, pt, false);
    const int r = int(smith.exponent.size());
    const std::vector<int> c(pt.begin(), pt.end());

    ModularSolution out;
    out.states = q;
    out.engine = "smith-zk";
    int witness = -1, witness_multiplier = 1;
    for (int i = 0; i < n && witness < 0; ++i) {
        const int ci = c[std::size_t(i)];
        if (i >= r && ci != 0) witness = i;
        if (i < r && ci % int_pow(pq.prime, smith.exponent[std::size_t(i)]) != 0)
            witness = i, witness_multiplier = int_pow(pq.prime, e - smith.exponent[std::size_t(i)]);
    }
    out.solvable = witness < 0;
    if (out.solvable) {
        // x = Q z, z_i = c_i / p^a_i
        std::vector<std::uint8_t> z(std::size_t(n), 0);
        for (int i = 0; i < r; ++i)
            z[std::size_t(i)] = std::uint8_t(c[std::size_t(i)] / int_pow(pq.prime, smith.exponent[std::size_t(i)]));
        out.presses = q_times(smith, z, pq);
    } else {
        // The same elimination again, now recording P for its row `witness`.
        std::vector<std::uint8_t> again(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) again[std::size_t(i)] = std::uint8_t(change[std::size_t(i)] % q);
        smith = smith_form(std::move(m), pq, again, true);
        out.certificate.resize(std::size_t(n));
        const std::uint8_t* row = smith.p.row(witness);
        for (int j = 0; j < n; ++j) out.certificate[std::size_t(j)] = std::uint8_t(row[j] * witness_multiplier % q);
    }

    out.quiet.states = q;
    std::vector<std::pair<int, int>> columns;  // (column of Q, multiplier)
    for (int i = 0; i < n; ++i) {
        const int ai = i < r ? smith.exponent[std::size_t(i)] : e;
        if (ai == 0) continue;
        out.quiet.orders.push_back(int_pow(pq.prime, ai));
        columns.emplace_back(i, int_pow(pq.prime, e - ai));
    }
    if (std::int64_t(columns.size()) * n <= kQuietGeneratorBytes)
        for (const auto& [column, multiplier] : columns) {  // Q (multiplier e_column)
            std::vector<std::uint8_t> unit(static_cast<std::size_t>(n), 0);
            unit[std::size_t(column)] = std::uint8_t(multiplier);
            out.quiet.generators.push_back(q_times(smith, unit, pq));
        }
    return out;
}

}  // namespace lightsout::zk
