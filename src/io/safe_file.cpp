// Writing a file whole through an exclusive temporary (safe_file.hpp).
#include "lightsout/safe_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>
#include <iterator>
#include <streambuf>
#include <vector>
#include <mutex>

#include "lightsout/error.hpp"

namespace lightsout::io {

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

std::mutex one_at_a_time;              // guards the one pending name below
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
        const int fd = mkstemp(pending_temporary);  // O_CREAT | O_EXCL, mode 0600
        const std::string why = fd < 0 ? reason() : "";
        if (fd < 0) pending_temporary[0] = '\0';
        struct sigaction remove{};
        remove.sa_handler = remove_temporary_and_die;
        // While the handler runs, a second signal waits (and then finds the file gone).
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

    int descriptor() const { return fd_; }

    // The mode of the regular file it replaces, or what a new file gets.
    void set_mode(const std::string& target, int mode) {
        struct stat info;
        if (lstat(target.c_str(), &info) == 0 && S_ISREG(info.st_mode)) {
            // Owner and group as before where we may set them (root may).
            if (fchown(fd_, info.st_uid, info.st_gid) != 0) errno = 0;
            fchmod(fd_, info.st_mode & 07777);
            return;
        }
        if (mode >= 0) {
            fchmod(fd_, mode_t(mode) & 07777);
            return;
        }
        const mode_t mask = umask(0);
        umask(mask);
        fchmod(fd_, 0666 & ~mask);
    }

    void rename_to(const std::string& target) {
        const int closed = close(fd_);
        fd_ = -1;
        if (closed != 0) throw InputError("cannot write '" + target + "': " + reason());
        if (std::rename(path_.c_str(), target.c_str()) != 0) throw InputError("cannot write '" + target + "': " + reason());
        pending_temporary[0] = '\0';
        path_.clear();
    }

    // The file under the target's name too, unless that name is taken
    // (false); the temporary's name goes when the Temporary does.
    bool link_to(const std::string& target) {
        const int closed = close(fd_);
        fd_ = -1;
        if (closed != 0) throw InputError("cannot write '" + target + "': " + reason());
        if (link(path_.c_str(), target.c_str()) == 0) return true;
        if (errno == EEXIST) return false;
        throw InputError("cannot write '" + target + "': " + reason());
    }

private:
    static void restore_signals() {
        for (int i = 0; i < kSignalCount; ++i) sigaction(kSignals[i], &previous[i], nullptr);
        pending_temporary[0] = '\0';
    }
    std::string path_;
    int fd_ = -1;
};

// An output buffer that writes to a file descriptor (whole, retrying short writes).
class DescriptorBuffer : public std::streambuf {
public:
    explicit DescriptorBuffer(int fd) : fd_(fd), area_(kArea) { setp(area_.data(), area_.data() + area_.size()); }
    bool good() const { return error_.empty(); }
    const std::string& error() const { return error_; }

protected:
    int_type overflow(int_type ch) override {
        if (!drain()) return traits_type::eof();
        if (!traits_type::eq_int_type(ch, traits_type::eof())) sputc(traits_type::to_char_type(ch));
        return traits_type::not_eof(ch);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    static constexpr std::size_t kArea = std::size_t(64) << 10;
    bool drain() {
        const char* at = pbase();
        while (at < pptr()) {
            const ssize_t wrote = ::write(fd_, at, std::size_t(pptr() - at));
            if (wrote < 0 && errno == EINTR) continue;
            if (wrote <= 0) {
                if (error_.empty()) error_ = wrote < 0 ? reason() : "nothing written";
                return false;
            }
            at += wrote;
        }
        setp(area_.data(), area_.data() + area_.size());
        return true;
    }
    int fd_;
    std::vector<char> area_;
    std::string error_;
};

}  // namespace

bool write_file_safely(const std::string& path, const std::function<void(std::ostream&)>& write, const SafeWrite& how) {
    if (path.empty()) throw InputError("cannot write a file without a name");
    std::string target = path;
    if (how.follow_links) {
        char real[PATH_MAX];
        struct stat end;
        target = stat(path.c_str(), &end) == 0 && realpath(path.c_str(), real) ? std::string(real) : follow_links(path);
    }
    struct stat info;
    const bool exists = lstat(target.c_str(), &info) == 0;
    if (exists && S_ISDIR(info.st_mode)) throw InputError("cannot write '" + path + "': it is a folder");
    if (exists && how.only_new) return false;
    const std::lock_guard lock(one_at_a_time);
    Temporary temporary(target);
    temporary.set_mode(target, how.mode);
    {
        // Written through the descriptor mkstemp returned, never by name
        // again: in a folder others may write, the name could be theirs by now.
        DescriptorBuffer buffer(temporary.descriptor());
        std::ostream file(&buffer);
        write(file);
        if (!file.flush() || !buffer.good()) throw InputError("cannot write '" + path + "': " + buffer.error() + " (disk full?)");
    }
    if (how.only_new) return temporary.link_to(target);
    temporary.rename_to(target);
    return true;
}

void remove_unfinished_file() noexcept {
    if (pending_temporary[0] != '\0') unlink(pending_temporary);
}

}  // namespace lightsout::io
