#include "cli/checkpoint_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "lightsout/error.hpp"

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
    const std::string temporary = path_ + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << state;
        out.flush();
        if (!out) throw InputError("cannot write the checkpoint " + temporary + ": " + std::strerror(errno));
    }
    std::error_code error;
    std::filesystem::rename(temporary, path_, error);
    if (error) throw InputError("cannot replace the checkpoint " + path_ + ": " + error.message());
}

}  // namespace lightsout::cli
