// SHA-256 against the examples of FIPS 180-4 (NIST's published digests) and
// HMAC-SHA256 against the test vectors of RFC 4231.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/sha256.hpp"

namespace lightsout {
namespace {

std::vector<std::uint8_t> bytes_of(const std::string& hex) {
    std::vector<std::uint8_t> out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(std::uint8_t(std::stoi(hex.substr(i, 2), nullptr, 16)));
    return out;
}

std::string text_of(const std::vector<std::uint8_t>& bytes) { return std::string(bytes.begin(), bytes.end()); }

TEST(Sha256, FipsExamples) {
    EXPECT_EQ(hex_of(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(hex_of(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(hex_of(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    EXPECT_EQ(hex_of(sha256(std::string(1000000, 'a'))),
              "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

// Pieces of every size hash as the whole message (the buffer's edges).
TEST(Sha256, PiecesHashAsTheWhole) {
    std::string message;
    for (int i = 0; i < 300; ++i) message += char('a' + i % 26);
    for (std::size_t cut = 0; cut <= message.size(); cut += 7) {
        Sha256 hash;
        hash.add(std::string_view(message).substr(0, cut));
        hash.add(std::string_view(message).substr(cut));
        EXPECT_EQ(hash.digest(), sha256(message)) << cut;
    }
}

TEST(HmacSha256, Rfc4231Vectors) {
    struct Case {
        std::string key, data, mac;
    };
    const std::vector<Case> cases = {
        {"0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "4869205468657265",
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"},
        {"4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"},
        {std::string(40, 'a'), std::string(100, 'd'),
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"},
        {"0102030405060708090a0b0c0d0e0f10111213141516171819", [] {
             std::string cd;
             for (int i = 0; i < 50; ++i) cd += "cd";
             return cd;
         }(),
         "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"},
        {std::string(262, 'a'),
         "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"},
        {std::string(262, 'a'),
         "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e642061"
         "206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f2062652068617368"
         "6564206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"},
    };
    for (const Case& c : cases) {
        const std::string data = text_of(bytes_of(c.data));
        const std::vector<std::uint8_t> key = bytes_of(c.key);
        EXPECT_EQ(hex_of(hmac_sha256(key, data)), c.mac) << c.key;
    }
}

TEST(HmacSha256, DigestsCompareWhole) {
    Digest a = sha256("a"), b = a;
    EXPECT_TRUE(same_digest(a, b));
    b[31] ^= 1;
    EXPECT_FALSE(same_digest(a, b));
}

}  // namespace
}  // namespace lightsout
