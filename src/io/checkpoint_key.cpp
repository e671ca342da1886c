// The user's checkpoint key: read, or made on first use (checkpoint_key.hpp).
#include "lightsout/checkpoint_key.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "lightsout/error.hpp"
#include "lightsout/safe_file.hpp"

namespace lightsout::io {

namespace {

constexpr std::size_t kNewKeyBytes = 32;
constexpr std::size_t kLeastKeyBytes = 32;
constexpr std::size_t kMostKeyBytes = 4096;

std::string reason() { return std::strerror(errno); }

// The folders above `path`, made where missing (mode 0700).
void make_folders(const std::string& path) {
    for (std::size_t slash = path.find('/', 1); slash != std::string::npos; slash = path.find('/', slash + 1)) {
        const std::string folder = path.substr(0, slash);
        if (mkdir(folder.c_str(), 0700) != 0 && errno != EEXIST)
            throw InputError("cannot make the folder '" + folder + "' for the checkpoint key: " + reason());
    }
}

std::string random_bytes(std::size_t count) {
    const int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw InputError("cannot read /dev/urandom for a new checkpoint key: " + reason());
    std::string out(count, '\0');
    std::size_t got = 0;
    while (got < count) {
        const ssize_t n = read(fd, out.data() + got, count - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(fd);
            throw InputError("cannot read /dev/urandom for a new checkpoint key");
        }
        got += std::size_t(n);
    }
    close(fd);
    return out;
}

// The file's bytes, or nullopt when nothing is there.
std::optional<std::string> read_key_file(const std::string& path) {
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return std::nullopt;
        throw InputError("cannot read the checkpoint key '" + path + "': " + reason());
    }
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        close(fd);
        throw InputError("the checkpoint key '" + path + "' is not a regular file");
    }
    std::string out;
    char buffer[1024];
    for (;;) {
        const ssize_t n = read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            close(fd);
            throw InputError("cannot read the checkpoint key '" + path + "': " + reason());
        }
        if (n == 0) break;
        out.append(buffer, std::size_t(n));
        if (out.size() > kMostKeyBytes) break;
    }
    close(fd);
    return out;
}

}  // namespace

std::string default_checkpoint_key_path() {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    if (config && config[0] == '/') return std::string(config) + "/lightsout/key";
    const char* home = std::getenv("HOME");
    if (home && home[0] != '\0') return std::string(home) + "/.config/lightsout/key";
    throw InputError("no folder for the checkpoint key: neither XDG_CONFIG_HOME nor HOME is set");
}

CheckpointKey checkpoint_key(const std::string& path, bool create) {
    std::optional<std::string> secret = read_key_file(path);
    if (!secret && create) {
        make_folders(path);
        const std::string fresh = random_bytes(kNewKeyBytes);
        SafeWrite how;
        how.mode = 0600;
        how.only_new = true;  // another run made it first: that key is the one
        write_file_safely(path, [&](std::ostream& out) { out << fresh; }, how);
        secret = read_key_file(path);
    }
    if (!secret) throw InputError("no checkpoint key '" + path + "'");
    if (secret->size() < kLeastKeyBytes || secret->size() > kMostKeyBytes)
        throw InputError("the checkpoint key '" + path + "' holds " + std::to_string(secret->size()) +
                         " bytes; a key is 32 to 4096 bytes (e.g. head -c 32 /dev/urandom > KEY)");
    return CheckpointKey{std::vector<std::uint8_t>(secret->begin(), secret->end())};
}

}  // namespace lightsout::io
