# Go scoring over GTP: the engine's dead-stone estimate, the user's marks (mark_dead,
# mark_alive, clear_marks), the board-state string, final_score under area (Chinese) and
# territory (Japanese) scoring, seki, and kgs-genmove_cleanup. Hand-built 7x7 endgames set up
# with play commands; every score below is counted by hand in the comments. Rules are switched
# with kata-set-rules, which keeps komi. The marking commands are boardtalk extensions.
# Run: boardtalk conform --engine "boardtalk go" conformance/go/scoring.tst

# ---- Dead stones inside territory
#   7 . O . X O . O      Black owns the board but for white's two-eyed group (eyes F7, G6).
#   6 . . . X O O .      White B7, A3 and F2 are dead inside black's territory.
#   5 X X X X X O O
#   4 . . . X . X X
#   3 O . . X . . .
#   2 . . . X . O .
#   1 . . . X . . .
#     A B C D E F G
boardsize 7
clear_board
komi 0.5
kata-set-rules chinese
play b D7
play b D6
play b A5
play b B5
play b C5
play b D5
play b E5
play b D4
play b F4
play b G4
play b D3
play b D2
play b D1
play w B7
play w E7
play w G7
play w E6
play w F6
play w F5
play w G5
play w A3
play w F2

# The estimate finds the three dead stones (one chain per line, from the bottom).
10 final_status_list dead
#? [F2\nA3\nB7]

11 final_status_list alive
#? [D1 D2 D3 D4 A5 B5 C5 D5 E5 D6 D7\nF4 G4\nF5 G5 E6 F6 E7\nG7]

12 final_status_list seki
#? []

# Area: black 13 stones + 28 points = 41; white 6 stones + 2 points + 0.5 = 8.5.
13 final_score
#? [B\+32\.5]

# Territory: black 28 points + 3 dead stones as prisoners = 31; white 2 + 0.5.
kata-set-rules japanese
14 final_score
#? [B\+28\.5]

15 board_state
#? [BxBbwWw\nBBBbwwW\nbbbbbww\nBBBbBbb\nxBBbBBB\nBBBbBxB\nBBBbBBB]

16 dead_stones_gfx
#? [MARK F2 A3 B7]

# ---- Captures count as prisoners under territory scoring only
# White throws in at E4; black captures it with E3. Black fills one point of its own area and
# takes one prisoner: area and territory margins stay the same (E4 is black's point again).
play w E4
play b E3
20 captures b
#? [1]

kata-set-rules chinese
21 final_score
#? [B\+32\.5]

kata-set-rules japanese
22 final_score
#? [B\+28\.5]

# ---- The user corrects the estimate
# F2 alive: the bottom-right area (8 empty points) touches both colours and is nobody's; E4,
# closed off by E3, stays black's.
23 mark_alive F2
#? []

24 final_status_list dead
#? [A3\nB7]

# Territory: black 19 points + 2 prisoners (A3 B7) + 1 capture = 22; white 2 + 0.5.
25 final_score
#? [B\+19\.5]

# Area: black 14 stones + 19 points = 33; white 7 stones + 2 points + 0.5.
kata-set-rules chinese
26 final_score
#? [B\+23\.5]

27 board_state
#? [BxBbwWw\nBBBbwwW\nbbbbbww\nBBBbBbb\nxBBbb\.\.\nBBBb\.w\.\nBBBb\.\.\.]

28 mark_dead F2
#? []

29 final_score
#? [B\+32\.5]

# clear_marks: every stone alive. Black's areas touch white stones: nobody's, but for E4.
# Area: black 14 stones + E4 = 15; white 9 stones + 2 points + 0.5.
30 clear_marks
#? []

31 final_score
#? [B\+3\.5]

# Territory: black E4 + 1 capture = 2; white 2 points + 0.5.
kata-set-rules japanese
32 final_score
#? [W\+0\.5]

33 dead_stones_gfx
#? []

# Marking an empty point or pass: one error, the marks unchanged.
34 mark_dead E4
#? [vertex must not be empty]

35 mark_alive pass
#? [vertex must not be empty]

36 mark_dead H1
#? [syntax error: invalid vertex 'H1']

37 final_status_list dead
#? []

# Any move ends the user's marks: the estimate applies again.
play b pass
38 final_status_list dead
#? [F2\nA3\nB7]

# ---- Cleanup: black captures the dead stones before doing anything else
kata-set-rules chinese
# A3 and B7 have three liberties each, F2 four: a liberty of A3 or B7 first.
40 kgs-genmove_cleanup b
#? [A2|A4|B3|A7|C7|B6]

play w pass
41 kgs-genmove_cleanup b
#? [A2|A4|B3|A7|C7|B6]

# ---- Seki
#   7 . X . O . O X      Black's B7 A6 B6 C6 (eye A7) and white's D7 D6 E6 F6 F7 (eye E7)
#   6 X X X O O O X      share the liberty C7; filling it would be self-atari for either.
#   5 O O O X X X X
#   4 . . O X . . .
#   3 . . O X . . .
#   2 . . O X . . .
#   1 . . O X . . .
clear_board
play b B7
play b G7
play b A6
play b B6
play b C6
play b G6
play b D5
play b E5
play b F5
play b G5
play b D4
play b D3
play b D2
play b D1
play w D7
play w F7
play w D6
play w E6
play w F6
play w A5
play w B5
play w C5
play w C4
play w C3
play w C2
play w C1
50 final_status_list seki
#? [A6 B6 C6 B7\nD6 E6 F6 D7 F7]

51 final_status_list dead
#? []

# Area: black 10 outer + 4 seki stones + 12 points + eye A7 = 27; white 7 outer + 5 seki
# stones + 8 points + eye E7 = 21 + 0.5; C7 nobody's.
52 final_score
#? [B\+5\.5]

# Territory (the design counts the seki eyes): black 12 + 1, white 8 + 1 + 0.5.
kata-set-rules japanese
53 final_score
#? [B\+3\.5]

54 board_state
#? [Bb\.wWwb\nbbbwwwb\nwwwbbbb\nWWwbBBB\nWWwbBBB\nWWwbBBB\nWWwbBBB]

# Marking one side of the seki dead gives its eye and the shared point to the other.
55 mark_dead B6
#? []

56 final_status_list seki
#? []

# Territory: white 8 + A7 B7 C7 A6 B6 C6 (6 points) + 4 prisoners + E7 = 19 + 0.5; black 12.
57 final_score
#? [W\+7\.5]
kata-set-rules chinese

# Handicap bonus (KataGo's whiteHandicapBonus): Chinese and GNU Go's area scoring give White a
# point per handicap stone, AGA one per stone after the first, Japanese none. 9x9, 2 stones,
# no move: black owns all 81 points (area) or the 79 empty ones (territory).
boardsize 9
clear_board
komi 7.5
fixed_handicap 2
60 final_score
#? [B\+71\.5]

61 kata-get-rules
#? [.*"whiteHandicapBonus":"N".*]

kata-set-rules aga
62 final_score
#? [B\+72\.5]

kata-set-rules japanese
komi 6.5
63 final_score
#? [B\+72\.5]

64 kata-set-rules {"whiteHandicapBonus":"N-1"}
#? []

65 kata-get-rules
#? [.*"whiteHandicapBonus":"N-1".*]

66 kata-set-rules handicap-bonus=n
#? []

67 final_score
#? [B\+70\.5]

68 kata-set-rules handicap-bonus=2
#? [unknown rules]

kata-set-rules chinese
komi 7.5
