#pragma once
// A diagram the MCTS tests share: White's group along the left edge has the straight
// three-point eye space A3 B3 C3, walled in by Black. B3 is its vital point: Black there kills
// the group, White there makes two eyes. With komi 30.5 Black wins only by killing it (alive,
// White would own 12 of the 49 points).

namespace boardtalk::go::testing {

inline constexpr const char* straight_three_diagram =
    ". . . . . . .\n"
    ". . . . . . .\n"
    "X X X X X . .\n"
    "O O O O X . .\n"
    ". . . O X . .\n"
    "O O O O X . .\n"
    "X X X X X . .\n";

}  // namespace boardtalk::go::testing
