// K = 2 on any press matrix: the GF(2) factorisation of the dense grid engine
// (gf2/elimination.hpp), on M4RI's bit-packed matrices. Why M4RI: its
// Method-of-Four-Russians PLUQ works on 64 entries per word operation; 19,881
// buttons are factored in about 1.6 s (docs/STATES.md).
#include "zk/gf2_engine.hpp"

#include <string>
#include <utility>

#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/gf2/elimination.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

void require_gf2_size(int n) {
    if (n > kGf2MaxButtons)
        throw InputError("the GF(2) engine takes at most " + std::to_string(kGf2MaxButtons) + " buttons, not " +
                         std::to_string(n));
}

gf2::Matrix matrix_mod_2(const PressMatrix& a) {
    gf2::Matrix m(a.size(), a.size());
    for (int button = 0; button < a.size(); ++button)
        for (PressMatrix::Entry e : a.changes(button))
            if (e.times % 2) m.flip(e.light, button);
    return m;
}

gf2::Matrix matrix_mod_2(const ResidueMatrix& a) {
    gf2::Matrix m(a.size, a.size);
    for (int light = 0; light < a.size; ++light)
        for (int button = 0; button < a.size; ++button)
            if (a.at(light, button) & 1) m.flip(light, button);
    return m;
}

}  // namespace

ModularSolution solve_gf2(gf2::Matrix a, std::span<const std::uint8_t> change) {
    const int n = a.cols();
    const gf2::Elimination elimination(std::move(a));
    const gf2::Elimination::Answer answer = elimination.solve(bits::packed(change).data());

    ModularSolution out;
    out.states = 2;
    out.engine = "gf2";
    out.solvable = answer.solvable;
    if (answer.solvable) out.presses = bits::unpacked(answer.presses.data(), n);
    else out.certificate = bits::unpacked(answer.certificate.data(), n);
    const auto& null = elimination.right_null_basis();
    out.quiet.states = 2;
    out.quiet.orders.assign(null.size(), 2);
    if (std::int64_t(null.size()) * n <= kQuietGeneratorBytes)
        for (const gf2::BitVector& v : null) out.quiet.generators.push_back(bits::unpacked(v.data(), n));
    return out;
}

ModularSolution solve_gf2(const PressMatrix& a, std::span<const std::uint8_t> change) {
    require_gf2_size(a.size());
    return solve_gf2(matrix_mod_2(a), change);
}

ModularSolution solve_gf2(const ResidueMatrix& a, std::span<const std::uint8_t> change) {
    require_gf2_size(a.size);
    return solve_gf2(matrix_mod_2(a), change);
}

}  // namespace lightsout::zk
