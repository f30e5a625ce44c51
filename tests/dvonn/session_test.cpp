// `boardtalk dvonn` driven in-process: exact response bytes, atomic failures, files, and two
// sessions in one process.
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "games/dvonn/commands.hpp"
#include "tests/common/session_output.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk;
using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

std::string run(DvonnState& state, const std::string& script) {
    protocol::Registry registry;
    register_dvonn_commands(registry, state);
    return boardtalk::test::session_output(registry, script);
}

DvonnState deterministic() {
    DvonnState state;
    state.limits = SearchLimits{.depth = 2, .seconds = 0, .nodes = 0};
    return state;
}

std::string run(const std::string& script) {
    DvonnState state = deterministic();
    return run(state, script);
}

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() /
            ("boardtalk-dvonn-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

}  // namespace

TEST_CASE("placing over the protocol", "[dvonn][session]") {
    CHECK(run("1 play w E3\n2 play b E3\n3 play w F3\n4 play b F3\n5 get_position\n6 undo\n"
              "7 undo\n8 undo\n9 game_status\n") ==
          "=1 \n\n?2 illegal move: E3 is occupied\n\n?3 illegal move: not your turn\n\n=4 \n\n"
          "=5 ........./........../....DD...../........../......... w placing 2\n\n"
          "=6 \n\n=7 \n\n?8 cannot undo\n\n=9 white to place\n\n");
}

TEST_CASE("the error lines of the issue, each leaving the game unchanged", "[dvonn][session]") {
    DvonnState state = deterministic();
    const std::string start = rows("DWD", "(WB)BD", "", "", "") + " b moving";
    REQUIRE(run(state, "set_position " + start + "\n") == "= \n\n");
    CHECK(run(state,
              "1 play b A2-B2\n2 play b A2-C4\n3 play b C1-D1\n4 play b pass\n5 play b A5\n"
              "6 play b L3-A1\n7 play b A1-B2-C3\n8 play b E3\n9 play w B1-A1\n10 play x B2-B1\n"
              "11 get_position\n") ==
          "?1 illegal move: a stack of height 2 must move exactly 2 spaces\n\n"
          "?2 illegal move: must land on an occupied space\n\n"
          "?3 illegal move: a lone DVONN piece on C1 never moves\n\n"
          "?4 illegal move: pass is only allowed with no legal move\n\n"
          "?5 syntax error: invalid move 'A5': unknown space 'A5'\n\n"
          "?6 syntax error: invalid move 'L3-A1': unknown space 'L3'\n\n"
          "?7 syntax error: invalid move 'A1-B2-C3': expected a space (E3), a move (A1-B2 or "
          "A1B2) or pass\n\n"
          "?8 illegal move: the placing phase is over: move a stack\n\n"
          "?9 illegal move: not your turn\n\n"
          "?10 syntax error: invalid colour 'x'\n\n"
          "=11 " +
              start + "\n\n");
    REQUIRE(run(state, "set_position " + rows("DWD", "(WB)BD") + " w moving\n") == "= \n\n");
    CHECK(run(state, "play w B2-B1\n") == "? illegal move: the top piece of B2 is not yours\n\n");
    state.game = Game(random_setup(7));
    CHECK(run(state, "play w D3-E3\n") == "? illegal move: D3 is surrounded\n\n");
}

TEST_CASE("a game to its end over the protocol", "[dvonn][session]") {
    DvonnState state = deterministic();
    const std::string start = rows("D(BBW)B", "D", "D") + " w moving";
    CHECK(run(state, "set_position " + start +
                         "\nfinal_score\nlegal_moves\ngenmove w\ngame_status\nplay b C1B1\n"
                         "game_status\nfinal_score\nlegal_moves\ngenmove w\n") ==
          "= \n\n? game not over\n\n= pass\n\n= pass\n\n= black to move\n\n= \n\n"
          "= game over: B+4\n\n= B+4\n\n= \n\n? the game is over\n\n");
}

TEST_CASE("showboard keeps a blank between the widest stacks", "[dvonn][session]") {
    const std::string board =
        run("set_position (DWWWWWWWWWWW)(DBBBBBBBBBBB)D....../........../.........../........../"
            "......... w moving\nshowboard\n");
    CHECK(board.find("\n      1   W12*  B12*  D     .     .") != std::string::npos);
}

TEST_CASE("check_source says why no move starts on a space", "[dvonn][session]") {
    CHECK(run("setup random 3\ncheck_source w E3\ncheck_source w C4\ncheck_source w Z9\n"
              "check_source b A1\ncheck_source w B1\n") ==
          "= \n\n? the top piece of E3 is not yours\n\n? C4 is surrounded\n\n"
          "? syntax error: invalid space 'Z9': unknown space 'Z9'\n\n? not your turn\n\n= \n\n");
}

TEST_CASE("setup random, perft, showboard", "[dvonn][session]") {
    CHECK(run("setup random 1\nget_position\nperft 2\n") ==
          "= \n\n= WWBBDBBBW/WWBBBBBBDB/WBWBBWWWWBB/WBWWBBWWBB/WWWWWBWWD w moving\n\n"
          "= 1802\n\n");
    CHECK(run("setup random\ngame_status\nperft 9\nsetup fixed 3\nsetup random -1\n") ==
          "= \n\n= white to move\n\n? perft depth must be 0..7\n\n"
          "? syntax error: invalid setup 'fixed'\n\n? syntax error: invalid seed '-1'\n\n");
    const std::string board = run("play w E3\nplay b D2\nplay w F3\nplay b E2\nshowboard\n");
    CHECK(board.substr(board.find("= \n          C")) ==
          "= \n"
          "          C     D     E     F     G     H     I     J     K\n"
          "      5   .     .     .     .     .     .     .     .     .     5\n"
          "   4   .     .     .     .     .     .     .     .     .     .     4\n"
          "3   .     .     .     .     D     D     .     .     .     .     .     3\n"
          "   2   .     .     .     D     B1    .     .     .     .     .     2\n"
          "      1   .     .     .     .     .     .     .     .     .     1\n"
          "          A     B     C     D     E     F     G     H     I\n"
          "white 0  black 1  (white to place)\n\n");
}

