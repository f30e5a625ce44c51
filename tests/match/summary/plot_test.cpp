// The --plot SVG: well-formed, one point per game, the band, the 50% line, escaping, the file.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/match/results_fixture.hpp"
#include "tools/match/plot.hpp"
#include "tools/match/sprt_sequence.hpp"
#include "tools/match/summary.hpp"

using namespace boardtalk::match;
using namespace boardtalk::match::testing;

namespace {

// Checks tags nest: every <name ...> is closed by </name> or self-closed, nothing left open.
// Returns the first problem, or "" when the text is well-formed in this simple sense.
std::string tag_problem(const std::string& svg) {
    std::vector<std::string> open;
    for (auto at = svg.find('<'); at != std::string::npos; at = svg.find('<', at + 1)) {
        const auto close = svg.find('>', at);
        if (close == std::string::npos) return "unterminated tag";
        const auto tag = svg.substr(at + 1, close - at - 1);
        if (tag.empty()) return "empty tag";
        const auto name = tag.substr(tag[0] == '/', tag.find_first_of(" />", 1) - (tag[0] == '/'));
        if (tag[0] == '/') {
            if (open.empty() || open.back() != name) return "unexpected </" + name + ">";
            open.pop_back();
        } else if (tag.back() != '/') {
            open.push_back(name);
        }
    }
    return open.empty() ? "" : "unclosed <" + open.back() + ">";
}

// The value of attribute `name` of the first element starting with `element_start`.
std::string attribute(const std::string& svg, const std::string& element_start,
                      const std::string& name) {
    const auto element = svg.find(element_start);
    if (element == std::string::npos) return "";
    const auto at = svg.find(name + "=\"", element);
    const auto end = svg.find('"', at + name.size() + 2);
    return svg.substr(at + name.size() + 2, end - at - name.size() - 2);
}

int point_count(const std::string& points) {
    std::istringstream in(points);
    std::string pair;
    int n = 0;
    while (in >> pair) {
        if (pair.find(',') == std::string::npos) return -1;
        ++n;
    }
    return n;
}

}  // namespace

TEST_CASE("the plot is well-formed SVG with one point per game", "[plot]") {
    auto results = games(7, 2, 1);
    auto svg = plot_svg(results, {"boardtalk go", "gnugo"});
    CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
    CHECK(svg.size() > 7);
    CHECK(svg.substr(svg.size() - 7) == "</svg>\n");
    CHECK(tag_problem(svg) == "");
    CHECK(point_count(attribute(svg, "<polyline class=\"value\"", "points")) == 10);
    CHECK(point_count(attribute(svg, "<polygon class=\"band\"", "points")) == 20);
    CHECK(svg.find("class=\"reference\"") != std::string::npos);
    CHECK(svg.find(">50%</text>") != std::string::npos);
    CHECK(svg.find(">games</text>") != std::string::npos);
}

TEST_CASE("the value line follows the running score", "[plot]") {
    // Games: win, loss, win, win -> running score 1, 0.5, 0.667, 0.75. The y axis maps 0..1 to
    // y = 390..50, so the points' y are 50, 220, 163.33, 135.
    std::vector<GameResult> results{go_game(0, Winner::a), go_game(1, Winner::b),
                                    go_game(2, Winner::a), go_game(3, Winner::a)};
    auto points = attribute(plot_svg(results, {"a", "b"}), "<polyline", "points");
    std::istringstream in(points);
    std::vector<double> ys;
    std::string pair;
    while (in >> pair) ys.push_back(std::stod(pair.substr(pair.find(',') + 1)));
    REQUIRE(ys.size() == 4);
    CHECK(ys[0] == Approx(50));
    CHECK(ys[1] == Approx(220));
    CHECK(ys[2] == Approx(163.33).margin(0.01));
    CHECK(ys[3] == Approx(135));
}

TEST_CASE("a long match is thinned to every k-th game and the last", "[plot]") {
    const int n = static_cast<int>(plot_max_points) * 2 + 1;
    std::vector<GameResult> results;
    for (int i = 0; i < n; ++i) results.push_back(go_game(i, i % 4 ? Winner::a : Winner::b));
    auto svg = plot_svg(results, {"a", "b"});
    CHECK(tag_problem(svg) == "");
    // 4001 games, step 3: games 3, 6, ..., 3999 and the last one, 4001.
    const auto points = attribute(svg, "<polyline", "points");
    CHECK(point_count(points) == n / 3 + 1);
    // The last point is at the right end of the x axis (x = 770), like in an unthinned plot.
    CHECK(points.substr(points.rfind(' ') + 1, 7) == "770.00,");
}

