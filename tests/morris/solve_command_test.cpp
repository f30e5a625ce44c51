// `boardtalk morris solve`: files per sector, skipped when done, solved again when damaged,
// rewritten from the older format, refused for other rules.

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/crc32.hpp"
#include "engine/morris/solve/table_file.hpp"
#include "games/common/cli.hpp"
#include "games/morris/morris_main.hpp"
#include "protocol/files.hpp"
#include "tests/common/temp_dir.hpp"

namespace fs = std::filesystem;
using namespace boardtalk::morris;

namespace {

using boardtalk::test::TempDir;

int run_solve(std::vector<std::string> args) {
    args.insert(args.begin(), "morris solve");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    return morris_solve_main(static_cast<int>(args.size()), argv.data());
}

bool valid(const fs::path& file, const Rules& rules) {
    const std::string content = boardtalk::protocol::read_whole_file(file.string());
    return solve::parse_table(content, rules, solve::Sector{3, 3}).ok();
}

}  // namespace

TEST_CASE("morris solve writes, skips and repairs sector files", "[morris][solve]") {
    TempDir dir;
    const fs::path file = dir.path / "sector-3-3.mdb";
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    REQUIRE(valid(file, Rules{}));
    CHECK(std::vector<fs::path>(fs::directory_iterator(dir.path), {}).size() == 1);

    // A rerun finds the sector done and leaves the file alone.
    const auto written = fs::last_write_time(file);
    fs::last_write_time(file, written - std::chrono::hours(1));
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    CHECK(fs::last_write_time(file) == written - std::chrono::hours(1));

    // A truncated file is solved again.
    fs::resize_file(file, fs::file_size(file) - 10);
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    CHECK(valid(file, Rules{}));

    // Files of other rules are refused, not overwritten.
    CHECK_THROWS_WITH(
        run_solve({"--max-men", "3", "--out", dir.path.string(), "--rules", "flying=off"}),
        Catch::Contains("wrong rules 'flying=on diagonals=off'"));
    CHECK(valid(file, Rules{}));
}

TEST_CASE("morris solve rewrites a table of format 1 in the current format, values unchanged",
          "[morris][solve]") {
    TempDir dir;
    const fs::path file = dir.path / "sector-3-3.mdb";
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    const std::string current = boardtalk::protocol::read_whole_file(file.string());
    auto table = solve::parse_table(current, Rules{}, solve::Sector{3, 3});
    REQUIRE(table);
    // The same values in format 1: the header with one CRC-32 of all of them.
    const std::string_view values(reinterpret_cast<const char*>(table->values.data()),
                                  table->values.size());
    char crc[9];
    std::snprintf(crc, sizeof crc, "%08x", boardtalk::crc32_of(values));
    boardtalk::protocol::write_output_file(
        file.string(),
        "boardtalk morris sector table 1\nrules flying=on diagonals=off\n"
        "sector 3-3\npositions " +
            std::to_string(values.size()) + "\ncrc32 " + crc + "\n\n" + std::string(values));
    REQUIRE(valid(file, Rules{}));
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    CHECK(boardtalk::protocol::read_whole_file(file.string()) == current);
}

TEST_CASE("morris solve refuses bad options with exit code 2", "[morris][solve]") {
    CHECK(run_solve({"--max-men", "10", "--out", "/nonexistent-dir"}) == 2);
    CHECK(run_solve({"--max-men", "2", "--out", "/nonexistent-dir"}) == 2);
    CHECK(run_solve({"--max-men", "3"}) == 2);
    // Neither --max-men nor --pair: a usage error (exit code 2 from the program).
    CHECK_THROWS_AS(run_solve({"--out", "x"}), boardtalk::protocol::UsageError);
    // Sectors the variant cannot reach (six men's morris has 6 men a side): hours for nothing.
    TempDir dir;
    CHECK_THROWS_WITH(run_solve({"--preset", "six", "--max-men", "9", "--out", dir.path.string()}),
                      Catch::Contains("--max-men 9: these rules have 6 men a side"));
    CHECK_THROWS_WITH(run_solve({"--preset", "six", "--pair", "7-3", "--out", dir.path.string()}),
                      Catch::Contains("--pair 7-3: these rules have 6 men a side"));
    CHECK(fs::is_empty(dir.path));
}

TEST_CASE("morris solve --pair solves one pair from the files of its dependencies",
          "[morris][solve]") {
    TempDir dir;
    const std::string out = dir.path.string();
    CHECK_THROWS_WITH(run_solve({"--pair", "4-3", "--out", out}),
                      Catch::Contains("sector 3-3 must be solved first"));
    REQUIRE(run_solve({"--max-men", "3", "--out", out}) == 0);
    REQUIRE(run_solve({"--pair", "3-4", "--out", out}) == 0);
    for (const auto s : {solve::Sector{4, 3}, solve::Sector{3, 4}}) {
        const std::string content =
            boardtalk::protocol::read_whole_file((dir.path / solve::table_file_name(s)).string());
        CHECK(solve::parse_table(content, Rules{}, s).ok());
    }
    CHECK_FALSE(fs::exists(dir.path / "sector-4-4.mdb"));
    CHECK(run_solve({"--pair", "2-3", "--out", out}) == 2);
    CHECK(run_solve({"--pair", "4-x", "--out", out}) == 2);
    CHECK_THROWS_AS(run_solve({"--pair", "4-3", "--max-men", "4", "--out", out}),
                    boardtalk::protocol::UsageError);
}

TEST_CASE("morris solve replaces a symbolic link in its directory, never the file it names",
          "[morris][solve]") {
    TempDir dir, outside;
    const fs::path target = outside.path / "precious.txt";
    std::ofstream(target) << "keep me\n";
    fs::create_symlink(target, dir.path / "sector-3-3.mdb");
    // The link is not a table: the sector is solved again and its file written in its place.
    REQUIRE(run_solve({"--max-men", "3", "--out", dir.path.string()}) == 0);
    CHECK(boardtalk::protocol::read_whole_file(target.string()) == "keep me\n");
    CHECK(!fs::is_symlink(dir.path / "sector-3-3.mdb"));
    CHECK(valid(dir.path / "sector-3-3.mdb", Rules{}));
}
