# Go rules over GTP: captures, suicide, the four ko rules, fixed handicap tables, scoring and
# undo, with the standard error strings. Rules are switched with kata-set-rules (KataGo's
# command); an engine without it keeps its own rules for those sections, which the marks below
# record for GNU Go 3.8 (`*GNU Go`: an expected failure on engines whose `name` contains GNU Go).
# Run: boardtalk conform --engine "boardtalk go" conformance/go/rules.tst

# ---- Captures (any rules)
boardsize 9
clear_board
komi 0.5
play b E5
play w E6
play w E4
play w D5

# The fourth liberty taken: the stone goes, the capturer counts it.
10 play w F5
#? []

11 list_stones b
#? []

12 captures w
#? [1]

# Two chains captured by one stone, in the corner.
clear_board
play b A2
play b B1
play w A3
play w B2
play w C1
20 play w A1
#? []

21 captures w
#? [2]

22 list_stones w
#? [(?=.*A1)(?=.*A3)(?=.*B2)(?=.*C1)\S+( \S+){3}]

# A multi-stone chain in the middle.
clear_board
play b D5
play b E5
play w D6
play w E6
play w C5
play w F5
play w D4
30 play w E4
#? []

31 list_stones b
#? []

32 captures w
#? [2]

# ---- Suicide
# Forbidden by default.
clear_board
play b A2
play b B1
40 play w A1
#? [illegal move]

41 is_legal w A1
#? [0]

42 list_stones w
#? []

# Allowed under Tromp-Taylor: a three-stone suicide removes the chain (a new position).
clear_board
kata-set-rules tromp-taylor
play b A3
play b B2
play b C1
play w A2
play w B1
play w E5
# GNU Go deviation: no kata-set-rules, and suicide is always illegal there.
43 play w A1
#? []*GNU Go

# GNU Go deviation: as above, the suicide was refused.
44 list_stones w
#? [E5]*GNU Go

# GNU Go deviation: as above, nothing was captured.
45 captures b
#? [3]*GNU Go

kata-set-rules chinese

# ---- Ko. The ko shape: black E5 captures D5; white's recapture at D5 would take E5 back.
# Position P0 is built with black moving last, so white is to move in P0.

# Simple ko: the immediate recapture is illegal...
clear_board
kata-set-rules simple
play w E6
play w F5
play w E4
play w D5
play b D6
play b C5
play b D4
50 play b E5
#? []

51 play w D5
#? [illegal move]

# ...but after two passes it is legal again (the board repeats P0: only superko minds).
play w pass
play b pass
52 play w D5
#? []

# Positional superko: the same recapture after two passes recreates P0's board: illegal.
clear_board
kata-set-rules ko=positional
play w E6
play w F5
play w E4
play w D5
play b D6
play b C5
play b D4
play b E5
play w pass
play b pass
# GNU Go deviation: simple ko only (no kata-set-rules, no superko).
55 is_legal w D5
#? [0]*GNU Go

# GNU Go deviation: simple ko only.
56 play w D5
#? [illegal move]*GNU Go

# Situational superko: P0 had white to move; after white's recapture black is to move, so the
# situation is new: legal.
clear_board
kata-set-rules ko=situational
play w E6
play w F5
play w E4
play w D5
play b D6
play b C5
play b D4
play b E5
play w pass
play b pass
57 play w D5
#? []

# Recent capture: D5, emptied by black's capture, is closed to both colours until black has
# moved again; white moving elsewhere does not reopen it.
clear_board
kata-set-rules ko=recent-capture
play w E6
play w F5
play w E4
play w D5
play b D6
play b C5
play b D4
play b E5
# GNU Go deviation: no recent-capture rule.
60 is_legal b D5
#? [0]*GNU Go

play w A1
# GNU Go deviation: no recent-capture rule.
61 is_legal w D5
#? [0]*GNU Go

play b J9
62 play w D5
#? []

kata-set-rules chinese

# ---- Fixed handicap tables (the order of the vertices is not significant)
boardsize 7
70 fixed_handicap 2
#? [(?=.*E5)(?=.*C3)\S+ \S+]

