// Phases, mills and removals, flying and the end of the game, through Game and check_turn.
#include "engine/morris/match.hpp"
#include "engine/morris/movegen.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

namespace {

std::string why(const Game& game, const char* t) {
    auto err = check_turn(game.position(), game.rules(), turn(t));
    return err ? *err : "legal";
}

std::vector<std::string> legal(const Game& game) {
    std::vector<std::string> out;
    for (const Turn& t : game.legal_turns()) out.push_back(format_turn(t));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("placing phase: every empty point, men leave the hand", "[morris][rules]") {
    Game game;
    CHECK(game.legal_turns().size() == 24);
    CHECK(why(game, "a1-a4") == "white still has men to place");
    play_all(game, "d6 d7");
    CHECK(why(game, "d6") == "d6 is occupied");
    CHECK(game.position().hand[0] == 8);
    CHECK(game.position().hand[1] == 8);
    CHECK(game.legal_turns().size() == 22);
    // Placing goes on until both hands are empty; then White moves first.
    play_all(game, "b6 a7 f6xa7 a7 a4 g4 a1 d1 c5 e5 c3 e3 b2 f2 d2");
    CHECK(game.position().hand[0] + game.position().hand[1] == 1);
    play_all(game, "f4");
    CHECK_FALSE(game.position().placing());
    CHECK(game.position().to_move == Colour::white);
    CHECK(why(game, "c4") == "white has no men in hand, move one like a1-a4");
}

TEST_CASE("a mill must name a removal outside mills", "[morris][rules]") {
    Game game(Rules{}, pos("WW./.../.B./.W...W/.../.../BBB w moving 0 0 0 30"));
    CHECK(why(game, "g4-g7") == "a mill was closed, the move must name a removal");
    CHECK(why(game, "g4-g7xa1") == "a1 is in a mill and black has men outside mills");
    CHECK(why(game, "g4-g7xb4") == "b4 holds no black man");
    CHECK(why(game, "b4-b6xd5") == "no mill was closed, so nothing can be removed");
    CHECK(why(game, "b4-c5") == "b4 and c5 are not adjacent");
    CHECK(why(game, "a1-a4") == "a1 holds no white man");
    CHECK(why(game, "g4-g7xd5") == "legal");
    const auto turns = legal(game);
    CHECK(std::count_if(turns.begin(), turns.end(),
                        [](const std::string& t) { return t.starts_with("g4-g7"); }) == 1);
    REQUIRE_FALSE(game.play(turn("g4-g7xd5")));
    CHECK(game.position().on_board(Colour::black) == 3);
    CHECK(game.position().clock == 0);
}

TEST_CASE("when every man is in a mill, any may be removed", "[morris][rules]") {
    Game game(Rules{}, pos("WW./.../.../.W...W/.../.../BBB w moving 0 0 5 30"));
    CHECK(why(game, "g4-g7xa1") == "legal");
    REQUIRE_FALSE(game.play(turn("g4-g7xd1")));
    CHECK(game.status() == Status{Outcome::white_wins, EndReason::fewer_than_three});
    CHECK(describe(game.status(), game.position().to_move) ==
          "white wins: black has fewer than 3 men");
    CHECK(game.legal_turns().empty());
    CHECK(game.play(turn("a1-a4")).value() ==
          "the game is over (white wins: black has fewer than 3 men)");
}

TEST_CASE("a double mill removes one man", "[morris][rules]") {
    Game game(Rules{}, pos("WW./B.B/.../.....W/B.B/.../..W w placing 5 5 0 8"));
    const auto turns = legal(game);
    // g7 closes a7-d7-g7 and g1-g4-g7 at once: one turn per black man, each removing one.
    CHECK(std::count_if(turns.begin(), turns.end(),
                        [](const std::string& t) { return t.starts_with("g7"); }) == 4);
    CHECK(why(game, "g7") == "a mill was closed, the move must name a removal");
    REQUIRE_FALSE(game.play(turn("g7xb6")));
    CHECK(game.position().on_board(Colour::black) == 3);
    CHECK(game.position().total(Colour::black) == 8);
}

TEST_CASE("three men fly, unless the rules say otherwise", "[morris][rules]") {
    const char* text = "W../.../.B./B..W../.B./W.B/..B w flying 0 0 10 60";
    Game flying(Rules{}, pos(text));
    CHECK(why(flying, "a7-g7") == "legal");
    CHECK(flying.legal_turns().size() == 48);
    Rules off;
    off.flying = false;
    Game sliding(off, pos("W../.../.B./B..W../.B./W.B/..B w moving 0 0 10 60", off));
    CHECK(why(sliding, "a7-g7") == "a7 and g7 are not adjacent");
    CHECK(why(sliding, "a7-d7") == "legal");
    CHECK(sliding.legal_turns().size() == 6);
    // Black, with 5 men, slides.
    REQUIRE_FALSE(flying.play(turn("a7-g7")));
    CHECK(why(flying, "d5-a7") == "d5 and a7 are not adjacent");
}

TEST_CASE("a side with no legal move loses", "[morris][rules]") {
    Game game(Rules{}, pos("WBW/.../.../B....B/.../.../WBW w moving 0 0 0 40"));
    CHECK(game.status() == Status{Outcome::black_wins, EndReason::no_legal_move});
    CHECK(describe(game.status(), Colour::white) == "black wins: white has no legal move");
    CHECK(game.legal_turns().empty());
}

TEST_CASE("twelve men's morris: diagonals make mills", "[morris][rules]") {
    const Rules twelve = *rules_preset("twelve");
    Game game(twelve);
    play_all(game, "a7 d7 b6 g7");
    CHECK(why(game, "c5") == "a mill was closed, the move must name a removal");
    CHECK(game.position().hand[0] == 10);
    Game nine;
    play_all(nine, "a7 d7 b6 g7 c5");  // no diagonal mill on the standard board
}

TEST_CASE("undo goes back to the start and no further", "[morris][rules]") {
    Game game;
    play_all(game, "d6 d7 f6 a7 b6xa7");
    const Position after = game.position();
    for (int i = 0; i < 5; ++i) CHECK(game.undo());
    CHECK(game.position() == start_position(Rules{}));
    CHECK_FALSE(game.undo());
    play_all(game, "d6 d7 f6 a7 b6xa7");
    CHECK(game.position() == after);
}

TEST_CASE("generate_removals lists the removing turns of generate_turns in their order",
          "[morris][rules]") {
    int removals = 0;
    for (const Rules& rules : {Rules{}, *rules_preset("twelve"), *rules_preset("six")}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Game game(rules);
            for (const Turn& t : random_opening(rules, 60, seed)) {
                TurnList all, only;
                generate_turns(game.position(), rules, all);
                generate_removals(game.position(), rules, only);
                std::vector<Turn> expected;
                for (const Turn& a : all)
                    if (a.remove != kNoPoint) expected.push_back(a);
                CHECK(std::vector<Turn>(only.begin(), only.end()) == expected);
                removals += only.size;
                if (game.play(t)) break;
            }
        }
    }
    CHECK(removals > 100);
}
