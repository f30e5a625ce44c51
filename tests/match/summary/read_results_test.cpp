// read_results: torn lines, duplicates, conflicts, merging shard directories.

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/common/temp_dir.hpp"
#include "tests/match/results_fixture.hpp"
#include "tools/match/summary.hpp"

using namespace boardtalk::match;
using namespace boardtalk::match::testing;
namespace fs = std::filesystem;

namespace {

// A temporary directory of match directories.
struct ResultsDir : boardtalk::test::TempDir {
    // A subdirectory holding results.jsonl with exactly `content`.
    fs::path dir_with(const std::string& name, const std::string& content) const {
        auto dir = path / name;
        fs::create_directories(dir);
        std::ofstream(dir / "results.jsonl", std::ios::binary) << content;
        return dir;
    }
};

std::string lines_of(const std::vector<GameResult>& results) {
    std::string out;
    for (const auto& r : results) out += to_json_line(r) + "\n";
    return out;
}

std::vector<int> indices(const std::vector<GameResult>& results) {
    std::vector<int> out;
    for (const auto& r : results) out.push_back(r.index);
    return out;
}

}  // namespace

TEST_CASE("read_results skips a torn last line", "[read]") {
    ResultsDir tmp;
    auto complete = lines_of({go_game(0, Winner::a), go_game(1, Winner::b)});
    auto torn = to_json_line(go_game(2, Winner::a)).substr(0, 40);
    auto results = read_results({tmp.dir_with("m", complete + torn)});
    CHECK(indices(results) == std::vector<int>{0, 1});
    CHECK(results[1].winner == Winner::b);
}

TEST_CASE("read_results skips a garbage line in the middle and blank lines", "[read]") {
    ResultsDir tmp;
    auto text = to_json_line(go_game(0, Winner::a)) + "\n{\"index\": 1, \"gam\n\n" +
                to_json_line(go_game(2, Winner::draw)) + "\n";
    CHECK(indices(read_results({tmp.dir_with("m", text)})) == std::vector<int>{0, 2});
}

TEST_CASE("read_results sorts by index and counts identical duplicates across dirs once",
          "[read]") {
    ResultsDir tmp;
    auto a = go_game(0, Winner::a), b = go_game(1, Winner::b), c = go_game(2, Winner::draw);
    auto dir = tmp.dir_with("m", lines_of({c, a, b}));
    auto copy = tmp.dir_with("copy", lines_of({a}));
    auto results = read_results({dir, copy, dir});
    CHECK(indices(results) == std::vector<int>{0, 1, 2});
    CHECK(results[2].winner == Winner::draw);
}

TEST_CASE("read_results refuses an index twice in one file, naming both lines", "[read]") {
    // The runner never writes a game twice: a repeated line was added by hand.
    ResultsDir tmp;
    auto a = go_game(0, Winner::a), b = go_game(1, Winner::b);
    auto dir = tmp.dir_with("m", lines_of({a, b}) + "\n" + lines_of({a}));
    CHECK_THROWS_AS(read_results({dir}), ResultsError);
    CHECK_THROWS_WITH(read_results({dir}),
                      (dir / "results.jsonl").string() + " line 4: index 0 again (line 1)");
}

TEST_CASE("read_results refuses a line that is not one of the match's games", "[read]") {
    ResultsDir tmp;
    const MatchShape shape{"go", {make_pairings(TournamentKind::match, 2), 3}, {"x", "y"}, 1000};
    const auto with_names = [](GameResult r) {
        r.a_name = "x";
        r.b_name = "y";
        return r;
    };
    const auto mine = with_names(go_game(1, Winner::a));
    CHECK(indices(read_results(tmp.dir_with("ok", lines_of({mine})), shape)) ==
          std::vector<int>{1});
    auto outside = with_names(go_game(3, Winner::a));
    auto morris = mine;
    morris.game = "morris";
    auto other = mine;
    other.b_name = "z";
    auto seed = mine;
    seed.seed = 7;
    const std::pair<GameResult, std::string> cases[] = {
        {outside, "index 3 is outside the match's games 0..2"},
        {morris, "a morris game in a go match"},
        {other, "engines x and z, but game 1 is x against y"},
        {seed, "seed 7, but game 1 has seed 1001"}};
    for (const auto& [r, why] : cases) {
        const auto dir = tmp.dir_with("bad", lines_of({with_names(go_game(0, Winner::b)), r}));
        CHECK_THROWS_WITH(read_results(dir, shape),
                          (dir / "results.jsonl").string() + " line 2: " + why);
    }
}

TEST_CASE("read_results rejects the same index with different content", "[read]") {
    ResultsDir tmp;
    auto first = tmp.dir_with("shard1", lines_of({go_game(0, Winner::a), go_game(3, Winner::a)}));
    auto second = tmp.dir_with("shard2", lines_of({go_game(3, Winner::b)}));
    try {
        read_results({first, second});
        FAIL("no exception");
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        INFO(message);
        CHECK(message.find("index 3") != std::string::npos);
        CHECK(message.find("shard1") != std::string::npos);
        CHECK(message.find("shard2") != std::string::npos);
    }
    auto same_dir = tmp.dir_with("one", lines_of({go_game(5, Winner::a), go_game(5, Winner::b)}));
    CHECK_THROWS_AS(read_results({same_dir}), std::runtime_error);
}

TEST_CASE("read_results of a missing directory names the file", "[read]") {
    ResultsDir tmp;
    CHECK_THROWS_WITH(read_results({tmp.path / "nowhere"}),
                      Catch::Contains("nowhere/results.jsonl"));
    std::filesystem::create_directories(tmp.path / "odd" / "results.jsonl");
    CHECK_THROWS_WITH(read_results({tmp.path / "odd"}), Catch::Contains("odd/results.jsonl"));
}

TEST_CASE("shards merged give the same table as one unsharded run", "[read]") {
    ResultsDir tmp;
    std::vector<GameResult> all;
    for (int i = 0; i < 12; ++i)
        all.push_back(i % 5 == 4 ? forfeit_game(i, "b", ForfeitCause::garbage)
                                 : go_game(i, i % 3 == 0 ? Winner::b : Winner::a, i - 4.5));
    // Shard k of 3 plays games k, k+3, ... in its own order; the unsharded run in one file.
    std::vector<fs::path> shards;
    for (int k = 0; k < 3; ++k) {
        std::vector<GameResult> mine;
        for (int i = 9 + k; i >= 0; i -= 3) mine.push_back(all[i]);
        shards.push_back(tmp.dir_with("shard" + std::to_string(k), lines_of(mine)));
    }
    auto whole = tmp.dir_with("whole", lines_of(all));
    const MatchNames names{"x", "y"};
    const auto merged = read_results(shards);
    CHECK(indices(merged) == indices(all));
    CHECK(format_summary(merged, names) == format_summary(read_results({whole}), names));
    // And a resumed directory that repeats finished games changes nothing.
    shards.push_back(whole);
    CHECK(format_summary(read_results(shards), names) == format_summary(all, names));
}
