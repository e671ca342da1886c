// The yardstick of the dense engine: what plain M4RI or FLINT take
// to reduce [A | b] once, with no quiet basis, certificate or check. The same
// systems lightsout solves in scripts/bench.sh's "dense baselines":
//
//   bench_dense_baseline graph FILE [K]   sigma-plus on an edge list, every light lit
//   bench_dense_baseline grid N [K]       the plus rule on an N x N board, lights from a seed
//   bench_dense_baseline grid-edges N FILE  writes the N x N grid as an edge list (a graph for `graph`)
//
// K = 2: mzd_echelonize (reduced) on [A | b]; K = 3 (any odd prime): FLINT's
// nmod_mat_rref on [A | b]. Prints the rank and the seconds of the whole run
// (reading, building, reducing); scripts/bench.sh measures its peak memory.
#include <flint/nmod_mat.h>
#include <m4ri/m4ri.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

struct System {
    int n = 0;
    std::vector<std::pair<int, int>> ones;  // entries of A equal to 1 (i, j)
    std::vector<int> b;
};

System read_graph(const char* path) {
    System s;
    std::unordered_map<std::string, int> index;
    auto vertex = [&](const std::string& label) {
        auto [it, fresh] = index.try_emplace(label, s.n);
        if (fresh) ++s.n;
        return it->second;
    };
    std::ifstream in(path);
    std::string u, v;
    while (in >> u >> v) {
        const int i = vertex(u), j = vertex(v);
        s.ones.emplace_back(i, j);
        s.ones.emplace_back(j, i);
    }
    for (int i = 0; i < s.n; ++i) s.ones.emplace_back(i, i);
    s.b.assign(std::size_t(s.n), 1);
    return s;
}

System plus_grid(int side) {
    System s;
    s.n = side * side;
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const int j = r * side + c;
            s.ones.emplace_back(j, j);
            if (r > 0) s.ones.emplace_back(j - side, j);
            if (r + 1 < side) s.ones.emplace_back(j + side, j);
            if (c > 0) s.ones.emplace_back(j - 1, j);
            if (c + 1 < side) s.ones.emplace_back(j + 1, j);
        }
    std::srand(3);
    for (int i = 0; i < s.n; ++i) s.b.push_back(std::rand() % 2);
    return s;
}

long reduce_mod_2(const System& s) {
    mzd_t* m = mzd_init(s.n, s.n + 1);
    for (auto [i, j] : s.ones) mzd_write_bit(m, i, j, mzd_read_bit(m, i, j) ^ 1);
    for (int i = 0; i < s.n; ++i) mzd_write_bit(m, i, s.n, s.b[std::size_t(i)]);
    const long rank = mzd_echelonize(m, 1);
    mzd_free(m);
    return rank;
}

long reduce_mod_p(const System& s, unsigned long p) {
    nmod_mat_t m;
    nmod_mat_init(m, s.n, s.n + 1, p);
    for (auto [i, j] : s.ones) nmod_mat_entry(m, i, j) = (nmod_mat_entry(m, i, j) + 1) % p;
    for (int i = 0; i < s.n; ++i) nmod_mat_entry(m, i, s.n) = (unsigned long)(s.b[std::size_t(i)]) % p;
    const long rank = nmod_mat_rref(m);
    nmod_mat_clear(m);
    return rank;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_dense_baseline graph FILE [K] | grid N [K]\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::string kind = argv[1];
    if (kind == "grid-edges" && argc == 4) {
        const int n = std::atoi(argv[2]);
        std::FILE* out = std::fopen(argv[3], "w");
        if (out == nullptr) return 2;
        for (int v = 0; v < n * n; ++v) {
            if (v % n + 1 < n) std::fprintf(out, "v%d v%d\n", v, v + 1);
            if (v + n < n * n) std::fprintf(out, "v%d v%d\n", v, v + n);
        }
        return std::fclose(out) == 0 ? 0 : 2;
    }
    const System s = kind == "graph" ? read_graph(argv[2]) : plus_grid(std::atoi(argv[2]));
    const int k = argc > 3 ? std::atoi(argv[3]) : 2;
    const long rank = k == 2 ? reduce_mod_2(s) : reduce_mod_p(s, (unsigned long)(k));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%d unknowns mod %d: rank of [A | b] %ld, %.3f s\n", s.n, k, rank, seconds);
    return 0;
}
