#include "solve/answer_check.hpp"

#include <stdexcept>
#include <string>

namespace lightsout {

namespace {

[[noreturn]] void fail(const LinearSolution& answer, const std::string& what) {
    throw std::logic_error("internal error: the " + answer.engine + " engine's " + what + " does not check");
}

}  // namespace

void check_answer(const LinearSolution& answer, const Board& change, const Rule& rule) {
    if (answer.solvable) {
        if (answer.presses.shape() != change.shape() || !reaches_goal(change, rule, answer.presses, Goal::off))
            fail(answer, "press pattern");
    } else if (!is_certificate(answer.certificate, change, rule)) {
        fail(answer, "certificate");
    }
}

void check_quiet(const LinearSolution& answer, Shape shape, const Rule& rule) {
    for (const PressPattern& quiet : answer.quiet)
        if (quiet.shape() != shape || quiet.none() || !is_quiet(quiet, rule)) fail(answer, "quiet pattern");
}

}  // namespace lightsout
