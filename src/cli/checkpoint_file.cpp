#include "cli/checkpoint_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "lightsout/error.hpp"
#include "lightsout/safe_file.hpp"

namespace lightsout::cli {

std::optional<std::string> CheckpointFile::load() const {
    std::ifstream in(path_);
    if (!in) {
        if (!std::filesystem::exists(path_)) return std::nullopt;
        throw InputError("cannot read the checkpoint " + path_ + ": " + std::strerror(errno));
    }
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void CheckpointFile::save(const std::string& state) {
    // A link planted at FILE is replaced, not written through.
    io::write_file_safely(path_, [&](std::ostream& out) { out << state; });
}

}  // namespace lightsout::cli
