// GTP semantics of `boardtalk go`: exact answers and error strings, and failed commands that
// change nothing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <iterator>
#include <sstream>

#include "go_session.hpp"

using boardtalk::go_adapter::GoOptions;
using boardtalk::go_adapter::testing::GoSession;

namespace {
// The session's answer to one line, without the framing.
// The words of an answer in sorted order (handicap placement order is not significant).
std::string sorted_words(std::string text) {
    std::istringstream in(text);
    std::vector<std::string> words{std::istream_iterator<std::string>(in), {}};
    std::sort(words.begin(), words.end());
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}
}  // namespace

TEST_CASE("boardsize accepts 2..25, keeps komi and refuses other sizes unchanged", "[go][gtp]") {
    GoSession s;
    CHECK(ask(s, "komi 3.5") == "= ");
    CHECK(ask(s, "boardsize 9") == "= ");
    CHECK(ask(s, "play b E5") == "= ");
    CHECK(ask(s, "boardsize 1") == "? unacceptable size");
    CHECK(ask(s, "boardsize 26") == "? unacceptable size");
    CHECK(ask(s, "boardsize 0") == "? unacceptable size");
    CHECK(ask(s, "boardsize -3") == "? syntax error: invalid integer '-3'");
    CHECK(ask(s, "list_stones b") == "= E5");
    CHECK(ask(s, "boardsize 25") == "= ");
    CHECK(ask(s, "list_stones b") == "= ");
    CHECK(ask(s, "play w Z25") == "= ");
    CHECK(ask(s, "boardsize 2") == "= ");
    CHECK(ask(s, "get_komi") == "= 3.5");
    CHECK(ask(s, "clear_board") == "= ");
    CHECK(ask(s, "get_komi") == "= 3.5");
}

TEST_CASE("komi takes any finite float and refuses the rest unchanged", "[go][gtp]") {
    GoSession s;
    CHECK(ask(s, "get_komi") == "= 7.5");
    CHECK(ask(s, "komi -2") == "= ");
    CHECK(ask(s, "get_komi") == "= -2");
    CHECK(ask(s, "komi foo") == "? syntax error: invalid float 'foo'");
    CHECK(ask(s, "komi nan") == "? syntax error: invalid float 'nan'");
    CHECK(ask(s, "komi 1e9") == "? syntax error: komi out of range '1e9' (-1000..1000)");
    CHECK(ask(s, "komi -1000.5") == "? syntax error: komi out of range '-1000.5' (-1000..1000)");
    CHECK(ask(s, "komi 1000") == "= ");
    CHECK(ask(s, "komi -2") == "= ");
    CHECK(ask(s, "komi") == "? syntax error: expected 1 argument, got 0");
    CHECK(ask(s, "get_komi") == "= -2");
}

TEST_CASE("play: same colour twice is legal, illegal moves change nothing", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 5");
    CHECK(ask(s, "play b C3") == "= ");
    CHECK(ask(s, "play b C4") == "= ");
    CHECK(ask(s, "play w C3") == "? illegal move");
    CHECK(ask(s, "play W c4") == "? illegal move");
    CHECK(ask(s, "play white F1") == "? syntax error: invalid vertex 'F1'");
    CHECK(ask(s, "play red A1") == "? syntax error: invalid color 'red'");
    CHECK(ask(s, "play b") == "? syntax error: expected 2 arguments, got 1");
    CHECK(ask(s, "list_stones black") == "= C3 C4");
    CHECK(ask(s, "list_stones white") == "= ");
    CHECK(ask(s, "play w PASS") == "= ");
    CHECK(ask(s, "last_move") == "= white pass");
}

TEST_CASE("suicide is illegal by default and captures count", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 5");
    ask(s, "play b A2");
    ask(s, "play b B1");
    CHECK(ask(s, "play w A1") == "? illegal move");
    CHECK(ask(s, "is_legal w A1") == "= 0");
    CHECK(ask(s, "is_legal b A1") == "= 1");
    ask(s, "play w A3");
    ask(s, "play w B2");
    ask(s, "play w C1");
    CHECK(ask(s, "play w A1") == "= ");  // captures A2 and B1
    CHECK(ask(s, "captures w") == "= 2");
    CHECK(ask(s, "captures b") == "= 0");
    CHECK(ask(s, "list_stones b") == "= ");
}

TEST_CASE("check_move says why play refuses, in a player's words", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 5");
    for (auto m : {"b B3", "b A2", "b B1", "w C3", "w D2", "w C1", "w B2", "b C2"})
        REQUIRE(ask(s, std::string("play ") + m) == "= ");  // C2 takes B2: a ko
    CHECK(ask(s, "check_move w B2") ==
          "? illegal move (superko): B2 would repeat an earlier position; play elsewhere first");
    CHECK(ask(s, "check_move b C3") == "? illegal move (occupied): C3 already holds a stone");
    CHECK(ask(s, "check_move w A1") ==
          "? illegal move (suicide): a stone on A1 would have no liberty, and these rules forbid "
          "suicide");
    CHECK(ask(s, "check_move w E5") == "= ");
    CHECK(ask(s, "check_move w F1") == "? syntax error: invalid vertex 'F1'");
    CHECK(ask(s, "play w B2") == "? illegal move");  // GTP's own answer stays as it is
    CHECK(ask(s, "list_stones white") == "= C1 D2 C3");
    GoOptions simple = GoSession::seeded();
    simple.rules = "simple";
    GoSession k(simple);
    ask(k, "boardsize 5");
    for (auto m : {"b B3", "b A2", "b B1", "w C3", "w D2", "w C1", "w B2", "b C2"})
        REQUIRE(ask(k, std::string("play ") + m) == "= ");
    CHECK(ask(k, "check_move w B2") ==
          "? illegal move (ko): B2 retakes the ko at once; play elsewhere first");
}

