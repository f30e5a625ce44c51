// `boardtalk morris` driven in-process: exact response bytes.
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "tests/morris/helpers.hpp"
#include "tests/morris/morris_session.hpp"

using namespace boardtalk;
using namespace boardtalk::morris;
using boardtalk::morris::test::run;

namespace {

std::string run(const std::string& script) {
    MorrisState state;
    state.limits = SearchLimits{.depth = 3, .seconds = 0, .nodes = 0};
    return boardtalk::morris::test::run(state, script);
}

}  // namespace

TEST_CASE("a game over the protocol", "[morris][session]") {
    CHECK(run("1 play w d6\n2 play b d7\n3 play w d7\n4 play b b4\n5 get_position\n"
              "6 undo\n7 undo\n8 undo\n9 undo\n10 game_status\n") ==
          "=1 \n\n=2 \n\n?3 illegal move: d7 is occupied\n\n?4 illegal move: not your turn\n\n"
          "=5 .B./.W./.../....../.../.../... w placing 8 8 0 2\n\n"
          "=6 \n\n=7 \n\n?8 cannot undo\n\n?9 cannot undo\n\n=10 white to move\n\n");
}

TEST_CASE("mills over the protocol: attached or separate removal", "[morris][session]") {
    const std::string setup = "set_position WW./.../.B./.W...W/.../.../BBB w moving 0 0 0 30\n";
    CHECK(run(setup + "play w g4-g7\nplay w g4-g7xa1\nplay w g4-g7 xd5\nget_position\n") ==
          "= \n\n? illegal move: a mill was closed, the move must name a removal\n\n"
          "? illegal move: a1 is in a mill and black has men outside mills\n\n= \n\n"
          "= WWW/.../.../.W..../.../.../BBB b flying 0 0 0 31\n\n");
    CHECK(run(setup + "play w g4-g7xd5 xa1\nplay w d6 xb4\nplay w g4-g7 b4\nplay w g4-g7 xh9\n") ==
          "= \n\n? syntax error: the removal is given twice\n\n"
          "? illegal move: white has no men in hand, move one like a1-a4\n\n"
          "? syntax error: invalid removal 'b4': expected a removal like xb4, got 'b4'\n\n"
          "? syntax error: invalid removal 'xh9': unknown square 'h9'\n\n");
}

TEST_CASE("bad input gets one clear line and changes nothing", "[morris][session]") {
    CHECK(run("play w h9\nplay w a1-\nplay w a1-a1\nplay w xx\nplay x d6\nplay w\n"
              "set_position nonsense\nperft 99\nget_position\n") ==
          "? syntax error: invalid move 'h9': unknown square 'h9'\n\n"
          "? syntax error: invalid move 'a1-': expected a square after '-'\n\n"
          "? syntax error: invalid move 'a1-a1': a man must move to another square\n\n"
          "? syntax error: invalid move 'xx': expected a square after 'x'\n\n"
          "? syntax error: invalid colour 'x'\n\n"
          "? syntax error: expected 2 to 3 arguments, got 1\n\n"
          "? invalid position: expected 7 fields (board side phase white-hand black-hand clock "
          "ply), got 1\n\n"
          "? perft depth must be at most 8\n\n"
          "= .../.../.../....../.../.../... w placing 9 9 0 0\n\n");
}

TEST_CASE("the end of the game over the protocol", "[morris][session]") {
    CHECK(run("final_score\nset_position WW./.../.../.W...W/.../.../BBB w moving 0 0 5 30\n"
              "genmove b\ngenmove w\ngame_status\nfinal_score\nplay b a1-a4\ngenmove b\n"
              "legal_moves\nundo\nfinal_score\n") ==
          "? game not over\n\n= \n\n? not your turn\n\n= g4-g7xa1\n\n"
          "= white wins: black has fewer than 3 men\n\n= W+\n\n"
          "? illegal move: the game is over (white wins: black has fewer than 3 men)\n\n"
          "? the game is over (white wins: black has fewer than 3 men)\n\n= \n\n= \n\n"
          "? game not over\n\n");
}

TEST_CASE("showboard, rules and perft", "[morris][session]") {
    CHECK(run("play w d6\nshowboard\n") ==
          "= \n\n= \n"
          "7 .--------.--------.\n"
          "6 |  .-----W-----.  |\n"
          "5 |  |  .--.--.  |  |\n"
          "4 .--.--.     .--.--.\n"
          "3 |  |  .--.--.  |  |\n"
          "2 |  .-----.-----.  |\n"
          "1 .--------.--------.\n"
          "  a  b  c  d  e  f  g\n"
          "black to move, placing phase\n"
          "in hand: white 8, black 9; on the board: white 1, black 0\n"
          "plies without removal: 0, ply: 1\n\n");
    CHECK(run("perft 3\nrules\nset_rule flying off\nrules\nset_rule speed 3\nrules_preset twelve\n"
              "rules\nrules_preset chess\n") ==
          "= 12144\n\n= men=9 flying=on diagonals=off repetition=on removal-limit=100\n\n= \n\n"
          "= men=9 flying=off diagonals=off repetition=on removal-limit=100\n\n"
          "? unknown rule 'speed' (men, flying, diagonals, repetition, removal-limit)\n\n= \n\n"
          "= men=12 flying=on diagonals=on repetition=on removal-limit=100\n\n"
          "? unknown preset 'chess' (nine, twelve, six)\n\n");
}

