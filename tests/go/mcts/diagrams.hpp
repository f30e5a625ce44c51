#pragma once
// Diagrams the MCTS tests share.

namespace boardtalk::go::testing {

// White's group along the left edge has the straight three-point eye space A3 B3 C3, walled in
// by Black. B3 is its vital point: Black there kills the group, White there makes two eyes. With
// komi 30.5 Black wins only by killing it (alive, White would own 12 of the 49 points).

inline constexpr const char* straight_three_diagram =
    ". . . . . . .\n"
    ". . . . . . .\n"
    "X X X X X . .\n"
    "O O O O X . .\n"
    ". . . O X . .\n"
    "O O O O X . .\n"
    "X X X X X . .\n";

// Black's ring inside White's: White's cutting stones D6 E6 F6 have one liberty, E5. Black must
// capture there at once; White E5 would connect them to the wall below and leave the ring
// without a liberty, and then it dies whatever it does.
inline constexpr const char* cutting_stones_diagram =
    ". . . . . . . . .\n"
    ". . O O O O O . .\n"
    ". O X X X X X O .\n"
    ". O X O O O X O .\n"
    ". O X X . X X O .\n"
    ". . O O O O O . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

}  // namespace boardtalk::go::testing