TEST_CASE("tromp-taylor rules allow suicide", "[go][gtp]") {
    GoOptions o = GoSession::seeded();
    o.rules = "tromp-taylor";
    GoSession s(o);
    ask(s, "boardsize 5");
    for (auto v : {"A3", "B2", "C1"}) ask(s, std::string("play b ") + v);
    ask(s, "play w A2");
    ask(s, "play w B1");
    // A suicide that recreates an earlier position is superko: refused.
    CHECK(ask(s, "play w A1") == "? illegal move");
    ask(s, "play w E5");
    // Now the position after the suicide is new: three stones go.
    CHECK(ask(s, "play w A1") == "= ");
    CHECK(ask(s, "list_stones w") == "= E5");
    CHECK(ask(s, "captures b") == "= 3");
}

TEST_CASE("undo: one move at a time, never the handicap, cannot undo at the start", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 9");
    CHECK(ask(s, "undo") == "? cannot undo");
    CHECK(sorted_words(ask(s, "fixed_handicap 2")) == "= C3 G7");
    CHECK(ask(s, "undo") == "? cannot undo");
    ask(s, "play w E5");
    ask(s, "play b D5");
    CHECK(ask(s, "gg-undo 3") == "? cannot undo");
    CHECK(ask(s, "list_stones w") == "= E5");
    CHECK(ask(s, "gg-undo 2") == "= ");
    CHECK(ask(s, "list_stones b") == "= C3 G7");
    CHECK(ask(s, "list_stones w") == "= ");
    CHECK(ask(s, "gg-undo") == "? cannot undo");
}

TEST_CASE("fixed_handicap follows the table and refuses bad counts", "[go][gtp]") {
    GoSession s;
    CHECK(sorted_words(ask(s, "fixed_handicap 9")) == "= D10 D16 D4 K10 K16 K4 Q10 Q16 Q4");
    CHECK(ask(s, "fixed_handicap 2") == "? board not empty");
    ask(s, "boardsize 10");
    CHECK(ask(s, "fixed_handicap 5") == "? invalid number of stones");
    CHECK(ask(s, "fixed_handicap 1") == "? invalid number of stones");
    CHECK(sorted_words(ask(s, "fixed_handicap 2")) == "= C3 H8");
    ask(s, "boardsize 6");
    CHECK(ask(s, "fixed_handicap 2") == "? invalid number of stones");
    CHECK(ask(s, "list_stones b") == "= ");
}

TEST_CASE("set_free_handicap is all or nothing", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 9");
    CHECK(ask(s, "set_free_handicap E5") == "? bad vertex list");
    CHECK(ask(s, "set_free_handicap E5 E5") == "? bad vertex list");
    CHECK(ask(s, "set_free_handicap D4 pass") == "? bad vertex list");
    CHECK(ask(s, "set_free_handicap D4 Z9") == "? syntax error: invalid vertex 'Z9'");
    CHECK(ask(s, "list_stones b") == "= ");
    CHECK(ask(s, "set_free_handicap D4 f6 A1") == "= ");
    CHECK(ask(s, "list_stones b") == "= A1 D4 F6");
    CHECK(ask(s, "set_free_handicap B2 C2") == "? board not empty");
    CHECK(ask(s, "undo") == "? cannot undo");
}

TEST_CASE("place_free_handicap places n stones on an empty board", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 9");
    CHECK(ask(s, "place_free_handicap 1") == "? invalid number of stones");
    std::string placed = ask(s, "place_free_handicap 4");
    CHECK(placed.rfind("= ", 0) == 0);
    CHECK(std::count(placed.begin(), placed.end(), ' ') == 4);
    CHECK(ask(s, "place_free_handicap 2") == "? board not empty");
}

TEST_CASE("genmove plays a legal move for either colour; reg_genmove plays nothing", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 2");
    std::string suggestion = ask(s, "reg_genmove b");
    CHECK(ask(s, "list_stones b") == "= ");
    std::string move = ask(s, "genmove w");
    REQUIRE(move.size() > 2);
    CHECK(ask(s, "list_stones w") == move);
    CHECK(ask(s, "last_move") == "= white " + move.substr(2));
    CHECK(suggestion.size() > 2);
}

TEST_CASE("scoring and status lists on a settled position", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 5");
    ask(s, "komi 0.5");
    for (auto v : {"C1", "C2", "C3", "C4", "C5"}) ask(s, std::string("play b ") + v);
    for (auto v : {"D1", "D2", "D3", "D4", "D5"}) ask(s, std::string("play w ") + v);
    CHECK(ask(s, "final_score") == "= B+4.5");
    CHECK(ask(s, "final_status_list alive") == "= C1 C2 C3 C4 C5\nD1 D2 D3 D4 D5");
    CHECK(ask(s, "final_status_list dead") == "= ");
    CHECK(ask(s, "final_status_list seki") == "= ");
    CHECK(ask(s, "final_status_list maybe") == "? syntax error: invalid status 'maybe'");
}

TEST_CASE("move_history lists newest first; showboard has no empty line", "[go][gtp]") {
    GoSession s;
    ask(s, "boardsize 7");
    ask(s, "play b D4");
    ask(s, "play w C3");
    CHECK(ask(s, "move_history") == "= white C3\nblack D4");
    std::string board = ask(s, "showboard");
    CHECK(board.rfind("= \n", 0) == 0);
    CHECK(board.find("\n\n") == std::string::npos);
    CHECK(board.find('X') != std::string::npos);
    CHECK(board.find('O') != std::string::npos);
}
