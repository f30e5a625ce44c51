// results.jsonl lines that do not belong to the match (an index outside it, another game, other
// engines, another seed, an index twice) are refused by --resume and --summarize with one line
// naming the file and the line, exit code 2: never counted, never skipped silently.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

// A 4-game Go match of two random players, short games; `extra` appended.
std::string go_match(const fs::path& out, const std::string& extra = "") {
    return bin() + " match --game go --games 4 --max-moves 6 --seed 7 --engine-a " +
           quote(our_go(1)) + " --engine-b " + quote(our_go(2)) + " --out " + quote(out.string()) +
           extra;
}

// The lines of `file`, and back.
std::vector<std::string> lines_of(const fs::path& file) {
    std::vector<std::string> out;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

void write_lines(const fs::path& file, const std::vector<std::string>& lines) {
    std::ofstream out(file, std::ios::trunc);
    for (const auto& line : lines) out << line << '\n';
}

// A finished 4-game match, played once for every test of this file.
const fs::path& played_match() {
    static const fs::path dir = [] {
        const auto d = fresh_dir("lines-played") / "out";
        const auto run = run_shell(go_match(d));
        INFO(run.err);
        REQUIRE(run.exit_code == 0);
        REQUIRE(lines_of(d / "results.jsonl").size() == 4);
        return d;
    }();
    return dir;
}

// A copy of the played match whose results.jsonl line `line` (1-based; past the end: appended)
// is the line at `from` (1-based) changed by `edit`.
template <class Edit>
fs::path edited_copy(const std::string& name, std::size_t line, std::size_t from, Edit edit) {
    const auto dir = fresh_dir("lines-" + name) / "out";
    fs::copy(played_match(), dir, fs::copy_options::recursive);
    auto lines = lines_of(dir / "results.jsonl");
    auto j = nlohmann::ordered_json::parse(lines.at(from - 1));
    edit(j);
    if (line > lines.size())
        lines.push_back(j.dump());
    else
        lines[line - 1] = j.dump();
    write_lines(dir / "results.jsonl", lines);
    return dir;
}

// Both --summarize and --resume refuse the directory with one line naming the file, the line
// and `why`, and change nothing.
void check_line_refused(const fs::path& dir, std::size_t line, const std::string& why) {
    const std::string before = read_file(dir / "results.jsonl");
    const std::string where = (dir / "results.jsonl").string() + " line " + std::to_string(line);
    for (const std::string& command :
         {bin() + " match --summarize " + quote(dir.string()), go_match(dir, " --resume")}) {
        const auto run = run_shell(command);
        INFO(command);
        INFO(run.err);
        CHECK(run.exit_code == 2);
        CHECK(run.err.find(where) != std::string::npos);
        CHECK(run.err.find(why) != std::string::npos);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
        CHECK(run.out.empty());
        CHECK(read_file(dir / "results.jsonl") == before);
    }
}

}  // namespace

TEST_CASE("a results line with an index outside the match is refused", "[match][resume]") {
    check_line_refused(edited_copy("index-high", 5, 1, [](auto& j) { j["index"] = 999999; }), 5,
                       "index 999999");
    check_line_refused(edited_copy("index-low", 2, 2, [](auto& j) { j["index"] = -1; }), 2,
                       "index -1");
    // Index 4 is the first one past --games 4.
    check_line_refused(edited_copy("index-next", 5, 4, [](auto& j) { j["index"] = 4; }), 5,
                       "index 4");
}

TEST_CASE("a results line of another game, engines or seed is refused", "[match][resume]") {
    check_line_refused(edited_copy("game", 3, 3, [](auto& j) { j["game"] = "morris"; }), 3,
                       "morris");
    check_line_refused(edited_copy("engine", 2, 2, [](auto& j) { j["b"] = "c"; }), 2, "engines");
    check_line_refused(edited_copy("swapped", 1, 1,
                                   [](auto& j) {
                                       j["a"] = "b";
                                       j["b"] = "a";
                                   }),
                       1, "engines");
    check_line_refused(edited_copy("seed", 4, 4, [](auto& j) { j["seed"] = 12345; }), 4, "seed");
}

TEST_CASE("a results line repeating an index is refused", "[match][resume]") {
    // The same line twice, and a second result for game 1.
    check_line_refused(edited_copy("repeat", 5, 2, [](auto&) {}), 5, "index 1");
    check_line_refused(edited_copy("conflict", 5, 2, [](auto& j) { j["result"] = "B+99"; }), 5,
                       "index 1");
}

TEST_CASE("the match's own lines are still summarized and resumed", "[match][resume]") {
    const auto dir = edited_copy("own", 4, 4, [](auto&) {});
    const auto summary = run_shell(bin() + " match --summarize " + quote(dir.string()));
    INFO(summary.err);
    CHECK(summary.exit_code == 0);
    CHECK(summary.err.empty());
    CHECK(summary.out.find("\ngo: 4 games\n") != std::string::npos);
    const auto resumed = run_shell(go_match(dir, " --resume"));
    INFO(resumed.err);
    CHECK(resumed.exit_code == 0);
    CHECK(before_timing(resumed.out) == before_timing(summary.out));
}

}  // namespace boardtalk::match_test
