# The MCTS player on tactical positions (issue 9): each case sets a position up with play
# commands and asks reg_genmove for the one move that works. Deterministic: one thread, a fixed
# seed and a fixed number of playouts; resignation off (some positions are lost anyway, and
# the move asked for is the only one that keeps the game going).
# Run: boardtalk conform --engine "boardtalk go --seed 1 --playouts 3000 --resign 0" \
#        conformance/go/search.tst

# ---- Capture the cutting stones: white D6 E6 F6 have one liberty, E5; white E5 would connect
# them to the wall below and leave black's ring without a liberty.
boardsize 9
clear_board
komi 7.5
play w C8
play w D8
play w E8
play w F8
play w G8
play w B7
play b C7
play b D7
play b E7
play b F7
play b G7
play w H7
play w B6
play b C6
play w D6
play w E6
play w F6
play b G6
play w H6
play w B5
play b C5
play b D5
play b F5
play b G5
play w H5
play w C4
play w D4
play w E4
play w F4
play w G4
10 reg_genmove b
#? [E5]

# ---- Save the group in atari: black E4-E8 have one liberty, E3, and E3 connects them to
# black's line on row 2; white E3 would take five stones and the centre. (An earlier case, three
# stones at C3-C5 walled in on the left, had no clear answer: the searches tenuki at some seeds
# whatever the priors, and more often with more playouts.)
boardsize 9
clear_board
komi 7.5
play b A2
play b B2
play b C2
play b D2
play b E2
play b F2
play b G2
play b H2
play b J2
play b E4
play w D4
play w F4
play b E5
play w D5
play w F5
play b E6
play w D6
play w F6
play b E7
play w D7
play w F7
play b E8
play w D8
play w F8
play w E9
20 reg_genmove b
#? [E3]

# ---- Kill a straight three-space eye: white's eye space A3 B3 C3; the vital point is B3.
# Komi 30.5: black wins only by killing.
boardsize 7
clear_board
komi 30.5
play b A5
play b B5
play b C5
play b D5
play b E5
play w A4
play w B4
play w C4
play w D4
play b E4
play w D3
play b E3
play w A2
play w B2
play w C2
play w D2
play b E2
play b A1
play b B1
play b C1
play b D1
play b E1
30 reg_genmove b
#? [B3]

# ---- Make the second eye: the same group, white to play, lives at B3.
boardsize 7
clear_board
komi 30.5
play b A5
play b B5
play b C5
play b D5
play b E5
play w A4
play w B4
play w C4
play w D4
play b E4
play w D3
play b E3
play w A2
play w B2
play w C2
play w D2
play b E2
play b A1
play b B1
play b C1
play b D1
play b E1
40 reg_genmove w
#? [B3]

