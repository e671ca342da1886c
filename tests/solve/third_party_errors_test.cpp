// The error exits of NTL, M4RI and FLINT throw instead of ending the process:
// out of memory is std::bad_alloc, any other error std::runtime_error, and
// the library goes on afterwards. Each of them printed a line and aborted
// (NTL and M4RI on stderr, FLINT on standard output).
#include <gtest/gtest.h>

#include <m4ri/m4ri.h>
#include <NTL/GF2X.h>
#include <NTL/GF2XFactoring.h>

#include <new>
#include <stdexcept>
#include <thread>

#include "gf2/grid_ring.hpp"
#include "gf2/ntl_errors.hpp"
#include "zk/flint_lazy.hpp"

namespace lightsout {
namespace {

// A sanitizer reports an allocation of 2^47 bytes instead of returning null.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

constexpr long kHugeIndex = long(1) << 50;  // a coefficient 2^50: 2^47 bytes of GF2X, 2^53 of nmod_poly

TEST(ThirdPartyErrors, NtlOutOfMemoryIsBadAlloc) {
    if (kSanitized) GTEST_SKIP() << "the sanitizer's allocator reports the huge allocation";
    gf2::ntl_errors_throw();
    NTL::GF2X x;
    EXPECT_THROW(NTL::SetCoeff(x, kHugeIndex), std::bad_alloc);
    NTL::SetCoeff(x, 3);  // x is still a polynomial
    EXPECT_EQ(NTL::deg(x), 3);
}

TEST(ThirdPartyErrors, NtlErrorsThrowOnEveryThreadThatMakesAGridRing) {
    bool threw = false;
    std::thread([&] {
        const gf2::GridRing ring(8);  // sets the thread's NTL callback
        try {
            const NTL::GF2XModulus modulus{NTL::GF2X()};  // degree < 1: an NTL error
        } catch (const std::runtime_error& e) {
            threw = std::string(e.what()).starts_with("NTL stopped: ");
        }
    }).join();
    EXPECT_TRUE(threw);
}

TEST(ThirdPartyErrors, M4riErrorsThrow) {
    mzd_t* a = mzd_init(2, 2);
    mzd_t* b = mzd_init(3, 3);
    try {
        mzd_add(nullptr, a, b);  // sizes differ: M4RI's error exit
        ADD_FAILURE() << "M4RI added a 2 x 2 and a 3 x 3 matrix";
    } catch (const std::runtime_error& e) {
        EXPECT_TRUE(std::string(e.what()).starts_with("M4RI stopped: ")) << e.what();
    }
    mzd_free(a);
    mzd_free(b);
    EXPECT_THROW(m4ri_die("m4ri_mm_malloc: malloc returned NULL\n"), std::bad_alloc);
}

TEST(ThirdPartyErrors, FlintOutOfMemoryIsBadAlloc) {
    if (kSanitized) GTEST_SKIP() << "the sanitizer's allocator reports the huge allocation";
    nmod_poly_t p;
    zk::flint::nmod_poly_init(p, 3);
    EXPECT_THROW(zk::flint::nmod_poly_set_coeff_ui(p, ulong(kHugeIndex), 1), std::bad_alloc);
    zk::flint::nmod_poly_set_coeff_ui(p, 2, 1);  // p is still a polynomial
    EXPECT_EQ(nmod_poly_degree(p), 2);
    zk::flint::nmod_poly_clear(p);
}

TEST(ThirdPartyErrors, FlintAbortThrows) {
    nmod_poly_t a, zero, q, r;
    for (nmod_poly_struct* p : {a, zero, q, r}) zk::flint::nmod_poly_init(p, 3);
    zk::flint::nmod_poly_set_coeff_ui(a, 1, 1);
    // FLINT prints its message on standard output, then calls flint_abort().
    EXPECT_THROW(zk::flint::nmod_poly_divrem(q, r, a, zero), std::runtime_error);
    for (nmod_poly_struct* p : {a, zero, q, r}) zk::flint::nmod_poly_clear(p);
}

}  // namespace
}  // namespace lightsout
