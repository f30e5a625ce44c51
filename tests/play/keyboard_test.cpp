// The play front end as a person meets it: 2048 at a real terminal (single key presses: the
// help's words as keys, undo, hint, the engine's move, the game-over prompt), and the words
// every game's prompt offers (hint, engine, undo before any move of yours) through stdin.
#include <catch2/catch.hpp>

#include "tests/common/run_shell.hpp"
#include "tests/play/play_runner.hpp"
#include "tests/play/pty_session.hpp"

using play_test::count;
using play_test::PtySession;

TEST_CASE("2048 at a terminal: undo, help, hint and the engine's move are keys", "[play][2048]") {
    PtySession pty({"play", "2048", "--seed", "5", "--names", "Kim", "--no-color"});
    REQUIRE(pty.wait_for("Kim, your move (w/a/s/d, ? for help):"));
    pty.type("?");
    CHECK(pty.wait_for("At the keyboard: h hint, e engine, u undo, b board, ? help, q quit."));
    pty.type("h");
    CHECK(pty.wait_for("Hint: "));
    pty.type("e");
    CHECK(pty.wait_for("Kim plays "));
    REQUIRE(pty.wait_for("your move"));
    pty.type("u");
    CHECK(pty.wait_for("Took back one turn."));
    pty.type("b");
    CHECK(pty.wait_for("score 0"));
    pty.type("q");
    CHECK(pty.wait_for("Game left unfinished after 0 turns."));
    CHECK(pty.wait_exit() == 0);
    INFO(pty.screen());
    CHECK(pty.screen().find("Use the arrow keys") == std::string::npos);
}

TEST_CASE("2048 at a terminal: a stray key at game over neither leaves nor starts again",
          "[play][2048]") {
    // The scripted engine wins on the first move and has none left after the next one.
    PtySession pty({"play", "2048", "--engine", "sh tests/play/scripts/fake_2048.sh", "--seed", "9",
                    "--names", "Kim", "--no-color"});
    REQUIRE(pty.wait_for("your move"));
    pty.type("w");
    REQUIRE(pty.wait_for("keep going (k) or start again (y)?"));
    pty.type("k");
    REQUIRE(pty.wait_for("your move"));
    pty.type("d");
    REQUIRE(pty.wait_for("game over: try again (t) or quit (q)?"));
    pty.type("x");
    CHECK(pty.wait_for("game over: try again (t) or quit (q)?"));
    pty.type("q");
    CHECK(pty.wait_exit() == 0);
    CHECK(count(pty.screen(), "2048 (seed ") == 1);
}

TEST_CASE("Go: undo before any move of yours takes nothing back; hint and engine answer",
          "[play][go]") {
    const auto run = play_test::run_play({"go", "--boardsize", "9", "--colour", "white", "--names",
                                          "Ann", "--seed", "3", "--move-time", "0.1", "--no-color"},
                                         "undo\nhint\nengine\nundo\nquit\n");
    INFO(run.out);
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(count(run.out, "Nothing of yours to take back yet.") == 1);
    CHECK(run.out.find("Cannot undo") == std::string::npos);
    CHECK(count(run.out, "Hint: ") == 1);
    // `engine` played White's turn, and Black's answer came: undo takes both back.
    CHECK(run.out.find("Took back 2 turns.") != std::string::npos);
}

TEST_CASE("a game server started at a terminal says on stderr what it speaks, once",
          "[play][terminal]") {
    const std::string err = play_test::scratch_path("greeting.txt");
    PtySession pty({"go"}, err);
    pty.type("name\n");
    REQUIRE(pty.wait_for("= boardtalk"));
    pty.type("quit\n");
    CHECK(pty.wait_exit() == 0);
    const std::string said = boardtalk::test_shell::read_file(err);
    CHECK(said ==
          "boardtalk go: ready, speaking GTP v2 on stdin/stdout; type list_commands for the "
          "commands, quit to leave\n");
    CHECK(pty.screen().find("ready, speaking") == std::string::npos);  // not on stdout
    // Through pipes (a GUI, a match) it says nothing.
    using boardtalk::test_shell::bin;
    const auto piped = boardtalk::test_shell::run_shell("echo quit | " + bin() + " morris");
    CHECK(piped.err.empty());
}

TEST_CASE("boardtalk --version, and play names the game it needs", "[play][terminal]") {
    using boardtalk::test_shell::bin;
    using boardtalk::test_shell::run_shell;
    const auto version = run_shell(bin() + " --version");
    CHECK(version.exit_code == 0);
    CHECK(version.out.rfind("boardtalk 0.", 0) == 0);
    for (const std::string command : {" play", " play --mode two-humans"}) {
        const auto missing = run_shell(bin() + command + " </dev/null");
        CHECK(missing.exit_code == 2);
        CHECK(missing.err ==
              "boardtalk play: which game? boardtalk play GAME, GAME one of go, morris, dvonn "
              "or 2048\n");
    }
    // The game by position or by --game.
    for (const std::string game : {" play go", " play --game go"}) {
        const auto started = run_shell(bin() + game + " --colour black </dev/null");
        CHECK(started.exit_code == 0);
        CHECK(started.out.find("End of input") != std::string::npos);
    }
}
