// The analysis lines, formatted from a SearchReport and read back.
#include <catch2/catch.hpp>
#include <regex>

#include "engine/go/notation.hpp"
#include "games/go/analysis_format.hpp"
#include "info_parser.hpp"

using namespace boardtalk;
using namespace boardtalk::go_adapter;
using go_adapter::testing::parse_info_line;

namespace {

go::Point at(const char* vertex) {
    return *go::parse_vertex(vertex, 19, 19);
}

go::SearchReport sample_report() {
    go::SearchReport r;
    r.to_move = go::Color::white;
    r.visits = 300;
    go::CandidateStats a;
    a.move = at("D4");
    a.visits = 120;
    a.winrate = 0.53214;
    a.prior = 0.18216;
    a.lcb = 0.50116;
    a.score_lead = 1.5;
    a.pv = {at("D4"), at("Q16"), go::pass};
    go::CandidateStats b;
    b.move = go::pass;
    b.visits = 7;
    b.winrate = 0.25;
    b.prior = 0.00004;
    b.lcb = -0.1;  // out of range: printed clamped in the integer style
    b.score_lead = -3.25;
    r.candidates = {a, b};
    return r;
}

AnalysisFormat style(AnalysisStyle s) {
    AnalysisFormat f;
    f.style = s;
    return f;
}

}  // namespace

TEST_CASE("lz-analyze lines: integers x 10000, order, pv", "[analysis][format]") {
    const auto line = analysis_line(sample_report(), style(AnalysisStyle::leela));
    CHECK(line.rfind("info move D4 visits 120 winrate 5321 prior 1822 lcb 5012 order 0 pv D4 Q16 "
                     "pass info move pass ",
                     0) == 0);
    const auto parsed = parse_info_line(line);
    REQUIRE(parsed.candidates.size() == 2);
    CHECK_FALSE(parsed.has_ownership);
    const auto& second = parsed.candidates[1];
    CHECK(second.values.at("move") == "pass");
    CHECK(second.values.at("visits") == "7");
    CHECK(second.values.at("winrate") == "2500");
    CHECK(second.values.at("prior") == "0");
    CHECK(second.values.at("lcb") == "0");
    CHECK(second.values.at("order") == "1");
    CHECK(second.pv == std::vector<std::string>{"pass"});  // no pv: the move alone
    for (const auto& c : parsed.candidates)
        for (const auto& [key, value] : c.values)
            if (key != "move") CHECK(std::regex_match(value, std::regex("[0-9]+")));
}

TEST_CASE("kata lines: every non-count number is a float with a decimal point",
          "[analysis][format]") {
    const auto parsed = parse_info_line(analysis_line(sample_report(), style(AnalysisStyle::kata)));
    REQUIRE(parsed.candidates.size() == 2);
    const auto& best = parsed.candidates[0];
    CHECK(best.values.at("move") == "D4");
    CHECK(best.values.at("visits") == "120");
    CHECK(best.values.at("order") == "0");
    CHECK(std::stod(best.values.at("winrate")) == Approx(0.53214).margin(1e-6));
    CHECK(std::stod(best.values.at("prior")) == Approx(0.18216).margin(1e-6));
    CHECK(std::stod(best.values.at("lcb")) == Approx(0.50116).margin(1e-6));
    CHECK(std::stod(best.values.at("utility")) == Approx(2 * 0.53214 - 1).margin(1e-6));
    CHECK(std::stod(best.values.at("scoreLead")) == Approx(1.5));
    CHECK(std::stod(best.values.at("scoreMean")) == Approx(1.5));
    CHECK(best.pv == std::vector<std::string>{"D4", "Q16", "pass"});
    CHECK(std::stod(parsed.candidates[1].values.at("scoreLead")) == Approx(-3.25));
    for (const auto& c : parsed.candidates)
        for (const auto& [key, value] : c.values) {
            if (key == "move" || key == "visits" || key == "order") continue;
            INFO(key << " " << value);
            CHECK(std::regex_match(value, std::regex("-?[0-9]+\\.[0-9]+")));
        }
}

TEST_CASE("maxmoves keeps the best candidates; no candidate, no line", "[analysis][format]") {
    AnalysisFormat f = style(AnalysisStyle::leela);
    f.max_moves = 1;
    CHECK(parse_info_line(analysis_line(sample_report(), f)).candidates.size() == 1);
    go::SearchReport empty;
    CHECK(analysis_line(empty, style(AnalysisStyle::kata)).empty());
}

TEST_CASE("ownership: row-major from the top-left, by Point in the report", "[analysis][format]") {
    // A 5 x 3 board: value 10 * column + row, scaled into [-1, 1].
    go::SearchReport r = sample_report();
    r.ownership.assign(go::array_size, 0.0);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 5; ++x) r.ownership[go::point(x, y)] = (10 * x + y) / 100.0;
    r.ownership[go::point(4, 0)] = -0.00001;  // rounds to zero: printed without a sign
    r.ownership[go::point(3, 0)] = 1.5;       // out of range: clamped
    AnalysisFormat f = style(AnalysisStyle::kata);
    f.ownership = true;
    f.width = 5;
    f.height = 3;
    const auto parsed = parse_info_line(analysis_line(r, f));
    REQUIRE(parsed.has_ownership);
    CHECK(parsed.candidates.size() == 2);
    REQUIRE(parsed.ownership.size() == 15);
    // Top row (y = 2) first, left to right.
    CHECK(parsed.ownership[0] == "0.0200");
    CHECK(parsed.ownership[1] == "0.1200");
    CHECK(parsed.ownership[4] == "0.4200");
    CHECK(parsed.ownership[5] == "0.0100");
    CHECK(parsed.ownership[10] == "0.0000");
    CHECK(parsed.ownership[13] == "1.0000");
    CHECK(parsed.ownership[14] == "0.0000");
    for (const auto& v : parsed.ownership)
        CHECK(std::regex_match(v, std::regex("-?[01]\\.[0-9]{4}")));
    // Not in the integer style, and not when the report has none.
    f.style = AnalysisStyle::leela;
    CHECK_FALSE(parse_info_line(analysis_line(r, f)).has_ownership);
    f.style = AnalysisStyle::kata;
    r.ownership.clear();
    CHECK_FALSE(parse_info_line(analysis_line(r, f)).has_ownership);
}
