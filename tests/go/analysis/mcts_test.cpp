// The analysis commands with the real search (the MCTS player), on a small board.
#include <algorithm>
#include <catch2/catch.hpp>

#include "engine/go/search_params.hpp"
#include "gated_source.hpp"
#include "info_parser.hpp"
#include "tests/go/gtp/go_session.hpp"

using namespace boardtalk;
using namespace boardtalk::go_adapter;
using namespace boardtalk::go_adapter::testing;

namespace {

GoOptions mcts_options() {
    GoOptions o;
    o.player = "mcts";
    o.boardsize = 9;
    o.seed = 5;
    return o;
}

std::string last_line_before(const std::string& text, const std::string& marker) {
    const auto end = text.find(marker);
    REQUIRE(end != std::string::npos);
    const auto start = text.rfind('\n', end - 1);
    return text.substr(start + 1, end - start - 1);
}

// The visits of every candidate of the last complete info line written so far.
std::uint64_t visits_shown(const std::string& text) {
    const auto end = text.rfind('\n');
    if (end == std::string::npos || end == 0) return 0;
    const auto start = text.rfind('\n', end - 1);
    const std::string line = text.substr(start + 1, end - start - 1);
    if (line.rfind("info ", 0) != 0) return 0;
    std::uint64_t sum = 0;
    for (const auto& c : parse_info_line(line).candidates)
        sum += std::stoull(c.values.at("visits"));
    return sum;
}

}  // namespace

TEST_CASE("genmove_analyze with the search: it plays what its last update shows best",
          "[analysis][mcts]") {
    GoSession s(mcts_options());
    s.state.time_policy.default_move_time = 0.3;
    for (const char* move : {"B E5", "W D5", "B C3", "W F5"})
        REQUIRE(ask(s, std::string("play ") + move) == "= ");
    protocol::StringSink out;
    GatedSource in;
    in.add("4 genmove_analyze B 10");
    in.add("5 list_stones b", [&out] { return out.text().find("\nplay ") != std::string::npos; });
    protocol::Session(s.registry).run(in, out);
    const std::string text = out.text();
    INFO(text);
    CHECK(text.rfind("=4\ninfo move ", 0) == 0);
    const auto at = text.find("\nplay ");
    REQUIRE(at != std::string::npos);
    const std::string move = text.substr(at + 6, text.find('\n', at + 1) - at - 6);
    // The move is decided on the tree the analysis built: its most visited candidate (the
    // player's pass rule aside).
    const auto last = parse_info_line(last_line_before(text, "\nplay "));
    REQUIRE(!last.candidates.empty());
    if (move != "pass") {
        // (The decision adds one playout: a move one visit behind the best may overtake it.)
        const auto top = std::stoull(last.candidates[0].values.at("visits"));
        const auto played =
            std::find_if(last.candidates.begin(), last.candidates.end(),
                         [&move](const auto& c) { return c.values.at("move") == move; });
        REQUIRE(played != last.candidates.end());
        CHECK(std::stoull(played->values.at("visits")) + 1 >= top);
        const auto stones = text.find("\n\n=5 ");
        REQUIRE(stones != std::string::npos);
        CHECK(text.substr(stones + 5).find(move) != std::string::npos);
    }
    CHECK(s.state.game.history().size() == 5);
    CHECK(s.state.last_explanation.rfind("black " + move + ": mcts: ", 0) == 0);
}

TEST_CASE("kata-analyze with the search: ownership of the side to move", "[analysis][mcts]") {
    GoSession s(mcts_options());
    REQUIRE(ask(s, "play B E5") == "= ");
    protocol::StringSink out;
    GatedSource in;
    in.add("kata-analyze W 5 ownership true");
    in.add("protocol_version",
           [&out] { return out.text().find("ownership") != std::string::npos; });
    protocol::Session(s.registry).run(in, out);
    const std::string text = out.text();
    REQUIRE(text.rfind("=\n", 0) == 0);
    const auto line = text.substr(2, text.find('\n', 2) - 2);
    const auto parsed = parse_info_line(line);
    REQUIRE(parsed.has_ownership);
    REQUIRE(parsed.ownership.size() == 81);
    // E5 (fifth row from the top, fifth column) is black's: negative for white to move.
    CHECK(std::stod(parsed.ownership[4 * 9 + 4]) < 0);
    CHECK(text.substr(text.size() - 7) == "\n\n= 2\n\n");
    CHECK(s.state.game.history().size() == 1);
}

TEST_CASE("genmove_analyze resigns a lost game as genmove does, and plays nothing",
          "[analysis][mcts]") {
    GoSession s(mcts_options());
    // The player resigns only after enough playouts (SearchParams::resign_min_visits): think
    // until the updates show that many, however fast the build, then interrupt.
    s.state.time_policy.default_move_time = 3600;
    // Black walls off two thirds of the board while white passes: past the opening, hopeless.
    for (const char* v : {"C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "G1", "G2", "G3",
                          "G4", "G5", "G6", "G7", "G8", "G9"}) {
        REQUIRE(ask(s, std::string("play b ") + v) == "= ");
        REQUIRE(ask(s, "play w pass") == "= ");
    }
    protocol::StringSink out;
    GatedSource in;
    in.add("genmove_analyze w 10");
    in.add("protocol_version", [&out] {
        return visits_shown(out.text()) > go::SearchParams{}.resign_min_visits + 100;
    });
    protocol::Session(s.registry).run(in, out);
    INFO(out.text());
    CHECK(out.text().find("\nplay resign\n\n= 2\n\n") != std::string::npos);
    CHECK(s.state.game.history().size() == 36);
    CHECK(s.state.last_explanation.find("resign") != std::string::npos);
}
