// Rules presets and the text round trip.
#include <catch2/catch.hpp>

#include "engine/go/rules.hpp"

using namespace boardtalk::go;

TEST_CASE("rule presets", "[go][rules]") {
    CHECK(Rules{} == Rules::chinese());
    CHECK(Rules::chinese().to_string() ==
          "ko=positional suicide=no scoring=area handicap-bonus=n komi=7.5");
    CHECK(Rules::japanese().to_string() ==
          "ko=simple suicide=no scoring=territory handicap-bonus=0 komi=6.5");
    CHECK(Rules::tromp_taylor().to_string() ==
          "ko=positional suicide=yes scoring=area handicap-bonus=0 komi=7.5");
    CHECK(Rules::simple().to_string() ==
          "ko=simple suicide=no scoring=area handicap-bonus=n komi=7.5");
    CHECK(Rules::preset("Tromp-Taylor") == Rules::tromp_taylor());
    CHECK(Rules::preset("JAPANESE") == Rules::japanese());
    CHECK_FALSE(Rules::preset("korean"));
}

TEST_CASE("rules text round trip", "[go][rules]") {
    for (KoRule ko :
         {KoRule::simple, KoRule::positional, KoRule::situational, KoRule::recent_capture})
        for (bool suicide : {false, true})
            for (Scoring scoring : {Scoring::area, Scoring::territory})
                for (double komi : {7.5, 0.0, -3.0, 6.25, 0.1})
                    for (HandicapBonus bonus :
                         {HandicapBonus::none, HandicapBonus::n_minus_one, HandicapBonus::n}) {
                        const Rules r{ko, suicide, scoring, komi, bonus};
                        INFO(r.to_string());
                        CHECK(Rules::parse(r.to_string()) == r);
                    }
    CHECK(Rules::parse("ko=recent-capture").value().ko == KoRule::recent_capture);
}

TEST_CASE("the handicap bonus of each preset, and what White adds", "[go][rules]") {
    CHECK(Rules::chinese().white_bonus(3) == 10.5);
    CHECK(Rules::simple().white_bonus(3) == 10.5);  // GNU Go's area scoring counts them too
    CHECK(Rules::aga().white_bonus(3) == 9.5);
    CHECK(Rules::aga().white_bonus(0) == 7.5);
    CHECK(Rules::japanese().white_bonus(3) == 6.5);
    CHECK(Rules::tromp_taylor().white_bonus(3) == 7.5);
    CHECK(Rules::new_zealand().white_bonus(3) == 7.0);
    CHECK(Rules::parse("japanese handicap-bonus=n-1").value().white_bonus(4) == 9.5);
    CHECK_FALSE(Rules::parse("handicap-bonus=2"));
}

TEST_CASE("rules text: a preset with overrides, and the errors", "[go][rules]") {
    const auto r = Rules::parse("japanese komi=0.5");
    REQUIRE(r);
    CHECK(r->ko == KoRule::simple);
    CHECK(r->scoring == Scoring::territory);
    CHECK(r->komi == 0.5);
    CHECK(Rules::parse("simple") == Rules::simple());
    CHECK_FALSE(Rules::parse(""));
    CHECK_FALSE(Rules::parse("ko=superko"));
    CHECK_FALSE(Rules::parse("komi=nan"));
    CHECK_FALSE(Rules::parse("komi=inf"));
    CHECK_FALSE(Rules::parse("komi=7.5x"));
    CHECK_FALSE(Rules::parse("suicide=maybe"));
    CHECK_FALSE(Rules::parse("colour=red"));
    CHECK_FALSE(Rules::parse("chinese japanese"));
}
