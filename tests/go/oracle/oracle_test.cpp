// GNU Go as a rules oracle: random games played through `boardtalk go --rules simple` and
// `gnugo --mode gtp` (both: simple ko, suicide forbidden) must get the same answer to every
// move, to is_legal on every point every 10 moves, and the same list_stones and captures at
// the end of every game.
#include <catch2/catch.hpp>

#include <string>

#include "tests/go/oracle/engine_pair.hpp"
#include "tests/go/oracle/game_script.hpp"

using namespace boardtalk::go_oracle;

namespace {

// Under ASan+UBSan (BOARDTALK_SANITIZED, set by CMake) boardtalk runs several times slower, so
// the test plays a fifth of the games there; the Release build plays the full 200.
#ifdef BOARDTALK_SANITIZED
constexpr int scale_down = 5;
#else
constexpr int scale_down = 1;
#endif

struct Totals {
    int games = 0;
    int moves = 0;
    int illegal_points_swept = 0;
    std::array<int, static_cast<int>(Attempt::count)> attempts{};
};

// Plays `games` games of the given size; one failure per disagreeing game, with the moves
// that reproduce it.
void play_games(EnginePair& engines, const ScriptOptions& options, int games,
                std::uint64_t first_seed, Totals& totals) {
    for (int i = 0; i < games; ++i) {
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(i);
        const GameScript script = script_random_game(options, seed);
        for (std::size_t b = 0; b < script.batches.size(); ++b) {
            if (auto problem = engines.run(script.batches[b])) {
                FAIL_CHECK(options.size << "x" << options.size << " game with seed " << seed
                                        << ", batch " << b << ": " << problem->report
                                        << "\nmoves so far:\n"
                                        << replay_text(script, b, problem->index));
                break;
            }
        }
        ++totals.games;
        totals.moves += script.moves;
        totals.illegal_points_swept += script.illegal_points_swept;
        for (int k = 0; k < static_cast<int>(Attempt::count); ++k)
            totals.attempts[k] += script.attempts[k];
    }
}

int attempts(const Totals& t, Attempt a) {
    return t.attempts[static_cast<int>(a)];
}

}  // namespace

TEST_CASE("boardtalk go and GNU Go agree on every move of random games", "[go][oracle][gnugo]") {
    EnginePair engines;
    Totals totals;
    ScriptOptions nine;
    nine.size = 9;
    nine.max_moves = 200;
    play_games(engines, nine, 150 / scale_down, 9000, totals);
    ScriptOptions nineteen;
    nineteen.size = 19;
    nineteen.max_moves = 600;
    play_games(engines, nineteen, 50 / scale_down, 19000, totals);

    // The games exercised every kind of refusal, so agreement means something.
    INFO("games " << totals.games << ", moves " << totals.moves << ", legal attempts "
                  << attempts(totals, Attempt::legal) << ", occupied "
                  << attempts(totals, Attempt::occupied) << ", suicide "
                  << attempts(totals, Attempt::suicide) << ", ko " << attempts(totals, Attempt::ko)
                  << ", empty points swept illegal " << totals.illegal_points_swept);
    CHECK(totals.games == 200 / scale_down);
    CHECK(attempts(totals, Attempt::occupied) > 0);
    CHECK(attempts(totals, Attempt::suicide) > 0);
    CHECK(attempts(totals, Attempt::ko) > 0);
    CHECK(totals.illegal_points_swept > 0);
}