TEST_CASE("save and load over the protocol, undo after load", "[morris][session]") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("morris-session-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string txt = (dir / "g.txt").string(), json = (dir / "g.json").string();
    const std::string bad = (dir / "bad.txt").string();
    { std::ofstream(bad) << "boardtalk-morris 1\nrules men=9\nstart nonsense\n"; }
    MorrisState state;
    state.limits = SearchLimits{.depth = 2, .seconds = 0, .nodes = 0};
    CHECK(run(state, "play w d6\nplay b d7\nsavegame " + txt + "\nsavegame " + json +
                         "\nsavegame " + (dir / "j").string() + " json\n") ==
          "= \n\n= \n\n= \n\n= \n\n= \n\n");
    CHECK(run(state, "clear_board\nloadgame " + json + "\nget_position\nundo\nundo\nundo\n") ==
          "= \n\n= \n\n= .B./.W./.../....../.../.../... w placing 8 8 0 2\n\n= \n\n= \n\n"
          "? cannot undo\n\n");
    CHECK(run(state, "play w a7\nloadgame " + bad + "\nloadgame " + (dir / "none").string() +
                         "\nsavegame " + (dir / "no" / "x.txt").string() + "\nget_position\n" +
                         "loadgame " + (dir / "j").string() + "\nget_position\n") ==
          "= \n\n? cannot load " + bad +
              ": line 3: bad position: expected 7 fields (board side "
              "phase white-hand black-hand clock ply), got 1\n\n"
              "? cannot read " +
              (dir / "none").string() +
              ": No such file or directory\n\n"
              "? cannot write " +
              (dir / "no" / "x.txt").string() +
              ": No such file or directory\n\n"
              "= W../.../.../....../.../.../... b placing 8 9 0 1\n\n= \n\n"
              "= .B./.W./.../....../.../.../... w placing 8 8 0 2\n\n");
    // Every game's loadgame reads at most 16 MiB, as DVONN's and loadsgf did (Morris read 64).
    const std::string big = (dir / "big.txt").string();
    { std::ofstream(big) << std::string((std::size_t{16} << 20) + 1, '#'); }
    CHECK(run(state, "loadgame " + big + "\n") ==
          "? cannot read " + big + ": larger than 16777216 bytes\n\n");
    std::filesystem::remove_all(dir);
}

// Issue 14: savegame replaced whatever the path named (as root, a device became a regular file).
TEST_CASE("savegame refuses to replace a FIFO or a directory", "[morris][session]") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("morris-fifo-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK(run("play w d6\nsavegame " + fifo + "\nsavegame " + dir.string() + "\n") ==
          "= \n\n? cannot write " + fifo + ": not a regular file\n\n? cannot write " +
              dir.string() + ": it is a directory\n\n");
    CHECK(std::filesystem::is_fifo(fifo));
    CHECK(std::distance(std::filesystem::directory_iterator(dir),
                        std::filesystem::directory_iterator()) == 1);
    std::filesystem::remove_all(dir);
}

TEST_CASE("two sessions in one process are independent", "[morris][session]") {
    MorrisState a, b;
    a.limits = b.limits = SearchLimits{.depth = 2, .seconds = 0, .nodes = 0};
    run(a, "play w d6\n");
    CHECK(run(b, "get_position\n") == "= .../.../.../....../.../.../... w placing 9 9 0 0\n\n");
    CHECK(run(a, "get_position\n") == "= .../.W./.../....../.../.../... b placing 8 9 0 1\n\n");
}

TEST_CASE("evaluate answers the static evaluation for the side to move", "[morris][session]") {
    // White's threat on g7 (15), its turn (20), mobility 3 against 6 (30 a neighbour); then,
    // after White's mill took b4, Black's view: a man (100) and a closed mill (21) down, mobility
    // 2 against 3. The default weights (evaluation.hpp).
    CHECK(run("set_position WW./.../.../.B..../.../.../..B w placing 7 7 0 4\nevaluate\n"
              "set_position WW./.../.../.B..../.../.../..B w placing 7 7 0 4\nplay w g7xb4\n"
              "evaluate\n") == "= \n\n= -55\n\n= \n\n= \n\n= -151\n\n");
}