TEST_CASE("engine names are escaped in the title", "[plot]") {
    auto svg = plot_svg(games(1, 0, 1), {"eng <a> & \"x\"", "b"});
    CHECK(tag_problem(svg) == "");
    CHECK(svg.find("eng &lt;a&gt; &amp; &quot;x&quot;") != std::string::npos);
}

TEST_CASE("a long title is cut, not split inside a UTF-8 character", "[plot]") {
    // "a: x" then two-byte characters: byte 95 of the title is the second byte of one, so the
    // cut falls back to byte 94.
    std::string long_name = "x";
    for (int i = 0; i < 47; ++i) long_name += "\xc3\xa9";
    auto svg = plot_svg(games(1, 0, 1), {long_name, "b"});
    const std::string expected = ">a: " + long_name.substr(0, 91) + "...</text>";
    CHECK(svg.find(expected) != std::string::npos);
}

TEST_CASE("no games still gives a well-formed plot without a line", "[plot]") {
    auto svg = plot_svg({}, {"a", "b"});
    CHECK(tag_problem(svg) == "");
    CHECK(svg.find("<polyline") == std::string::npos);
}

TEST_CASE("2048 plots the running mean score on a score axis", "[plot]") {
    std::vector<GameResult> results{game_2048(0, 1000, 128), game_2048(1, 3000, 256),
                                    game_2048(2, 2000, 256)};
    auto svg = plot_svg(results, {"boardtalk 2048", ""});
    CHECK(tag_problem(svg) == "");
    CHECK(point_count(attribute(svg, "<polyline", "points")) == 3);
    CHECK(svg.find("class=\"reference\"") == std::string::npos);
    CHECK(svg.find("mean score") != std::string::npos);
}

TEST_CASE("write_plot_svg writes the plot text to the file", "[plot]") {
    auto path = std::filesystem::temp_directory_path() /
                ("boardtalk-plot-" + std::to_string(::getpid()) + ".svg");
    auto results = games(3, 0, 2);
    write_plot_svg(results, {"a", "b"}, path);
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str() == plot_svg(results, {"a", "b"}));
    std::filesystem::remove(path);
    CHECK_THROWS(write_plot_svg(results, {"a", "b"}, "/nonexistent-dir/x/plot.svg"));
}

TEST_CASE("plot under a sequential test: the LLR track with its bounds below the score") {
    // a scores 3 of every 4 games: the LLR climbs to the upper bound and stops there.
    std::vector<GameResult> results;
    for (int i = 0; i < 400; ++i) results.push_back(go_game(i, i % 4 == 3 ? Winner::b : Winner::a));
    SprtSetup setup;
    setup.params.elo0 = 0;
    setup.params.elo1 = 10;
    setup.pairs = true;
    const SprtOutcome decided = evaluate_sprt(results, setup);
    REQUIRE(decided.decided());
    REQUIRE(decided.end_index < 400);  // decided before the last game

    const std::string svg = plot_svg(results, {"new", "base"}, &setup);
    INFO(svg);
    CHECK(tag_problem(svg).empty());
    const std::string llr_chart = svg.substr(svg.find("<svg y=\"450\""));
    CHECK(svg.find("<svg y=\"0\"") != std::string::npos);
    CHECK(llr_chart.find("log-likelihood ratio") != std::string::npos);
    // One point per counted pair, none after the decision; no band around the LLR.
    CHECK(point_count(attribute(llr_chart, "<polyline class=\"value\"", "points")) ==
          decided.observations);
    CHECK(llr_chart.find("class=\"band\"") == std::string::npos);
    // Lower bound, 0 and upper bound.
    std::size_t references = 0;
    for (auto at = llr_chart.find("class=\"reference\""); at != std::string::npos;
         at = llr_chart.find("class=\"reference\"", at + 1))
        ++references;
    CHECK(references == 3);
    // The score chart above is the plain one.
    const std::string plain = plot_svg(results, {"new", "base"});
    CHECK(svg.find(plain.substr(4, 200)) != std::string::npos);
}
