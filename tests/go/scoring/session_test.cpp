// The scoring commands through an in-process `boardtalk go` session: exact answers, errors that
// change nothing, and the estimate versus the user's marks.
#include <catch2/catch.hpp>
#include <sstream>

#include "engine/go/notation.hpp"
#include "tests/go/gtp/go_session.hpp"
#include "tests/go/scoring/positions.hpp"

using boardtalk::go_adapter::testing::GoSession;
namespace go = boardtalk::go;
namespace positions = boardtalk::go::testing;

namespace {

// The session's answer to one line, without the final empty line.
// Sets up a diagram (rows from the top) with play commands: black stones first, then white,
// so black is to move.
void set_up(GoSession& s, const char* diagram) {
    std::vector<std::string> rows;
    std::istringstream in(diagram);
    for (std::string line; std::getline(in, line);) {
        std::string row;
        for (char c : line)
            if (c != ' ') row += c;
        rows.push_back(row);
    }
    const int size = static_cast<int>(rows.size());
    REQUIRE(ask(s, "boardsize " + std::to_string(size)) == "= ");
    REQUIRE(ask(s, "clear_board") == "= ");
    for (char stone : {'X', 'O'})
        for (int r = 0; r < size; ++r)
            for (int x = 0; x < size; ++x)
                if (rows[r][x] == stone) {
                    const auto v = go::vertex_name(go::point(x, size - 1 - r));
                    REQUIRE(ask(s, std::string("play ") + (stone == 'X' ? "b " : "w ") + v) ==
                            "= ");
                }
}

}  // namespace

TEST_CASE("final_score and final_status_list use the estimate", "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::dead_in_territory);
    ask(s, "komi 0.5");
    CHECK(ask(s, "final_status_list dead") == "= F2\nA3\nB7");
    CHECK(ask(s, "final_status_list seki") == "= ");
    CHECK(ask(s, "final_score") == "= B+32.5");  // 41 - 8 - 0.5
    CHECK(ask(s, "kata-set-rules japanese") == "= ");
    CHECK(ask(s, "final_score") == "= B+28.5");  // 28 points + 3 prisoners - 2 - 0.5
    CHECK(ask(s, "board_state") ==
          "= BxBbwWw\n"
          "BBBbwwW\n"
          "bbbbbww\n"
          "BBBbBbb\n"
          "xBBbBBB\n"
          "BBBbBxB\n"
          "BBBbBBB");
    CHECK(ask(s, "dead_stones_gfx") == "= MARK F2 A3 B7");
}

TEST_CASE("the user's marks override the estimate until the position changes",
          "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::dead_in_territory);
    ask(s, "komi 0.5");
    CHECK(ask(s, "mark_alive F2") == "= ");
    CHECK(ask(s, "final_status_list dead") == "= A3\nB7");
    // F2 alive: the bottom-right area (9 empty points) touches both colours: nobody's.
    CHECK(ask(s, "final_score") == "= B+21.5");  // black 13 + 18, white 7 + 2 + 0.5
    CHECK(ask(s, "mark_dead F2") == "= ");
    CHECK(ask(s, "final_score") == "= B+32.5");
    CHECK(ask(s, "clear_marks") == "= ");
    CHECK(ask(s, "final_status_list dead") == "= ");
    CHECK(ask(s, "dead_stones_gfx") == "= ");
    CHECK(ask(s, "play w pass") == "= ");
    CHECK(ask(s, "final_status_list dead") == "= F2\nA3\nB7");
}

TEST_CASE("marking an empty point: one clear error, nothing changed", "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::dead_in_territory);
    const std::string before = ask(s, "board_state");
    CHECK(ask(s, "mark_dead E4") == "? vertex must not be empty");
    CHECK(ask(s, "mark_alive pass") == "? vertex must not be empty");
    CHECK(ask(s, "mark_dead Z9") == "? syntax error: invalid vertex 'Z9'");
    CHECK(ask(s, "mark_dead") == "? syntax error: expected 1 argument, got 0");
    CHECK(ask(s, "board_state") == before);
}

TEST_CASE("seki is reported and scored as nobody's shared liberty", "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::seki);
    ask(s, "komi 0.5");
    CHECK(ask(s, "final_status_list seki") == "= A6 B6 C6 B7\nD6 E6 F6 D7 F7");
    CHECK(ask(s, "final_status_list dead") == "= ");
    CHECK(ask(s, "final_score") == "= B+5.5");  // 27 - 21 - 0.5
    ask(s, "kata-set-rules japanese");
    CHECK(ask(s, "final_score") == "= B+3.5");  // 13 - 9 - 0.5
}

TEST_CASE("ownership_gfx: an INFLUENCE value in -1..1 for every point", "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::dead_in_territory);
    std::istringstream in(ask(s, "ownership_gfx"));
    std::string word;
    in >> word;
    CHECK(word == "=");
    in >> word;
    CHECK(word == "INFLUENCE");
    int points = 0;
    for (std::string vertex; in >> vertex; ++points) {
        double value = 2;
        in >> value;
        CHECK(value >= -1.0);
        CHECK(value <= 1.0);
        if (vertex == "E7") CHECK(value == -1.0);
    }
    CHECK(points == 49);
}

TEST_CASE("kgs-genmove_cleanup captures dead stones before anything else", "[go][scoring][gtp]") {
    GoSession s;
    set_up(s, positions::dead_in_territory);
    for (int i = 0; i < 12 && ask(s, "captures b") != "= 3"; ++i) {
        const std::string move = ask(s, "kgs-genmove_cleanup b");
        INFO(move);
        CHECK(move != "= pass");
        ask(s, "play w pass");
    }
    CHECK(ask(s, "captures b") == "= 3");
    CHECK(ask(s, "list_stones w") == "= F5 G5 E6 F6 E7 G7");
    CHECK(ask(s, "kgs-genmove_cleanup") == "? syntax error: expected 1 argument, got 0");
}
