#include "flint_lazy.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <new>
#include <stdexcept>
#include <string>

#ifndef LIGHTSOUT_FLINT_SONAME
#error "LIGHTSOUT_FLINT_SONAME (the shared object to open, e.g. libflint.so.17) comes from CMakeLists.txt"
#endif

namespace lightsout::zk::flint {

namespace {

// FLINT's allocation functions: malloc's, but out of memory throws
// std::bad_alloc where FLINT's own would print a line on standard output and
// abort. The exception leaves through FLINT's frames (C, with unwind tables);
// what FLINT had allocated in that call is lost, the process goes on.
void* allocate(std::size_t size) {
    void* p = std::malloc(size);
    if (p == nullptr && size != 0) throw std::bad_alloc();
    return p;
}
void* allocate_zeroed(std::size_t count, std::size_t size) {
    void* p = std::calloc(count, size);
    if (p == nullptr && count != 0 && size != 0) throw std::bad_alloc();
    return p;
}
void* reallocate(void* old, std::size_t size) {
    void* p = std::realloc(old, size);
    if (p == nullptr && size != 0) throw std::bad_alloc();
    return p;
}
// FLINT's other errors (after it has printed their message) end in
// flint_abort(), which calls this instead of abort().
[[noreturn]] void flint_stopped() { throw std::runtime_error("FLINT stopped (an internal error)"); }

template <class Function>
Function symbol(void* handle, const char* name) {
    void* address = dlsym(handle, name);
    if (address == nullptr)
        throw std::runtime_error(std::string("FLINT (") + LIGHTSOUT_FLINT_SONAME + ") has no function " + name);
    return reinterpret_cast<Function>(address);
}

// FLINT's errors as exceptions, before its first use: its allocation
// functions and its abort handler (FLINT's own for the whole process).
void make_errors_throw(void* handle) {
    symbol<decltype(&__flint_set_memory_functions)>(handle, "__flint_set_memory_functions")(allocate, allocate_zeroed,
                                                                                           reallocate, std::free);
    symbol<decltype(&flint_set_abort)>(handle, "flint_set_abort")(flint_stopped);
}

// FLINT's shared object, opened once for the life of the process.
void* library() {
    static void* const handle = [] {
        void* opened = dlopen(LIGHTSOUT_FLINT_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (opened == nullptr) {
            const char* reason = dlerror();
            throw std::runtime_error(std::string("cannot load FLINT for arithmetic mod p: ") +
                                     (reason ? reason : LIGHTSOUT_FLINT_SONAME));
        }
        make_errors_throw(opened);
        return opened;
    }();
    return handle;
}

}  // namespace

void* function(const char* name) { return symbol<void*>(library(), name); }

}  // namespace lightsout::zk::flint
