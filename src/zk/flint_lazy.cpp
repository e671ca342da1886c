#include "flint_lazy.hpp"

#include <dlfcn.h>

#include <stdexcept>
#include <string>

#ifndef LIGHTSOUT_FLINT_SONAME
#error "LIGHTSOUT_FLINT_SONAME (the shared object to open, e.g. libflint.so.17) comes from CMakeLists.txt"
#endif

namespace lightsout::zk::flint {

namespace {

// FLINT's shared object, opened once for the life of the process.
void* library() {
    static void* const handle = [] {
        void* opened = dlopen(LIGHTSOUT_FLINT_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (opened == nullptr) {
            const char* reason = dlerror();
            throw std::runtime_error(std::string("cannot load FLINT for arithmetic mod p: ") +
                                     (reason ? reason : LIGHTSOUT_FLINT_SONAME));
        }
        return opened;
    }();
    return handle;
}

}  // namespace

void* function(const char* name) {
    void* address = dlsym(library(), name);
    if (address == nullptr)
        throw std::runtime_error(std::string("FLINT (") + LIGHTSOUT_FLINT_SONAME + ") has no function " + name);
    return address;
}

}  // namespace lightsout::zk::flint
