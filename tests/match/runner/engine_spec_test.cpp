// The engine and time-control specs of `boardtalk match --engine` / `--tc`: one parser each.
#include <catch2/catch.hpp>

#include "tools/match/engine_spec.hpp"

using namespace boardtalk::match;

namespace {

EngineSpec spec(const std::string& text) {
    auto parsed = parse_engine_spec(text);
    INFO(text);
    REQUIRE(parsed.ok());
    return *parsed;
}

std::string spec_error(const std::string& text) {
    auto parsed = parse_engine_spec(text);
    INFO(text);
    REQUIRE_FALSE(parsed.ok());
    return parsed.error();
}

TimeControl tc(const std::string& text) {
    auto parsed = parse_time_control(text);
    INFO(text);
    REQUIRE(parsed.ok());
    return *parsed;
}

bool tc_refused(const std::string& text) {
    return !parse_time_control(text).ok();
}

}  // namespace

TEST_CASE("engine spec: name, command with '=' and spaces, protocol, clock") {
    const EngineSpec plain = spec("new=boardtalk go --seed {seed} --rules ko=simple");
    CHECK(plain.name == "new");
    CHECK(plain.command == "boardtalk go --seed {seed} --rules ko=simple");
    CHECK(plain.protocol == EngineProtocol::gtp);
    CHECK_FALSE(plain.tc);

    const EngineSpec dvonn = spec("prima=proto:codecup:./primadvonn -q");
    CHECK(dvonn.protocol == EngineProtocol::codecup);
    CHECK(dvonn.command == "./primadvonn -q");

    const EngineSpec timed = spec("san:tc=10+0.1=proto:uci:sanmill");
    CHECK(timed.name == "san");
    CHECK(timed.protocol == EngineProtocol::uci);
    REQUIRE(timed.tc);
    CHECK(timed.tc->base == 10);
    CHECK(timed.tc->increment == Approx(0.1));
    CHECK(timed.command == "sanmill");

    // A GTP command that itself starts with "proto:" keeps its explicit protocol (found by
    // fuzz_match_specs: "1=proto:gtp:proto:gtp:" printed as "1=proto:gtp:").
    const EngineSpec odd = spec("odd=proto:gtp:proto:gtp:x");
    CHECK(odd.protocol == EngineProtocol::gtp);
    CHECK(odd.command == "proto:gtp:x");

    for (const auto& e : {plain, dvonn, timed, odd}) CHECK(spec(e.text()) == e);
}

TEST_CASE("engine spec: bad input says what is wrong") {
    CHECK_THAT(spec_error("noequals"), Catch::Contains("NAME[:tc=TC]="));
    CHECK_THAT(spec_error("=cmd"), Catch::Contains("engine name ''"));
    CHECK_THAT(spec_error("bad name=cmd"), Catch::Contains("engine name 'bad name'"));
    CHECK_THAT(spec_error(std::string(33, 'x') + "=cmd"), Catch::Contains("1..32"));
    CHECK_THAT(spec_error("x="), Catch::Contains("no command"));
    CHECK_THAT(spec_error("x=   "), Catch::Contains("no command"));
    CHECK_THAT(spec_error("x=proto:xboard:cmd"), Catch::Contains("unknown protocol 'xboard'"));
    CHECK_THAT(spec_error("x=proto:uci"), Catch::Contains("unknown protocol"));
    CHECK_THAT(spec_error("x=proto:uci:"), Catch::Contains("no command"));
    CHECK_THAT(spec_error("x:depth=3=cmd"), Catch::Contains("unknown engine setting 'depth'"));
    CHECK_THAT(spec_error("x:tc=10+"), Catch::Contains("is not"));
    CHECK_THAT(spec_error("x:tc=abc=cmd"), Catch::StartsWith("tc: "));
}

TEST_CASE("time control: Fischer and Canadian byo-yomi, ranges") {
    CHECK(tc("60").base == 60);
    CHECK(tc("1e3").base == 1000);  // GTP reals, as every other number of the runner
    CHECK(tc("60").increment == 0);
    CHECK(tc("0+0.5").increment == Approx(0.5));
    const TimeControl c = tc("600/30/10");
    CHECK(c.kind == TimeControl::Kind::canadian);
    CHECK(c.base == 600);
    CHECK(c.period == 30);
    CHECK(c.stones == 10);
    CHECK(tc("0/5/1").base == 0);
    for (const char* t : {"10+0.1", "600/30/10", "1.5+0", "86400+3600"}) CHECK(tc(t).text() == t);

    for (const char* bad : {"", "0", "0+0", "-1+1", "10+-1", "nan", "inf+1", "86401", "10+3601",
                            "10+1+1", "a+b", "600/30", "600/30/10/1", "600/0/10", "600/30/0",
                            "600/30/1001", "600/30/2.5", "600/-1/3", "+1"}) {
        INFO(bad);
        CHECK(tc_refused(bad));
    }
}

TEST_CASE("engine option: ENGINE:NAME=VALUE, one parser for names and values") {
    const auto parsed = parse_engine_option("san:Skill Level=30");
    REQUIRE(parsed.ok());
    CHECK(parsed->engine == "san");
    CHECK(parsed->name == "Skill Level");
    CHECK(parsed->value == "30");
    const auto path = parse_engine_option("a:Book=/data/x=y:z");  // the value takes ':' and '='
    REQUIRE(path.ok());
    CHECK(path->value == "/data/x=y:z");
    const auto refused = [](const std::string& text) {
        INFO(text);
        return !parse_engine_option(text).ok();
    };
    CHECK(refused("Hash=1"));       // no engine
    CHECK(refused("a:Hash"));       // no value
    CHECK(refused("a:Hash="));      // empty value
    CHECK(refused("a: =1"));        // empty name
    CHECK(refused("a:Hash=1\n2"));  // a line break would be a second command
    CHECK(refused("a:Hash\r=1"));
    CHECK(refused("a b:Hash=1"));    // not an engine name
    CHECK(refused("a:my value=1"));  // setoption could not be read back
}
