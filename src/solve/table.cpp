#include "lightsout/table.hpp"

#include <NTL/GF2X.h>

#include <string>

#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"

namespace lightsout {

namespace {

// nullity(n x n plus) = deg gcd(U_n(x), D_n(x)), D_n(x) = U_n(x + 1) (see
// structured_plus.cpp); both sequences advance by one recursion step per n.
std::vector<std::int64_t> plus_table(int max_n) {
    std::vector<std::int64_t> table;
    table.reserve(std::size_t(max_n));
    NTL::GF2X u_before, u(1), d_before, d(1), next, g;  // U_0 = D_0 = 1, U_{-1} = D_{-1} = 0
    Progress progress("nullity table");
    progress.phase("gcd", max_n);
    for (int n = 1; n <= max_n; ++n) {
        NTL::LeftShift(next, u, 1);  // U_n = x U_{n-1} + U_{n-2}
        next += u_before;
        u_before.swap(u);
        u.swap(next);
        NTL::LeftShift(next, d, 1);  // D_n = (x + 1) D_{n-1} + D_{n-2}
        next += d;
        next += d_before;
        d_before.swap(d);
        d.swap(next);
        NTL::GCD(g, u, d);
        table.push_back(NTL::deg(g));
        progress.update(n);
    }
    return table;
}

}  // namespace

std::vector<std::int64_t> nullity_table(const Rule& rule, int max_n) {
    if (max_n < 1) throw InputError("the table needs --max of at least 1, got " + std::to_string(max_n));
    if (!has_structured_solver(rule, {1, 1}))
        throw InputError("no nullity table for rule " + rule.name() + " (plus, square and cross only; plus and "
                         "square not on a torus)");
    if (rule.kind() == Rule::Kind::plus) return plus_table(max_n);
    std::vector<std::int64_t> table;
    for (int n = 1; n <= max_n; ++n) table.push_back(structured_nullity(rule, {n, n}));
    return table;
}

}  // namespace lightsout
