// GUI and tool extensions of `boardtalk go`: rectangular boards, GoGui's analyze list, move
// sequences and setup, CPU time and gomill's descriptions. Failed commands change nothing.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <ctime>
#include <sstream>

#include "engine/go/builtin_policy.hpp"
#include "tests/common/text.hpp"
#include "tests/go/gtp/go_session.hpp"

using boardtalk::go_adapter::testing::GoSession;
using boardtalk::test::contains;

namespace {

// The lines of a response without its "= " prefix.
std::vector<std::string> lines_of(const std::string& response) {
    std::istringstream in(response.substr(2));
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("rectangular boards from boardsize w h and rectangular_boardsize", "[go][gui]") {
    GoSession s;
    CHECK(ask(s, "rectangular_boardsize 9 13") == "= ");
    CHECK(ask(s, "play b J13") == "= ");
    CHECK(ask(s, "play b K1") == "? syntax error: invalid vertex 'K1'");
    CHECK(ask(s, "play b A14") == "? syntax error: invalid vertex 'A14'");
    const std::string board = ask(s, "showboard");
    CHECK(contains(board, "13 . . . . . . . .(X)13"));  // a row of 9 columns, J13 black
    CHECK(ask(s, "rectangular_boardsize 26 5") == "? unacceptable size");
    CHECK(ask(s, "rectangular_boardsize 5 1") == "? unacceptable size");
    CHECK(ask(s, "rectangular_boardsize 5") == "? syntax error: expected 2 arguments, got 1");
    CHECK(ask(s, "list_stones b") == "= J13");  // refused sizes changed nothing
    CHECK(ask(s, "boardsize 25 2") == "= ");
    CHECK(ask(s, "play w Z2") == "= ");
    CHECK(ask(s, "play w Z3") == "? syntax error: invalid vertex 'Z3'");
    CHECK(ask(s, "boardsize 4 26") == "? unacceptable size");
    CHECK(ask(s, "boardsize 7 x") == "? syntax error: invalid integer 'x'");
    CHECK(ask(s, "list_stones w") == "= Z2");
    CHECK(ask(s, "boardsize 7") == "= ");  // one argument stays square
    CHECK(ask(s, "play b G7") == "= ");
    CHECK(ask(s, "play b H1") == "? syntax error: invalid vertex 'H1'");
    CHECK(ask(s, "boardsize 3 4 5") == "? syntax error: expected 1 to 2 arguments, got 3");
}

TEST_CASE("gogui-analyze_commands lists only commands the registry holds", "[go][gui]") {
    GoSession s;
    const std::string list = ask(s, "gogui-analyze_commands");
    const auto lines = lines_of(list);
    CHECK(contains(list, "plist/Legal moves/all_legal %m"));
    CHECK(contains(list, "string/Describe engine/gomill-describe_engine"));
    for (const auto& line : lines) {
        INFO(line);
        // type/label/command, and the command is known to the session
        const auto first = line.find('/'), second = line.find('/', first + 1);
        REQUIRE(second != std::string::npos);
        const std::string command = line.substr(second + 1);
        CHECK(ask(s, "known_command " + command.substr(0, command.find(' '))) == "= true");
    }
    // A session with another command learns its line at run time.
    const bool had_board_state = contains(list, "board_state");
    if (!had_board_state) {
        s.registry.add(
            {"board_state", {}, "test stand-in", [](auto&, auto&) { return std::string("."); }});
        CHECK(contains(ask(s, "gogui-analyze_commands"), "string/Board state/board_state\n"));
    }
}

TEST_CASE("gogui-play_sequence plays all the moves or none", "[go][gui]") {
    GoSession s;
    ask(s, "boardsize 9");
    CHECK(ask(s, "gogui-play_sequence b E5 w E6 b D5 w pass") == "= ");
    CHECK(ask(s, "list_stones b") == "= D5 E5");
    CHECK(ask(s, "last_move") == "= white pass");
    const std::string history = ask(s, "move_history");
    // The fourth move is illegal (E6 is taken): nothing of the sequence stays.
    CHECK(ask(s, "gogui-play_sequence b A1 w B1 b C1 w E6 b D1") ==
          "? illegal move: white E6: occupied (move 4 of 5)");
    CHECK(ask(s, "move_history") == history);
    CHECK(ask(s, "list_stones b") == "= D5 E5");
    CHECK(ask(s, "gogui-play_sequence b A1 w") == "? syntax error: expected color vertex pairs");
    CHECK(ask(s, "gogui-play_sequence b A1 x B2") == "? syntax error: invalid color 'x'");
    CHECK(ask(s, "gogui-play_sequence b A1 w Z9") == "? syntax error: invalid vertex 'Z9'");
    CHECK(ask(s, "move_history") == history);
    CHECK(ask(s, "gogui-play_sequence") == "= ");  // nothing to play
    // A capture inside the sequence counts.
    ask(s, "clear_board");
    CHECK(ask(s, "gogui-play_sequence b A2 w A1 b B1") == "= ");
    CHECK(ask(s, "captures b") == "= 1");
}

TEST_CASE("gogui-setup places stones on an empty board; gogui-setup_player picks who moves",
          "[go][gui]") {
    GoSession s;
    ask(s, "boardsize 9");
    CHECK(ask(s, "gogui-setup b C3 b D4 w E5 W f6") == "= ");
    CHECK(ask(s, "list_stones b") == "= C3 D4");
    CHECK(ask(s, "list_stones w") == "= E5 F6");
    CHECK(ask(s, "move_history") == "= ");
    CHECK(contains(ask(s, "showboard"), "Black to move"));
    CHECK(ask(s, "gogui-setup_player w") == "= ");
    CHECK(contains(ask(s, "showboard"), "White to move"));
    CHECK(ask(s, "list_stones w") == "= E5 F6");
    CHECK(ask(s, "undo") == "? cannot undo");  // setup stones are not moves
    CHECK(ask(s, "gogui-setup b A1") == "? board not empty");
    CHECK(ask(s, "play w A1") == "= ");
    CHECK(ask(s, "gogui-setup_player b") == "? moves already played");
    CHECK(ask(s, "gogui-setup_player x") == "? syntax error: invalid color 'x'");

    ask(s, "clear_board");
    CHECK(ask(s, "gogui-setup b A1 w A1") ==
          "? invalid setup: a repeated point or a stone without liberty");
    CHECK(ask(s, "gogui-setup b A1 w A2 w B1") ==
          "? invalid setup: a repeated point or a stone without liberty");
    CHECK(ask(s, "gogui-setup b pass") == "? invalid setup: pass");
    CHECK(ask(s, "gogui-setup b A1 w") == "? syntax error: expected color vertex pairs");
    CHECK(ask(s, "list_stones b") == "= ");
    CHECK(ask(s, "gogui-setup_player w") == "= ");  // an empty board, white first
    CHECK(contains(ask(s, "showboard"), "White to move"));
    CHECK(ask(s, "genmove w").rfind("= ", 0) == 0);
}

TEST_CASE("cputime and gomill-cpu_time report the process's CPU seconds", "[go][gui]") {
    GoSession s;
    const double before = std::stod(ask(s, "cputime").substr(2));
    CHECK(before >= 0);
    // Burn CPU until the process clock has moved 20 ms, then the answer must have grown.
    const std::clock_t start = std::clock();
    volatile double sink = 0;
    while (std::clock() - start < CLOCKS_PER_SEC / 50) sink = sink + 1;
    const std::string after = ask(s, "gomill-cpu_time");
    CHECK(std::stod(after.substr(2)) > before);
    CHECK(after.find('.') != std::string::npos);  // a float
}

TEST_CASE("gomill-describe_engine and gomill-explain_last_move", "[go][gui]") {
    GoSession s;
    const std::string d = ask(s, "gomill-describe_engine");
    CHECK(d.rfind("= boardtalk " BOARDTALK_VERSION, 0) == 0);
    CHECK(contains(d, "\nplayer: random\n"));
    CHECK(
        contains(d, "\nrules: ko=positional suicide=no scoring=area handicap-bonus=n komi=7.5\n"));
    CHECK(contains(d, "\nboard: 19x19\n"));
    CHECK(contains(d, "\ntime: none, 1 s per move without a limit"));
    CHECK_FALSE(contains(d, "\n\n"));
    ask(s, "rectangular_boardsize 9 7");
    ask(s, "kgs-time_settings byoyomi 60 10 3");
    CHECK(contains(ask(s, "gomill-describe_engine"), "\nboard: 9x7\ntime: byoyomi 60 3x10,"));

    CHECK(ask(s, "gomill-explain_last_move") == "= ");
    const std::string move = ask(s, "genmove b").substr(2);
    const std::string why = ask(s, "gomill-explain_last_move");
    CHECK(why.rfind("= black " + move + ": random choice among 63 moves", 0) == 0);
    CHECK(contains(why, "budget of 70.000 s left"));  // main time and the first period
}

TEST_CASE("policy_gfx: GoGui's picture of the policy network", "[go][gui][policy]") {
    GoSession none;
    CHECK(ask(none, "policy_gfx") == "? no policy network (--policy none)");
    auto options = GoSession::seeded();
    options.search.policy_network = boardtalk::go::builtin_policy();
    GoSession s(options);
    ask(s, "boardsize 9");
    // The empty board: the built-in network's likeliest move is the centre, and no point is
    // shaded above the likeliest.
    const auto lines = lines_of(ask(s, "policy_gfx"));
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].rfind("INFLUENCE ", 0) == 0);
    CHECK(contains(lines[0], " E5 1.00"));
    CHECK(contains(lines[0], " D5 0."));
    CHECK(lines[0].find(" 1.00") == lines[0].rfind(" 1.00"));  // the likeliest only
    CHECK(lines[1].rfind("LABEL ", 0) == 0);
    CHECK(contains(lines[1], " E5 "));
    CHECK(lines[2].rfind("TEXT policy network, black to move: E5 ", 0) == 0);
    // Occupied points are no candidates: never shaded.
    ask(s, "play b E5");
    const std::string after = ask(s, "policy_gfx");
    CHECK_FALSE(contains(after, " E5 "));
    CHECK(contains(after, "TEXT policy network, white to move: "));
    // The command changes nothing.
    CHECK(ask(s, "list_stones b") == "= E5");
    CHECK(ask(s, "policy_gfx") == after);
    // A ko: White's E5 took F5, and Black may not take back at once.
    ask(s, "clear_board");
    CHECK(ask(s, "gogui-play_sequence b E6 w F6 b D5 w G5 b E4 w F4 b F5 w E5") == "= ");
    CHECK(ask(s, "play b F5") == "? illegal move");
    CHECK_FALSE(contains(ask(s, "policy_gfx"), " F5 "));
}
