// The command's allocation functions: the standard ones, except that an
// allocation that fails while an exception unwinds the stack is served from
// a reserve instead of throwing.
//
// Some destructors allocate: nlohmann::json's flattens a nested value into a
// std::vector before freeing it. When memory runs out inside a JSON reader or
// writer (a batch under `ulimit -v`), the std::bad_alloc unwinds through such
// a destructor, its allocation fails again, and a second exception leaving a
// destructor ends the process (std::terminate, a core). During unwinding the
// reserve (kReserveBytes, claimed once and never given back; address space
// only until used) lends the few bytes those destructors ask for, so the
// first std::bad_alloc reaches its handler: one line, exit 2.
// Not under the sanitizers, which bring their own allocation functions.
#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <exception>
#include <new>

#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)

namespace {

constexpr std::size_t kReserveBytes = std::size_t(4) << 20;
constexpr std::size_t kAlign = alignof(std::max_align_t);
alignas(kAlign) unsigned char reserve[kReserveBytes];
std::atomic<std::size_t> reserve_used{0};

bool in_reserve(const void* p) {
    const auto* byte = static_cast<const unsigned char*>(p);
    return byte >= reserve && byte < reserve + kReserveBytes;
}

// `size` bytes of the reserve, or null when it is spent.
void* from_reserve(std::size_t size) {
    const std::size_t rounded = (size + kAlign - 1) / kAlign * kAlign;
    const std::size_t at = reserve_used.fetch_add(rounded);
    return at + rounded <= kReserveBytes ? reserve + at : nullptr;
}

}  // namespace

void* operator new(std::size_t size) {
    if (size == 0) size = 1;
    for (;;) {
        if (void* p = std::malloc(size)) return p;
        if (std::uncaught_exceptions() > 0)
            if (void* p = from_reserve(size)) return p;
        const std::new_handler handler = std::get_new_handler();
        if (handler == nullptr) throw std::bad_alloc();
        handler();
    }
}

void* operator new[](std::size_t size) { return ::operator new(size); }

void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return ::operator new(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}

void* operator new[](std::size_t size, const std::nothrow_t& nothrow) noexcept { return ::operator new(size, nothrow); }

void operator delete(void* p) noexcept {
    if (!in_reserve(p)) std::free(p);
}
void operator delete[](void* p) noexcept { ::operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { ::operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { ::operator delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { ::operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { ::operator delete(p); }

#endif
