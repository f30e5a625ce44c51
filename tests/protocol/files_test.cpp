#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <set>

#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "tests/common/temp_dir.hpp"

using namespace boardtalk::protocol;
namespace fs = std::filesystem;

namespace {
std::string failure_of(auto&& action) {
    try {
        action();
    } catch (const CommandError& e) {
        return e.what();
    }
    return "no error";
}

// A temporary directory that lists the names it holds.
struct FilesDir : boardtalk::test::TempDir {
    using TempDir::TempDir;
    std::set<std::string> names() const {
        std::set<std::string> out;
        for (const auto& e : fs::directory_iterator(path)) out.insert(e.path().filename());
        return out;
    }
};

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The id of a process that has finished: a child that exited and was reaped.
pid_t dead_pid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    REQUIRE(child > 0);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    return child;
}
}  // namespace

TEST_CASE("files are written atomically and errors name the path", "[files]") {
    FilesDir tmp("files");
    const auto& dir = tmp.path;
    const std::string path = tmp.file("game.txt");
    write_file_atomically(path, "first\n");
    write_file_atomically(path, "second\n");
    CHECK(read_whole_file(path) == "second\n");
    CHECK(tmp.names() == std::set<std::string>{"game.txt"});  // no temporary left behind
    CHECK((fs::status(path).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
           fs::perms::others_read));

    const std::string missing = (dir / "missing" / "x.txt").string();
    CHECK(failure_of([&] { write_file_atomically(missing, "x"); }) ==
          "cannot write " + missing + ": No such file or directory");
    CHECK(failure_of([&] { write_file_atomically(dir.string(), "x"); }) ==
          "cannot write " + dir.string() + ": it is a directory");
    CHECK(failure_of([&] { write_file_atomically("", "x"); }) == "cannot write: empty file name");
    CHECK(read_whole_file(path) == "second\n");  // the failed writes left it alone
    CHECK(tmp.names() == std::set<std::string>{"game.txt"});

    const std::string none = (dir / "none.txt").string();
    CHECK(failure_of([&] { read_whole_file(none); }) ==
          "cannot read " + none + ": No such file or directory");
    CHECK(failure_of([&] { read_whole_file(dir.string()); }) ==
          "cannot read " + dir.string() + ": it is a directory");
    CHECK(failure_of([&] { read_whole_file("/dev/null"); }) ==
          "cannot read /dev/null: not a regular file");
    CHECK(failure_of([&] { read_whole_file(path, 3); }) ==
          "cannot read " + path + ": larger than 3 bytes");
}

TEST_CASE("a save keeps the permission bits of the file it replaces", "[files]") {
    FilesDir tmp("files-mode");
    const std::string path = tmp.file("private.txt");
    write_file_atomically(path, "one\n");
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
    write_file_atomically(path, "two\n");
    CHECK(contents(path) == "two\n");
    CHECK((fs::status(path).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write));
}

