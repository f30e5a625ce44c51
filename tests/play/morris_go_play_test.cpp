// Morris and Go smoke tests through stdin: moves, a refused move, undo, save and load, two
// passes and the final score with dead stones; the results checked against separate engines.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/play/play_runner.hpp"

using play_test::ask;

TEST_CASE("Morris between two people: refused move, undo, save, load, quit", "[play][morris]") {
    const std::string file = play_test::scratch_path("morris_save.txt");
    std::filesystem::remove(file);
    const std::string input =
        "d6\na1\nd6\nundo\ng7\nsave " + file + "\nd7\nload " + file + "\nhelp\nquit\n";
    const auto run = play_test::run_play(
        {"morris", "--mode", "two-humans", "--names", "Ann,Ben", "--no-color"}, input);
    INFO(run.out);
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("Ann (white) to move.\nMove: d6\n") != std::string::npos);
    CHECK(run.out.find("Move: d6\nInvalid move 'd6': ") != std::string::npos);
    CHECK(run.out.find("Move: undo\nTook back one turn.") != std::string::npos);
    CHECK(run.out.find("Saved the game to " + file) != std::string::npos);
    CHECK(run.out.find("Loaded the game from " + file) != std::string::npos);
    CHECK(run.out.find("d6xb4") != std::string::npos);  // the help text
    CHECK(run.out.find("Game left unfinished") != std::string::npos);
    // The save holds d6 and g7 (a1 was taken back; d7 came after it), so after the load Ann
    // (white) is to move again.
    const auto loaded_at = run.out.find("Loaded the game from");
    CHECK(run.out.find("Ann (white) to move.", loaded_at) != std::string::npos);
    auto engine = play_test::helper_engine("morris");
    ask(*engine, "loadgame " + file);
    CHECK(ask(*engine, "game_status") == "white to move");
    ask(*engine, "undo");
    ask(*engine, "undo");
    CHECK_FALSE(engine->send("undo", std::chrono::seconds(5)).status ==
                boardtalk::protocol::Response::Status::success);
}

TEST_CASE("Morris: the engine against itself to the end", "[play][morris]") {
    const auto run = play_test::run_play(
        {"morris", "--mode", "engine-engine", "--move-time", "0.01", "--no-color"}, "");
    INFO(run.out.substr(run.out.size() > 2000 ? run.out.size() - 2000 : 0));
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("(white) plays ") != std::string::npos);
    CHECK(run.out.find("Game over after ") != std::string::npos);
    CHECK((run.out.find("Winner: ") != std::string::npos ||
           run.out.find("The game is a draw.") != std::string::npos));
}

TEST_CASE("Go between two people: undo, pass, pass, dead stones and the score", "[play][go]") {
    const std::string input = "c3\nb2\nundo\nz9\nd2\npass\npass\n";
    const auto run = play_test::run_play({"go", "--mode", "two-humans", "--boardsize", "5",
                                          "--names", "Black Bear,White Wolf", "--no-color"},
                                         input);
    INFO(run.out);
    INFO(run.err);
    auto engine = play_test::helper_engine("go");
    for (const char* c :
         {"boardsize 5", "clear_board", "play b c3", "play w d2", "play b pass", "play w pass"})
        ask(*engine, c);
    const std::string score = ask(*engine, "final_score");
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("Black Bear (black) to move.") != std::string::npos);
    CHECK(run.out.find("Took back one turn.") != std::string::npos);
    CHECK(run.out.find("Invalid move 'z9'") != std::string::npos);
    CHECK(run.out.find("White Wolf (white) passes.") != std::string::npos);
    CHECK(run.out.find("Dead stones: ") != std::string::npos);
    CHECK(run.out.find("Final score: " + score + ": ") != std::string::npos);
}

TEST_CASE("Go: a refused move says why", "[play][go]") {
    const auto run = play_test::run_play(
        {"go", "--mode", "two-humans", "--boardsize", "5", "--names", "B,W", "--no-color"},
        "c3\nc3\nquit\n");
    INFO(run.out);
    CHECK(run.out.find("Invalid move 'c3': illegal move (occupied): C3 already holds a stone") !=
          std::string::npos);
}

TEST_CASE("Go: a capture is announced", "[play][go]") {
    const auto run = play_test::run_play(
        {"go", "--mode", "two-humans", "--boardsize", "5", "--names", "B,W", "--no-color"},
        "a2\na1\nb1\nquit\n");  // black b1 takes the white stone in the corner
    INFO(run.out);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("B (black) captures 1 stone.") != std::string::npos);
}

TEST_CASE("Go: resigning ends the game for the other side", "[play][go]") {
    const auto run = play_test::run_play(
        {"go", "--mode", "two-humans", "--boardsize", "7", "--names", "B,W", "--no-color"},
        "d4\nresign\n");
    INFO(run.out);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("W (white) resigns.\nWinner: B (black).") != std::string::npos);
}

TEST_CASE("Go without --boardsize: the one default board, `boardtalk go`'s and match's",
          "[play][go]") {
    const auto run = play_test::run_play(
        {"go", "--mode", "two-humans", "--names", "B,W", "--no-color"}, "quit\n");
    INFO(run.out);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("Go on 19x19: Black moves first.") != std::string::npos);
}
