// What `boardtalk match` writes into its --out directory: only its own files, each created anew
// (a symbolic link there is replaced, never written through), and results.jsonl holding only
// results even when the program was started with stdout closed.
#include <catch2/catch.hpp>
#include <fstream>

#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

std::string go_match(int games, const fs::path& out, const std::string& extra = "") {
    return bin() + " match --game go --games " + std::to_string(games) +
           " --max-moves 6 --seed 3 --engine-a " + quote(our_go(1)) + " --engine-b " +
           quote(our_go(2)) + " --out " + quote(out.string()) + extra;
}

}  // namespace

TEST_CASE("a symbolic link in --out is replaced by the new file, its target untouched",
          "[match][out]") {
    const auto base = fs::absolute(fresh_dir("out-links"));
    const auto outside = base / "outside";
    fs::create_directories(outside);
    std::ofstream(outside / "record.sgf") << "not the match's\n";
    std::ofstream(outside / "info.json") << "not the match's either\n";
    const auto out = base / "out";
    fs::create_directories(out);
    fs::create_symlink(outside / "record.sgf", out / "game-0000.sgf");
    fs::create_symlink(outside / "info.json", out / "match.json");
    const auto run = run_shell(go_match(1, out));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    CHECK(read_file(outside / "record.sgf") == "not the match's\n");
    CHECK(read_file(outside / "info.json") == "not the match's either\n");
    for (const char* name : {"game-0000.sgf", "match.json"}) {
        INFO(name);
        CHECK_FALSE(fs::is_symlink(out / name));
        CHECK(fs::is_regular_file(out / name));
    }
    CHECK(read_file(out / "game-0000.sgf").rfind("(;", 0) == 0);
    CHECK(read_file(out / "match.json").find("\"game\": \"go\"") != std::string::npos);
}

TEST_CASE("with stdout closed, results.jsonl holds only results and --resume goes on",
          "[match][out]") {
    const auto out = fresh_dir("stdout-closed") / "out";
    // The parentheses close stdout for the program only; run_shell captures the shell's.
    const auto run = run_shell("(" + go_match(2, out) + " >&-)");
    INFO(run.err);
    CHECK(run.exit_code == 0);
    const auto results = read_results_file(out);  // every line must be a result
    CHECK(results.size() == 2);
    const auto again = run_shell(go_match(2, out, " --resume"));
    INFO(again.err);
    CHECK(again.exit_code == 0);
    CHECK(again.out.find("\ngo: 2 games\n") != std::string::npos);
    CHECK(read_results_file(out).size() == 2);
}

}  // namespace boardtalk::match_test
