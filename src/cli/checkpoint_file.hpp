// The fewest-press search's checkpoint kept in a file (--checkpoint, --merge).
#pragma once

#include <string>

#include "lightsout/minimal.hpp"

namespace lightsout::cli {

class CheckpointFile : public CheckpointStore {
public:
    explicit CheckpointFile(std::string path) : path_(std::move(path)) {}
    // nullopt when the file does not exist; InputError when it cannot be read.
    std::optional<std::string> load() const override;
    // Written through an exclusive temporary renamed into place
    // (io::write_file_safely): a crash leaves the old or the new file, and a
    // link planted at PATH or at any temporary name is never written through.
    void save(const std::string& state) override;
    std::string name() const override { return path_; }

private:
    std::string path_;
};

}  // namespace lightsout::cli
