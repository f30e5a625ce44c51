#pragma once
// What people read about a match's sequential test: its section of the summary and its part of
// the progress line.
#include <string>
#include <vector>

#include "tools/match/sprt_sequence.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match {

// format_summary of `results` (the games of a match) under `outcome`, their test
// (evaluate_sprt): format_summary of the games the test counted (those before its decision; every
// game when it did not decide), then the test: its parameters, the pentanomial (or trinomial)
// counts, the LLR against its bounds, the decision and the Elo estimate with its 95% interval in
// the test's model. Games past the decision (finished because they were running when it came, or
// played by shards, which do not stop early) are counted after timing_separator ("decided after
// N pairs; M later games not counted"), so everything above it is the same whatever --jobs and
// --shard were.
std::string format_sprt_summary(const std::vector<GameResult>& results, const MatchNames& names,
                                const sprt::SprtParams& params, const SprtOutcome& outcome);

// "LLR +1.23 [-2.94, +2.94] after 12 pairs", and "H1 accepted" / "H0 accepted" once decided.
std::string sprt_progress_text(const SprtOutcome& outcome);

}  // namespace boardtalk::match
