// Errors the library reports to its callers.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace lightsout {

// What kind of bad input an InputError is, for the front ends that add a hint
// in their own terms. Library messages name values, never a front end's
// options: the command line adds "give --states K", Python "pass states=K".
enum class Problem {
    general,
    needs_states,  // a board read as two states holds larger values: the caller should say how many states
};

// Bad input or usage: a board that does not parse, a rule that does not exist,
// sizes of zero. The command line turns it into one line on stderr and exit 2.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& what) : std::runtime_error(what) {}
    InputError(Problem problem, const std::string& what) : std::runtime_error(what), problem_(problem) {}
    Problem problem() const { return problem_; }

private:
    Problem problem_ = Problem::general;
};

// User input quoted in a message: 'text', or its first 40 bytes and its length
// when longer, so that an error never repeats a huge input back; control
// bytes (a newline, a tab, ...) show as '?', so that it stays one line.
inline std::string quote_input(std::string_view text) {
    constexpr std::size_t kShown = 40;
    std::string shown = "'";
    for (char ch : text.substr(0, kShown)) shown += (unsigned char)(ch) < 0x20 || ch == 0x7f ? '?' : ch;
    if (text.size() <= kShown) return shown + "'";
    return shown + "...' (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace lightsout
