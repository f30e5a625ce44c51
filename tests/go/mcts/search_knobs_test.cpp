// The knob table (engine/go/search_knobs.hpp): each knob reaches its own field of SearchParams
// and no other, its default is the field's, and its range is checked the same for every knob.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <string>

#include "engine/go/search_knobs.hpp"

using namespace boardtalk::go;

TEST_CASE("each search knob sets its own field of SearchParams and no other", "[go][knobs]") {
    const SearchParams defaults;
    std::set<std::string> names;
    for (const SearchKnob& knob : search_knobs()) {
        INFO(knob.name);
        CHECK(names.insert(std::string(knob.name)).second);
        CHECK(find_search_knob(knob.name) == &knob);
        // The default is in the range.
        CHECK(knob.range_problem(knob.get(defaults)).empty());
        SearchParams changed;
        const double value = knob.get(defaults) == knob.max ? knob.min + 1 : knob.max;
        knob.set(changed, value);
        CHECK(knob.get(changed) == Approx(value));
        // Every other knob kept its default.
        for (const SearchKnob& other : search_knobs())
            if (&other != &knob) CHECK(other.get(changed) == other.get(defaults));
    }
    CHECK(find_search_knob("no-such-knob") == nullptr);
    CHECK(find_search_knob("rave-equiv")->get(defaults) == Approx(defaults.rave_equiv));
    CHECK(find_search_knob("playout-capture")->get(defaults) == defaults.policy.capture_percent);
}

TEST_CASE("a knob's range refuses what is outside it, NaN and fractions of counts", "[go][knobs]") {
    const SearchKnob& rave = *find_search_knob("rave-equiv");
    CHECK(rave.range_problem(0) == "must be above 0 and at most 1e9");
    CHECK(rave.range_problem(2e9) == "must be above 0 and at most 1e9");
    CHECK(rave.range_problem(std::nan("")) == "must be above 0 and at most 1e9");
    CHECK(rave.range_problem(1e9).empty());
    const SearchKnob& capture = *find_search_knob("playout-capture");
    CHECK(capture.integer());
    CHECK(capture.range_problem(101) == "must be 0..100");
    CHECK(capture.range_problem(50.5) == "must be 0..100");
    CHECK(capture.range_problem(std::numeric_limits<double>::infinity()) == "must be 0..100");
    CHECK(capture.range_problem(0).empty());
    CHECK(!find_search_knob("score-weight")->integer());
    CHECK(find_search_knob("score-weight")->range_problem(0.6) == "must be 0..0.5");
}
