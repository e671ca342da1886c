// Errors the library reports to its callers.
#pragma once

#include <stdexcept>
#include <string>

namespace lightsout {

// Bad input or usage: a board that does not parse, a rule that does not exist,
// sizes of zero. The command line turns it into one line on stderr and exit 2.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace lightsout
