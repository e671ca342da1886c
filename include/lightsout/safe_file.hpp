// Writing a file whole, safely: never half written, never through a link
// someone planted, nothing left behind on an error.
//
//   io::write_file_safely("ck.json", [&](std::ostream& out) { out << text; });
//
// The text goes to a temporary file created in the target's folder with
// mkstemp (O_CREAT | O_EXCL: a fresh name that nothing, not even a symbolic
// link, occupies), is flushed and closed, and is renamed over the target.
// Any error, also an exception thrown by the writer, removes the temporary
// and leaves the target as it was; so do SIGINT, SIGTERM and SIGHUP while
// the temporary exists (the handler is installed only for that time, then
// the previous one is back). A rename replaces a symbolic link at the
// target itself, not the file it points to, unless `follow_links` is asked.
// Threads: writes are serialized (one temporary at a time in a process).
#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace lightsout::io {

struct SafeWrite {
    // Permissions of a new file (an existing regular file keeps its own);
    // -1: 0666 less the umask.
    int mode = -1;
    // A symbolic link at the target is written through: the file it ends at
    // is replaced (created when the link dangles), and the link stays. For
    // answers the user names (-o); never for files in shared folders.
    bool follow_links = false;
    // Never replace: when the target exists the temporary is removed and
    // nothing is written (link(2) instead of rename(2): of two processes
    // making the same file at once, exactly one succeeds).
    bool only_new = false;
};

// Writes `path` whole through a temporary renamed into place; false when
// `only_new` found it there already. Throws InputError naming the path when
// it cannot (a folder, no permission, disk full), rethrows what `write`
// throws; the temporary is removed either way.
bool write_file_safely(const std::string& path, const std::function<void(std::ostream&)>& write,
                       const SafeWrite& how = {});

// Removes the temporary file of a write in progress, if any: for an exit that
// runs no destructors (std::terminate). Async-signal-safe.
void remove_unfinished_file() noexcept;

}  // namespace lightsout::io
