// The arguments of the analysis commands: colour and interval optional, key/value options.
#include <catch2/catch.hpp>

#include "games/go/analysis_args.hpp"
#include "protocol/errors.hpp"

using namespace boardtalk;
using namespace boardtalk::go_adapter;

namespace {

AnalysisRequest parse(std::vector<std::string> tokens, AnalysisStyle style = AnalysisStyle::kata) {
    return parse_analysis_args(tokens, style, 19, 19);
}

std::string error_of(std::vector<std::string> tokens, AnalysisStyle style = AnalysisStyle::kata) {
    try {
        parse(tokens, style);
    } catch (const protocol::SyntaxError& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST_CASE("colour and interval are both optional", "[analysis][args]") {
    auto q = parse({});
    CHECK_FALSE(q.color);
    CHECK(q.interval == Approx(1.0));  // the default: one update a second
    q = parse({"B", "10"});
    CHECK(q.color == go::Color::black);
    CHECK(q.interval == Approx(0.1));
    q = parse({"25"});
    CHECK_FALSE(q.color);
    CHECK(q.interval == Approx(0.25));
    q = parse({"white"});
    CHECK(q.color == go::Color::white);
    CHECK(q.interval == Approx(1.0));
    q = parse({"w", "0"});
    CHECK(q.interval == 0);
    q = parse({"b", "interval", "50"});
    CHECK(q.interval == Approx(0.5));
}

TEST_CASE("minmoves, maxmoves, ownership", "[analysis][args]") {
    auto q = parse({"B", "10", "minmoves", "3", "maxmoves", "5", "ownership", "true"});
    CHECK(q.min_moves == 3);
    REQUIRE(q.max_moves);
    CHECK(*q.max_moves == 5);
    CHECK(q.ownership);
    CHECK_FALSE(parse({"B", "ownership", "false"}).ownership);
    CHECK_FALSE(parse({"B"}).max_moves);
    // KataGo switches that change nothing here are accepted.
    CHECK_NOTHROW(parse({"B", "10", "rootInfo", "true", "pvVisits", "false"}));
}

TEST_CASE("avoid and allow are checked, then ignored", "[analysis][args]") {
    auto q = parse({"B", "10", "avoid", "b", "D4,Q16,pass", "1", "allow", "w", "K10", "20"});
    CHECK(q.ignored_filters);
    CHECK_FALSE(parse({"B", "10"}).ignored_filters);
    CHECK(error_of({"avoid", "b", "D4,Z99", "1"}) == "syntax error: invalid vertex 'Z99'");
    CHECK(error_of({"avoid", "b", "D4,,E5", "1"}) == "syntax error: invalid vertex ''");
    CHECK(error_of({"avoid", "x", "D4", "1"}) == "syntax error: invalid color 'x'");
    CHECK(error_of({"avoid", "b", "D4"}) == "syntax error: missing depth");
    CHECK(error_of({"allow", "b", "D4", "0"}) == "syntax error: invalid depth '0'");
}

TEST_CASE("bad analysis arguments name the token", "[analysis][args]") {
    CHECK(error_of({"B", "ten"}) == "syntax error: invalid option 'ten'");
    CHECK(error_of({"B", "-5"}) == "syntax error: invalid option '-5'");
    CHECK(error_of({"B", "10", "maxmoves"}) == "syntax error: missing maxmoves");
    CHECK(error_of({"B", "10", "maxmoves", "0"}) == "syntax error: invalid maxmoves '0'");
    CHECK(error_of({"B", "10", "minmoves", "x"}) == "syntax error: invalid minmoves 'x'");
    CHECK(error_of({"B", "10", "ownership", "yes"}) == "syntax error: invalid ownership 'yes'");
    CHECK(error_of({"B", "interval", "x"}) == "syntax error: invalid interval 'x'");
    CHECK(error_of({"B", "10", "W"}) == "syntax error: invalid option 'W'");
    // Leela Zero's command has no ownership.
    CHECK(error_of({"B", "10", "ownership", "true"}, AnalysisStyle::leela) ==
          "syntax error: invalid option 'ownership'");
}
