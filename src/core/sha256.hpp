// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104): the authentication of the
// fewest-press search's checkpoints and parts (docs/FEWEST.md, "Trust").
// Written from the specifications; tests check the FIPS examples and the
// RFC 4231 vectors (tests/core/sha256_test.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace lightsout {

using Digest = std::array<std::uint8_t, 32>;

// The hash of a message given in pieces: add() any number of times, then
// digest() once.
class Sha256 {
public:
    Sha256();
    void add(std::span<const std::uint8_t> bytes);
    void add(std::string_view text);
    // A 64-bit number as 8 bytes, least significant first.
    void add_number(std::uint64_t x);
    Digest digest();

private:
    void block(const std::uint8_t* data);
    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, 64> buffer_{};
    std::size_t buffered_ = 0;
    std::uint64_t length_ = 0;  // bytes added
};

Digest sha256(std::string_view message);

// HMAC-SHA256 of `message` under `key` (any length: a key longer than a block is hashed first).
Digest hmac_sha256(std::span<const std::uint8_t> key, std::string_view message);

// Lower-case hexadecimal, two digits a byte.
std::string hex_of(std::span<const std::uint8_t> bytes);

// Equal contents, in a time that does not depend on where they differ.
bool same_digest(const Digest& a, const Digest& b);

}  // namespace lightsout
