// LIGHTSOUT_AVX2_CLONES before a hot function: compiled twice (AVX2 and plain),
// the copy picked once at load time for the machine it runs on.
//
// The pick is an ifunc resolver that runs while the program is being loaded.
// ThreadSanitizer instruments that resolver, which then runs before the
// sanitizer is set up and crashes: under TSan (make tsan) the plain copy only.
#pragma once

#if defined(__SANITIZE_THREAD__)
#define LIGHTSOUT_NO_CLONES 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define LIGHTSOUT_NO_CLONES 1
#endif
#endif

#ifdef LIGHTSOUT_NO_CLONES
#define LIGHTSOUT_AVX2_CLONES
#else
#define LIGHTSOUT_AVX2_CLONES __attribute__((target_clones("avx2", "default")))
#endif
