// `boardtalk conform` as a user runs it: exit codes and the summary lines.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/common/temp_dir.hpp"
#include "tests/common/text.hpp"

namespace {

using boardtalk::test::contains;

struct Result {
    int exit_code;
    std::string output;  // stdout and stderr
};

Result conform(const std::string& arguments) {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin);
    const auto command = std::string(bin) + " conform " + arguments + " 2>&1";
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe);
    std::string output;
    char chunk[4096];
    while (auto n = std::fread(chunk, 1, sizeof chunk, pipe)) output.append(chunk, n);
    const int status = ::pclose(pipe);
    REQUIRE(WIFEXITED(status));
    return {WEXITSTATUS(status), output};
}

const std::string gnugo_engine = "--engine '/usr/games/gnugo --mode gtp' ";
const std::string data = "tests/conformance/data/";

// A temporary directory for suites and scripted engines.
struct SuiteDir : boardtalk::test::TempDir {
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path / name, std::ios::binary) << text;
        return file(name);
    }
    // --engine running `script` with /bin/sh.
    std::string engine(const std::string& script) const {
        return "--engine '/bin/sh " + write("engine.sh", script) + "' ";
    }
};

}  // namespace

TEST_CASE("bad usage exits with 2", "[conformance][command]") {
    CHECK(conform("").exit_code == 2);
    CHECK(conform(data + "clean.tst").exit_code == 2);  // no --engine
    CHECK(conform(gnugo_engine).exit_code == 2);        // no file
    CHECK(conform(gnugo_engine + "--no-such-option " + data + "clean.tst").exit_code == 2);
    CHECK(conform(gnugo_engine + "--timeout 0 " + data + "clean.tst").exit_code == 2);
    const auto help = conform("--help");
    CHECK(help.exit_code == 0);
    CHECK(contains(help.output, "--engine"));
}

TEST_CASE("an unreadable file exits with 1 before running anything", "[conformance][command]") {
    const auto r = conform(gnugo_engine + data + "clean.tst " + data + "missing.tst");
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "cannot read tests/conformance/data/missing.tst"));
    CHECK_FALSE(contains(r.output, "clean.tst:1"));
}

TEST_CASE("exit 0 when every outcome is expected", "[conformance][command]") {
    const auto r = conform(gnugo_engine + data + "clean.tst");
    INFO(r.output);
    CHECK(r.exit_code == 0);
    CHECK(
        contains(r.output, "total: 3 tests, 2 passed, 1 failed (expected), 0 PASSED, 0 FAILED\n"));
}

TEST_CASE("exit 1 on unexpected results; totals add up over files", "[conformance][command]") {
    const auto r = conform(gnugo_engine + data + "clean.tst " + data + "outcomes.tst");
    INFO(r.output);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output,
                   "total: 16 tests, 8 passed, 2 failed (expected), 1 PASSED, 4 FAILED, "
                   "1 ignored\n"));
}

TEST_CASE("exit 1 on an engine crash, and the next file still runs", "[conformance][command]") {
    const auto r = conform("--engine '/bin/sh tests/client/scripts/scripted_engine.sh' " + data +
                           "scripted.tst " + data + "scripted.tst");
    INFO(r.output);
    CHECK(r.exit_code == 1);
    CHECK(
        contains(r.output, "total: 14 tests, 6 passed, 0 failed (expected), 0 PASSED, 8 FAILED\n"));
}

TEST_CASE("exit 1 on a broken suite file", "[conformance][command]") {
    const auto r = conform(gnugo_engine + data + "broken.tst");
    INFO(r.output);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "broken.tst: line 2: '#?' line without a numbered command"));
    CHECK(contains(r.output, "broken.tst: line 4: bad regex"));
}

