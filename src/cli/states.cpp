#include "cli/states.hpp"

#include "lightsout/error.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::cli {

void add_states_option(CLI::App* command, int& states) {
    command
        ->add_option("--states", states,
                     "K: lights hold 0..K-1 and a press adds 1 mod K (2..255; default: what the board\n"
                     "file says (PGM maxval + 1, JSON \"states\"), else 2)")
        ->check([](const std::string& text) -> std::string {
            try {
                zk::check_states(std::stoi(text));
            } catch (const std::exception&) {
                return "states K must be from 2 to 255, not " + text;
            }
            return "";
        });
}

int goal_value(const std::string& goal, int states) {
    if (goal == "off") return 0;
    if (goal == "on") return states - 1;
    if (!goal.empty() && goal.size() <= 3 && goal.find_first_not_of("0123456789") == std::string::npos) {
        const int v = std::stoi(goal);
        if (v < states) return v;
    }
    throw InputError("unknown goal '" + goal + "' (expected off, on or a light value 0.." + std::to_string(states - 1) +
                     " for " + std::to_string(states) + " states)");
}

io::AnyBoard read_any_board_argument(const std::string& path, int states) {
    return io::read_any_board_file(path.empty() ? "-" : path, states);
}

}  // namespace lightsout::cli
