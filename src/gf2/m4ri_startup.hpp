// M4RI's tables on first use instead of at process start (m4ri_startup.cpp).
#pragma once

namespace lightsout::gf2 {

// Builds M4RI's Gray-code tables once; call before any M4RI elimination.
void ensure_m4ri_tables();

// Whether M4RI eliminations may run on several threads at once without a
// lock (m4ri_threads.cpp). The first call prepares M4RI for it; make it
// before any M4RI matrix exists.
bool parallel_m4ri();

}  // namespace lightsout::gf2
