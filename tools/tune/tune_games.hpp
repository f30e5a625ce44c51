#pragma once
// The games of a tuning run: pair k plays theta+ against theta- twice with the match runner's
// play_game, theta+ taking the first colour in the first game, both games with seed S + k and
// opening k - 1 (mod count).
#include "tools/match/openings.hpp"
#include "tools/tune/tune_options.hpp"
#include "tools/tune/tune_run.hpp"

namespace boardtalk::tune {

// Refuses (std::runtime_error, one line) openings that are unreadable or illegal in any pair.
match::Openings read_tune_openings(const TuneOptions& o);

// Starts the engine with the start values and asks protocol_version; throws std::runtime_error
// "engine does not start: ..." or "engine exits at start ...".
void check_engine_starts(const TuneOptions& o);

// Plays the pair. With jobs 2 the two games run at once. A forfeit other than by timeout is
// logged as a warning (an engine that breaks at some values still loses its game).
PairOutcome play_pair(const TuneOptions& o, const match::Openings& openings, const Probe& p);

}  // namespace boardtalk::tune
