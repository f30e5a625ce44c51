#pragma once
// Random Go games written out as GTP exchanges with the answers a correct engine gives under
// simple ko with suicide forbidden (GNU Go's rules). The moves come from boardtalk's own rules
// engine in-process; the oracle test sends the same script to `boardtalk go` and to GNU Go,
// so any rule where boardtalk is wrong shows up as a disagreement with GNU Go.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace boardtalk::go_oracle {

// One command and the answer expected for it.
struct Exchange {
    std::string command;
    bool success = true;      // `=` expected, else `?`
    std::string text;         // the expected text (for a failure: the message)
    bool as_set = false;      // compare the words of the answer in any order (list_stones)
    bool is_attempt = false;  // a `play` of the game (kept for reproduction reports)
};

// Move attempts by what the rules say about them.
enum class Attempt { legal, occupied, suicide, ko, count };

struct ScriptOptions {
    int size = 9;
    int max_moves = 200;            // moves played (passes included); attempts may be more
    int sweep_every = 10;           // is_legal on every point after this many moves
    double pass_rate = 0.01;        // a pass instead of a move
    double probe_rate = 0.08;       // an attempt at a forbidden or arbitrary point
    double ko_retake_rate = 0.5;    // an attempt to retake a ko at once, when there is one
    std::size_t batch_size = 2000;  // a batch ends at the first sweep past this many commands
};

struct GameScript {
    // The exchanges in batches of about batch_size, each ending with an is_legal sweep (the
    // last one with the final checks), so a whole batch can be sent before reading its answers:
    // few round trips, which matters on a loaded machine.
    std::vector<std::vector<Exchange>> batches;
    std::array<int, static_cast<int>(Attempt::count)> attempts{};  // by Attempt
    int moves = 0;
    int illegal_points_swept = 0;  // is_legal 0 on an empty point (ko or suicide)
};

// A random game from `seed`: `boardsize`, `clear_board`, then moves mostly chosen uniformly
// among the legal moves that do not fill an own eye, some probes at forbidden or occupied
// points and a few passes; ends after two passes in a row or max_moves, with list_stones and
// captures of both colours.
GameScript script_random_game(const ScriptOptions& options, std::uint64_t seed);

}  // namespace boardtalk::go_oracle
