// M4RI's tables on first use instead of at process start (m4ri_startup.cpp).
#pragma once

#include <cstddef>

namespace lightsout::gf2 {

// Builds M4RI's Gray-code tables once; call before any M4RI elimination.
void ensure_m4ri_tables();

// Whether M4RI eliminations may run on several threads at once without a
// lock (m4ri_threads.cpp). The first call prepares M4RI for it; make it
// before any M4RI matrix exists.
bool parallel_m4ri();

// The memory a block of `size` bytes that M4RI allocates really takes
// (m4ri_threads.cpp: aligned by posix_memalign).
std::size_t m4ri_block_bytes(std::size_t size);

}  // namespace lightsout::gf2
