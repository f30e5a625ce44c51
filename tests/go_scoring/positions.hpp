#pragma once
// Hand-built endgame positions shared by the scoring tests (rows from the top, X black, O white).
namespace boardtalk::go::testing {

// 7x7. Black owns the board but for a two-eyed white group in the top right (eyes F7 and G6,
// unconditionally alive); the white stones B7, A3 and F2 are dead inside black's territory.
// Area: black 13 stones + 28 points = 41, white 6 stones + 2 points = 8.
// Territory: black 28 points + 3 dead stones, white 2 points.
inline constexpr const char* dead_in_territory =
    ". O . X O . O\n"
    ". . . X O O .\n"
    "X X X X X O O\n"
    ". . . X . X X\n"
    "O . . X . . .\n"
    ". . . X . O .\n"
    ". . . X . . .\n";

// 7x7. A seki in the top left: black's B7 A6 B6 C6 (eye A7) and white's D7 D6 E6 F6 F7 (eye
// E7) share the liberty C7 that neither can fill; the outer groups are alive.
// Area: black 27 (seki stones and eye included), white 21, C7 neutral.
inline constexpr const char* seki =
    ". X . O . O X\n"
    "X X X O O O X\n"
    "O O O X X X X\n"
    ". . O X . . .\n"
    ". . O X . . .\n"
    ". . O X . . .\n"
    ". . O X . . .\n";

}  // namespace boardtalk::go::testing
