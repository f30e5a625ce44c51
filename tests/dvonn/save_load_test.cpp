// The save format: round trips with the whole history, and corrupt files refused by line.
#include "engine/dvonn/save_format.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

std::string load_error(const std::string& text) {
    auto g = read_game(text);
    return g ? "loaded" : g.error();
}

}  // namespace

TEST_CASE("a saved game loads with its history", "[dvonn][save]") {
    Game g;
    play_all(g, "E3 F3 G3 A1 B1 C1");
    const std::string text = write_game(g);
    CHECK(text.substr(0, text.find('\n')) == "boardtalk-dvonn-game 1");
    auto loaded = read_game(text);
    REQUIRE(loaded);
    CHECK(loaded->positions() == g.positions());
    CHECK(loaded->moves() == g.moves());
    CHECK(write_game(*loaded) == text);
    int undone = 0;
    while (loaded->undo()) ++undone;
    CHECK(undone == 6);
    CHECK(loaded->position() == empty_position());
}

TEST_CASE("a finished game from a random setup round-trips", "[dvonn][save]") {
    Game g(random_setup(42));
    Rng rng(42);
    while (!g.over()) {
        const MoveList list = g.legal_moves();
        REQUIRE_FALSE(g.play(list.moves[rng.below(static_cast<std::uint32_t>(list.size))]));
    }
    auto loaded = read_game("# a comment\n\n" + write_game(g));
    REQUIRE(loaded);
    CHECK(loaded->positions() == g.positions());
    CHECK(final_score_text(*loaded) == final_score_text(g));
}

TEST_CASE("corrupt save files are refused with the line", "[dvonn][save]") {
    Game g;
    play_all(g, "E3 F3");
    const std::string good = write_game(g);
    CHECK(load_error("") == "empty file: not a DVONN save file");
    CHECK(load_error("hello\n") ==
          "line 1: not a DVONN save file (expected 'boardtalk-dvonn-game 1')");
    CHECK(load_error("boardtalk-dvonn-game 1\n") == "no start position");
    CHECK(load_error("boardtalk-dvonn-game 1\nstart nonsense\n")
              .rfind("line 2: bad start position: ", 0) == 0);
    CHECK(load_error("boardtalk-dvonn-game 1\nfoo\n") == "line 2: expected 'start <position>'");
    std::string wrong_move = good;
    wrong_move.replace(wrong_move.find("move E3"), 7, "move Z9");
    CHECK(load_error(wrong_move) == "line 3: bad move: unknown space 'Z9'");
    std::string illegal = good;
    illegal.replace(illegal.find("move F3"), 7, "move E3");
    CHECK(load_error(illegal) == "line 4: illegal move E3: E3 is occupied");
    std::string other_square = good;
    other_square.replace(other_square.find("move F3"), 7, "move G3");
    CHECK(load_error(other_square) == "line 4: the position after G3 differs");
    CHECK(load_error(good + "garbage\n") == "line 5: expected 'move <move> <position>'");
    CHECK(load_error(good + "move E1\n") == "line 5: expected 'move <move> <position>'");
    CHECK(read_game(good + "\r\n"));
}
