// Move notation: placements, both move spellings, pass, and the errors for bad tokens.
#include "engine/dvonn/fuzz_entry.hpp"
#include "engine/dvonn/save_format.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("moves parse in every accepted spelling", "[dvonn][notation]") {
    CHECK(mv("E3") == Move::place(sq("E3")));
    CHECK(mv("e3") == Move::place(sq("E3")));
    CHECK(mv("A1-B2") == Move::step(sq("A1"), sq("B2")));
    CHECK(mv("A1B2") == Move::step(sq("A1"), sq("B2")));
    CHECK(mv("a1-b2") == Move::step(sq("A1"), sq("B2")));
    CHECK(mv("PASS") == Move::pass());
    CHECK(format_move(mv("a1b2")) == "A1-B2");
    CHECK(format_move(mv("k5")) == "K5");
    CHECK(format_move(mv("pass")) == "pass");
}

TEST_CASE("bad move tokens say what is wrong", "[dvonn][notation]") {
    const auto error = [](std::string_view t) {
        auto m = parse_move(t);
        return m ? "parsed" : m.error();
    };
    CHECK(error("A5") == "unknown space 'A5'");
    CHECK(error("L3") == "unknown space 'L3'");
    CHECK(error("A1-L3") == "unknown space 'L3'");
    CHECK(error("A1-A1") == "a move must leave its space");
    CHECK(error("A1+B2") == "expected a space (E3), a move (A1-B2 or A1B2) or pass");
    CHECK(error("") == "expected a space (E3), a move (A1-B2 or A1B2) or pass");
    CHECK(error("A1-B2-C3") == "expected a space (E3), a move (A1-B2 or A1B2) or pass");
    CHECK(error("-1") == "'-1' is not a space");
}

TEST_CASE("the fuzz entry survives valid and broken inputs", "[dvonn][fuzz]") {
    const std::string game = write_game([] {
        Game g;
        g.play(Move::place(0));
        return g;
    }());
    for (const std::string& input :
         {std::string(""), std::string("E3"), std::string("a1b2"), std::string("pass"),
          std::string("(((((("), std::string("D(WB/.... w moving"), to_text(random_setup(1)),
          rows("DWD", "(WB)BD") + " b moving", game, game.substr(0, game.size() / 2),
          std::string("\0\xff/////", 7)})
        fuzz_parsers(input);
    SUCCEED("no abort");
}
