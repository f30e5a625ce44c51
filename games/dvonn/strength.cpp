#include "games/dvonn/strength.hpp"

#include <ostream>

#include "engine/dvonn/match.hpp"

namespace boardtalk::dvonn {

namespace {

// Adds one game's result for the first-named player, who played `colour`.
void tally(MatchTally& t, const MatchResult& r, Colour colour) {
    t.moves += static_cast<std::size_t>(r.moves);
    const int margin = r.score.white - r.score.black;
    t.margin += colour == Colour::white ? margin : -margin;
    t.add(adapters::end_for(r.outcome, colour));
}

// After every game, so a long match that has to be cut short still says where it stood.
void report_progress(std::ostream& out, int done, const MatchTally& t) {
    out << "  " << done << " games: " << t.text() << "  score "
        << static_cast<int>(1000 * t.score() + 0.5) / 10.0 << "%  margin " << t.margin << std::endl;
}

}  // namespace

Position strength_start(const StartOptions& start, std::uint64_t seed) {
    if (start.kind == StrengthStart::random_setup) return random_setup(seed);
    Position p = empty_position();
    Rng rng(seed);
    const int random_placements = kDvonnPieces + 2 * start.random_pieces;
    for (int i = 0; i < random_placements && p.board.phase == Phase::placing; ++i) {
        const int empty = kSpaces - p.board.placed;
        int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(empty)));
        for (Square s : all_squares()) {
            if (p.board.occupied & bit(s)) continue;
            if (pick-- == 0) {
                apply_move(p, Move::place(s));
                break;
            }
        }
    }
    return p;
}

MatchTally match_against_random(int games, double move_time, std::uint64_t seed,
                                std::ostream& progress) {
    MatchTally t;
    SearchPlayer engine(SearchLimits{.depth = 0, .seconds = move_time, .nodes = 0});
    for (int g = 0; g < games; ++g) {
        RandomPlayer random(seed * 7919 + static_cast<std::uint64_t>(g));
        const Position start = random_setup(seed + static_cast<std::uint64_t>(g));
        const Colour colour = g % 2 == 0 ? Colour::white : Colour::black;
        const MatchResult r = colour == Colour::white ? play_game(engine, random, start)
                                                      : play_game(random, engine, start);
        tally(t, r, colour);
        report_progress(progress, g + 1, t);
    }
    return t;
}

MatchTally match_times(int games, double strong_time, double weak_time,
                       const EvalWeights& weak_weights, const SearchTuning& strong_tuning,
                       const StartOptions& start, std::uint64_t seed, std::ostream& progress) {
    MatchTally t;
    SearchPlayer strong(SearchLimits{.depth = 0, .seconds = strong_time, .nodes = 0, .seed = 1}, {},
                        20, strong_tuning);
    SearchPlayer weak(SearchLimits{.depth = 0, .seconds = weak_time, .nodes = 0, .seed = 2},
                      weak_weights);
    for (int g = 0; g < games; ++g) {
        const Position first = strength_start(start, seed + static_cast<std::uint64_t>(g / 2));
        const Colour colour = g % 2 == 0 ? Colour::white : Colour::black;
        const MatchResult r = colour == Colour::white ? play_game(strong, weak, first)
                                                      : play_game(weak, strong, first);
        tally(t, r, colour);
        report_progress(progress, g + 1, t);
    }
    return t;
}

}  // namespace boardtalk::dvonn
