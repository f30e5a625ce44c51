// Area and territory scoring on small hand-counted positions.
#include <catch2/catch.hpp>

#include "engine/go/notation.hpp"
#include "engine/go/score.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;

namespace {

// Black owns A5 A3 A1 (3 points) with 7 stones; white owns D5 E5 D4 E4 D2 E2 D1 E1 (8 points)
// with 7 stones; no neutral point.
const char* const split_board =
    ". X O . .\n"
    "X X O . .\n"
    ". X O O O\n"
    "X X O . .\n"
    ". X O . .\n";

Rules rules(Scoring scoring, double komi) {
    Rules r = Rules::chinese();
    r.scoring = scoring;
    r.komi = komi;
    return r;
}

}  // namespace

TEST_CASE("area scoring counts stones and surrounded empty points", "[go][score]") {
    Game game = from_diagram(split_board, rules(Scoring::area, 0.5));
    const Score s = score(game);
    CHECK(s.black == 10);        // 7 stones + 3 points
    CHECK(s.white == 15 + 0.5);  // 7 stones + 8 points + komi
    CHECK(s.margin() == -5.5);
    CHECK(score_text(s) == "W+5.5");
}

TEST_CASE("territory scoring counts empty points and prisoners", "[go][score]") {
    Game game = from_diagram(split_board, rules(Scoring::territory, 0.5));
    const Score s = score(game);
    CHECK(s.black == 3);
    CHECK(s.white == 8 + 0.5);
    CHECK(score_text(s) == "W+5.5");
}

TEST_CASE("area and territory differ by prisoners and stones", "[go][score]") {
    // Black captures the white stone at B2 and then fills nothing: black has one prisoner.
    const char* drawing =
        ". X . O .\n"
        "X O . O .\n"
        ". X . O .\n";
    Game area = from_diagram(drawing, rules(Scoring::area, 0));
    Game territory = from_diagram(drawing, rules(Scoring::territory, 0));
    for (Game* g : {&area, &territory})
        REQUIRE(g->play(Color::black, at(*g, "C2")) == MoveResult::ok);
    // After the capture:
    //   . X . O .
    //   X . X O .
    //   . X . O .
    // Black: 4 stones, black-only empty points A3 B2 A1 (C3 and C1 touch white) -> area 7.
    // White: 3 stones, white-only empty points E3 E2 E1 -> area 6.
    CHECK(score(area).black == 7);
    CHECK(score(area).white == 6);
    // Territory: black 3 points + 1 prisoner = 4; white 3 points.
    CHECK(score(territory).black == 4);
    CHECK(score(territory).white == 3);
}

TEST_CASE("a region touching both colours is nobody's", "[go][score]") {
    Game game = from_diagram(
        "X . O\n"
        "X . O\n",
        rules(Scoring::area, 0));
    const Score s = score(game);
    CHECK(s.black == 2);
    CHECK(s.white == 2);
    CHECK(score_text(s) == "0");
}

TEST_CASE("dead stones are removed before counting", "[go][score]") {
    // The white stone at A2 is dead inside black's area.
    const char* drawing =
        ". . X O .\n"
        "O . X O .\n"
        "X X X O .\n";
    Game area = from_diagram(drawing, rules(Scoring::area, 0));
    DeadSet dead;
    dead.insert(at(area, "A2"));
    // Dead: black 5 stones + A3 B3 B2 A2; white 3 stones + E3 E2 E1.
    CHECK(score(area, dead).black == 9);
    CHECK(score(area, dead).white == 6);
    // Alive, A2 makes black's region neutral and counts as a white stone.
    CHECK(score(area).black == 5);
    CHECK(score(area).white == 7);
    Game territory = from_diagram(drawing, rules(Scoring::territory, 0));
    CHECK(score(territory, dead).black == 4 + 1);  // four points + the dead stone as prisoner
    CHECK(score(territory, dead).white == 3);
    CHECK(dead.points() == std::vector<Point>{at(area, "A2")});
}

TEST_CASE("score_text prints the margin exactly", "[go][score]") {
    CHECK(score_text(Score{10, 3.5}) == "B+6.5");
    CHECK(score_text(Score{3, 3}) == "0");
    CHECK(score_text(Score{0, 0.5}) == "W+0.5");
    CHECK(score_text(Score{12, 0}) == "B+12");
}
