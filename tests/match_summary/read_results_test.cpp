// read_results: torn lines, duplicates, conflicts, merging shard directories.

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/common/temp_dir.hpp"
#include "tests/match_summary/results_fixture.hpp"
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

TEST_CASE("read_results sorts by index and counts identical duplicates once", "[read]") {
    ResultsDir tmp;
    auto a = go_game(0, Winner::a), b = go_game(1, Winner::b), c = go_game(2, Winner::draw);
    auto dir = tmp.dir_with("m", lines_of({c, a, b, a}));
    auto results = read_results({dir, dir});
    CHECK(indices(results) == std::vector<int>{0, 1, 2});
    CHECK(results[2].winner == Winner::draw);
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
