// K = 2 on any press matrix: the GF(2) factorisation of the dense grid engine
// (gf2/elimination.hpp), on M4RI's bit-packed matrices. Why M4RI: its
// Method-of-Four-Russians PLUQ works on 64 entries per word operation; 19,881
// buttons are factored in about 1.6 s (docs/STATES.md).
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/gf2/elimination.hpp"
#include "lightsout/error.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

gf2::Matrix matrix_mod_2(const PressMatrix& a) {
    gf2::Matrix m(a.size(), a.size());
    for (int button = 0; button < a.size(); ++button)
        for (PressMatrix::Entry e : a.changes(button))
            if (e.times % 2) m.flip(e.light, button);
    return m;
}

gf2::BitVector packed(std::span<const std::uint8_t> v) {
    gf2::BitVector out(bits::words_for(int(v.size())), 0);
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i] & 1) bits::flip(out.data(), std::int64_t(i));
    return out;
}

std::vector<std::uint8_t> unpacked(const Word* flat, int n) {
    std::vector<std::uint8_t> out(std::size_t(n), 0);
    for (int i = 0; i < n; ++i) out[std::size_t(i)] = bits::bit(flat, i);
    return out;
}

}  // namespace

ModularSolution solve_gf2(const PressMatrix& a, std::span<const std::uint8_t> change) {
    const int n = a.size();
    if (n > kGf2MaxButtons)
        throw InputError("the GF(2) engine takes at most " + std::to_string(kGf2MaxButtons) + " buttons, not " +
                         std::to_string(n));
    const gf2::Elimination elimination(matrix_mod_2(a));
    const gf2::Elimination::Answer answer = elimination.solve(packed(change).data());

    ModularSolution out;
    out.states = 2;
    out.engine = "gf2";
    out.solvable = answer.solvable;
    if (answer.solvable)
        out.presses = unpacked(answer.presses.data(), n);
    else
        out.certificate = unpacked(answer.certificate.data(), n);
    const auto& null = elimination.right_null_basis();
    out.quiet.states = 2;
    out.quiet.orders.assign(null.size(), 2);
    if (std::int64_t(null.size()) * n <= kQuietGeneratorBytes)
        for (const gf2::BitVector& v : null) out.quiet.generators.push_back(unpacked(v.data(), n));
    return out;
}

}  // namespace lightsout::zk