TEST_CASE("only regular files are read: a device or a FIFO or a directory is refused at once",
          "[conformance][command]") {
    // The old runner read /dev/zero without end and blocked forever on a FIFO without a writer.
    SuiteDir dir;
    const auto fifo = (dir.path / "suite.tst").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    for (const auto& path : {std::string("/dev/zero"), fifo}) {
        const auto r = conform(gnugo_engine + path);
        INFO(r.output);
        CHECK(r.exit_code == 1);
        CHECK(r.output == "boardtalk conform: cannot read " + path + ": not a regular file\n");
    }
    const auto r = conform(gnugo_engine + dir.path.string());
    CHECK(r.exit_code == 1);
    CHECK(r.output == "boardtalk conform: cannot read " + dir.path.string() + ": is a directory\n");
}

TEST_CASE("a suite file over 16 MB is refused", "[conformance][command]") {
    SuiteDir dir;
    const auto big = dir.write("big.tst", "1 name\n#? [GNU Go]\n");
    std::filesystem::resize_file(big, (std::size_t{16} << 20) + 1);  // sparse: costs no disk
    const auto r = conform(gnugo_engine + big);
    CHECK(r.exit_code == 1);
    CHECK(r.output == "boardtalk conform: cannot read " + big + ": larger than 16777216 bytes\n");
}

TEST_CASE("a 100 KB response is matched and does not crash the runner", "[conformance][command]") {
    // std::regex overflowed the stack on a response over about 35 KB matched against `.*`.
    SuiteDir dir;
    const auto suite = dir.write("big.tst", "1 history\n#? [.*]\n2 history\n#? [x*]\n");
    // Answers every numbered line with 100 KB of `x`.
    const auto engine = dir.engine(R"(while read -r id command; do
  case "$id" in ""|"#"*) continue ;; esac
  printf "=%s " "$id"; head -c 102400 /dev/zero | tr "\000" x; printf "\n\n"
done
)");
    const auto r = conform(engine + suite);
    INFO(r.output);
    CHECK(r.exit_code == 0);
    CHECK(
        contains(r.output, "total: 2 tests, 2 passed, 0 failed (expected), 0 PASSED, 0 FAILED\n"));
    // A failure shows the first 4 KB of such a response.
    const auto failing = dir.write("failing.tst", "1 history\n#? [y*]\n");
    const auto f = conform(engine + failing);
    CHECK(f.exit_code == 1);
    CHECK(contains(f.output,
                   "  got:      =1 " + std::string(4096, 'x') + "... (98304 more bytes)\n"));
    CHECK(f.output.size() < 5000);
}

TEST_CASE("a flood of output is shown cut short", "[conformance][command]") {
    // 5000 lines of a response that never ends: the report shows the first ten.
    SuiteDir dir;
    const auto engine = dir.engine(R"(read -r line
printf "=1 start\n"
yes "more of it" | head -n 5000
cat >/dev/null
)");
    const auto suite = dir.write("flood.tst", "1 flood\n#? [.*]\n");
    const auto r = conform(engine + "--timeout 1 " + suite);
    INFO(r.output.substr(0, 2000));
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "flood.tst:1 FAILED (timeout)\n"));
    CHECK(contains(r.output, "  partial output: =1 start\n  partial output: more of it\n"));
    CHECK(contains(r.output, "  partial output: (4991 more lines)\n"));
    CHECK(r.output.size() < 2000);
}

TEST_CASE("a response that never comes is FAILED (timeout) and the next file runs",
          "[conformance][command]") {
    SuiteDir dir;
    const auto r = conform(dir.engine("cat >/dev/null\n") + "--timeout 1 " + data + "clean.tst " +
                           data + "clean.tst");
    INFO(r.output);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "clean.tst:1 FAILED (timeout)\n"));
    CHECK(contains(r.output, "engine hung: no response within 1000 ms; stopped it"));
    CHECK(contains(r.output, "clean.tst:2 FAILED (not run)\n"));
    CHECK(
        contains(r.output, "total: 6 tests, 0 passed, 0 failed (expected), 0 PASSED, 6 FAILED\n"));
}
