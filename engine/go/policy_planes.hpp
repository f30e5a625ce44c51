#pragma once
// The input of the policy network (engine/go/policy_network.hpp): a position seen by the side
// to move, as planes of 0/1 values, one value per board point. The search and the export of
// training positions (`boardtalk go learn --planes`) both encode with this one function, so the
// network is trained on exactly what it is later shown.
#include <span>
#include <string>

#include "engine/go/fast_board.hpp"
#include "engine/go/search_report.hpp"

namespace boardtalk::go {

// The planes, in order:
//   own stones, opponent stones, empty points;
//   own stones whose chain has 1, 2, 3 or more liberties (three planes);
//   the same for the opponent's stones (three planes);
//   the last move, the move before it (none when a pass);
//   the candidates of the search: empty, legal, not an own eye;
//   among them: captures, self-ataris, atari escapes;
//   ones on every point (with the network's zero padding, this shows the edge).
inline constexpr int policy_plane_count = 16;
// The candidates' plane (the moves the search considers), which the training masks with.
inline constexpr int policy_candidate_plane = 11;

// Writes the planes of `board` for its side to move into `out`, laid out [plane][y][x]:
// policy_plane_count * height * width values. Precondition: out.size() is exactly that.
void encode_policy_planes(const FastBoard& board, std::span<float> out);

}  // namespace boardtalk::go

namespace boardtalk::go {

class Game;

// The training examples of `game` for the policy network, appended to `bytes`: for every move
// played that was a candidate of the search (see the candidate plane), the planes of the
// position before it, packed 8 values a byte, first value in the high bit (numpy's packbits),
// padded with zero bits to a whole byte; then the move's index y * width + x as two bytes,
// little-endian. Returns the number of examples appended.
int append_policy_examples(const Game& game, std::string& bytes);

// The bytes of the planes of a width x height board packed as above.
constexpr int packed_planes_bytes(int width, int height) {
    return (policy_plane_count * width * height + 7) / 8;
}

// The bytes of one example on a width x height board.
constexpr int policy_example_bytes(int width, int height) {
    return packed_planes_bytes(width, height) + 2;
}

// A search's training example for the policy network (`boardtalk go --record-visits FILE`): the
// board's width and height (a byte each), the planes of `board` packed as above, then for every
// point y * width + x its share of the playouts the search gave the moves that are candidates
// (pass and the rest left out), in 65535ths, two bytes little-endian (0 for a point none went
// through). Appends nothing and returns false when no candidate had a playout.
bool append_visit_example(const FastBoard& board, const SearchReport& report, std::string& bytes);

// The bytes of one such example on a width x height board.
constexpr int visit_example_bytes(int width, int height) {
    return 2 + packed_planes_bytes(width, height) + 2 * width * height;
}

}  // namespace boardtalk::go
