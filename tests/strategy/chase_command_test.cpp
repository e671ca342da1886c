// `lightsout chase` end to end: the seed's worked example and lookup table as
// printed, JSON, an unsolvable board (exit 1 with a certificate), bad input.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Outcome {
    std::string out;
    int status;
};

Outcome run(const std::string& arguments) {
    const std::string command = std::string(LIGHTSOUT_BINARY) + " " + arguments + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string out;
    std::array<char, 4096> buffer;
    for (std::size_t n; (n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0;) out.append(buffer.data(), n);
    int status = pclose(pipe);
    return {out, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

// A board file of this test's own: ctest runs the cases as separate processes
// at once, and two of them writing one shared /tmp/seed002.txt made one read
// the other's half-written board (CI, 2026-11-26).
std::string board_file(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + std::to_string(getpid()) + "-" +
                             ::testing::UnitTest::GetInstance()->current_test_info()->name() + "-" + name;
    std::ofstream(path) << text;
    return path;
}

bool has(const std::string& out, const std::string& text) { return out.find(text) != std::string::npos; }

}  // namespace

TEST(ChaseCommand, SeedExample) {
    const std::string path = board_file("seed002.txt", "1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0\n");
    const Outcome r = run("chase " + path + " --coords index");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(has(r.out, "Step 1 (chase down): 6 7 8 9 11 12 13 16 18 20 22 23 25\n")) << r.out;
    EXPECT_TRUE(has(r.out, "Step 2 (top row from the lookup table): 1 2 3\n")) << r.out;
    EXPECT_TRUE(has(r.out, "Step 3 (chase down again): 7 9 13 14 15 23 24 25\n")) << r.out;
    EXPECT_TRUE(has(r.out, "simple: 1 2 3 6 8 11 12 14 15 16 18 20 22 24 (14 presses)")) << r.out;
    EXPECT_TRUE(has(r.out, "simple + quiet 1: 4 presses: 1 4 10 23")) << r.out;
    EXPECT_TRUE(has(r.out, "minimal: 4 presses: 1 4 10 23\n")) << r.out;
}

TEST(ChaseCommand, SeedExampleJson) {
    const std::string path = board_file("seed002.txt", "11110\n10001\n00001\n00100\n01110\n");
    const Outcome r = run("chase " + path + " --format json");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(has(r.out, "\"steps\":[{\"name\":\"chase down\",\"presses\":[[2,1],[2,2],[2,3],[2,4],[3,1]")) << r.out;
    EXPECT_TRUE(has(r.out, "{\"name\":\"top row from the lookup table\",\"presses\":[[1,1],[1,2],[1,3]]}")) << r.out;
    EXPECT_TRUE(has(r.out, "\"minimal\":[[1,1],[1,4],[2,5],[5,3]]")) << r.out;
    const Outcome index = run("chase " + path + " --format json --coords index");
    EXPECT_TRUE(has(index.out, "\"simple\":[1,2,3,6,8,11,12,14,15,16,18,20,22,24]")) << index.out;
}

TEST(ChaseCommand, SeedTable) {
    const Outcome r = run("chase --table --size 5x5");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(has(r.out, "\n21 -> 1 2\n22 -> 1 2 3\n23 -> 2 3\n24 and 25 ignored")) << r.out;
    const Outcome json = run("chase --table --size 5 --format json");
    EXPECT_TRUE(has(json.out, "\"ignored\":[24,25]")) << json.out;
}

TEST(ChaseCommand, UnsolvableBoard) {
    const std::string path = board_file("corner.txt", "10000\n00000\n00000\n00000\n00000\n");
    const Outcome r = run("chase " + path + " --coords index");
    EXPECT_EQ(r.status, 1) << r.out;
    EXPECT_TRUE(has(r.out, "The board has no solution")) << r.out;
    EXPECT_TRUE(has(r.out, "Certificate")) << r.out;
    const Outcome json = run("chase " + path + " --format json");
    EXPECT_EQ(json.status, 1);
    EXPECT_TRUE(has(json.out, "\"solvable\":false")) << json.out;
    EXPECT_TRUE(has(json.out, "\"certificate\":[[")) << json.out;
}

TEST(ChaseCommand, BadInput) {
    EXPECT_EQ(run("chase --table").status, 2);
    EXPECT_EQ(run("chase --table --size 0x5").status, 2);
    const std::string path = board_file("ok.txt", "101\n010\n");
    EXPECT_EQ(run("chase " + path + " --coords ab").status, 2);
    EXPECT_EQ(run("chase " + path + " --format grid").status, 2);
    EXPECT_EQ(run("chase " + path + " --goal up").status, 2);
    EXPECT_EQ(run("chase /nonexistent/board.txt").status, 2);
    const std::string seed = board_file("seed002.txt", "11110\n10001\n00001\n00100\n01110\n");
    EXPECT_EQ(run("chase " + seed + " --goal on").status, 0);
}
