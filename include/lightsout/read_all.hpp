// The whole of a stream as text, read in blocks (the text and JSON readers).
#pragma once

#include <istream>
#include <string>
#include <string_view>

namespace lightsout::io {

// Throws InputError ("cannot read SOURCE") on a read error.
std::string read_all(std::istream& in, std::string_view source);

}  // namespace lightsout::io
