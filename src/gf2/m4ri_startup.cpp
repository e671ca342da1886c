// M4RI without its start-up cost, and its error exit as an exception.
//
// M4RI builds its Gray-code tables (m4ri_codebook, for k <= 16) in a
// constructor, m4ri_init() in its misc.o: about 20 million instructions, 2 ms
// of CPU at the start of every process that links it, although only the dense
// elimination of this folder needs the tables (measured: docs/PERFORMANCE.md
// "Start-up"). When a binary links M4RI statically, misc.o is pulled in only
// to define the three functions below, so defining them here leaves it, and
// its constructor, out; Matrix builds the tables on first use instead
// (ensure_m4ri_tables; m4ri_build_all_codes is public in graycode.h and returns
// at once when the tables exist). With M4RI as a shared library its
// constructor runs as before and these definitions behave as M4RI's own.
// If a later M4RI moves other symbols into misc.o, the static link fails
// loudly (two definitions) instead of silently changing.
#include <m4ri/m4ri.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>

#include "gf2/m4ri_startup.hpp"

namespace lightsout::gf2 {

void ensure_m4ri_tables() {
    static std::once_flag built;
    std::call_once(built, [] { m4ri_build_all_codes(); });
}

}  // namespace lightsout::gf2

// M4RI's error exit, which M4RI's own version ends with abort() after
// printing the message: here it throws instead, and prints nothing. Its
// "malloc returned NULL" (and "calloc", "malloc failed") is std::bad_alloc;
// anything else (a dimension mismatch: a bug of ours) std::runtime_error with
// the message. The exception leaves through M4RI's frames as
// m4ri_mmc_malloc's std::bad_alloc does (m4ri_threads.cpp).
void m4ri_die(const char* errormessage, ...) {
    char text[256];
    va_list arguments;
    va_start(arguments, errormessage);
    const int length = std::vsnprintf(text, sizeof text, errormessage, arguments);
    va_end(arguments);
    std::string message = length < 0 ? std::string(errormessage) : std::string(text);
    while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
    if (message.find("returned NULL") != std::string::npos || message.find("malloc failed") != std::string::npos)
        throw std::bad_alloc();
    throw std::runtime_error("M4RI stopped: " + message);
}

// The bits of `data` (bit 0 first) as '1' and ' ', with ':' before every
// fourth bit after the first when `colon` is set (mzd_print).
void m4ri_word_to_str(char* destination, word data, int colon) {
    int j = 0;
    for (int i = 0; i < m4ri_radix; ++i) {
        if (colon && i != 0 && i % 4 == 0) destination[j++] = ':';
        destination[j++] = ((data >> i) & 1) ? '1' : ' ';
    }
    destination[j] = '\0';
}

// A uniformly random word from random() (mzd_randomize).
word m4ri_random_word() {
    word w = 0;
    for (int i = 0; i < 4; ++i) w = (w << 16) ^ word(random() & 0xFFFF);
    return w;
}
