// Commands whose work runs in a helper binary (lightsout-render, lightsout-serve),
// so that `lightsout` itself loads neither cairo nor the web server
// (docs/PERFORMANCE.md "Start-up"). `lightsout` parses such a command's
// options like any other (the same definitions: help and usage errors come
// from lightsout), then replaces itself with the helper, which parses the same
// arguments again and does the work; its output and exit code are the command's.
#pragma once

namespace lightsout::cli {

// Keeps the process's arguments for run_helper (call first thing in main).
void remember_arguments(int argc, char** argv);

// Replaces this process by the helper `name` with the remembered arguments
// (argv[1..]). The helper is looked for beside this binary (the build tree),
// then in LIGHTSOUT_HELPER_DIR relative to it (an installed tree). Throws
// InputError when it cannot be run.
[[noreturn]] void run_helper(const char* name);

}  // namespace lightsout::cli
