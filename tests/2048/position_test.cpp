// Position text: round trips and one clear message per malformed input.
#include <catch2/catch.hpp>

#include "engine/2048/game.hpp"
#include "engine/2048/position.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

TEST_CASE("format and parse a position", "[2048][position]") {
    const Position p{grid_of({{2, 0, 0, 4}, {0, 0, 0, 0}, {0, 2048, 0, 0}, {0, 0, 2, 65536}}), 12};
    const std::string text = format_position(p);
    CHECK(text == "2,0,0,4/0,0,0,0/0,2048,0,0/0,0,2,65536 score 12");
    const auto back = parse_position(text, 4);
    REQUIRE(back);
    CHECK(back.value() == p);
    const auto no_score = parse_position("  2,0,0,4/0,0,0,0/0,2048,0,0/0,0,2,65536 ", 4);
    REQUIRE(no_score);
    CHECK(no_score.value().score == 0);
}

TEST_CASE("positions of games round trip at every size", "[2048][position]") {
    for (int n = min_size; n <= max_size; ++n) {
        Game g(n, static_cast<std::uint64_t>(n));
        for (int i = 0; i < 300 && !g.legal_moves().empty(); ++i)
            g.play(g.legal_moves()[i % g.legal_moves().size()]);
        const auto back = parse_position(format_position(g.position()), n);
        REQUIRE(back);
        CHECK(back.value() == g.position());
    }
}

TEST_CASE("malformed positions: one clear line each", "[2048][position]") {
    auto error = [](std::string_view text, int n = 4) {
        auto r = parse_position(text, n);
        REQUIRE_FALSE(r);
        return r.error();
    };
    CHECK(error("") == "empty position");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0") == "expected 4 rows, got 3");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0") == "expected 4 rows, got 5");
    CHECK(error("2,0,0/0,0,0,0/0,0,0,0/0,0,0,0") == "row 1: expected 4 values, got 3");
    CHECK(error("2,0,0,0/0,0,0,0/0,3,0,0/0,0,0,0") ==
          "row 3 column 2: 3 is not a power of two >= 2");
    CHECK(error("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0") ==
          "row 1 column 1: 1 is not a power of two >= 2");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,x") == "row 4 column 4: 'x' is not a tile value");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,-2") == "row 4 column 4: '-2' is not a tile value");
    CHECK(error("2,,0,0/0,0,0,0/0,0,0,0/0,0,0,0") == "row 1 column 2: '' is not a tile value");
    CHECK(error("262144,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0") ==
          "row 1 column 1: 262144 is over the largest tile of a 4x4 board, 131072");
    CHECK(error("2048,0,0/0,0,0/0,0,0", 3) ==
          "row 1 column 1: 2048 is over the largest tile of a 3x3 board, 1024");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score") == "expected 'score N' after the rows");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 points 3") == "expected 'score N' after the rows");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score -1") == "bad score '-1'");
    CHECK(error("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 4 extra") ==
          "unexpected 'extra' after the score");
    CHECK(error("99999999999999999999,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0") ==
          "row 1 column 1: '99999999999999999999' is not a tile value");
}
