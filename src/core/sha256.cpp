// SHA-256 as FIPS 180-4 section 6.2 defines it; HMAC as RFC 2104:
//   HMAC(K, m) = H((K' ^ opad) || H((K' ^ ipad) || m)),
// K' the key padded with zeros to the 64-byte block (hashed first when longer).
#include "core/sha256.hpp"

#include <bit>

namespace lightsout {

namespace {

constexpr std::array<std::uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::array<std::uint32_t, 8> kInitial = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

std::uint32_t big_endian(const std::uint8_t* p) {
    return std::uint32_t(p[0]) << 24 | std::uint32_t(p[1]) << 16 | std::uint32_t(p[2]) << 8 | std::uint32_t(p[3]);
}

}  // namespace

Sha256::Sha256() : state_(kInitial) {}

void Sha256::block(const std::uint8_t* data) {
    std::array<std::uint32_t, 64> w;
    for (int t = 0; t < 16; ++t) w[std::size_t(t)] = big_endian(data + 4 * t);
    for (std::size_t t = 16; t < 64; ++t) {
        const std::uint32_t s0 = std::rotr(w[t - 15], 7) ^ std::rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
        const std::uint32_t s1 = std::rotr(w[t - 2], 17) ^ std::rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    std::uint32_t a = state_[0], b = state_[1], c = state_[2], d = state_[3];
    std::uint32_t e = state_[4], f = state_[5], g = state_[6], h = state_[7];
    for (std::size_t t = 0; t < 64; ++t) {
        const std::uint32_t sum1 = std::rotr(e, 6) ^ std::rotr(e, 11) ^ std::rotr(e, 25);
        const std::uint32_t choose = (e & f) ^ (~e & g);
        const std::uint32_t t1 = h + sum1 + choose + kRound[t] + w[t];
        const std::uint32_t sum0 = std::rotr(a, 2) ^ std::rotr(a, 13) ^ std::rotr(a, 22);
        const std::uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
        const std::uint32_t t2 = sum0 + majority;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state_[0] += a, state_[1] += b, state_[2] += c, state_[3] += d;
    state_[4] += e, state_[5] += f, state_[6] += g, state_[7] += h;
}

void Sha256::add(std::span<const std::uint8_t> bytes) {
    length_ += bytes.size();
    std::size_t at = 0;
    if (buffered_ > 0) {
        while (buffered_ < 64 && at < bytes.size()) buffer_[buffered_++] = bytes[at++];
        if (buffered_ < 64) return;
        block(buffer_.data());
        buffered_ = 0;
    }
    for (; at + 64 <= bytes.size(); at += 64) block(bytes.data() + at);
    while (at < bytes.size()) buffer_[buffered_++] = bytes[at++];
}

void Sha256::add(std::string_view text) {
    add(std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

void Sha256::add_number(std::uint64_t x) {
    std::array<std::uint8_t, 8> bytes;
    for (std::size_t i = 0; i < 8; ++i) bytes[i] = std::uint8_t(x >> (8 * i));
    add(bytes);
}

Digest Sha256::digest() {
    // The padding: a 1 bit, zeros up to 56 bytes mod 64, the length in bits (big-endian).
    const std::uint64_t bits = length_ * 8;
    std::array<std::uint8_t, 72> tail{};
    tail[0] = 0x80;
    const std::size_t zeros = (buffered_ < 56 ? 56 - buffered_ : 120 - buffered_) - 1;
    for (int i = 0; i < 8; ++i) tail[1 + zeros + std::size_t(i)] = std::uint8_t(bits >> (56 - 8 * i));
    add(std::span<const std::uint8_t>(tail.data(), 1 + zeros + 8));
    Digest out;
    for (std::size_t i = 0; i < 8; ++i)
        for (std::size_t j = 0; j < 4; ++j) out[4 * i + j] = std::uint8_t(state_[i] >> (24 - 8 * j));
    return out;
}

Digest sha256(std::string_view message) {
    Sha256 hash;
    hash.add(message);
    return hash.digest();
}

Digest hmac_sha256(std::span<const std::uint8_t> key, std::string_view message) {
    std::array<std::uint8_t, 64> padded{};
    if (key.size() > padded.size()) {
        Sha256 hash;
        hash.add(key);
        const Digest hashed = hash.digest();
        std::copy(hashed.begin(), hashed.end(), padded.begin());
    } else {
        std::copy(key.begin(), key.end(), padded.begin());
    }
    std::array<std::uint8_t, 64> inner_pad, outer_pad;
    for (std::size_t i = 0; i < 64; ++i) {
        inner_pad[i] = padded[i] ^ 0x36;
        outer_pad[i] = padded[i] ^ 0x5c;
    }
    Sha256 inner;
    inner.add(inner_pad);
    inner.add(message);
    const Digest inner_digest = inner.digest();
    Sha256 outer;
    outer.add(outer_pad);
    outer.add(inner_digest);
    return outer.digest();
}

std::string hex_of(std::span<const std::uint8_t> bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(2 * bytes.size());
    for (std::uint8_t b : bytes) {
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

bool same_digest(const Digest& a, const Digest& b) {
    std::uint8_t differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) differ |= std::uint8_t(a[i] ^ b[i]);
    return differ == 0;
}

}  // namespace lightsout
