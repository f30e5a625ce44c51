#pragma once
// A game: rules, the history of positions from its start, game-end and draw rules, undo.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "engine/morris/position.hpp"
#include "engine/morris/record.hpp"

namespace boardtalk::morris {

enum class Outcome : std::uint8_t { ongoing, white_wins, black_wins, draw };
enum class EndReason : std::uint8_t {
    none,
    fewer_than_three,
    no_legal_move,
    repetition,
    removal_limit
};

struct Status {
    Outcome outcome = Outcome::ongoing;
    EndReason reason = EndReason::none;
    friend bool operator==(const Status&, const Status&) = default;
};

// "white to move", "white wins: black has fewer than 3 men", "draw: threefold repetition".
std::string describe(const Status& status, Colour to_move);

class Game {
  public:
    // A new game from the start position of `rules`.
    explicit Game(const Rules& rules = Rules{});
    // A new game starting at `start` (assumed valid for `rules`, as parse_position makes it).
    Game(const Rules& rules, const Position& start);

    // Replays a record: every turn must be legal and lead to exactly the next position; errors
    // start with the entry's `where` ("line 5: illegal move d6: d6 is occupied").
    static Result<Game> from_record(const GameRecord& record);
    GameRecord record() const;

    const Rules& rules() const { return rules_; }
    const Position& position() const { return history_.back().position; }
    const Position& start() const { return history_.front().position; }
    // Number of turns played since the start.
    std::size_t turns_played() const { return history_.size() - 1; }
    // Keys of every position from the start to now (for repetition checks in search).
    std::vector<std::uint64_t> keys() const;

    // Win, loss and draw, judged in this order: fewer than 3 men, no legal move, threefold
    // repetition (if on), the removal limit (if on).
    Status status() const;
    bool over() const { return status().outcome != Outcome::ongoing; }

    // Plays `turn` if the game is not over and the turn is legal; otherwise returns why not and
    // leaves the game unchanged.
    std::optional<std::string> play(Turn turn);
    // Takes back the last turn; false at the start.
    bool undo();
    // The legal turns, none once the game is over.
    std::vector<Turn> legal_turns() const;

  private:
    struct Entry {
        Position position;
        Turn turn;  // null for the start
    };
    Rules rules_;
    std::vector<Entry> history_;
};

}  // namespace boardtalk::morris
