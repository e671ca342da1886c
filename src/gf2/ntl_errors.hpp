// NTL's errors as exceptions.
//
// Debian's NTL is built without NTL_EXCEPTIONS: an error inside NTL (out of
// memory, a length too large) calls NTL::TerminalError, which prints the
// message and aborts the process unless the thread's NTL::ErrorMsgCallback
// throws first. That callback is thread-local, so every function of the
// library that calls NTL sets it on its own thread (a thread-local store;
// GridRing's constructor does, and so do the polynomial helpers of
// src/solve) before its first NTL call.
#pragma once

namespace lightsout::gf2 {

// From now on, NTL's errors on this thread throw instead of aborting:
// std::bad_alloc for "out of memory", std::runtime_error naming NTL and its
// message for any other. NTL is written to be left by an exception only when
// built with NTL_EXCEPTIONS; without it, the objects it was building are
// destroyed by their destructors (its vectors keep their old storage when an
// allocation fails), which is all the library needs of them afterwards.
// Threads: any; sets the current thread's callback only.
void ntl_errors_throw();

}  // namespace lightsout::gf2
