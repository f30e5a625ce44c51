// The evaluation's weights: what each counts, their text form (`boardtalk morris --eval`), and
// that the search plays by them.
#include "engine/morris/evaluation.hpp"

#include "engine/morris/geometry.hpp"
#include "engine/morris/search.hpp"
#include "protocol/weights_type.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk;
using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

namespace {

// White to move while placing: a7 and d7 (a mill threat on g7; 1 + 2 free neighbours) against
// b4 and g1 (4 + 2 free neighbours); 9 men each on the board and in hand.
const char* const kThreat = "WW./.../.../.B..../.../.../..B w placing 7 7 0 4";

int with(int EvalWeights::*member, int value) {
    EvalWeights w;
    w.*member = value;
    return evaluate(pos(kThreat), Rules{}, w);
}

}  // namespace

TEST_CASE("each placing-phase weight counts what it says", "[morris][eval]") {
    // Men equal; White's threat (20) and its being White's turn (20); mobility 3 against 6 (16
    // a free neighbour).
    const int base = evaluate(pos(kThreat), Rules{});
    CHECK(base == 20 + 20 - 3 * 16);
    CHECK(with(&EvalWeights::placing_threat, 21) - base == 1);
    CHECK(with(&EvalWeights::to_move_threat, 21) - base == 1);
    CHECK(with(&EvalWeights::placing_mobility, 17) - base == -3);
    CHECK(with(&EvalWeights::closed_mill, 13) - base == 0);    // no mill closed
    CHECK(with(&EvalWeights::moving_threat, 31) - base == 0);  // placing, not moving
}

TEST_CASE("morris evaluation weights as text", "[morris][eval]") {
    const auto type = protocol::weights_type(kEvalWeightNames, kMaxEvalWeight);
    const auto defaults = type.parse(protocol::format_weights(EvalWeights{}, kEvalWeightNames));
    REQUIRE(defaults);
    CHECK(*defaults == EvalWeights{});
    const auto some = type.parse("placing_mobility=24,nearly_blocked=-5");
    REQUIRE(some);
    CHECK(some->placing_mobility == 24);
    CHECK(some->nearly_blocked == -5);
    CHECK(some->closed_mill == EvalWeights{}.closed_mill);
    const auto bad = type.parse("mobility=3");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().find("unknown weight 'mobility' (closed_mill, placing_threat,") == 0);
    CHECK_FALSE(type.parse("placing_mobility=1001"));
}

TEST_CASE("the search plays by its weights", "[morris][eval]") {
    // One ply from the empty board: by default a point of four neighbours (most mobility); a
    // player that hates mobility takes a corner, of two.
    const Position start = start_position(Rules{});
    const auto neighbours = [](const SearchReport& r) {
        return count_points(geometry(false).adjacent[r.best.to]);
    };
    const SearchLimits one_ply{.depth = 1, .seconds = 0, .nodes = 0};
    Searcher plain(12);
    CHECK(neighbours(plain.search(start, Rules{}, {start.key}, one_ply)) == 4);
    EvalWeights hates;
    hates.placing_mobility = -100;
    Searcher other(12, hates);
    CHECK(neighbours(other.search(start, Rules{}, {start.key}, one_ply)) == 2);
}
