#pragma once
// A tuning run over its directory, apart from how a game pair is played (tune_games.hpp plays
// real games; tests plug in a synthetic one):
//
//   DIR/tune.json    the run's settings; --resume refuses a directory holding another run
//   DIR/tune.jsonl   one record per iteration (tune_log.hpp)
//
// A resumed run replays the records through the update rule (each must follow from the one
// before: same perturbation, same theta) and goes on from the last: with deterministic games it
// writes the same file as an uninterrupted run.
#include <chrono>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "tools/tune/spsa.hpp"
#include "tools/tune/tune_log.hpp"

namespace boardtalk::tune {

// A problem with the directory or its files found before any game: one line, exit code 2.
struct TuneInputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The outcome of one pair: theta+ against theta-, colours swapped.
struct PairOutcome {
    int plus_wins = 0, minus_wins = 0, draws = 0;
    std::vector<std::string> games;  // each game's result ("B+3.5"), theta+ first colour first
};
using PlayPair = std::function<PairOutcome(const Probe&)>;

class TuneRun {
  public:
    // Creates DIR, checks tune.json against `setup_text` (the run's settings as text) and
    // replays tune.jsonl. Throws TuneInputError: records without --resume, another run's
    // directory, a record that does not follow from the settings, files that cannot be written.
    TuneRun(Spsa spsa, std::filesystem::path dir, const std::string& setup_text, bool resume);

    int done() const { return static_cast<int>(log_->records().size()); }
    const std::vector<double>& theta() const { return theta_; }

    // Plays the remaining iterations in order, a progress line on `progress` after each.
    // Exceptions from `play` or the log pass through (what was appended stays).
    void run(const PlayPair& play, std::ostream& progress);

    // "rave 1234.5" for every parameter (the current theta, unrounded), for progress lines.
    std::string theta_text() const;

  private:
    void replay();
    std::string progress_line(const IterationRecord& r, double seconds) const;

    Spsa spsa_;
    std::filesystem::path dir_;
    std::unique_ptr<TuneLog> log_;
    std::vector<double> theta_;
};

}  // namespace boardtalk::tune
