#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "protocol/errors.hpp"
#include "protocol/files.hpp"

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
}  // namespace

TEST_CASE("files are written atomically and errors name the path", "[files]") {
    const auto dir = fs::temp_directory_path() / ("boardtalk-files-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::string path = (dir / "game.txt").string();
    write_file_atomically(path, "first\n");
    write_file_atomically(path, "second\n");
    CHECK(read_whole_file(path) == "second\n");
    int files = 0;
    for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
    CHECK(files == 1);  // no temporary left behind

    const std::string missing = (dir / "missing" / "x.txt").string();
    CHECK(failure_of([&] { write_file_atomically(missing, "x"); }) ==
          "cannot write " + missing + ": No such file or directory");
    CHECK(failure_of([&] {
              write_file_atomically(dir.string(), "x");
          }).rfind("cannot write " + dir.string() + ": ", 0) == 0);
    CHECK(failure_of([&] { write_file_atomically("", "x"); }) == "cannot write: empty file name");
    CHECK(read_whole_file(path) == "second\n");  // the failed writes left it alone
    files = 0;
    for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
    CHECK(files == 1);

    const std::string none = (dir / "none.txt").string();
    CHECK(failure_of([&] { read_whole_file(none); }) ==
          "cannot read " + none + ": No such file or directory");
    CHECK(failure_of([&] { read_whole_file(dir.string()); }) ==
          "cannot read " + dir.string() + ": it is a directory");
    CHECK(failure_of([&] { read_whole_file("/dev/null"); }) ==
          "cannot read /dev/null: not a regular file");
    CHECK(failure_of([&] { read_whole_file(path, 3); }) ==
          "cannot read " + path + ": larger than 3 bytes");
    fs::remove_all(dir);
}
