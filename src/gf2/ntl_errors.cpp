#include "gf2/ntl_errors.hpp"

#include <NTL/tools.h>

#include <cstring>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>

namespace lightsout::gf2 {

namespace {

// NTL::TerminalError calls this first; throwing keeps it from printing the
// message and aborting. Called while an exception unwinds (NTL's scope guard
// of a function the exception leaves: NTL cannot be left by one there), the
// throw ends the process through std::terminate; the exception NTL let through
// is its own out of memory, so that is what std::terminate is given.
[[noreturn]] void throw_ntl_error(const char* message) {
    if (std::uncaught_exceptions() > 0) throw std::bad_alloc();
    if (message != nullptr && std::strcmp(message, "out of memory") == 0) throw std::bad_alloc();
    throw std::runtime_error(std::string("NTL stopped: ") + (message ? message : "an error"));
}

}  // namespace

void ntl_errors_throw() { NTL::ErrorMsgCallback = throw_ntl_error; }

}  // namespace lightsout::gf2
