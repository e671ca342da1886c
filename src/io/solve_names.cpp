// The names of methods, move constraints and goals (see io.hpp).
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

// The inverse of method_name and constraint_name (solve_types.hpp).
Method parse_method(std::string_view name) {
    for (Method m : {Method::automatic, Method::dense, Method::structured, Method::chasing, Method::chase,
                     Method::one_way, Method::two_way})
        if (name == method_name(m)) return m;
    throw InputError("unknown method '" + std::string(name) +
                     "' (expected auto, dense, structured, chasing, chase, one-way or two-way)");
}

MoveConstraint parse_constraint(std::string_view name) {
    for (MoveConstraint c : {MoveConstraint::any, MoveConstraint::only_off, MoveConstraint::only_on})
        if (name == constraint_name(c)) return c;
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