TEST_CASE("set_position refuses bad texts and keeps the game", "[dvonn][session]") {
    CHECK(run("play w E3\nset_position nonsense\nset_position " + rows("DWB") +
              " w moving\nget_position\n") ==
          "= \n\n? invalid position: expected '<rows> <side> placing <n>' or '<rows> <side> "
          "moving'\n\n? invalid position: the moving phase needs all 3 DVONN pieces\n\n"
          "= ........./........../....D....../........../......... b placing 1\n\n");
}

TEST_CASE("savegame and loadgame keep the history; bad files change nothing",
          "[dvonn][session][save]") {
    const std::string path = temp_path("game.txt");
    const std::string bad = temp_path("bad.txt");
    std::ofstream(bad) << "boardtalk-dvonn-game 1\nstart garbage\n";
    DvonnState state = deterministic();
    REQUIRE(run(state, "setup random 3\ngenmove w\ngenmove b\n").find('?') == std::string::npos);
    const Game saved = state.game;
    CHECK(run(state, "savegame " + path + "\nclear_board\n") == "= \n\n= \n\n");
    CHECK(run(state, "loadgame " + path + "\n") == "= \n\n");
    CHECK(state.game.positions() == saved.positions());
    CHECK(run(state, "loadgame " + bad + "\n") ==
          "? cannot load " + bad +
              ": line 2: bad start position: expected '<rows> <side> placing <n>' or '<rows> "
              "<side> moving'\n\n");
    CHECK(run(state, "loadgame " + path + ".missing\n") ==
          "? cannot read " + path + ".missing: No such file or directory\n\n");
    CHECK(run(state, "savegame /nonexistent-dir/x.txt\n") ==
          "? cannot write /nonexistent-dir/x.txt: No such file or directory\n\n");
    CHECK(state.game.positions() == saved.positions());
    CHECK(run(state, "undo\nundo\nundo\nget_position\n") ==
          "= \n\n= \n\n? cannot undo\n\n= " + to_text(random_setup(3)) + "\n\n");
    std::size_t leftovers = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::filesystem::temp_directory_path()))
        leftovers +=
            entry.path().filename().string().rfind(
                "." + std::filesystem::path(path).filename().string() + ".boardtalk-tmp-", 0) == 0;
    CHECK(leftovers == 0);
    std::filesystem::remove(path);
    std::filesystem::remove(bad);
}

// Issue 14: savegame replaced whatever the path named (as root, a device became a regular file).
TEST_CASE("savegame refuses to replace a FIFO", "[dvonn][session][save]") {
    const std::string fifo = temp_path("fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK(run("savegame " + fifo + "\n") == "? cannot write " + fifo + ": not a regular file\n\n");
    CHECK(std::filesystem::is_fifo(fifo));
    std::filesystem::remove(fifo);
}

TEST_CASE("two sessions in one process are independent", "[dvonn][session]") {
    DvonnState a = deterministic(), b = deterministic();
    CHECK(run(a, "setup random 1\n") == "= \n\n");
    CHECK(run(b, "play w E3\n") == "= \n\n");
    CHECK(a.game.position() == random_setup(1));
    CHECK(b.game.position().board.placed == 1);
}

TEST_CASE("limits and deterministic genmove", "[dvonn][session]") {
    CHECK(run("search_limits\ndepth_limit 0\ntime_limit 0.5\ndepth_limit 0\nsearch_limits\n"
              "time_limit 0\ndepth_limit 3\ntime_limit 0\nsearch_limits\n") ==
          "= time_limit 0 depth_limit 2\n\n? set a time limit before removing the depth limit\n\n"
          "= \n\n= \n\n= time_limit 0.5 depth_limit 0\n\n"
          "? set a depth limit before removing the time limit\n\n= \n\n= \n\n"
          "= time_limit 0 depth_limit 3\n\n");
    const std::string first = run("setup random 5\nreg_genmove w\ngenmove w\ngenmove b\n");
    CHECK(first == run("setup random 5\nreg_genmove w\ngenmove w\ngenmove b\n"));
    CHECK(first.find('?') == std::string::npos);
}

TEST_CASE("genmove spends the game budget and clear_board gives a fresh one",
          "[dvonn][game-time]") {
    DvonnState state;
    state.limits = SearchLimits{.depth = 0, .seconds = 1.0, .nodes = 0};
    state.game_time = GameBudget{1.0};
    const std::string out = run(state, "genmove white\ngenmove black\ngenmove white\n");
    CHECK(out.find("?") == std::string::npos);
    const double used = state.game_time->used;
    CHECK(used > 0);
    CHECK(used < 1.0);  // three placements out of a whole game's second, not 1 s per move
    run(state, "clear_board\n");
    CHECK(state.game_time->used == 0);
    CHECK(state.game_time->total == 1.0);
}
