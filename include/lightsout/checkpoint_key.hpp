// The user's key for the fewest-press search's checkpoints and parts
// (CheckpointKey, minimal.hpp; docs/FEWEST.md, "Trust").
//
//   FewestOptions options;
//   options.key = io::checkpoint_key(io::default_checkpoint_key_path(), true);
//
// A key file holds the secret itself: 32 to 4,096 bytes, used whole. The
// default one is made on first use: 32 bytes from /dev/urandom, in a file of
// mode 0600 (its folder 0700) written through an exclusive temporary and
// linked into place, so that runs starting at once all end with the same key.
#pragma once

#include <string>

#include "lightsout/minimal.hpp"

namespace lightsout::io {

// The environment variable that names a key file (the command line's
// --key-file comes first).
inline constexpr const char* kCheckpointKeyVariable = "LIGHTSOUT_KEY_FILE";

// $XDG_CONFIG_HOME/lightsout/key, else $HOME/.config/lightsout/key. Throws
// InputError when neither variable is set.
std::string default_checkpoint_key_path();

// The key in `path`. When nothing is there and `create`, a new random key is
// made there first (its folders too, mode 0700). Throws InputError when the
// file cannot be read or made, is not a regular file, or holds fewer than 32
// or more than 4,096 bytes.
CheckpointKey checkpoint_key(const std::string& path, bool create);

}  // namespace lightsout::io
