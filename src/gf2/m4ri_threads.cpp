// M4RI on many threads at once, without one lock around every elimination.
//
// Debian's M4RI is built without OpenMP. An elimination touches two pieces
// of shared state that M4RI guards only with OpenMP critical sections, so
// without OpenMP two threads at once corrupt them (read from the 20200125
// sources, the version Debian ships):
//   1. the cache of freed blocks behind m4ri_mmc_malloc / m4ri_mmc_free
//      (mmc.c), used for every matrix's rows and blocks;
//   2. the cache of matrix headers behind mzd_init, mzd_init_window and
//      mzd_free (mzd.c: static mzd_t_malloc / mzd_t_free), at most 16 blocks
//      of 64 headers; with all of them taken, a new header comes from malloc
//      and a header found in no block goes back to free.
// The first is replaced: this file defines m4ri_mmc_malloc, m4ri_mmc_free
// and m4ri_mmc_cleanup as plain aligned allocation. A static link of M4RI
// then leaves its mmc.o out (nothing else in it is referenced), and a shared
// M4RI calls them through its PLT, so these definitions interpose on its own.
// The second is filled: before the first matrix exists, 1024 headers are
// taken and never given back, so the blocks are never written again and
// every later header comes from malloc.
// parallel_m4ri() checks both at run time, once: a matrix copied inside M4RI
// must allocate through this file, and a fresh header must be none of the
// held ones. If either fails (another M4RI build), Matrix keeps one lock.
#include <m4ri/m4ri.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <unordered_set>
#include <vector>

#include "gf2/m4ri_startup.hpp"

namespace {

std::atomic<long> block_allocations{0};

constexpr int kHeaderBlocks = 16;  // __M4RI_MZD_T_CACHE_MAX in mzd.c
constexpr int kHeadersPerBlock = 64;

// Takes every header of M4RI's header cache for good; returns them.
std::vector<mzd_t*> hold_every_cached_header() {
    std::vector<mzd_t*> held;
    for (int i = 0; i < kHeaderBlocks * kHeadersPerBlock; ++i) held.push_back(mzd_init(0, 0));
    return held;
}

// Whether M4RI now allocates through this file and hands out fresh headers.
bool check_parallel_m4ri(const std::vector<mzd_t*>& held) {
    mzd_t* original = mzd_init(8, 8);
    long before = block_allocations.load();
    mzd_t* copy = mzd_copy(nullptr, original);  // mzd_init inside M4RI
    bool interposed = block_allocations.load() > before;
    std::unordered_set<const mzd_t*> taken(held.begin(), held.end());
    bool fresh = !taken.count(original) && !taken.count(copy);
    mzd_free(copy);
    mzd_free(original);
    return interposed && fresh;
}

}  // namespace

namespace lightsout::gf2 {

bool parallel_m4ri() {
    static const bool parallel = [] {
        ensure_m4ri_tables();
        static const std::vector<mzd_t*> held = hold_every_cached_header();
        return check_parallel_m4ri(held);
    }();
    return parallel;
}

// posix_memalign(64) in glibc: the block, up to 64 bytes to align it, and
// the chunk's own header.
std::size_t m4ri_block_bytes(std::size_t size) { return size + 64 + 16; }

}  // namespace lightsout::gf2

extern "C" {

// M4RI's block allocation (mmc.h), without its shared cache: 64-byte aligned
// as M4RI's own m4ri_mm_malloc. Out of memory throws std::bad_alloc where M4RI
// would abort: it unwinds through M4RI's frames (Debian builds them with
// unwind tables, .eh_frame) to the caller, which words it (the command line:
// one line, exit 2); that elimination's temporaries are lost, not freed.
__attribute__((visibility("default"))) void* m4ri_mmc_malloc(size_t size) {
    block_allocations.fetch_add(1, std::memory_order_relaxed);
    void* block = nullptr;
    if (posix_memalign(&block, 64, size == 0 ? 64 : size) != 0) throw std::bad_alloc();
    return block;
}

__attribute__((visibility("default"))) void m4ri_mmc_free(void* condemned, size_t /*size*/) { std::free(condemned); }

__attribute__((visibility("default"))) void m4ri_mmc_cleanup(void) {}

}  // extern "C"
