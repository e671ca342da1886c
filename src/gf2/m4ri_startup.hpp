// M4RI's tables on first use instead of at process start (m4ri_startup.cpp).
#pragma once

namespace lightsout::gf2 {

// Builds M4RI's Gray-code tables once; call before any M4RI elimination.
void ensure_m4ri_tables();

}  // namespace lightsout::gf2
