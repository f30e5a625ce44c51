// `boardtalk 2048` driven in-process through the session: exact response bytes.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <future>

#include "games/2048/commands.hpp"
#include "tests/common/session_output.hpp"

using namespace boardtalk;
using namespace boardtalk::g2048;

namespace {

// One server (its own state and registry) that answers scripts.
struct Server {
    G2048State state{4, 1, SearchOptions{2, 1e-4, 0}};
    protocol::Registry registry;
    Server() { register_g2048_commands(registry, state); }

    std::string run(std::string_view script) {
        return boardtalk::test::session_output(registry, script);
    }
};

constexpr std::string_view start_position =
    "set_position 2,2,0,0/0,0,0,0/0,0,0,0/0,0,0,4 score 0\n";

}  // namespace

TEST_CASE("play, showboard, score, undo: exact bytes", "[2048][session]") {
    Server s;
    const std::string out =
        s.run(std::string(start_position) +
              "1 play LEFT\n2 score\n3 undo\n4 showboard\n5 undo\n6 get_position\n");
    CHECK(out ==
          "= \n\n"
          "=1 \n\n"
          "=2 4\n\n"
          "=3 \n\n"
          "=4 \n"
          "   2    2    .    .\n"
          "   .    .    .    .\n"
          "   .    .    .    .\n"
          "   .    .    .    4\n"
          "score 0\n"
          "best tile 4\n"
          "status playing\n\n"
          "?5 cannot undo\n\n"
          "=6 2,2,0,0/0,0,0,0/0,0,0,0/0,0,0,4 score 0\n\n");
}

TEST_CASE("bad input: one clear line each, nothing changed", "[2048][session]") {
    Server s;
    const std::string out = s.run(
        "set_position 2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0\n"
        "1 play x\n"
        "2 play up\n"
        "3 set_position 2,0,0/0,0,0\n"
        "4 set_position 3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0\n"
        "5 boardsize 9\n"
        "6 keep_going\n"
        "7 new_game -3\n"
        "8 loadgame /nonexistent/file.sav\n"
        "9 play\n"
        "10 get_position\n");
    CHECK(out ==
          "= \n\n"
          "?1 syntax error: invalid direction 'x': expected up, down, left or right (u d l r, or w "
          "a s)\n\n"
          "?2 illegal move: nothing moves up\n\n"
          "?3 bad position: expected 4 rows, got 2\n\n"
          "?4 bad position: row 1 column 1: 3 is not a power of two >= 2\n\n"
          "?5 unacceptable size\n\n"
          "?6 2048 not reached\n\n"
          "?7 syntax error: invalid seed '-3'\n\n"
          "?8 cannot load file: cannot read /nonexistent/file.sav: No such file or directory\n\n"
          "?9 syntax error: expected 1 argument, got 0\n\n"
          "=10 2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0\n\n");
}

TEST_CASE("game over and won stop play", "[2048][session]") {
    Server s;
    const std::string out = s.run(
        "set_position 2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2 score 10\n"
        "1 game_status\n2 play l\n3 genmove\n4 legal_moves\n"
        "set_position 1024,1024,0,0/0,0,0,0/0,0,0,0/0,0,0,0\n"
        "5 play a\n6 game_status\n7 play d\n8 keep_going\n9 game_status\n10 legal_moves\n");
    CHECK(out ==
          "= \n\n"
          "=1 over\n\n"
          "?2 game over\n\n"
          "?3 game over\n\n"
          "=4 \n\n"
          "= \n\n"
          "=5 \n\n"
          "=6 won\n\n"
          "?7 game won (keep_going continues it)\n\n"
          "=8 \n\n"
          "=9 playing after win\n\n"
          "=10 " +
              std::string(s.run("legal_moves\n").substr(2)));
}

TEST_CASE("same seed, same game; genmove plays what reg_genmove suggests", "[2048][session]") {
    Server a, b;
    const std::string script = "new_game 77\nreg_genmove\ngenmove\nautoplay 50\nget_position\n";
    const std::string out_a = a.run(script);
    CHECK(out_a == b.run(script));
    const auto first = out_a.find("= ", 4);  // the reg_genmove answer
    const auto second = out_a.find("= ", first + 2);
    CHECK(out_a.substr(first, out_a.find('\n', first) - first) ==
          out_a.substr(second, out_a.find('\n', second) - second));
    CHECK(out_a.find("= moves 50 score ") != std::string::npos);
}

TEST_CASE("savegame and loadgame through the protocol; undo after load", "[2048][session]") {
    const auto dir = std::filesystem::temp_directory_path() / "boardtalk_2048_session_test";
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "game.sav").string();
    Server a;
    const std::string saved =
        a.run("new_game 5\nautoplay 20\nsavegame " + file + "\nget_position\n");
    CHECK(std::distance(std::filesystem::directory_iterator(dir),
                        std::filesystem::directory_iterator()) == 1);  // no temporary left
    Server b;
    const std::string loaded = b.run("boardsize 3\nloadgame " + file + "\nget_position\nundo\n");
    const auto position = saved.substr(saved.rfind("= "));
    CHECK(loaded.find(position) != std::string::npos);
    CHECK(loaded.substr(loaded.size() - 4) == "= \n\n");  // undo worked
    std::ofstream(file) << "boardtalk-2048 save 1\nsize 4\n";
    const std::string corrupt = b.run("1 loadgame " + file + "\n2 get_position\n");
    CHECK(corrupt.rfind("?1 cannot load file: corrupt save file: line 3: expected 'seed N'\n\n",
                        0) == 0);
    std::filesystem::remove_all(dir);
}

// Issue 14: savegame replaced whatever the path named (as root, a device became a regular file).
TEST_CASE("savegame refuses to replace a FIFO", "[2048][session]") {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("boardtalk_2048_fifo_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    Server s;
    CHECK(s.run("savegame " + fifo + "\n") ==
          "? cannot write " + fifo + ": not a regular file\n\n");
    CHECK(std::filesystem::is_fifo(fifo));
    std::filesystem::remove_all(dir);
}

// loadgame reads with protocol::read_whole_file, which looks before it opens: it never waits for
// a FIFO's writer. Should it ever open one, the test releases it after a minute and fails.
TEST_CASE("loadgame of a FIFO or a directory fails at once with the reason", "[2048][session]") {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("boardtalk_2048_load_fifo_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    Server s;
    auto loading = std::async(std::launch::async,
                              [&] { return s.run("1 loadgame " + fifo + "\n2 get_position\n"); });
    const bool answered = loading.wait_for(std::chrono::seconds(60)) == std::future_status::ready;
    CHECK(answered);
    if (!answered) {  // release the reader stuck in open()
        const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0) ::close(writer);
    }
    const std::string out = loading.get();
    CHECK(out.rfind("?1 cannot load file: cannot read " + fifo + ": not a regular file\n\n=2 ",
                    0) == 0);
    CHECK(Server().run("loadgame " + dir.string() + "\n") ==
          "? cannot load file: cannot read " + dir.string() + ": it is a directory\n\n");
    std::filesystem::remove_all(dir);
}

TEST_CASE("list_commands holds the whole command set", "[2048][session]") {
    Server s;
    const std::string out = s.run("list_commands\n");
    for (const char* name :
         {"play", "genmove", "reg_genmove", "undo", "clear_board", "new_game", "boardsize",
          "set_seed", "showboard", "score", "game_status", "keep_going", "legal_moves",
          "set_position", "get_position", "savegame", "loadgame", "autoplay", "quit"})
        CHECK(out.find(std::string("\n") + name + "\n") != std::string::npos);
}
