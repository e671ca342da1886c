#include "web/hint.hpp"

namespace lightsout::web {

nlohmann::json hint_of(const Hint& hint) {
    nlohmann::json answer{{"solvable", hint.solvable}, {"minimal", hint.minimal}};
    if (!hint.note.empty()) answer["note"] = hint.note;
    if (!hint.solvable) {
        answer["proven"] = hint.proven;
        answer["certificate"] = hint.certificate;
        return answer;
    }
    answer["remaining"] = hint.remaining;
    answer["solved"] = hint.remaining == 0;
    answer["press"] = hint.press;
    return answer;
}

}  // namespace lightsout::web
