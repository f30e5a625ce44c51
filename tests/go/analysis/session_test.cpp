// The analysis commands in a session: the stream, its end by any input line, ids, genmove_analyze.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include "engine/go/notation.hpp"
#include "fake_analyzer.hpp"
#include "gated_source.hpp"
#include "info_parser.hpp"
#include "tests/go/gtp/go_session.hpp"

using namespace boardtalk;
using namespace boardtalk::go_adapter;
using namespace boardtalk::go_adapter::testing;
using namespace std::chrono_literals;

namespace {

// A Go session whose player is the fake search, writing into `out`.
struct AnalysisSession {
    GoSession go;
    FakeAnalyzer* fake = nullptr;
    protocol::StringSink out;

    AnalysisSession() {
        auto player = std::make_unique<FakeAnalyzer>();
        fake = player.get();
        go.state.player = std::move(player);
    }
    std::string run(GatedSource& in) {
        protocol::Session(go.registry).run(in, out);
        return out.text();
    }
    // Opens once `n` info lines were written.
    GatedSource::Gate infos(int n) {
        return [this, n] { return count_infos() >= n; };
    }
    int count_infos() const {
        int n = 0;
        for (std::size_t at = 0; (at = out.text().find("\ninfo move ", at)) != std::string::npos;
             ++at)
            ++n;
        return n;
    }
};

// The responses of a transcript (split at the empty lines), without their end.
std::vector<std::string> responses(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find("\n\n", start)) != std::string::npos; start = end + 2)
        out.push_back(text.substr(start, end - start));
    CHECK(start == text.size());  // nothing after the last empty line
    return out;
}

std::vector<std::string> lines_of(const std::string& response) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t end; (end = response.find('\n', start)) != std::string::npos; start = end + 1)
        out.push_back(response.substr(start, end - start));
    out.push_back(response.substr(start));
    return out;
}

// Checks a streamed response: the header, then info lines only; returns the info lines.
std::vector<std::string> info_lines(const std::string& response, const std::string& header) {
    auto lines = lines_of(response);
    REQUIRE(!lines.empty());
    CHECK(lines.front() == header);
    lines.erase(lines.begin());
    for (const auto& l : lines) {
        CHECK(l.rfind("info move ", 0) == 0);
        CHECK_NOTHROW(parse_info_line(l));
    }
    return lines;
}

}  // namespace

TEST_CASE("lz-analyze streams until a line that arrives later; that line is answered next",
          "[analysis][session]") {
    AnalysisSession s;
    GatedSource in;
    in.add("lz-analyze B 5");
    in.add("protocol_version", {}, 300ms);
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 2);
    info_lines(r[0], "=");
    CHECK(r[1] == "= 2");
    REQUIRE(s.fake->calls.size() == 1);
    CHECK(s.fake->calls[0].color == go::Color::black);
    CHECK_FALSE(s.fake->calls[0].limited);
    CHECK(s.fake->calls[0].interval == Approx(0.05));
}

TEST_CASE("updates keep coming until the input line; no line lost or out of order",
          "[analysis][session]") {
    AnalysisSession s;
    GatedSource in;
    in.add("lz-analyze b 1 maxmoves 2");
    in.add("protocol_version", s.infos(3));
    in.add("name");
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 3);
    const auto infos = info_lines(r[0], "=");
    CHECK(infos.size() >= 3);
    for (const auto& l : infos) {
        const auto parsed = parse_info_line(l);
        CHECK(parsed.candidates.size() == 2);
        CHECK(parsed.candidates[0].values.at("winrate") == "6000");
    }
    // Visits grow from update to update.
    CHECK(std::stoi(parse_info_line(infos.back()).candidates[0].values.at("visits")) >
          std::stoi(parse_info_line(infos.front()).candidates[0].values.at("visits")));
    CHECK(r[1] == "= 2");
    CHECK(r[2] == "= boardtalk");
}

TEST_CASE("ids are echoed; kata-analyze with ownership", "[analysis][session]") {
    AnalysisSession s;
    GatedSource in;
    in.add("7 kata-analyze W 1 ownership true");
    in.add("8 protocol_version", s.infos(2));
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 2);
    const auto infos = info_lines(r[0], "=7");
    REQUIRE(infos.size() >= 2);
    const auto parsed = parse_info_line(infos[0]);
    CHECK(parsed.candidates.size() == 3);
    CHECK(parsed.candidates[0].values.at("winrate") == "0.600000");
    REQUIRE(parsed.has_ownership);
    REQUIRE(parsed.ownership.size() == 19 * 19);
    CHECK(parsed.ownership.front() == fmt::format("{:.4f}", fake_ownership(0, 18)));
    CHECK(parsed.ownership[19] == fmt::format("{:.4f}", fake_ownership(0, 17)));
    CHECK(parsed.ownership.back() == fmt::format("{:.4f}", fake_ownership(18, 0)));
    CHECK(r[1] == "=8 2");
    CHECK(s.fake->calls.at(0).color == go::Color::white);
}

