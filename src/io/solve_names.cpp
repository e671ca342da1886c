// The names of methods, move constraints and goals (see io.hpp).
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

Method parse_method(std::string_view name) {
    if (name == "auto") return Method::automatic;
    if (name == "dense") return Method::dense;
    if (name == "structured") return Method::structured;
    if (name == "chasing") return Method::chasing;
    if (name == "chase") return Method::chase;
    if (name == "one-way") return Method::one_way;
    if (name == "two-way") return Method::two_way;
    throw InputError("unknown method '" + std::string(name) +
                     "' (expected auto, dense, structured, chasing, chase, one-way or two-way)");
}

MoveConstraint parse_constraint(std::string_view name) {
    if (name == "any") return MoveConstraint::any;
    if (name == "only-off") return MoveConstraint::only_off;
    if (name == "only-on") return MoveConstraint::only_on;
    throw InputError("unknown move constraint '" + std::string(name) + "' (expected any, only-off or only-on)");
}

int parse_goal(std::string_view name, int states) {
    if (name == "off") return 0;
    if (name == "on") return states - 1;
    if (!name.empty() && name.size() <= 3 && name.find_first_not_of("0123456789") == std::string_view::npos) {
        const int v = std::stoi(std::string(name));
        if (v < states) return v;
    }
    throw InputError("unknown goal '" + std::string(name) + "' (expected off, on or a light value 0.." +
                     std::to_string(states - 1) + " for " + std::to_string(states) + " states)");
}

}  // namespace lightsout::io
