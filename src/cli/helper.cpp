#include "cli/helper.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

#include "lightsout/error.hpp"

#ifndef LIGHTSOUT_HELPER_DIR
#define LIGHTSOUT_HELPER_DIR "../libexec/lightsout"
#endif

namespace lightsout::cli {

namespace {

int saved_argc = 0;
char** saved_argv = nullptr;

// The directory of this binary: /proc/self/exe, else argv[0] when it names a path.
std::filesystem::path own_directory() {
    std::error_code error;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error && saved_argc > 0 && std::strchr(saved_argv[0], '/'))
        self = std::filesystem::absolute(saved_argv[0], error);
    return error ? std::filesystem::path() : self.parent_path();
}

}  // namespace

void remember_arguments(int argc, char** argv) {
    saved_argc = argc;
    saved_argv = argv;
}

void run_helper(const char* name) {
    const std::filesystem::path here = own_directory();
    const std::vector<std::filesystem::path> candidates = {here / name, here / LIGHTSOUT_HELPER_DIR / name};
    std::vector<char*> arguments;
    for (int i = 0; i < saved_argc; ++i) arguments.push_back(saved_argv[i]);
    arguments.push_back(nullptr);
    std::cout.flush();
    std::cerr.flush();
    int error = ENOENT;
    for (const std::filesystem::path& candidate : candidates) {
        const std::string path = candidate.lexically_normal().string();
        arguments[0] = const_cast<char*>(path.c_str());
        execv(path.c_str(), arguments.data());
        if (errno != ENOENT) error = errno;
    }
    throw InputError(std::string("cannot run ") + name + " (looked in " + candidates[0].parent_path().string() +
                     " and " + candidates[1].parent_path().lexically_normal().string() + "): " + std::strerror(error));
}

}  // namespace lightsout::cli
