#pragma once
// DIR/tune.jsonl: one JSON object per finished iteration, appended with one write() and synced,
// so an interrupted run leaves at most a torn last line, which the next run cuts off.
//
//   {"iteration":3,"flips":{"rave":1},"plus":{"rave":1530},"minus":{"rave":470},
//    "plus_wins":1,"minus_wins":1,"draws":0,"result":0,"games":["B+12.5","B+3.5"],
//    "theta":{"rave":1000}}
//
// `games` are the pair's results in the game's notation; theta+ plays the first colour (Go
// black) in the first game. `theta` holds the values after the update (before rounding).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "protocol/append_log.hpp"
#include "tools/tune/tune_param.hpp"

namespace boardtalk::tune {

struct IterationRecord {
    int k = 0;
    std::vector<int> flips;
    std::vector<double> plus, minus;  // the values played
    int plus_wins = 0, minus_wins = 0, draws = 0;
    std::vector<std::string> games;
    std::vector<double> theta;  // after the update

    int result() const { return plus_wins - minus_wins; }
    bool operator==(const IterationRecord&) const = default;
};

// One line (no newline), and back: nullopt for a line that is not a complete record of these
// parameters.
std::string to_json_line(const IterationRecord& r, const std::vector<TuneParam>& params);
std::optional<IterationRecord> from_json_line(const std::string& line,
                                              const std::vector<TuneParam>& params);

class TuneLog {
  public:
    // Opens (creating) the file for appending and reads its records, cutting off a torn last
    // line. Throws std::runtime_error "cannot open PATH: <reason>", or "PATH line N is not an
    // iteration record" for a complete line that is not one.
    TuneLog(std::filesystem::path path, const std::vector<TuneParam>& params);

    const std::vector<IterationRecord>& records() const { return records_; }
    // Appends one record; on failure the file is cut back and std::runtime_error thrown.
    void append(const IterationRecord& r);
    const std::filesystem::path& path() const { return log_.path(); }

  private:
    std::vector<TuneParam> params_;
    protocol::AppendLog log_;  // protocol/append_log.hpp: the file's one way to grow
    std::vector<IterationRecord> records_;
};

}  // namespace boardtalk::tune
