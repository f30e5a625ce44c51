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

// The evaluation of kThreat with one weight one more than its default.
int plus_one(int EvalWeights::*member) {
    EvalWeights w;
    ++(w.*member);
    return evaluate(pos(kThreat), Rules{}, w);
}

}  // namespace

TEST_CASE("each placing-phase weight counts what it says", "[morris][eval]") {
    // Men equal; White's threat and its being White's turn; mobility 3 against 6.
    const EvalWeights w;
    const int base = evaluate(pos(kThreat), Rules{});
    CHECK(base == w.placing_threat + w.to_move_threat - 3 * w.placing_mobility);
    CHECK(plus_one(&EvalWeights::placing_threat) - base == 1);
    CHECK(plus_one(&EvalWeights::to_move_threat) - base == 1);
    CHECK(plus_one(&EvalWeights::placing_mobility) - base == -3);
    CHECK(plus_one(&EvalWeights::closed_mill) - base == 0);    // no mill closed
    CHECK(plus_one(&EvalWeights::moving_threat) - base == 0);  // placing, not moving
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
