#include "lightsout/input_file.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

#include "lightsout/read_all.hpp"
#include "lightsout/error.hpp"

namespace lightsout::io {

std::ifstream open_input_file(const std::string& path, std::string_view what) {
    const std::string quoted = "'" + path + "'";
    struct stat status {};
    if (::stat(path.c_str(), &status) == 0 && S_ISDIR(status.st_mode))
        throw InputError(quoted + " is a folder, not a " + std::string(what));
    std::ifstream file(path, std::ios::binary);
    if (!file) throw InputError("cannot open " + std::string(what) + " " + quoted + ": " + std::strerror(errno));
    return file;
}

bool names_a_file(const std::string& argument) {
    struct stat status {};
    if (::lstat(argument.c_str(), &status) == 0) return true;
    return errno != ENOENT && errno != ENOTDIR && errno != ENAMETOOLONG && errno != EINVAL;
}

std::string read_input_file(const std::string& path, std::string_view what) {
    std::ifstream file = open_input_file(path, what);
    return read_all(file, "'" + path + "'");
}

}  // namespace lightsout::io
