#include "cli/states.hpp"

#include "cli/app.hpp"

#include "lightsout/error.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::cli {

void add_states_option(CLI::App* command, int& states) {
    whole_number(command->add_option("--states", states,
                                     "K: lights hold 0..K-1 and a press adds 1 mod K (2..255; default: what the board\n"
                                     "file says (PGM maxval + 1, JSON \"states\"), else 2)"))
        ->check([](const std::string& text) -> std::string {
            try {
                zk::check_states(std::stoi(text));
            } catch (const std::exception&) {
                return "states K must be from 2 to 255, not " + text;
            }
            return "";
        });
}

int goal_value(const std::string& goal, int states) { return io::parse_goal(goal, states); }

io::AnyBoard read_any_board_argument(const std::string& path, int states) {
    return io::read_any_board_file(path.empty() ? "-" : path, states);
}

}  // namespace lightsout::cli
