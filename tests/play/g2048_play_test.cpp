// A whole 2048 game through stdin with a fixed seed: w/a/s/d lines until no move is left, the
// final score checked against a separate `boardtalk 2048` fed the same keys.
#include <catch2/catch.hpp>

#include "tests/play/play_runner.hpp"

using play_test::ask;

namespace {

const char* const kCycle[] = {"up", "left", "down", "right"};

// The score after playing the w/a/s/d cycle from seed `seed` until the game is over.
std::string expected_score(std::uint64_t seed, int& moves) {
    auto engine = play_test::helper_engine("2048");
    ask(*engine, "new_game " + std::to_string(seed));
    moves = 0;
    for (int i = 0; ask(*engine, "game_status") != "over"; ++i) {
        REQUIRE(i < 40000);
        const auto r = engine->send(std::string("play ") + kCycle[i % 4], std::chrono::seconds(5));
        if (r.status == boardtalk::protocol::Response::Status::success) ++moves;
    }
    return ask(*engine, "score");
}

}  // namespace

TEST_CASE("a whole 2048 game through stdin", "[play][2048]") {
    std::string input;
    for (int i = 0; i < 10000; ++i) input += "w\na\ns\nd\n";
    const auto run =
        play_test::run_play({"2048", "--seed", "5", "--names", "Tester", "--no-color"}, input);
    INFO(run.out.substr(run.out.size() > 2000 ? run.out.size() - 2000 : 0));
    INFO(run.err);
    int moves = 0;
    const std::string score = expected_score(5, moves);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("2048 (seed 5)") != std::string::npos);
    CHECK(run.out.find("Tester, your move (w/a/s/d, ? for help): w\n") != std::string::npos);
    CHECK(run.out.find("\nscore ") != std::string::npos);
    CHECK(run.out.find("Cannot move ") != std::string::npos);
    CHECK(run.out.find("No move is left after " + std::to_string(moves) +
                       " moves. Final score: " + score + ".") != std::string::npos);
    // The keys left after the game are not an answer to the prompt: it asks again until the
    // input ends.
    CHECK(run.out.find("game over: try again (t) or quit (q)? w\ngame over: try again") !=
          std::string::npos);
    CHECK(run.out.find("End of input") != std::string::npos);
}

TEST_CASE("2048: try again starts a new game, q leaves it", "[play][2048]") {
    std::string input;
    for (int i = 0; i < 10000; ++i) input += "w\na\ns\nd\n";
    // The same game as above ends where the keys run into the prompt; answer t, then quit.
    int moves = 0;
    expected_score(5, moves);
    const auto first = play_test::run_play({"2048", "--seed", "5", "--names", "T"}, input);
    const auto prompt = first.out.find("game over: try again (t) or quit (q)? ");
    REQUIRE(prompt != std::string::npos);
    const auto typed_lines =
        play_test::count(first.out.substr(0, prompt), "your move (w/a/s/d, ? for help): ");
    std::string script;
    for (int i = 0; i < typed_lines; ++i) script += std::string(1, "wasd"[i % 4]) + "\n";
    script += "t\nq\n";
    const auto run = play_test::run_play({"2048", "--seed", "5", "--names", "T"}, script);
    INFO(run.out.substr(run.out.size() > 2000 ? run.out.size() - 2000 : 0));
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("game over: try again (t) or quit (q)? t\n") != std::string::npos);
    CHECK(run.out.find("2048 (seed 6)") != std::string::npos);
    CHECK(run.out.find("Game left unfinished after 0 turns.") != std::string::npos);
}

TEST_CASE("2048: keep going after a win, then try again", "[play][2048]") {
    const auto run = play_test::run_play({"2048", "--engine", "sh tests/play/scripts/fake_2048.sh",
                                          "--seed", "9", "--names", "Kim", "--no-color"},
                                         "w\nk\nd\nt\nq\n");
    INFO(run.out);
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("You reached 2048!\nyou won: keep going (k) or start again (y)? k\n") !=
          std::string::npos);
    CHECK(run.out.find("Final score: 20000.\ngame over: try again (t) or quit (q)? t\n") !=
          std::string::npos);
    CHECK(run.out.find("2048 (seed 10)") != std::string::npos);
    CHECK(run.out.find("Game left unfinished after 0 turns.") != std::string::npos);
}

TEST_CASE("2048: start again after a win", "[play][2048]") {
    const auto run = play_test::run_play({"2048", "--engine", "sh tests/play/scripts/fake_2048.sh",
                                          "--seed", "9", "--names", "Kim", "--no-color"},
                                         "a\nx\ny\nq\n");
    INFO(run.out);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("start again (y)? x\nyou won: keep going (k) or start again (y)? y\n") !=
          std::string::npos);
    CHECK(run.out.find("2048 (seed 10)") != std::string::npos);
}
