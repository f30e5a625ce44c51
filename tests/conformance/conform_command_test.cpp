// `boardtalk conform` as a user runs it: exit codes and the summary lines.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

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

const std::string gnugo = "--engine '/usr/games/gnugo --mode gtp' ";
const std::string data = "tests/conformance/data/";

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("bad usage exits with 2", "[conformance][command]") {
    CHECK(conform("").exit_code == 2);
    CHECK(conform(data + "clean.tst").exit_code == 2);  // no --engine
    CHECK(conform(gnugo).exit_code == 2);               // no file
    CHECK(conform(gnugo + "--no-such-option " + data + "clean.tst").exit_code == 2);
    CHECK(conform(gnugo + "--timeout 0 " + data + "clean.tst").exit_code == 2);
    const auto help = conform("--help");
    CHECK(help.exit_code == 0);
    CHECK(contains(help.output, "--engine"));
}

TEST_CASE("an unreadable file exits with 1 before running anything", "[conformance][command]") {
    const auto r = conform(gnugo + data + "clean.tst " + data + "missing.tst");
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "cannot read tests/conformance/data/missing.tst"));
    CHECK_FALSE(contains(r.output, "clean.tst:1"));
}

TEST_CASE("exit 0 when every outcome is expected", "[conformance][command]") {
    const auto r = conform(gnugo + data + "clean.tst");
    INFO(r.output);
    CHECK(r.exit_code == 0);
    CHECK(
        contains(r.output, "total: 3 tests, 2 passed, 1 failed (expected), 0 PASSED, 0 FAILED\n"));
}

TEST_CASE("exit 1 on unexpected results; totals add up over files", "[conformance][command]") {
    const auto r = conform(gnugo + data + "clean.tst " + data + "outcomes.tst");
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
    const auto r = conform(gnugo + data + "broken.tst");
    INFO(r.output);
    CHECK(r.exit_code == 1);
    CHECK(contains(r.output, "broken.tst: line 2: '#?' line without a numbered command"));
    CHECK(contains(r.output, "broken.tst: line 4: bad regex"));
}
