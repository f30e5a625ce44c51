// --log-file: appended to, created if missing, but never its directory (issue 14); every game
// server's refusal of it, through the program: tests/options/game_server_test.cpp.
#include <spdlog/spdlog.h>
#include <catch2/catch.hpp>
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
