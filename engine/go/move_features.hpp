#pragma once
// The features of a candidate move that the move ratings (move_ratings.hpp) weigh, one of each
// group: its 3x3 pattern seen by the mover (up to the 8 symmetries), its line, its distances to
// the last move and to the mover's previous move, its tactics, and its 12-point diamond pattern
// (diamond_pattern.hpp) when that pattern is one of the space's (common enough to be rated).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/result.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/move_ratings.hpp"

namespace boardtalk::go {

enum FeatureGroup : int {
    pattern_group,
    line_group,
    last_distance_group,
    previous_distance_group,
    tactics_group,
    diamond_group,
    feature_group_count
};

// What a move does, by priority (a capture that is also an escape is a capture).
enum class Tactic : int { none, capture_one, capture_more, escape, self_atari, atari };

// Values of the non-pattern groups: line 1..5 (5: 5 or more); distances by Coulom's measure
// dx + dy + max(dx, dy), 2..9 as they are, 10 for 10 or more, 11 when there is no such move.
inline constexpr int line_values = 5;
inline constexpr int distance_values = 10;  // 2..11
inline constexpr int tactic_values = 6;

// The mover's view of p's 8 neighbours, the same key for all 8 symmetries of the neighbourhood:
// the smallest of their pattern_key values with the colours swapped when white moves.
std::uint16_t canonical_pattern(const FastBoard& board, Point p);
// The mover's view of p's 12-point diamond (diamond_pattern.hpp), the same way: canonical, with
// the colours swapped when white moves.
std::uint32_t canonical_diamond(const FastBoard& board, Point p);

// Opponent stones that the side to move captures by playing p (chains in atari next to p): the
// tactic feature's capture, and the priors' (mcts_priors.hpp). Precondition: p an empty point.
int capture_size(const FastBoard& board, Point p);

// The raw values of one candidate, before numbering.
struct MoveFeatures {
    std::uint16_t pattern = 0;
    int line = 1;            // 1..5
    int last_distance = 11;  // 2..11
    int previous_distance = 11;
    Tactic tactic = Tactic::none;
    std::uint32_t diamond = 0;  // canonical_diamond, the mover's view
};
// Precondition: p empty and legal for the side to move of `board`, whose last and previous
// moves are set (FastBoard::load).
MoveFeatures move_features(const FastBoard& board, Point p);

// The numbering of the features: every canonical pattern, then the values of each other group,
// then "diamond none" (a diamond the space does not know), then the diamonds added.
class FeatureSpace {
  public:
    FeatureSpace();
    // Gives the canonical diamond `key` a feature of its own (once); returns its number.
    std::uint32_t add_diamond(std::uint32_t key);
    // The number of a group's first feature ("diamond none" for the diamonds).
    std::uint32_t first(int group) const { return first_[group]; }
    // The keys of the diamonds added, in the order of their numbers (after "diamond none").
    const std::vector<std::uint32_t>& diamond_keys() const { return diamond_keys_; }
    int feature_count() const { return int(group_of_.size()); }
    const std::vector<int>& group_of() const { return group_of_; }
    // The feature numbers of a candidate, in group order.
    std::array<std::uint32_t, feature_group_count> numbers(const MoveFeatures& f) const;
    // The name of feature n: its group and value ("pattern 1a2b" with the canonical key in hex,
    // "line 3", "last 4", "previous 11", "tactic 1" with the Tactic's number, "diamond none",
    // "diamond 1a2b3c" with the canonical key in hex).
    std::string name(int n) const;

  private:
    std::vector<int> group_of_;
    std::vector<std::uint32_t> pattern_number_;  // by canonical key; UINT32_MAX when not one
    std::vector<std::uint16_t> pattern_keys_;    // by number
    std::array<std::uint32_t, feature_group_count> first_{};
    std::unordered_map<std::uint32_t, std::uint32_t> diamond_number_;  // by canonical key
    std::vector<std::uint32_t> diamond_keys_;  // by number - first_[diamond_group] - 1
};

// The gammas of a ratings file (what `boardtalk go learn` writes), by FeatureSpace number.
class MoveRatings {
  public:
    // Parses the file's text: the line "boardtalk go ratings 1", then "group value gamma" lines
    // (gamma from 1e-6 to 1e6; features not listed keep gamma 1) and "#" comments. Errors
    // name the line: "line 3: unknown feature 'line 9'".
    static Result<MoveRatings> parse(std::string_view text);
    // The product of the gammas of p's features (move_features' preconditions).
    double strength(const FastBoard& board, Point p) const;
    const FeatureSpace& space() const { return space_; }
    // Every feature's gamma, by space() number (1 for the features the file does not list).
    const std::vector<double>& gammas() const { return gammas_; }

  private:
    void build_lookups();  // pattern_gamma_ and the diamonds' gammas, from gammas_

    FeatureSpace space_;
    std::vector<double> gammas_;
    // The pattern's gamma by raw pattern_key, black and white to move (index 0 and 1): the
    // search asks for every new child, faster than finding the canonical key.
    std::array<std::vector<float>, 2> pattern_gamma_;
    std::unordered_map<std::uint32_t, float> diamond_gamma_;  // by canonical key
    float unknown_diamond_gamma_ = 1;
};

// Adds to `data` (whose groups and features are those of `space`) a position for every move of
// `game` that is not a pass and is one of the candidates of its position: the empty points
// legal for the mover (simple ko) that do not fill an own eye. Returns the positions added.
int add_game_positions(const Game& game, const FeatureSpace& space, RatingData& data);

// Counts, by canonical diamond, the moves of `game` that add_game_positions would add.
void count_chosen_diamonds(const Game& game, std::unordered_map<std::uint32_t, int>& counts);

}  // namespace boardtalk::go
