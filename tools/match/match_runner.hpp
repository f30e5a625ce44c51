#pragma once
// A whole match: the results directory, the schedule (shard, resume), the worker threads, the
// progress lines and the final summary.
#include "tools/match/match_options.hpp"

namespace boardtalk::match {

// Plays the games of `options` that are in its shard and not yet in the results, --jobs at a
// time, appending each result as it ends; then prints the summary of the directory to stdout
// (and writes --plot). Returns 0; 2 for bad input found before any game (an engine that does not
// start, an unreadable or illegal openings file, a directory holding another match); 1 when
// results or records could not be written (the games already recorded stay). Errors are one
// line on stderr. With --sprt no game starts once the test has decided (games running then are
// finished and recorded, the test and the summary do not count them), and the code is the
// test's: 0 H1 accepted, 3 H0 accepted, 4 neither within --games.
int run_match(const MatchOptions& options);

// --summarize DIR...: the merged results of the directories as a summary on stdout (and --plot).
// Returns 0 (under a test, its code as run_match), or 1 with one line on stderr when a directory
// cannot be read or two disagree (results, or the test in match.json).
int run_summarize(const MatchOptions& options);

}  // namespace boardtalk::match