TEST_CASE("'# interrupt' and an empty line end the analysis without a response",
          "[analysis][session]") {
    for (const std::string stop : {"# interrupt", "", "   "}) {
        AnalysisSession s;
        GatedSource in;
        in.add("analyze B 1");
        in.add(stop, s.infos(1));
        in.add("3 name");
        const auto r = responses(s.run(in));
        REQUIRE(r.size() == 2);
        CHECK(info_lines(r[0], "=").size() >= 1);
        CHECK(r[1] == "=3 boardtalk");
    }
}

TEST_CASE("the analysed colour defaults to the side to move", "[analysis][session]") {
    AnalysisSession s;
    GatedSource in;
    in.add("play b D4");
    in.add("lz-analyze 1");
    in.add("protocol_version", s.infos(1));
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 3);
    CHECK(s.fake->calls.at(0).color == go::Color::white);
    // The first candidate of the fake is the first legal move, never the occupied D4.
    CHECK(parse_info_line(info_lines(r[1], "=").at(0)).candidates[0].values.at("move") != "D4");
}

TEST_CASE("a search that ends by itself shows its last report and waits for input",
          "[analysis][session]") {
    AnalysisSession s;
    s.fake->reports_before_stopping = 2;
    GatedSource in;
    in.add("lz-analyze B 0");  // interval 0: no periodic updates
    in.add("protocol_version", {}, 100ms);
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 2);
    const auto infos = info_lines(r[0], "=");
    REQUIRE(infos.size() == 1);
    CHECK(parse_info_line(infos[0]).candidates[0].values.at("visits") == "60");  // report 2
    CHECK(r[1] == "= 2");
}

TEST_CASE("genmove_analyze streams, ends with 'play X' and plays X", "[analysis][session]") {
    for (const std::string name :
         {"genmove_analyze", "lz-genmove_analyze", "kata-genmove_analyze"}) {
        AnalysisSession s;
        s.go.state.time_policy.default_move_time = 0.1;
        GatedSource in;
        in.add("5 " + name + " b 1");
        in.add("6 list_stones black",
               [&s] { return s.out.text().find("\nplay ") != std::string::npos; });
        const auto r = responses(s.run(in));
        REQUIRE(r.size() == 2);
        auto lines = lines_of(r[0]);
        REQUIRE(lines.size() >= 2);
        const std::string play = lines.back();
        lines.pop_back();
        REQUIRE(play.rfind("play ", 0) == 0);
        const std::string vertex = play.substr(5);
        CHECK(info_lines(fmt::format("{}", fmt::join(lines, "\n")), "=5").size() >= 1);
        CHECK(r[1] == "=6 " + vertex);
        CHECK(s.go.state.game.history().size() == 1);
        REQUIRE(s.fake->calls.size() == 1);
        CHECK(s.fake->calls[0].limited);
    }
}

TEST_CASE("an input line ends genmove_analyze early; the best move so far is played",
          "[analysis][session]") {
    AnalysisSession s;
    s.go.state.time_policy.default_move_time = 3600;
    GatedSource in;
    in.add("genmove_analyze w 1");
    in.add("protocol_version", s.infos(2));
    in.add("list_stones white");
    const auto r = responses(s.run(in));
    REQUIRE(r.size() == 3);
    const auto lines = lines_of(r[0]);
    REQUIRE(lines.back().rfind("play ", 0) == 0);
    CHECK(r[1] == "= 2");
    CHECK(r[2] == "= " + lines.back().substr(5));
}

TEST_CASE("a player that cannot analyze: a clear error, nothing streamed", "[analysis][session]") {
    GoSession random;  // the random player
    const std::string error =
        "? the random player cannot analyze (start boardtalk go with --player mcts)";
    CHECK(ask(random, "lz-analyze b 10") == error);
    CHECK(ask(random, "kata-analyze 10 ownership true") == error);
    CHECK(ask(random, "genmove_analyze b 10") == error);
    CHECK(random.state.game.history().empty());
}

TEST_CASE("bad arguments fail before anything is streamed", "[analysis][session]") {
    AnalysisSession s;
    CHECK(ask(s.go, "lz-analyze b x") == "? syntax error: invalid option 'x'");
    CHECK(ask(s.go, "lz-analyze b 10 ownership true") ==
          "? syntax error: invalid option 'ownership'");
    CHECK(ask(s.go, "genmove_analyze") == "? syntax error: expected at least 1 argument, got 0");
    CHECK(ask(s.go, "genmove_analyze x 10") == "? syntax error: invalid color 'x'");
    CHECK(s.fake->calls.empty());
    CHECK(ask(s.go, "gogui-interrupt") == "= ");
    const std::string listed = ask(s.go, "list_commands") + "\n";
    for (const char* name : {"lz-analyze", "kata-analyze", "analyze", "genmove_analyze",
                             "lz-genmove_analyze", "kata-genmove_analyze", "gogui-interrupt"})
        CHECK(listed.find(std::string("\n") + name + "\n") != std::string::npos);
}
