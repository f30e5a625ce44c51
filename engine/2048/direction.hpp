#pragma once
// The four move directions and their notation.
#include <array>
#include <optional>
#include <string_view>

namespace boardtalk::g2048 {

enum class Direction { up, down, left, right };

inline constexpr std::array<Direction, 4> all_directions = {Direction::up, Direction::down,
                                                            Direction::left, Direction::right};

// `up`, `down`, `left`, `right`.
std::string_view direction_name(Direction d);
// `u`, `d`, `l`, `r`: the letter used in save files.
char direction_letter(Direction d);
// Accepts `up down left right`, `u d l r` and the original game's keys `w a s d`, any case;
// nullopt for anything else.
std::optional<Direction> parse_direction(std::string_view text);

}  // namespace boardtalk::g2048
