#pragma once
// The exact endgame solver: alpha-beta to the end of the game on the final margin (the pieces
// the side to move controls minus the opponent's once neither side can move), so it plays
// perfectly: it solves for the margin directly, not for win/draw/loss first. Children are
// ordered by the margin right after the move (captures and cut-offs first), the table's move
// first; the table keeps exact bounds (no depth: every value is exact to the end), and survives
// between calls, so a solved position is solved again at once. One thread, no I/O.
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/zeroed_array.hpp"
#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

// The stacks of either side that have a legal move now: the solver's measure of how much of the
// game is left.
int mobile_stacks(const Board& b);

struct EndgameLimits {
    double seconds = 0.0;     // 0 = no limit
    std::uint64_t nodes = 0;  // 0 = no limit
};

struct EndgameResult {
    bool solved = false;  // false: a limit stopped it, the rest is meaningless
    int margin = 0;       // the final margin with best play, side to move's view
    Move best;            // a move reaching it (a pass when that is the only move)
    std::uint64_t nodes = 0;
    double seconds = 0.0;
};

class EndgameSolver {
  public:
    explicit EndgameSolver(int tt_log2_entries = 18);
    ~EndgameSolver();

    // Solves `b` (moving phase, not a finished game) within the limits.
    EndgameResult solve(const Board& b, const EndgameLimits& limits = {});
    // Forgets the table.
    void clear();

  private:
    // All zero bytes are an empty entry (`used` false), so the table comes from the kernel as
    // zero pages (zeroed_array.hpp) and costs nothing until it is used.
    struct Entry {
        std::uint64_t key = 0;
        std::int8_t lower = 0;  // the margin is within [lower, upper]
        std::int8_t upper = 0;
        Square from = 0, to = 0;
        bool used = false;
        bool holds(std::uint64_t k) const { return used && key == k; }
        // What is known of a position not searched before: any margin, no move.
        static Entry unknown(std::uint64_t k) {
            return Entry{k, -kSpaces - 1, kSpaces + 1, kNoSquare, kNoSquare, true};
        }
    };
    struct Children;  // one node's children in search order (endgame.cpp)
    // Fail-soft: the exact margin when it lies in (alpha, beta), else a bound on the right side.
    int search(const Board& b, int alpha, int beta, int ply);
    bool out_of_limits();

    ZeroedArray<Entry> table_;
    std::vector<std::unique_ptr<Children>> children_;  // per ply, reused
    std::uint64_t mask_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    EndgameLimits limits_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace boardtalk::dvonn
