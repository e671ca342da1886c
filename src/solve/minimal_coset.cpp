// The coset of solutions in a canonical form, and small GF(2) algebra on masks.
//
// Reduced row echelon form: Gaussian elimination that takes each new vector's
// lowest set bit as its pivot and clears that bit from every other row. A
// row's pivot stays its lowest set bit (a row with the new pivot p set has its
// own pivot below p, and the new vector is zero below p), so the rows end in
// the reduced row echelon form of their span, which is unique. Reducing p
// against it leaves the member of the coset that is zero on every pivot, also
// unique. A member's offset from p is then read off at the pivots. The
// elimination is bits::Echelon (lightsout/echelon.hpp).
#include <algorithm>
#include <bit>

#include "lightsout/echelon.hpp"
#include "lightsout/error.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

Flat Coset::reduce(Flat v) const {
    for (std::size_t k = 0; k < basis.size(); ++k)
        if (bit(v, pivot[k])) xor_into(v, basis[k]);
    return v;
}

Mask Coset::coordinates(const Flat& v) const {
    Mask coords = 0;
    for (std::size_t k = 0; k < basis.size(); ++k)
        if (bit(v, pivot[k])) coords |= Mask{1} << k;
    return coords;
}

Flat Coset::member(Mask coords) const {
    Flat x = particular;
    for (; coords != 0; coords &= coords - 1) xor_into(x, basis[std::size_t(std::countr_zero(coords))]);
    return x;
}

Coset make_coset(std::int64_t length, Flat particular, const std::vector<Flat>& quiet) {
    const std::size_t words = bits::words_for(length);
    auto check_length = [&](const Flat& v) {
        if (v.size() != words || (length % kWordBits != 0 && !v.empty() && (v.back() >> (length % kWordBits)) != 0))
            throw InputError("a quiet pattern and the press pattern have different lengths");
    };
    check_length(particular);
    bits::Echelon<Flat> echelon;
    for (const Flat& q : quiet) {
        check_length(q);
        // (one dependent on the others adds nothing)
        if (echelon.insert(q) >= 0 && echelon.size() > std::size_t(kMaxNullity))
            throw InputError("more than " + std::to_string(kMaxNullity) +
                             " independent quiet patterns: too many for the fewest-press search");
    }
    std::vector<bits::Echelon<Flat>::Row> rows = echelon.take();
    std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.pivot < b.pivot; });
    Coset sorted;
    sorted.length = length;
    for (auto& row : rows) {
        sorted.basis.push_back(std::move(row.vec));
        sorted.pivot.push_back(row.pivot);
    }
    sorted.particular = sorted.reduce(std::move(particular));
    return sorted;
}

Flat permute(const Flat& v, const Permutation& image) {
    Flat out(v.size(), 0);
    for (std::size_t w = 0; w < v.size(); ++w)
        for (Word bits = v[w]; bits != 0; bits &= bits - 1)
            flip(out, image[w * kWordBits + std::size_t(std::countr_zero(bits))]);
    return out;
}

bool preserves(const Coset& coset, const Permutation& image) {
    if (std::int64_t(image.size()) != coset.length) return false;
    std::vector<char> seen(image.size(), 0);
    for (std::int32_t c : image) {
        if (c < 0 || std::int64_t(c) >= coset.length || seen[std::size_t(c)]) return false;
        seen[std::size_t(c)] = 1;
    }
    for (const Flat& q : coset.basis)
        if (bits::lowest_set(coset.reduce(permute(q, image))) >= 0) return false;
    Flat moved = permute(coset.particular, image);
    xor_into(moved, coset.particular);
    return bits::lowest_set(coset.reduce(std::move(moved))) < 0;
}

std::vector<Mask> kernel_in(const std::vector<Mask>& domain, const LinearMap& map) {
    // Eliminate the images, carrying which domain vectors each row combines.
    bits::Echelon<Mask, Mask> rows;
    std::vector<Mask> kernel;
    for (Mask v : domain) {
        Mask image = map.apply(v), combination = v;
        if (rows.insert(image, combination) < 0) kernel.push_back(combination);
    }
    return kernel;
}

}  // namespace lightsout::fewest
