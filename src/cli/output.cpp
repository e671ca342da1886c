// Writing an answer to -o FILE or standard output (docs/ROBUSTNESS.md "-o").
//
// A regular file (or a name that does not exist yet) is replaced atomically: the
// answer goes to a fresh temporary file in the same folder (mkstemp: a unique
// name, so a user's own FILE.tmp is never touched), renamed over the target once
// complete, and removed when writing fails (an exception) or SIGINT, SIGTERM,
// SIGHUP or SIGABRT arrive.
// Symbolic links are followed: the file they point to is replaced, the link
// stays. Anything else that exists (a FIFO, a character device such as
// /dev/null, a socket, /dev/stdout) is written straight, never renamed over.
//
// Standard output cannot be replaced atomically. Every command computes and
// checks its whole answer before the first byte is written, so what remains is
// serializing; the first 16 MiB are held back and dropped if that fails, and a
// larger answer is streamed (memory stays flat; `gen --size 20000` used 842 MB
// when stdout was buffered whole).
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <streambuf>
#include <string>
#include <vector>

#include "cli/common.hpp"
#include "lightsout/error.hpp"

namespace lightsout::cli {

namespace {

std::string reason() { return std::strerror(errno); }

std::string folder_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The name a chain of symbolic links ends at (itself when it is no link).
// The end may not exist: a dangling link is written through, creating its target.
std::string follow_links(std::string path) {
    for (int hops = 0; hops < 40; ++hops) {
        struct stat info;
        if (lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return path;
        std::string target(PATH_MAX, '\0');
        const ssize_t size = readlink(path.c_str(), target.data(), target.size());
        if (size < 0) throw InputError("cannot follow the link '" + path + "': " + reason());
        target.resize(std::size_t(size));
        path = target.front() == '/' ? target : folder_of(path) + "/" + target;
    }
    throw InputError("cannot write '" + path + "': too many levels of symbolic links");
}

// ---- the temporary file and the signals that must not leave it behind ------

char pending_temporary[PATH_MAX + 1];  // read by the signal handler
// The signals that end the process while the temporary file exists: the
// user's, and abort() (the library throws where a third-party library would
// abort, but whatever still aborts leaves no temporary file behind).
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGABRT};
constexpr int kSignalCount = int(std::size(kSignals));
struct sigaction previous[kSignalCount];

extern "C" void remove_temporary_and_die(int signal) {
    if (pending_temporary[0] != '\0') unlink(pending_temporary);
    ::signal(signal, SIG_DFL);
    raise(signal);
}

// Owns the temporary file from creation to rename; removes it otherwise.
class Temporary {
public:
    explicit Temporary(const std::string& target) {
        std::string pattern = folder_of(target) + "/." + name_of(target) + ".lightsout-XXXXXX";
        if (pattern.size() > PATH_MAX) throw InputError("cannot write '" + target + "': the name is too long");
        // The signals wait while the name is made and the file created, so
        // the handler sees either no name or the name of a file that exists.
        sigset_t signals, before;
        sigemptyset(&signals);
        for (int signal : kSignals) sigaddset(&signals, signal);
        sigprocmask(SIG_BLOCK, &signals, &before);
        std::strcpy(pending_temporary, pattern.c_str());
        const int fd = mkstemp(pending_temporary);
        const std::string why = fd < 0 ? reason() : "";
        if (fd < 0) pending_temporary[0] = '\0';
        // While the handler runs, a second signal waits (and then finds the file gone).
        struct sigaction remove{};
        remove.sa_handler = remove_temporary_and_die;
        remove.sa_mask = signals;
        for (int i = 0; i < kSignalCount; ++i) sigaction(kSignals[i], &remove, &previous[i]);
        sigprocmask(SIG_SETMASK, &before, nullptr);
        if (fd < 0) {
            restore_signals();
            throw InputError("cannot write '" + target + "': " + why);
        }
        path_ = pending_temporary;
        fd_ = fd;
    }
    ~Temporary() {
        if (fd_ >= 0) close(fd_);
        if (!path_.empty()) unlink(path_.c_str());
        restore_signals();
    }
    Temporary(const Temporary&) = delete;
    Temporary& operator=(const Temporary&) = delete;

    const std::string& path() const { return path_; }

    // The mode of the file it replaces, or what a new file would get.
    void set_mode(const std::string& target) {
        struct stat info;
        if (stat(target.c_str(), &info) == 0) {
            // Owner and group as before where we may set them (root may).
            if (fchown(fd_, info.st_uid, info.st_gid) != 0) errno = 0;
            fchmod(fd_, info.st_mode & 07777);
            return;
        }
        const mode_t mask = umask(0);
        umask(mask);
        fchmod(fd_, 0666 & ~mask);
    }

    void rename_to(const std::string& target) {
        close(fd_);
        fd_ = -1;
        if (std::rename(path_.c_str(), target.c_str()) != 0) throw InputError("cannot write '" + target + "': " + reason());
        pending_temporary[0] = '\0';
        path_.clear();
    }

private:
    static void restore_signals() {
        for (int i = 0; i < kSignalCount; ++i) sigaction(kSignals[i], &previous[i], nullptr);
        pending_temporary[0] = '\0';
    }
    std::string path_;
    int fd_ = -1;
};

void write_to(std::ofstream& file, const std::string& target,
              const std::function<void(std::ostream&)>& write) {
    write(file);
    if (!file.flush()) throw InputError("cannot write '" + target + "' (disk full?)");
    file.close();
    if (file.fail()) throw InputError("cannot write '" + target + "' (disk full?)");
}

void replace_file(const std::string& target, const std::function<void(std::ostream&)>& write) {
    Temporary temporary(target);
    temporary.set_mode(target);
    std::ofstream file(temporary.path(), std::ios::binary | std::ios::trunc);
    if (!file) throw InputError("cannot write '" + target + "'");
    write_to(file, target, write);
    temporary.rename_to(target);
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

void remove_unfinished_output() noexcept {
    if (pending_temporary[0] != '\0') unlink(pending_temporary);
}

void write_output(const std::string& path, const std::function<void(std::ostream&)>& write) {
    if (path.empty() || path == "-") return write_stdout(write);
    struct stat info;
    if (stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) throw InputError("cannot write '" + path + "': it is a folder");
        if (!S_ISREG(info.st_mode)) return write_straight(path, write);
        char real[PATH_MAX];
        if (!realpath(path.c_str(), real)) throw InputError("cannot write '" + path + "': " + reason());
        return replace_file(real, write);
    }
    // Nothing there yet (perhaps at the end of a dangling link): create it.
    return replace_file(follow_links(path), write);
}

}  // namespace lightsout::cli
