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

// Final positions (after two passes) of 9x9 games between boardtalk and GNU Go 3.8 level 10
// (conformance/go/strength.sh), with the dead stones GNU Go's final_status_list gives, which a
// player confirms. Light playouts got each of them wrong.
struct EndPosition {
    const char* diagram;
    bool black_to_move;
    const char* dead;  // sorted vertex names
};

// A chain in atari (G2 G3 H3 J3 J2, liberty J1) inside black's area: black captures at once.
inline constexpr EndPosition white_chain_in_atari = {
    ". . O O O . O O X\n"
    "O O . . O O O X X\n"
    "X O . O X X O O X\n"
    ". O . O X X X X X\n"
    "O O O O O O X . .\n"
    "X X X O O O X X X\n"
    ". X O O X X O O O\n"
    ". X X O X X O X O\n"
    ". . . X X . X X .\n",
    true, "A7 G2 G3 H3 J2 J3"};

// H6 J6 in atari (liberty J5) and the cut G7 G8 inside black's wall.
inline constexpr EndPosition two_white_chains = {
    ". . . . . . . . .\n"
    ". . . X X . O . .\n"
    "X X X O X X O X X\n"
    "X O X O O X X O O\n"
    "O O O . O X O X .\n"
    ". O O . O O O X .\n"
    ". O . . O X X X .\n"
    ". . O O . O O X X\n"
    ". . . . O . O O X\n",
    true, "G7 G8 H6 J6"};

// Two black stones with three liberties inside white's lower left, white to move.
inline constexpr EndPosition black_invaders = {
    ". . O O X . . . .\n"
    ". O O X . X . . .\n"
    ". O X X . . O . .\n"
    "O . O X . . X X .\n"
    ". . O X X . . . .\n"
    ". X X O O X . . .\n"
    ". . O . O X . . .\n"
    ". . . O O X X . .\n"
    ". . . . O O X . .\n",
    false, "B4 C4 G7"};

// No seki at A1: white's A2 A3 and black's B1 B2 share A1, which neither can fill, but black
// fills B3 first (safely: B2 joins the wall) and then takes A1.
inline constexpr EndPosition false_seki = {
    ". X X O . . . . .\n"
    ". X O O O O . O .\n"
    ". . X O . X . O O\n"
    ". X X O O X O O X\n"
    "O . . X O O O X X\n"
    "X X X X O X O X .\n"
    "O . X O O X X X .\n"
    "O X O O O O X . X\n"
    ". X O O X X X . .\n",
    true, "A2 A3 A5 F6 F7"};

}  // namespace boardtalk::go::testing
