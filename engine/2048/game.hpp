#pragma once
// A game of 2048: the board, the score, the spawn generator and the history of moves, so that
// undo takes back a move with its spawned tile and rewinds the generator. The same size, seed,
// start and moves always give the same game.
//
// The history is bounded (a game on 8x8 after 2048 can go on for millions of moves, at about
// 100-200 bytes a move): it keeps at least the last default_undo_limit moves. When it grows a
// quarter past that, the oldest moves are dropped and the position before the oldest kept move
// becomes the start (a given start, with the generator's draws so far: start_draws()).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/2048/direction.hpp"
#include "engine/2048/grid.hpp"
#include "engine/2048/position.hpp"
#include "engine/2048/spawn.hpp"

namespace boardtalk::g2048 {

enum class Status { playing, won, playing_after_win, over };
// `playing`, `won`, `playing after win`, `over`.
std::string_view status_name(Status s);

enum class MoveError { game_over, game_won, nothing_moves };
// `game over`, `game won (keep_going continues it)`, `illegal move: nothing moves <dir>`.
std::string move_error_text(MoveError e, Direction d);

struct MoveRecord {
    Direction direction = Direction::left;
    Spawn spawn;
    std::uint64_t gained = 0;  // score of the merges
};

class Game {
  public:
    // The exponent of the winning tile, 2048.
    static constexpr std::uint8_t win_exponent = 11;

    // A new n x n game: two tiles spawned from `seed`. Precondition: min_size <= n <= max_size.
    explicit Game(int n = 4, std::uint64_t seed = 0);
    // A game starting at `start` (kept as the start for undo and saving), spawns from `seed`
    // after `draws` draws of its generator (0 for a new game).
    static Game from_position(const Position& start, std::uint64_t seed, std::uint64_t draws = 0);

    // Undo reaches back at least this many moves (at most a quarter more): 100,000, every 4x4
    // game in practice (10-20 MB). Tests lower it (tests/2048/game_access.hpp).
    static constexpr std::size_t default_undo_limit = 100000;

    int size() const { return current_.grid.size(); }
    const Grid& grid() const { return current_.grid; }
    std::uint64_t score() const { return current_.score; }
    const Position& position() const { return current_; }
    const Position& start() const { return start_; }
    bool random_start() const { return random_start_; }
    std::uint64_t seed() const { return rng_.seed(); }
    // The generator's draws before the start: 0 unless old moves were dropped from the history.
    std::uint64_t start_draws() const { return start_draws_; }
    // Moves played since the game began, dropped ones included (moves().size() counts the kept).
    std::uint64_t moves_played() const { return dropped_ + moves_.size(); }
    // The value of the best tile (0 on an empty board).
    std::uint64_t best_tile() const;

    Status status() const;
    bool keep_going() const { return keep_going_; }
    // Directions that change the board, in the order up, down, left, right; empty when play
    // has stopped (over, or won without keep going).
    std::vector<Direction> legal_moves() const;

    // game_over or game_won when play has stopped, else nullopt.
    std::optional<MoveError> stopped() const;
    // Why `d` cannot be played now, or nullopt when it can.
    std::optional<MoveError> check_move(Direction d) const;
    // Plays `d` and spawns a tile. Precondition: !check_move(d) (throws std::logic_error).
    MoveRecord play(Direction d);
    // Takes back the last move and its spawn, rewinding the generator; false at the start.
    bool undo();
    // After 2048, lets play go on; false (nothing changes) when 2048 has not been reached.
    bool continue_after_win();
    // Sets the keep-going flag without the win check (restoring a saved game).
    void set_keep_going_flag(bool on) { keep_going_ = on; }

    const std::vector<MoveRecord>& moves() const { return moves_; }

  private:
    Game(const Position& start, std::uint64_t seed, bool random_start);
    // Drops the `count` oldest moves; the position before the next one becomes the start.
    void drop_oldest(std::size_t count);

    Position start_;
    Position current_;
    bool random_start_ = true;
    bool keep_going_ = false;
    SpawnRng rng_;
    std::vector<MoveRecord> moves_;
    std::vector<Position> before_;             // the position before each move
    std::vector<std::uint64_t> draws_before_;  // generator draws before each move
    std::uint64_t start_draws_ = 0;
    std::uint64_t dropped_ = 0;  // moves dropped from the history
    std::size_t undo_limit_ = default_undo_limit;
    // The tests' access to undo_limit_ (tests/2048/game_access.hpp): a small limit drops moves
    // within a short game.
    friend struct GameTestAccess;
};

}  // namespace boardtalk::g2048