// Issue 14: a save replaced whatever the path named (as root, /dev/full became a regular file).
// Tested on a FIFO and a socket of our own, never on a real device.
TEST_CASE("a save never replaces a FIFO, a socket or a directory", "[files]") {
    FilesDir tmp("files-special");
    const std::string fifo = tmp.file("fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK(failure_of([&] { write_file_atomically(fifo, "x"); }) ==
          "cannot write " + fifo + ": not a regular file");
    CHECK(fs::is_fifo(fs::symlink_status(fifo)));

    const std::string socket_path = tmp.file("socket");
    const int s = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(s >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, socket_path.c_str(), sizeof address.sun_path - 1);
    REQUIRE(::bind(s, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
    ::close(s);
    CHECK(failure_of([&] { write_file_atomically(socket_path, "x"); }) ==
          "cannot write " + socket_path + ": not a regular file");
    CHECK(fs::is_socket(fs::symlink_status(socket_path)));

    const std::string dir = tmp.file("dir");
    fs::create_directory(dir);
    CHECK(failure_of([&] { write_file_atomically(dir, "x"); }) ==
          "cannot write " + dir + ": it is a directory");
    CHECK(fs::is_empty(dir));
    CHECK(tmp.names() == std::set<std::string>{"fifo", "socket", "dir"});  // no temporary
}

TEST_CASE("a save through a symbolic link replaces the regular file it names", "[files]") {
    FilesDir tmp("files-links");
    const std::string real = tmp.file("real.txt"), link = tmp.file("link.txt");
    write_file_atomically(real, "old\n");
    fs::create_symlink("real.txt", link);
    write_file_atomically(link, "new\n");
    CHECK(fs::is_symlink(link));
    CHECK(fs::read_symlink(link) == "real.txt");
    CHECK(contents(real) == "new\n");

    const std::string fifo = tmp.file("fifo"), to_fifo = tmp.file("to-fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    fs::create_symlink(fifo, to_fifo);
    CHECK(failure_of([&] { write_file_atomically(to_fifo, "x"); }) ==
          "cannot write " + to_fifo + ": a symbolic link to something not a regular file");
    CHECK(fs::is_symlink(to_fifo));

    const std::string to_dir = tmp.file("to-dir");
    fs::create_directory_symlink(tmp.path, to_dir);
    CHECK(failure_of([&] { write_file_atomically(to_dir, "x"); }) ==
          "cannot write " + to_dir + ": a symbolic link to something not a regular file");
    CHECK(fs::is_symlink(to_dir));

    const std::string dangling = tmp.file("dangling");
    fs::create_symlink("nowhere.txt", dangling);
    CHECK(failure_of([&] { write_file_atomically(dangling, "x"); }) ==
          "cannot write " + dangling + ": a symbolic link to a missing file");
    CHECK(fs::is_symlink(dangling));
    CHECK(tmp.names() ==
          std::set<std::string>{"real.txt", "link.txt", "fifo", "to-fifo", "to-dir", "dangling"});
}

TEST_CASE("an output file replaces a symbolic link at its name, never its target", "[files]") {
    FilesDir tmp("files-output");
    const std::string outside = tmp.file("outside.txt"), out = tmp.file("out");
    write_file_atomically(outside, "outside\n");
    fs::create_directory(out);
    const std::string link = out + "/game.txt";
    fs::create_symlink(outside, link);
    write_output_file(link, "game\n");
    CHECK(contents(outside) == "outside\n");
    CHECK_FALSE(fs::is_symlink(link));
    CHECK(contents(link) == "game\n");
    struct stat st {};
    REQUIRE(::stat(link.c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0644);
    // Links to a directory, to nothing and to a FIFO are replaced alike; what they named stays.
    const std::string fifo = tmp.file("fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    for (const std::string& target : {tmp.path.string(), tmp.file("nowhere"), fifo}) {
        INFO(target);
        fs::remove(link);
        fs::create_symlink(target, link);
        write_output_file(link, "again\n");
        CHECK_FALSE(fs::is_symlink(link));
        CHECK(contents(link) == "again\n");
    }
    CHECK(fs::is_fifo(fifo));
    CHECK(tmp.names() == std::set<std::string>{"outside.txt", "out", "fifo"});
    CHECK(failure_of([&] { write_output_file(out, "x"); }) ==
          "cannot write " + out + ": it is a directory");
}

TEST_CASE("a save removes the temporary files of killed saves of the same path", "[files]") {
    FilesDir tmp("files-stale");
    const std::string path = tmp.file("game.txt");
    const std::string dead = std::to_string(dead_pid()), live = std::to_string(::getpid());
    const std::string stale = ".game.txt.boardtalk-tmp-" + dead + "-a1B2c3";
    const std::string busy = ".game.txt.boardtalk-tmp-" + live + "-d4E5f6";
    const std::string other = ".other.txt.boardtalk-tmp-" + dead + "-g7H8i9";
    const std::string not_ours = ".game.txt.boardtalk-tmp-" + dead + "-notmine";
    for (const auto& name : {stale, busy, other, not_ours}) std::ofstream(tmp.file(name)) << "x";
    write_file_atomically(path, "saved\n");
    CHECK(contents(path) == "saved\n");
    CHECK(tmp.names() == std::set<std::string>{"game.txt", busy, other, not_ours});
}

TEST_CASE("a write that fails half-way leaves the old file and no temporary", "[files]") {
    FilesDir tmp("files-efbig");
    const std::string path = tmp.file("game.txt");
    write_file_atomically(path, "old\n");
    // A file size limit makes write() fail after the temporary exists (root is not exempt).
    // Done in a child so the limit does not outlive the check.
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{10, 10};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        const bool ok = failure_of([&] { write_file_atomically(path, std::string(100, 'x')); }) ==
                        "cannot write " + path + ": File too large";
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(contents(path) == "old\n");
    CHECK(tmp.names() == std::set<std::string>{"game.txt"});
}

TEST_CASE("reading a FIFO fails at once instead of waiting for a writer", "[files]") {
    FilesDir tmp("files-read-fifo");
    const std::string fifo = tmp.file("fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    auto reading =
        std::async(std::launch::async, [&] { return failure_of([&] { read_whole_file(fifo); }); });
    const bool answered = reading.wait_for(std::chrono::seconds(60)) == std::future_status::ready;
    CHECK(answered);
    if (!answered) {  // release the reader stuck in open()
        const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0) ::close(writer);
    }
    CHECK(reading.get() == "cannot read " + fifo + ": not a regular file");
}

TEST_CASE("a file larger than the cap is refused from its size, before any of it is read",
          "[files]") {
    FilesDir tmp("files-read-large");
    const std::string big = tmp.file("big");
    { std::ofstream(big, std::ios::binary); }
    std::filesystem::resize_file(big, std::uintmax_t{3} << 30);  // sparse: no disk used
    const auto start = std::chrono::steady_clock::now();
    CHECK(failure_of([&] { read_whole_file(big, std::size_t{1} << 31); }) ==
          "cannot read " + big + ": larger than 2147483648 bytes");
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
}
