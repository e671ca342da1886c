// Errors the library reports to its callers.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace lightsout {

// What kind of bad input an InputError is, for the front ends that word it in
// their own terms. Library messages name values, never a front end's options;
// with the code and the offending value (InputError::value()) the command line
// adds "(from --method chasing)", Python "(from method='chasing')", a batch
// line "(\"states\": 300)".
enum class Problem {
    general,       // a board, a rule, a size, a file: the message says it all
    needs_states,  // a board read as two states holds larger values; value: the largest light read
    states,        // a number of states out of range; value: K
    method,        // the chosen method does not apply to this puzzle; value: the method's name
    constraint,    // a move constraint does not apply; value: "only-off" or "only-on"
    minimal,       // fewest presses cannot be combined with the method; value: the method's name
    threads,       // threads could not be started; value: how many were asked for
    torus,         // the torus short form disagrees with the topology or the rule's name (Rule::with_edges); value: "true" or "false"
    topology,      // a topology disagrees with the one the rule's name carries (Rule::with_edges); value: the topology as given
    checkpoint_unsigned,  // a checkpoint or part is not authenticated by the key (none, another's); value: its name
    checkpoint_forged,    // a checkpoint or part fails its authentication (changed, or another search's); value: its name
};

// Bad input or usage: a board that does not parse, a rule that does not exist,
// sizes of zero. The command line turns it into one line on stderr and exit 2.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& what) : std::runtime_error(what) {}
    InputError(Problem problem, const std::string& what, std::string value = {})
        : std::runtime_error(what), problem_(problem), value_(std::move(value)) {}
    Problem problem() const { return problem_; }
    // The offending value as the caller gave it ("chasing", "300"); empty for general.
    const std::string& value() const { return value_; }

private:
    Problem problem_ = Problem::general;
    std::string value_;
};

// A call stopped through its StopToken (stop.hpp) before it finished: it
// returns nothing, and the threads it started are joined. Not bad input: the
// command line ends with exit 130 (as on SIGINT), Python raises
// KeyboardInterrupt.
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
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
