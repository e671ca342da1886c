// Files written whole through an exclusive temporary (lightsout/safe_file.hpp),
// and the checkpoint key made on first use (lightsout/checkpoint_key.hpp).
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "lightsout/checkpoint_key.hpp"
#include "lightsout/error.hpp"
#include "lightsout/safe_file.hpp"

namespace lightsout::io {
namespace {

namespace fs = std::filesystem;

// A fresh folder of its own, removed afterwards.
class Folder {
public:
    Folder() {
        std::string pattern = (fs::temp_directory_path() / "lightsout-safe-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp");
        path_ = pattern;
    }
    ~Folder() { fs::remove_all(path_); }
    std::string operator/(const std::string& name) const { return (path_ / name).string(); }
    // The names in the folder, sorted.
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& entry : fs::directory_iterator(path_)) out.push_back(entry.path().filename().string());
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    fs::path path_;
};

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void put(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::function<void(std::ostream&)> text(const std::string& t) {
    return [t](std::ostream& out) { out << t; };
}

TEST(SafeFile, WritesWholeAndKeepsAnExistingFilesMode) {
    Folder folder;
    const std::string path = folder / "answer.txt";
    EXPECT_TRUE(write_file_safely(path, text("first\n")));
    EXPECT_EQ(contents(path), "first\n");
    chmod(path.c_str(), 0640);
    EXPECT_TRUE(write_file_safely(path, text("second\n")));
    EXPECT_EQ(contents(path), "second\n");
    struct stat info;
    ASSERT_EQ(stat(path.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0640u);
    EXPECT_EQ(folder.names(), std::vector<std::string>{"answer.txt"});
    SafeWrite secret;
    secret.mode = 0600;
    write_file_safely(folder / "key", text("k"), secret);
    ASSERT_EQ(stat((folder / "key").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
}

// A link planted where a temporary might go (PATH.tmp, the name a naive
// writer would open) or at the target itself is never written through.
TEST(SafeFile, NeverWritesThroughAPlantedLink) {
    Folder folder;
    const std::string victim = folder / "victim.txt";
    put(victim, "precious\n");
    const std::string path = folder / "ck.json";
    fs::create_symlink(victim, path + ".tmp");
    EXPECT_TRUE(write_file_safely(path, text("state\n")));
    EXPECT_EQ(contents(victim), "precious\n");
    EXPECT_EQ(contents(path), "state\n");
    EXPECT_FALSE(fs::is_symlink(path));
    // At the target: the link is replaced, its file untouched.
    const std::string linked = folder / "linked.json";
    fs::create_symlink(victim, linked);
    EXPECT_TRUE(write_file_safely(linked, text("state\n")));
    EXPECT_FALSE(fs::is_symlink(linked));
    EXPECT_EQ(contents(linked), "state\n");
    EXPECT_EQ(contents(victim), "precious\n");
    // Unless following links is asked for (an answer the user sends through a link).
    const std::string followed = folder / "followed.txt";
    fs::create_symlink(victim, followed);
    SafeWrite through;
    through.follow_links = true;
    EXPECT_TRUE(write_file_safely(followed, text("answer\n"), through));
    EXPECT_TRUE(fs::is_symlink(followed));
    EXPECT_EQ(contents(victim), "answer\n");
}

// An error half way leaves the old file and no temporary.
TEST(SafeFile, AnErrorMidWriteLeavesNothingBehind) {
    Folder folder;
    const std::string path = folder / "answer.txt";
    put(path, "old\n");
    EXPECT_THROW(write_file_safely(path,
                                   [](std::ostream& out) {
                                       out << std::string(1 << 20, 'x');
                                       throw std::runtime_error("the writer failed");
                                   }),
                 std::runtime_error);
    EXPECT_EQ(contents(path), "old\n");
    EXPECT_EQ(folder.names(), std::vector<std::string>{"answer.txt"});
    // A new file that fails is not created at all.
    EXPECT_THROW(write_file_safely(folder / "new.txt", [](std::ostream&) { throw InputError("no"); }), InputError);
    EXPECT_EQ(folder.names(), std::vector<std::string>{"answer.txt"});
    // A folder is refused; so is a folder that does not exist.
    EXPECT_THROW(write_file_safely(folder / "", text("x")), InputError);
    EXPECT_THROW(write_file_safely(folder / "missing/answer.txt", text("x")), InputError);
    EXPECT_EQ(folder.names(), std::vector<std::string>{"answer.txt"});
}

TEST(SafeFile, OnlyNewNeverReplaces) {
    Folder folder;
    SafeWrite create;
    create.only_new = true;
    EXPECT_TRUE(write_file_safely(folder / "key", text("first"), create));
    EXPECT_FALSE(write_file_safely(folder / "key", text("second"), create));
    EXPECT_EQ(contents(folder / "key"), "first");
    EXPECT_EQ(folder.names(), std::vector<std::string>{"key"});
}

TEST(CheckpointKeyFile, MadeOnFirstUseThenReadAgain) {
    Folder folder;
    const std::string path = folder / "config/lightsout/key";
    EXPECT_THROW(checkpoint_key(path, false), InputError);
    const CheckpointKey made = checkpoint_key(path, true);
    EXPECT_EQ(made.secret.size(), 32u);
    struct stat info;
    ASSERT_EQ(stat(path.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
    ASSERT_EQ(stat((folder / "config/lightsout").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0700u);
    EXPECT_EQ(checkpoint_key(path, true).secret, made.secret);
    EXPECT_EQ(checkpoint_key_id(checkpoint_key(path, false)), checkpoint_key_id(made));
    put(folder / "short", "too short");
    EXPECT_THROW(checkpoint_key(folder / "short", true), InputError);
    EXPECT_THROW(checkpoint_key(folder / "config", true), InputError);  // a folder
}

}  // namespace
}  // namespace lightsout::io
