#include "lightsout/gf2/cell_vector.hpp"

#include "lightsout/bits.hpp"

namespace lightsout::gf2 {

std::vector<Word> flatten(const BitGrid& grid) {
    const std::int64_t cells = grid.shape().cells();
    std::vector<Word> out(bits::words_for(cells), 0);
    for (int r = 0; r < grid.rows(); ++r) {
        const Word* row = grid.row(r);
        const std::int64_t base = std::int64_t(r) * grid.cols();
        for (std::size_t w = 0; w < grid.words_per_row(); ++w) {
            Word set = row[w];
            while (set != 0) {
                int b = __builtin_ctzll(set);
                set &= set - 1;
                bits::flip(out.data(), base + std::int64_t(w) * kWordBits + b);
            }
        }
    }
    return out;
}

BitGrid unflatten(const Word* flat, Shape shape) {
    BitGrid grid(shape.rows, shape.cols);
    std::int64_t i = 0;
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c, ++i)
            if (bits::bit(flat, i)) grid.flip(r, c);
    return grid;
}

}  // namespace lightsout::gf2
