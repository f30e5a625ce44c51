// A whole DVONN game between two people typed through stdin: the script is computed move by
// move by a separate `boardtalk dvonn`, with one rejected source, one rejected move and one
// move taken back at the confirmation.
#include <catch2/catch.hpp>
#include <sstream>

#include "tests/play/play_runner.hpp"

using play_test::ask;

namespace {

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

struct Script {
    std::string input;
    std::string final_score;
    int passes = 0;
};

// Plays a whole game on the helper (moves picked by a fixed rule) and writes what the two
// players would type for it.
Script dvonn_script(std::uint64_t seed) {
    auto engine = play_test::helper_engine("dvonn");
    ask(*engine, "setup random " + std::to_string(seed));
    Script s;
    for (int turn = 0;; ++turn) {
        const std::string status = ask(*engine, "game_status");
        if (status.rfind("game over", 0) == 0) break;
        const std::string colour = status.substr(0, status.find(' '));
        if (status.find("must pass") != std::string::npos) {
            ask(*engine, "play " + colour + " pass");  // the front end passes by itself
            ++s.passes;
            continue;
        }
        const auto legal = words(ask(*engine, "legal_moves"));
        REQUIRE_FALSE(legal.empty());
        const std::string move = legal[(turn * 7) % legal.size()];
        const std::string from = move.substr(0, move.find('-'));
        const std::string to = move.substr(move.find('-') + 1);
        if (turn == 0) {
            s.input += "Z9\n";                      // no such source
            s.input += from + "\n" + from + "\n";   // a move onto itself: the engine refuses
            s.input += from + "\n" + to + "\nn\n";  // shown, then taken back
        }
        s.input += from + "\n" + to + "\ny\n";
        ask(*engine, "play " + colour + " " + move);
    }
    s.final_score = ask(*engine, "final_score");
    return s;
}

}  // namespace

TEST_CASE("a whole DVONN game between two people through stdin", "[play][dvonn]") {
    const Script script = dvonn_script(11);
    const auto run = play_test::run_play(
        {"dvonn", "--mode", "two-humans", "--names", "Alice,Bob", "--seed", "11", "--no-color"},
        script.input);
    INFO(run.out.substr(run.out.size() > 3000 ? run.out.size() - 3000 : 0));
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("random setup (seed 11)") != std::string::npos);
    CHECK(run.out.find("Alice (white) to move.") != std::string::npos);
    CHECK(run.out.find("Bob (black) to move.") != std::string::npos);
    CHECK(run.out.find("Source: Z9\nYou cannot move from Z9: unknown space 'Z9'.") !=
          std::string::npos);
    CHECK(run.out.find("Invalid move ") != std::string::npos);
    CHECK(run.out.find("Confirm? (y/n) n\n") != std::string::npos);
    CHECK(run.out.find(" taken back.") != std::string::npos);
    CHECK(run.out.find("Destination:") != std::string::npos);
    CHECK(play_test::count(run.out, "cannot move and passes.") == script.passes);
    CHECK(run.out.find("Final scores: Alice (white) ") != std::string::npos);
    if (script.final_score == "0") {
        CHECK(run.out.find("The game is a draw.") != std::string::npos);
    } else {
        const std::string winner = script.final_score[0] == 'W' ? "Alice (white)" : "Bob (black)";
        CHECK(run.out.find("Winner: " + winner + " by " + script.final_score.substr(2) + ".") !=
              std::string::npos);
    }
    CHECK(run.out.find("End of input") == std::string::npos);
}
