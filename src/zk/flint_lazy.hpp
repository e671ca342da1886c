// FLINT, opened on first use instead of at process start.
//
// Only arithmetic mod an odd prime uses FLINT (field_engine.cpp,
// structured_plus.cpp), but a binary linked to libflint loads it, and with it
// MPFR, GMP, NTL and gf2x as shared objects, before main(): about 2 ms of CPU
// at every start, most of `lightsout`'s start-up budget (docs/PERFORMANCE.md
// "Start-up"). So the library does not link FLINT: call FLINT's functions as
// flint::nmod_poly_mul(...) etc. (the list below), and each finds itself in
// the shared object the first time it is called (dlopen once, then dlsym;
// thread-safe). FLINT's inline functions and macros (nmod_mat_entry,
// nmod_poly_degree, nmod_poly_is_zero, ...) are used directly. A direct call
// to any other FLINT function does not link, so nothing loads FLINT by
// accident: add the function to the list instead.
//
// Opening FLINT also turns its errors into exceptions, for the whole process:
// out of memory throws std::bad_alloc (FLINT's allocation functions are
// malloc's, checked), and flint_abort() throws std::runtime_error.
#pragma once

#include <flint/nmod_mat.h>
#include <flint/nmod_poly.h>

#include <atomic>

namespace lightsout::zk::flint {

// The address of FLINT's function `name`, loading FLINT first if needed
// (LIGHTSOUT_FLINT_SONAME, from CMakeLists.txt). Throws std::runtime_error
// with the reason when FLINT or the function cannot be found.
void* function(const char* name);

template <class Signature>
class Lazy;

// One of FLINT's functions, found on its first call.
template <class Result, class... Arguments>
class Lazy<Result(Arguments...)> {
public:
    explicit constexpr Lazy(const char* name) : name_(name) {}
    Result operator()(Arguments... arguments) const {
        Pointer f = resolved_.load(std::memory_order_acquire);
        if (f == nullptr) {
            f = reinterpret_cast<Pointer>(function(name_));
            resolved_.store(f, std::memory_order_release);
        }
        return f(arguments...);
    }

private:
    using Pointer = Result (*)(Arguments...);
    const char* name_;
    mutable std::atomic<Pointer> resolved_{nullptr};
};

#define LIGHTSOUT_FLINT_FUNCTION(name) inline const Lazy<decltype(::name)> name{#name};
LIGHTSOUT_FLINT_FUNCTION(nmod_mat_init)
LIGHTSOUT_FLINT_FUNCTION(nmod_mat_clear)
LIGHTSOUT_FLINT_FUNCTION(nmod_mat_rref)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_init)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_init_preinv)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_clear)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_set)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_set_coeff_ui)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_add)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_sub)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_mul)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_mulmod)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_rem)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_div)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_divrem)
LIGHTSOUT_FLINT_FUNCTION(nmod_poly_xgcd)
#undef LIGHTSOUT_FLINT_FUNCTION

}  // namespace lightsout::zk::flint
