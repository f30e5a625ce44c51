// The evaluation's terms one at a time on a small diagram, and the text form of the weights that
// `boardtalk dvonn --eval` reads.
#include "engine/dvonn/evaluation.hpp"

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/dvonn_main.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk;
using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

// `boardtalk bench dvonn ARGS...`: its exit code, stderr captured into `err`.
int bench(std::vector<std::string> args, std::string& err) {
    args.insert(args.begin(), "dvonn");
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    std::ostringstream captured;
    std::streambuf* const old = std::cerr.rdbuf(captured.rdbuf());
    const int code = dvonn_bench_main(static_cast<int>(argv.size()), argv.data());
    std::cerr.rdbuf(old);
    err = captured.str();
    return code;
}

// Every weight 0 but the one set afterwards.
EvalWeights only(int EvalWeights::*member, int value) {
    EvalWeights w;
    for (const auto& n : kEvalWeightNames) w.*(n.member) = 0;
    w.*member = value;
    return w;
}

}  // namespace

TEST_CASE("each evaluation term counts what it says", "[dvonn][eval]") {
    // A3 DVONN, B3 a white piece, B4 a black-topped stack of two (it cannot move: two spaces
    // away lie only empty spaces or none). White's B3 can land on A2 and A3 (DVONN) and B4
    // (enemy).
    const Board b = pos(rows("D", "D", "DW", "(WB)") + " w moving").board;
    CHECK(evaluate(b, only(&EvalWeights::piece, 1)) == 1 - 2);
    CHECK(evaluate(b, only(&EvalWeights::stack, 1)) == 1 - 1);
    CHECK(evaluate(b, only(&EvalWeights::mobile, 1)) == 1 - 0);
    CHECK(evaluate(b, only(&EvalWeights::moves, 1)) == 3 - 0);
    CHECK(evaluate(b, only(&EvalWeights::to_enemy, 1)) == 1 - 0);
    CHECK(evaluate(b, only(&EvalWeights::to_dvonn, 1)) == 2 - 0);
    // The side to move's view: Black's is the negative.
    const Board black = pos(rows("D", "D", "DW", "(WB)") + " b moving").board;
    CHECK(evaluate(black, only(&EvalWeights::to_dvonn, 7)) == -14);
    // Without the field weight (which scales the others) the terms add up: the default
    // evaluation is their sum.
    EvalWeights unscaled;
    unscaled.field = 0;
    int sum = 0;
    for (const auto& n : kEvalWeightNames) sum += evaluate(b, only(n.member, unscaled.*(n.member)));
    CHECK(evaluate(b, unscaled) == sum);
    CHECK(evaluate(b, only(&EvalWeights::threat, 10)) == 10 * 2);  // B3 takes the B4 stack
}

TEST_CASE("the field weight counts stacks and moves near DVONN pieces for more", "[dvonn][eval]") {
    // The board above: DVONN pieces on A1, A2 and A3. Per DVONN piece 0, 1, 2, 3 steps away a
    // space gets 8, 4, 2, 1; at field=100 its factor is 1 + 100% x that / 8:
    // B3 (2 + 4 + 4 = 10) 2.25, B4 (1 + 2 + 4 = 7) 1.875, A2 (4 + 8 + 4) 3, A3 (2 + 4 + 8) 2.75.
    const Board b = pos(rows("D", "D", "DW", "(WB)") + " w moving").board;
    const auto with_field = [](int EvalWeights::*member, int value, int field) {
        EvalWeights w = only(member, value);
        w.field = field;
        return w;
    };
    CHECK(evaluate(b, with_field(&EvalWeights::stack, 8, 100)) == 18 - 15);
    CHECK(evaluate(b, with_field(&EvalWeights::piece, 8, 100)) == 18 - 2 * 15);
    CHECK(evaluate(b, with_field(&EvalWeights::to_dvonn, 8, 100)) == 24 + 22);  // onto A2, A3
    CHECK(evaluate(b, with_field(&EvalWeights::to_enemy, 8, 100)) == 15);       // onto B4
    CHECK(evaluate(b, with_field(&EvalWeights::moves, 8, 100)) == 24 + 22 + 15);
    // Terms without a space (mobility, the threat) are not weighted; field 0 is no weighting.
    CHECK(evaluate(b, with_field(&EvalWeights::mobile, 8, 100)) == 8);
    CHECK(evaluate(b, with_field(&EvalWeights::stack, 8, 0)) == 0);
    EvalWeights none, strong;
    none.field = 0;
    strong.field = 50;
    CHECK(evaluate(b, strong) > evaluate(b, none));  // White's stack and moves are the nearer
}

TEST_CASE("evaluation weights as text", "[dvonn][eval]") {
    const auto type = eval_weights_type();
    const auto defaults = type.parse(format_eval_weights(EvalWeights{}));
    REQUIRE(defaults);
    CHECK(*defaults == EvalWeights{});
    const auto some = type.parse("stack=12,piece=-3");
    REQUIRE(some);
    CHECK(some->stack == 12);
    CHECK(some->piece == -3);
    CHECK(some->mobile == EvalWeights{}.mobile);
    CHECK(format_eval_weights(*some).find("piece=-3,mobile=0,") == 0);
    for (const auto& [text, reason] : std::vector<std::pair<std::string, std::string>>{
             {"", "no weights"},
             {"piece", "expected NAME=N, got 'piece'"},
             {"piece=1,", "expected NAME=N, got ''"},
             {"speed=1",
              "unknown weight 'speed' (piece, mobile, near_dvonn, at_risk, threat, "
              "stack, moves, to_enemy, to_dvonn, field)"},
             {"piece=1,piece=2", "weight 'piece' given twice"},
             {"piece=1001", "weight 'piece' must be an integer -1000..1000, got '1001'"},
             {"piece=", "weight 'piece' must be an integer -1000..1000, got ''"},
             {"piece=2x", "weight 'piece' must be an integer -1000..1000, got '2x'"},
         }) {
        INFO(text);
        const auto r = type.parse(text);
        REQUIRE_FALSE(r);
        CHECK(r.error() == reason);
    }
}

TEST_CASE("one weight has one reader and one range, in --eval and in bench --weak-threat",
          "[dvonn][eval]") {
    const auto type = eval_weight_type();
    CHECK(*type.parse("-1000") == -1000);
    CHECK(*type.parse("1000") == 1000);
    for (const char* bad : {"1001", "-1001", "", "2x", "99999999999", "1e3"}) {
        INFO(bad);
        const auto r = type.parse(bad);
        REQUIRE_FALSE(r);
        CHECK(r.error() == "must be an integer -1000..1000");
    }
    // The same texts through --eval's NAME=N list.
    for (const char* text : {"1000", "-7"})
        CHECK(eval_weights_type().parse(std::string("threat=") + text)->threat ==
              *type.parse(text));
    CHECK_FALSE(eval_weights_type().parse("threat=1001"));
    // --weak-threat took any int (5000 played a weak side no --eval could describe).
    std::string err;
    CHECK(bench({"--skip-speed", "--weak-threat", "5000"}, err) == 2);
    CHECK(err.find("--weak-threat: invalid weight '5000': must be an integer -1000..1000") !=
          std::string::npos);
    CHECK(bench({"--skip-speed", "--weak-threat", "-1000"}, err) == 0);
}
