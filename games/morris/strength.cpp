#include "games/morris/strength.hpp"

#include <ostream>

#include "engine/morris/match.hpp"

namespace boardtalk::morris {

namespace {

// Adds one game's result for `first`, who played `first_colour`.
void tally(MatchTally& t, const MatchResult& r, Colour first_colour) {
    t.turns += r.turns;
    t.add(adapters::end_for(r.status.outcome, first_colour));
}

void report_progress(std::ostream& out, int done, const MatchTally& t) {
    if (done % 10 == 0) out << "  " << done << " games: " << t.text() << std::endl;
}

}  // namespace

MatchTally match_against_random(const Rules& rules, int games, double move_time, std::uint64_t seed,
                                std::ostream& progress) {
    MatchTally t;
    SearchPlayer engine(SearchLimits{.depth = 0, .seconds = move_time, .nodes = 0});
    for (int g = 0; g < games; ++g) {
        RandomPlayer random(seed + static_cast<std::uint64_t>(g));
        const Colour engine_colour = g % 2 == 0 ? Colour::white : Colour::black;
        const MatchResult r = engine_colour == Colour::white ? play_game(rules, engine, random, {})
                                                             : play_game(rules, random, engine, {});
        tally(t, r, engine_colour);
        report_progress(progress, g + 1, t);
    }
    return t;
}

MatchTally match_depths(const Rules& rules, int games, int deep, int shallow, int opening_plies,
                        std::uint64_t seed, std::ostream& progress) {
    MatchTally t;
    SearchPlayer strong(SearchLimits{.depth = deep, .seconds = 0, .nodes = 0});
    SearchPlayer weak(SearchLimits{.depth = shallow, .seconds = 0, .nodes = 0});
    for (int g = 0; g < games; ++g) {
        const auto opening =
            random_opening(rules, opening_plies, seed + static_cast<std::uint64_t>(g / 2));
        const Colour strong_colour = g % 2 == 0 ? Colour::white : Colour::black;
        const MatchResult r = strong_colour == Colour::white
                                  ? play_game(rules, strong, weak, opening)
                                  : play_game(rules, weak, strong, opening);
        tally(t, r, strong_colour);
        report_progress(progress, g + 1, t);
    }
    return t;
}

}  // namespace boardtalk::morris
