// The GF(2) engine on a matrix already mod 2 (gf2_engine.cpp): what the dense
// engine mod 2 and graph chasing's small system over GF(2) both end in.
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/gf2/matrix.hpp"
#include "lightsout/modular.hpp"

namespace lightsout::zk {

// A x = change over GF(2) for a square A (entry (light, button)), `change` one
// 0 / 1 per light: A = P^T L U Q by M4RI's PLUQ, the presses by two triangular
// solves, the quiet basis and certificate from U and L (gf2/elimination.hpp).
// The quiet generators are kept while they fit kQuietGeneratorBytes.
ModularSolution solve_gf2(gf2::Matrix a, std::span<const std::uint8_t> change);

}  // namespace lightsout::zk
