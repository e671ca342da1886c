// Writing an answer to -o FILE or standard output (docs/ROBUSTNESS.md "-o").
//
// A regular file (or a name that does not exist yet) is replaced atomically
// (io::write_file_safely): the answer goes to a fresh temporary file in the
// same folder (mkstemp: a unique name, so a user's own FILE.tmp is never
// touched), renamed over the target once complete, and removed when writing
// fails or SIGINT/SIGTERM/SIGHUP/SIGABRT arrive.
// Symbolic links are followed: the file they point to is replaced, the link
// stays. Anything else that exists (a FIFO, a character device such as
// /dev/null, a socket, /dev/stdout) is written straight, never renamed over.
//
// Standard output cannot be replaced atomically. Every command computes and
// checks its whole answer before the first byte is written, so what remains is
// serializing; the first 16 MiB are held back and dropped if that fails, and a
// larger answer is streamed (memory stays flat; `gen --size 20000` used 842 MB
// when stdout was buffered whole).
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string>
#include <vector>

#include "cli/common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/safe_file.hpp"

namespace lightsout::cli {

namespace {

std::string reason() { return std::strerror(errno); }

void write_to(std::ofstream& file, const std::string& target,
              const std::function<void(std::ostream&)>& write) {
    write(file);
    if (!file.flush()) throw InputError("cannot write '" + target + "' (disk full?)");
    file.close();
    if (file.fail()) throw InputError("cannot write '" + target + "' (disk full?)");
}

// A FIFO, a device, a socket: opened and written as it is.
void write_straight(const std::string& path, const std::function<void(std::ostream&)>& write) {
    std::ofstream file(path, std::ios::binary);
    if (!file) throw InputError("cannot write '" + path + "': " + reason());
    write_to(file, path, write);
}

// ---- standard output ------------------------------------------------------

// Holds back the first `limit` bytes; past them, streams in 1 MiB blocks.
class HoldBack : public std::streambuf {
public:
    explicit HoldBack(std::size_t limit) : limit_(limit), area_(kArea) { setp(area_.data(), area_.data() + area_.size()); }

    // Writes what is held back; false when stdout refuses it.
    bool finish() { return move_area() && drain() && std::fflush(stdout) == 0; }
    bool streaming() const { return streaming_; }

protected:
    int_type overflow(int_type ch) override {
        if (!move_area()) return traits_type::eof();
        if (!traits_type::eq_int_type(ch, traits_type::eof())) sputc(traits_type::to_char_type(ch));
        return traits_type::not_eof(ch);
    }
    int sync() override { return move_area() ? 0 : -1; }

private:
    static constexpr std::size_t kArea = std::size_t(64) << 10, kBlock = std::size_t(1) << 20;

    // The put area into the held bytes; once past the limit, out to stdout.
    bool move_area() {
        held_.append(pbase(), std::size_t(pptr() - pbase()));
        setp(area_.data(), area_.data() + area_.size());
        if (held_.size() < (streaming_ ? kBlock : limit_)) return true;
        streaming_ = true;
        return drain();
    }
    bool drain() {
        const bool ok = std::fwrite(held_.data(), 1, held_.size(), stdout) == held_.size();
        held_.clear();
        return ok;
    }

    std::size_t limit_;
    bool streaming_ = false;
    std::vector<char> area_;
    std::string held_;
};

void write_stdout(const std::function<void(std::ostream&)>& write) {
    constexpr std::size_t kHeldBack = std::size_t(16) << 20;
    std::cout.flush();
    HoldBack buffer(kHeldBack);
    std::ostream out(&buffer);
    try {
        write(out);
    } catch (...) {
        if (buffer.streaming()) std::cerr << "lightsout: the answer on standard output is incomplete\n";
        throw;
    }
    if (!out || !buffer.finish()) throw InputError("cannot write to standard output: " + reason());
}

}  // namespace

void write_output(const std::string& path, const std::function<void(std::ostream&)>& write) {
    if (path.empty() || path == "-") return write_stdout(write);
    struct stat info;
    if (stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) throw InputError("cannot write '" + path + "': it is a folder");
        if (!S_ISREG(info.st_mode)) return write_straight(path, write);
    }
    // A regular file, or nothing there yet (perhaps at the end of a dangling
    // link): replaced through an exclusive temporary (lightsout/safe_file.hpp).
    io::SafeWrite how;
    how.follow_links = true;
    io::write_file_safely(path, write, how);
}

void remove_unfinished_output() noexcept { io::remove_unfinished_file(); }

}  // namespace lightsout::cli
