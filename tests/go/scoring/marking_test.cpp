// Marking by flood fill, the board-state string, the position key and ScoringMarks' rules.
#include <catch2/catch.hpp>

#include "engine/go/marking.hpp"
#include "engine/go/marking_state.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/scoring/positions.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;
namespace positions = boardtalk::go::testing;

namespace {

// Two white stones in black's area (A3, C1) and a live white wall (E column) with one white
// stone beyond it (G2); black's wall is the D column.
const char* const invasion =
    ". . . X O . .\n"
    "O . . X O . .\n"
    ". . . X O . O\n"
    ". . O X O . .\n";

}  // namespace

TEST_CASE("mark_dead spreads to every stone of the colour reachable past no live enemy",
          "[go][marking]") {
    const Game g = from_diagram(invasion);
    DeadSet dead;
    CHECK(mark_dead(g.board(), dead, at(g, "A3")) == 2);
    CHECK(dead.points() == std::vector<Point>{at(g, "C1"), at(g, "A3")});
    // Marking it again changes nothing.
    CHECK(mark_dead(g.board(), dead, at(g, "C1")) == 0);
    // From G2 the flood stays right of black's wall; the white wall is G2's own colour, so
    // the whole right side is one group: E1..E4 and G2.
    DeadSet right;
    CHECK(mark_dead(g.board(), right, at(g, "G2")) == 5);
    CHECK_FALSE(right.contains(at(g, "A3")));
}

TEST_CASE("dead stones of the other colour do not stop the flood", "[go][marking]") {
    const Game g = from_diagram(invasion);
    DeadSet dead;
    // Black's wall dead: marking white A3 now reaches across it to the right side too.
    mark_dead(g.board(), dead, at(g, "D1"));
    CHECK(dead.contains(at(g, "D4")));
    CHECK(mark_dead(g.board(), dead, at(g, "A3")) == 7);
}

TEST_CASE("mark_alive undoes mark_dead; empty points and pass are refused", "[go][marking]") {
    const Game g = from_diagram(invasion);
    DeadSet dead;
    mark_dead(g.board(), dead, at(g, "A3"));
    CHECK(mark_alive(g.board(), dead, at(g, "C1")) == 2);
    CHECK(dead.empty());
    mark_dead(g.board(), dead, at(g, "A3"));
    const auto before = dead.points();
    CHECK_FALSE(mark_dead(g.board(), dead, at(g, "B2")));
    CHECK_FALSE(mark_alive(g.board(), dead, at(g, "B2")));
    CHECK_FALSE(mark_dead(g.board(), dead, pass));
    CHECK(dead.points() == before);
}

TEST_CASE("board_state: one character per point, rows from the top", "[go][marking]") {
    const Game g = from_diagram(invasion);
    DeadSet dead;
    CHECK(board_state(g.board(), dead) ==
          "...bwWW\n"
          "w..bwWW\n"
          "...bwWw\n"
          "..wbwWW");
    mark_dead(g.board(), dead, at(g, "A3"));
    CHECK(board_state(g.board(), dead) ==
          "BBBbwWW\n"
          "xBBbwWW\n"
          "BBBbwWw\n"
          "BBxbwWW");
    const Game empty(3, 2);
    CHECK(board_state(empty.board(), {}) == "...\n...");
}

TEST_CASE("position_key changes with every move, pass and undo", "[go][marking]") {
    Game g(9, 9);
    const auto start = position_key(g);
    g.play(Color::black, point(4, 4));
    const auto one = position_key(g);
    CHECK(one != start);
    g.play(Color::white, pass);
    CHECK(position_key(g) != one);
    g.undo();
    CHECK(position_key(g) == one);
    g.undo();
    CHECK(position_key(g) == start);
}

TEST_CASE("ScoringMarks: estimate until the user marks; marks die with the position",
          "[go][marking]") {
    Game g = from_diagram(positions::dead_in_territory);
    ScoringMarks marks;
    CHECK_FALSE(marks.user_marked(g));
    CHECK(marks.dead(g).points().size() == 3);  // the estimate
    // Correcting one group keeps the estimate's other verdicts.
    CHECK(marks.mark_alive(g, at(g, "F2")) == 1);
    CHECK(marks.user_marked(g));
    CHECK(marks.dead(g).points() == std::vector<Point>{at(g, "A3"), at(g, "B7")});
    CHECK_FALSE(marks.mark_dead(g, at(g, "E4")));  // empty: refused, nothing changes
    CHECK(marks.dead(g).points().size() == 2);
    marks.clear(g);
    CHECK(marks.user_marked(g));
    CHECK(marks.dead(g).empty());
    // Any move makes the estimate apply again; marks are kept for their own position only.
    g.play(Color::black, at(g, "E4"));
    CHECK_FALSE(marks.user_marked(g));
    CHECK(marks.dead(g).points().size() == 3);
    g.undo();
    CHECK(marks.user_marked(g));  // the same position as when marked: the key matches
}

TEST_CASE("ScoringMarks: seki comes from the estimate, or from the unmarked chains",
          "[go][marking][seki]") {
    const Game g = from_diagram(positions::seki);
    ScoringMarks marks;
    CHECK(marks.seki(g).count() == 9);
    marks.mark_dead(g, at(g, "B7"));
    CHECK(marks.seki(g).none());
}
