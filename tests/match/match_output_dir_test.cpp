// What `boardtalk match` writes into its --out directory: results.jsonl holding only results
// even when the program was started with stdout closed.
#include <catch2/catch.hpp>

#include "tests/match/match_run.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

std::string go_match(int games, const fs::path& out, const std::string& extra = "") {
    return bin() + " match --game go --games " + std::to_string(games) +
           " --max-moves 6 --seed 3 --engine-a " + quote(our_go(1)) + " --engine-b " +
           quote(our_go(2)) + " --out " + quote(out.string()) + extra;
}

}  // namespace

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
