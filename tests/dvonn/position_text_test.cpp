// Position text: round trips, and a precise error for every kind of bad text.
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

std::string error_of(const std::string& text) {
    auto p = parse_position(text);
    return p ? "parsed" : p.error();
}

}  // namespace

TEST_CASE("position texts print back identically", "[dvonn][text]") {
    CHECK(to_text(empty_position()) ==
          "........./........../.........../........../......... w placing 0");
    for (const std::string& text : {
             std::string("........./........../.........../........../......... w placing 0"),
             rows("D", "", "", "", "") + " b placing 1",
             rows("DBD", "D") + " w placing 4",
             rows("DWD", "(WB)BD") + " w moving",
             rows("DB.....(DB)W", "W", "B", "W", "........D") + " b moving",
             rows("(DWBWBBWBW)", "D", "D") + " w moving",
         }) {
        const Position p = pos(text);
        CHECK(to_text(p) == text);
        CHECK(p.board.key == compute_key(p.board));
    }
    for (std::uint64_t seed : {1, 2, 3, 99}) {
        const Position p = random_setup(seed);
        CHECK(pos(to_text(p)) == p);
    }
}

TEST_CASE("positions read back the rules' state", "[dvonn][text]") {
    const Position p = pos(rows("DB.....(DB)W", "W", "B", "W", "........D") + " b moving");
    CHECK(p.board.phase == Phase::moving);
    CHECK(p.board.to_move == Colour::black);
    CHECK(p.board.height[sq("H1")] == 2);
    CHECK(p.board.top[sq("H1")] == Top::black);
    CHECK((p.board.dvonn & bit(sq("H1"))) != 0);
    CHECK(p.board.top[sq("K5")] == Top::dvonn);
    CHECK(p.stacks[sq("H1")] == "DB");
    const Position q = pos(rows("DBD", "D") + " w placing 4");
    CHECK(q.board.phase == Phase::placing);
    CHECK(q.board.placed == 4);
}

TEST_CASE("bad position texts are refused with the reason", "[dvonn][text]") {
    const std::string ok_rows = rows("DWD", "(WB)BD");
    CHECK(error_of("") == "expected '<rows> <side> placing <n>' or '<rows> <side> moving'");
    CHECK(error_of("a/b w moving") == "expected 5 rows separated by '/', got 2");
    CHECK(error_of("......../........../.........../........../......... w placing 0") ==
          "row 1 has 8 spaces, expected 9");
    CHECK(error_of(".........X/........../.........../........../......... w placing 0") ==
          "row 1 has more than 9 spaces");
    CHECK(error_of("....x..../........../.........../........../......... w placing 0") ==
          "row 1: unexpected 'x'");
    CHECK(error_of("D(WB/........../.........../........../......... w moving") ==
          "row 1: '(' without ')'");
    CHECK(error_of(rows("D(W)") + " w moving") ==
          "row 1: a bracketed stack needs two pieces or more");
    CHECK(error_of(rows("D(WX)") + " w moving") == "row 1: unexpected 'X' in a stack");
    CHECK(error_of(ok_rows + " x moving") == "side to move must be w or b, got 'x'");
    CHECK(error_of(ok_rows + " w flying") == "phase must be placing or moving, got 'flying'");
    CHECK(error_of(ok_rows + " w moving 3") == "unexpected text after 'moving'");
    CHECK(error_of(rows("(WD)DD") + " w moving") ==
          "a DVONN piece cannot be on top of a stack (A1)");
    CHECK(error_of(rows("DWB") + " w moving") == "the moving phase needs all 3 DVONN pieces");
    CHECK(error_of(rows("DWD", "D", "", "", "W") + " w moving") ==
          "the stack on C5 is not connected to a DVONN piece");
    CHECK(error_of(rows("D(" + std::string(24, 'W') + ")D", "D") + " w moving") ==
          "more than 23 white pieces");
    CHECK(error_of(rows("DBD", "W") + " b placing") == "expected the placed count after 'placing'");
    CHECK(error_of(rows("DBD", "W") + " b placing 49") == "placed count must be 0..48, got '49'");
    CHECK(error_of(rows("DBD", "W") + " b placing 04") == "placed count must be 0..48, got '04'");
    CHECK(error_of(rows("DBD", "W") + " b placing 5") == "4 pieces on the board but 5 placed");
    CHECK(error_of(rows("DBD", "D") + " b placing 4") == "white places piece 5");
    CHECK(error_of(rows("DWD", "D") + " w placing 4") ==
          "after 4 placements the board holds 3 DVONN, 0 white and 1 black pieces");
    CHECK(error_of(rows("D(DB)") + " b placing 3") == "stacks cannot form while placing (B1)");
}
