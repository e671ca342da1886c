// Writes a random graph as an edge list, for scripts/bench.sh and by hand:
//   bench_graph_file VERTICES EDGES SEED OUT
// Each of EDGES lines joins two distinct vertices drawn uniformly (repeats
// merge when read, so a dense graph is asked for with more lines than it keeps).
#include <cstdio>
#include <cstdlib>
#include <random>

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: bench_graph_file VERTICES EDGES SEED OUT\n");
        return 2;
    }
    const long n = std::atol(argv[1]), edges = std::atol(argv[2]);
    std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
    std::FILE* out = std::fopen(argv[4], "w");
    if (n < 2 || edges < 0 || !out) return 2;
    std::uniform_int_distribution<long> vertex(0, n - 1);
    for (long v = 0; v < n; ++v) std::fprintf(out, "v%ld\n", v);  // every vertex, isolated or not
    for (long e = 0; e < edges;) {
        const long u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        std::fprintf(out, "v%ld v%ld\n", u, v);
        ++e;
    }
    return std::fclose(out) == 0 ? 0 : 1;
}
