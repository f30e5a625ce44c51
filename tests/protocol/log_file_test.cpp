// --log-file: appended to, created if missing, but never its directory (issue 14).
#include <sys/wait.h>
#include <unistd.h>

#include <spdlog/spdlog.h>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "games/common/cli.hpp"
#include "tests/common/temp_dir.hpp"

using namespace boardtalk::protocol;
namespace fs = std::filesystem;

namespace {

using boardtalk::test::TempDir;

std::string contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string usage_failure_of(const LogOptions& options) {
    try {
        configure_logging(options);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST_CASE("configure_logging never creates the log file's directory", "[cli][log]") {
    TempDir tmp;
    const fs::path missing = tmp.path / "missing" / "x.log";
    LogOptions options;
    options.file = missing.string();
    CHECK(usage_failure_of(options) ==
          "cannot open log file " + missing.string() + ": No such file or directory");
    CHECK(!fs::exists(tmp.path / "missing"));
    options.file = tmp.path.string();
    CHECK(usage_failure_of(options) ==
          "cannot open log file " + tmp.path.string() + ": Is a directory");
    options.file.clear();
    options.level = "loud";
    CHECK(usage_failure_of(options) == "unknown log level 'loud'");

    const fs::path log = tmp.path / "x.log";
    std::ofstream(log) << "earlier\n";
    options = LogOptions{};
    options.file = log.string();
    configure_logging(options);
    spdlog::warn("to the file");
    spdlog::default_logger()->flush();
    configure_logging(LogOptions{});  // back to stderr for the other tests
    const std::string text = contents(log);
    CHECK(text.rfind("earlier\n", 0) == 0);  // appended to
    CHECK(text.find("to the file") != std::string::npos);
}

// Every subcommand configures logging the same way; these show the exit code and the one line.
TEST_CASE("boardtalk --log-file in a missing directory exits 2 with one line", "[cli][log]") {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    TempDir tmp;
    const std::string log = (tmp.path / "missing" / "x.log").string();
    for (const std::string game : {"go", "morris", "dvonn", "2048"}) {
        const std::string err = (tmp.path / "stderr.txt").string();
        const std::string command = std::string(bin) + " " + game + " --log-file " + log +
                                    " </dev/null >/dev/null 2>" + err;
        const int status = std::system(command.c_str());
        INFO(game);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 2);
        CHECK(contents(err) == "boardtalk " + game + ": cannot open log file " + log +
                                   ": No such file or directory\n");
        CHECK(!fs::exists(tmp.path / "missing"));
    }
}