clear_board
71 fixed_handicap 4
#? [(?=.*C5)(?=.*E5)(?=.*C3)(?=.*E3)\S+( \S+){3}]

clear_board
# GNU Go deviation: it answers `invalid handicap`.
72 fixed_handicap 5
#? [invalid number of stones]*GNU Go

boardsize 9
73 fixed_handicap 2
#? [(?=.*G7)(?=.*C3)\S+ \S+]

clear_board
74 fixed_handicap 5
#? [(?=.*C7)(?=.*G7)(?=.*C3)(?=.*G3)(?=.*E5)\S+( \S+){4}]

clear_board
75 fixed_handicap 9
#? [(?=.*C7)(?=.*E7)(?=.*G7)(?=.*C5)(?=.*E5)(?=.*G5)(?=.*C3)(?=.*E3)(?=.*G3)\S+( \S+){8}]

clear_board
# GNU Go deviation: it answers `invalid handicap`.
76 fixed_handicap 10
#? [invalid number of stones]*GNU Go

boardsize 10
77 fixed_handicap 2
#? [(?=.*H8)(?=.*C3)\S+ \S+]

clear_board
78 fixed_handicap 4
#? [(?=.*C8)(?=.*H8)(?=.*C3)(?=.*H3)\S+( \S+){3}]

clear_board
# GNU Go deviation: it answers `invalid handicap`.
79 fixed_handicap 5
#? [invalid number of stones]*GNU Go

boardsize 13
80 fixed_handicap 3
#? [(?=.*D10)(?=.*K10)(?=.*D4)\S+( \S+){2}]

clear_board
81 fixed_handicap 8
#? [(?=.*D10)(?=.*G10)(?=.*K10)(?=.*D7)(?=.*K7)(?=.*D4)(?=.*G4)(?=.*K4)\S+( \S+){7}]

boardsize 19
82 fixed_handicap 6
#? [(?=.*D16)(?=.*Q16)(?=.*D10)(?=.*Q10)(?=.*D4)(?=.*Q4)\S+( \S+){5}]

clear_board
83 fixed_handicap 7
#? [(?=.*D16)(?=.*Q16)(?=.*D10)(?=.*Q10)(?=.*D4)(?=.*Q4)(?=.*K10)\S+( \S+){6}]

# Handicap stones are not moves: nothing to undo.
84 undo
#? [cannot undo]

85 fixed_handicap 2
#? [board not empty]

clear_board
# GNU Go deviation: it answers `invalid handicap`.
86 fixed_handicap 1
#? [invalid number of stones]*GNU Go

boardsize 6
# GNU Go deviation: it answers `invalid handicap`.
87 fixed_handicap 2
#? [invalid number of stones]*GNU Go

# ---- Scoring. A 5x5 board split by two walls: black owns columns A-C, white D-E.
boardsize 5
clear_board
komi 0.5
play b C1
play b C2
play b C3
play b C4
play b C5
play w D1
play w D2
play w D3
play w D4
play w D5
# Area: black 15, white 10 + 0.5.
90 final_score
#? [B\+4\.5]

# Territory: black 10 empty points, white 5 + 0.5.
kata-set-rules japanese
91 final_score
#? [B\+4\.5]

# A prisoner counts under territory scoring only: white captures a black stone at E3.
kata-set-rules chinese
play b E3
play w E2
play w E4
# D3 already touches E3; E2 and E4 close it.
92 captures w
#? [1]

# GNU Go deviation: it scores by territory unless started with --chinese-rules.
93 final_score
#? [B\+4\.5]*GNU Go

# Territory: black 10; white E1 E3 E5 + 1 prisoner + 0.5.
kata-set-rules japanese
94 final_score
#? [B\+5\.5]

kata-set-rules chinese

# ---- Undo back to the start
boardsize 9
clear_board
play b E5
play w D5
play b C5
100 undo
#? []

101 undo
#? []

102 undo
#? []

103 undo
#? [cannot undo]

104 list_stones b
#? []

105 list_stones w
#? []

# ---- Error strings
# GNU Go deviation: it accepts boardsize 1.
110 boardsize 1
#? [unacceptable size]*GNU Go

boardsize 9

111 play b E5
#? []

112 play w E5
#? [illegal move]
