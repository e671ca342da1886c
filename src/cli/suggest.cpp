#include "cli/suggest.hpp"

#include <algorithm>

namespace lightsout::cli {

int edit_distance(std::string_view a, std::string_view b) {
    // d[i][j]: the distance between the first i characters of a and the first j of b.
    const std::size_t n = a.size(), m = b.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
    for (std::size_t i = 0; i <= n; ++i) d[i][0] = int(i);
    for (std::size_t j = 0; j <= m; ++j) d[0][j] = int(j);
    for (std::size_t i = 1; i <= n; ++i)
        for (std::size_t j = 1; j <= m; ++j) {
            const int change = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + change});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[n][m];
}

std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& known) {
    if (typed.size() > 64) return std::nullopt;  // not a typo of a short name
    const int allowed = std::clamp(int(typed.size()) / 3, 1, 3);
    int best = allowed + 1;
    std::optional<std::string> found;
    bool tie = false;
    for (const std::string& name : known) {
        const int d = edit_distance(typed, name);
        if (d < best) best = d, found = name, tie = false;
        else if (d == best) tie = true;
    }
    if (tie) return std::nullopt;
    return found;
}

}  // namespace lightsout::cli
