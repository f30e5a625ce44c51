// hopeless_invaders(): the static test of the dead-stone estimate for open positions, on
// diagrams whose answer a player knows (rows from the top, X black, O white).
#include <catch2/catch.hpp>

#include "engine/go/dead_stones.hpp"
#include "engine/go/invaders.hpp"
#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/gtp/go_session.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;

namespace {

// Each side walled into its own half, a lone invader deep in each (the defect report's case).
constexpr const char* halves =
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . X . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O O O O O\n"
    "X X X X X X X X X\n"
    ". . . . . . . . .\n"
    ". . . . O . . . .\n"
    ". . . . . . . . .\n";

std::string dead_list(const Game& g, const PointSet& set) {
    std::string out;
    for (Point p : g.board().points())
        if (set.test(p)) out += (out.empty() ? "" : " ") + vertex_name(p);
    return out;
}

}  // namespace

TEST_CASE("a lone invader in the other side's walled half is hopeless; the walls are not",
          "[go][dead][invaders]") {
    const Game g = from_diagram(halves);
    const OwnershipCounts none;  // no playouts: the static test alone
    CHECK(dead_list(g, hopeless_invaders(g.board(), none, {})) == "E2 E7");
    // And the whole estimate, search included, for either side to move.
    for (Color c : {Color::black, Color::white}) {
        const auto e = estimate_dead_stones(g, c);
        CHECK(e.dead.points() == std::vector<Point>{at(g, "E2"), at(g, "E7")});
    }
}

TEST_CASE("a group with two eyes, a large group or a finished position is never hopeless",
          "[go][dead][invaders]") {
    const OwnershipCounts none;
    // White lives with eyes at F2 and H2 inside Black's half; Black's lone C8 is hopeless.
    const Game alive = from_diagram(
        ". . . . . . . . .\n"
        ". . X . . . . . .\n"
        ". . . . . . . . .\n"
        "O O O O O O O O O\n"
        "X X X X X X X X X\n"
        ". . . . O O O O O\n"
        ". . . . O . O . O\n"
        ". . . . O O O O O\n"
        ". . . . . . . . .\n");
    CHECK(dead_list(alive, hopeless_invaders(alive.board(), none, {})) == "C8");
    // The same invader in a region of fewer than 15 empty points is left to the playouts.
    const Game small = from_diagram(
        ". . . . .\n"
        ". . O . .\n"
        "X X X X X\n"
        "O O O O O\n"
        ". . . . .\n");
    CHECK(hopeless_invaders(small.board(), none, {}).none());
    // A group the playouts give to its own side 17 times in 20 is not hopeless.
    const Game g = from_diagram(halves);
    OwnershipCounts counts;
    counts.playouts = 20;
    counts.white[at(g, "E2")] = 17;
    CHECK(dead_list(g, hopeless_invaders(g.board(), counts, {})) == "E7");
}

TEST_CASE("walls with gaps are one group; lone invaders behind them are still hopeless",
          "[go][dead][invaders]") {
    const Game g = from_diagram(
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . X . . . . .\n"
        ". . . . . . . . .\n"
        "O O . O O O . O O\n"
        "X X . X X X . X X\n"
        ". . . . . . . . .\n"
        ". . . . . O . . .\n"
        ". . . . . . . . .\n");
    CHECK(dead_list(g, hopeless_invaders(g.board(), OwnershipCounts{}, {})) == "F2 D7");
}

TEST_CASE("over GTP: the invaders are dead, the score is right and cleanup captures",
          "[go][dead][invaders]") {
    using boardtalk::go_adapter::testing::ask;
    boardtalk::go_adapter::testing::GoSession s;  // the random player: only cleanup captures
    REQUIRE(ask(s, "boardsize 9") == "= ");
    for (const char* row : {"4", "5"})
        for (const char* col : {"A", "B", "C", "D", "E", "F", "G", "H", "J"})
            REQUIRE(ask(s, std::string("play ") + (row[0] == '4' ? "b " : "w ") + col + row) ==
                    "= ");
    REQUIRE(ask(s, "play b E7") == "= ");
    REQUIRE(ask(s, "play w E2") == "= ");
    CHECK(ask(s, "final_status_list dead") == "= E2\nE7");
    CHECK(ask(s, "final_score") == "= W+16.5");  // 36 + 9 against 27 + 9, komi 7.5
    const std::string move = ask(s, "kgs-genmove_cleanup b");
    CHECK((move == "= E1" || move == "= D2" || move == "= F2" || move == "= E3"));
}
