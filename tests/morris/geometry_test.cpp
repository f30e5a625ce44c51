#include <catch2/catch.hpp>

#include "engine/morris/geometry.hpp"

using namespace boardtalk::morris;

TEST_CASE("adjacency follows the drawn lines and is symmetric", "[morris][geometry]") {
    const Geometry& g = geometry(false);
    int edges = 0;
    for (Point a = 0; a < kPoints; ++a) {
        for (Point b = 0; b < kPoints; ++b) {
            const bool ab = g.adjacent[a] & bit(b);
            CHECK(ab == bool(g.adjacent[b] & bit(a)));
            edges += ab;
        }
        CHECK_FALSE(g.adjacent[a] & bit(a));
    }
    CHECK(edges / 2 == 32);  // 16 lines of 3 points, 2 segments each
    CHECK(std::popcount(g.adjacent[*parse_point("a7")]) == 2);
    CHECK(std::popcount(g.adjacent[*parse_point("d6")]) == 4);
    CHECK(std::popcount(g.adjacent[*parse_point("c4")]) == 3);
    CHECK(g.adjacent[*parse_point("d6")] == (bit(*parse_point("d7")) | bit(*parse_point("b6")) |
                                             bit(*parse_point("f6")) | bit(*parse_point("d5"))));
    CHECK_FALSE(g.adjacent[*parse_point("a7")] & bit(*parse_point("b6")));  // no diagonals
}

TEST_CASE("the 16 mills, every point in exactly two", "[morris][geometry]") {
    const Geometry& g = geometry(false);
    REQUIRE(g.mill_count == 16);
    for (Point p = 0; p < kPoints; ++p) CHECK(g.mill_pair_count[p] == 2);
    auto mask = [](std::initializer_list<const char*> names) {
        Mask m = 0;
        for (auto n : names) m |= bit(*parse_point(n));
        return m;
    };
    const Mask expected[] = {mask({"a7", "d7", "g7"}), mask({"d5", "d6", "d7"}),
                             mask({"c3", "c4", "c5"}), mask({"e4", "f4", "g4"})};
    for (Mask m : expected)
        CHECK(std::find(g.mills.begin(), g.mills.begin() + g.mill_count, m) !=
              g.mills.begin() + g.mill_count);
    // d1 d4 d7 is not a line: the d-file is cut by the centre.
    CHECK(std::find(g.mills.begin(), g.mills.begin() + g.mill_count, mask({"d1", "d2", "d7"})) ==
          g.mills.begin() + g.mill_count);
}

TEST_CASE("the diagonal board adds four mills and their adjacency", "[morris][geometry]") {
    const Geometry& g = geometry(true);
    CHECK(g.mill_count == 20);
    CHECK(g.adjacent[*parse_point("a7")] & bit(*parse_point("b6")));
    CHECK(g.mill_pair_count[*parse_point("a7")] == 3);
    CHECK(g.mill_pair_count[*parse_point("d7")] == 2);
}

TEST_CASE("point names round trip, anything else is refused", "[morris][geometry]") {
    for (Point p = 0; p < kPoints; ++p) CHECK(parse_point(point_name(p)) == p);
    CHECK(parse_point("D6") == parse_point("d6"));
    for (const char* bad : {"d4", "h9", "a2", "", "a", "a77", "x1", "g8"})
        CHECK_FALSE(parse_point(bad).has_value());
}

TEST_CASE("count_points counts the points of a mask as std::popcount does", "[morris][geometry]") {
    for (Mask m = 0; m <= kAllPoints; m += 4099) CHECK(count_points(m) == std::popcount(m));
    CHECK(count_points(kAllPoints) == kPoints);
    CHECK(count_points(0) == 0);
}
