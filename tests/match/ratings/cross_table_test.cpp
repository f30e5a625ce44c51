// The cross table: counts, engine order, bad input, and the text layout.
#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "tools/match/cross_table.hpp"

using namespace boardtalk::match;

TEST_CASE("cross table counts games and points of each ordered pair", "[cross_table]") {
    const std::vector<PairGame> games{
        {"a", "b", 1}, {"b", "a", 0}, {"a", "b", 0.5}, {"c", "a", 1}, {"b", "c", 0.5}};
    const auto t = make_cross_table(games);
    REQUIRE(t.engines == std::vector<std::string>{"a", "b", "c"});
    CHECK(t.games[0][1] == 3);
    CHECK(t.games[1][0] == 3);
    CHECK(t.points[0][1] == 2.5);
    CHECK(t.points[1][0] == 0.5);
    CHECK(t.games[0][2] == 1);
    CHECK(t.points[0][2] == 0);
    CHECK(t.points[2][0] == 1);
    CHECK(t.points[1][2] == 0.5);
    CHECK(t.games[0][0] == 0);
    CHECK(t.total_games(0) == 4);
    CHECK(t.total_points(0) == 2.5);
    CHECK(t.total_points(1) == 1);
    CHECK(t.total_points(2) == 1.5);
    CHECK(t.index_of("c") == std::size_t{2});
    CHECK_FALSE(t.index_of("d"));
}

TEST_CASE("cross table lists the given engines first, in order, even without games",
          "[cross_table]") {
    const std::vector<PairGame> games{{"x", "b", 1}, {"b", "a", 1}};
    const auto t = make_cross_table(games, {"a", "idle", "b"});
    CHECK(t.engines == std::vector<std::string>{"a", "idle", "b", "x"});
    CHECK(t.total_games(1) == 0);
    CHECK(t.points[3][2] == 1);
    CHECK(t.points[2][0] == 1);
}

TEST_CASE("cross table refuses what the runner never produces", "[cross_table]") {
    const std::vector<PairGame> self{{"a", "a", 1}};
    CHECK_THROWS_WITH(make_cross_table(self), Catch::Contains("a against itself"));
    const std::vector<PairGame> high{{"a", "b", 1.5}};
    CHECK_THROWS_WITH(make_cross_table(high), Catch::Contains("outside [0, 1]"));
    const std::vector<PairGame> not_a_number{{"a", "b", std::nan("")}};
    CHECK_THROWS_AS(make_cross_table(not_a_number), std::invalid_argument);
    const std::vector<PairGame> unnamed{{"", "b", 1}};
    CHECK_THROWS_WITH(make_cross_table(unnamed), Catch::Contains("without a name"));
    CHECK_THROWS_WITH(make_cross_table({}, {"a", "b", "a"}), Catch::Contains("a listed twice"));
}

TEST_CASE("cross table text: score/games cells, a dash on the diagonal, a total", "[cross_table]") {
    const std::vector<PairGame> games{{"a", "b", 1},         {"a", "b", 1},
                                      {"b", "a", 1},         {"a", "b", 1},
                                      {"a", "long-name", 1}, {"long-name", "a", 0.5}};
    const auto t = make_cross_table(games, {"a", "b", "long-name"});
    CHECK(format_cross_table(t) ==
          "Engine     a      b    long-name  Total\n"
          "a          -      3/4  1.5/2      4.5/6\n"
          "b          1/4    -               1/4\n"
          "long-name  0.5/2       -          0.5/2\n");
    CHECK(format_cross_table(make_cross_table({})) == "");
}
