# boardtalk morris: admin commands, placing, undo, positions, perft.
# Run: boardtalk conform --engine "boardtalk morris --deterministic --depth 4" conformance/morris/*.tst

10 name
#? [boardtalk-morris]

11 known_command set_position
#? [true]

12 known_command boardsize
#? [false]

clear_board
20 get_position
#? [\.\.\./\.\.\./\.\.\./\.\.\.\.\.\./\.\.\./\.\.\./\.\.\. w placing 9 9 0 0]

21 perft 4
#? [255024]

22 play white d6
#? []

23 play B d7
#? []

24 get_position
#? [\.B\./\.W\./\.\.\./\.\.\.\.\.\./\.\.\./\.\.\./\.\.\. w placing 8 8 0 2]

25 game_status
#? [white to move]

26 undo
#? []

27 undo
#? []

28 undo
#? [cannot undo]

29 final_score
#? [game not over]

set_position W.B/BWW/.B./WB..WB/W.B/.WB/B.W w moving 0 0 2 20
30 perft 3
#? [640]

31 legal_moves
#? [a7-d7 c3-c4 c3-d3 d2-b2 d2-d1 d2-d3 d6-d7 f4-e4 g1-d1]

32 showboard
#? [\n?7 W-+\.-+B\n.*white to move, moving phase\n.*]

33 rules
#? [men=9 flying=on diagonals=off repetition=on removal-limit=100]

34 reg_genmove w
#? [a7-d7|c3-c4|c3-d3|d2-b2|d2-d1|d2-d3|d6-d7|f4-e4|g1-d1]

35 get_position
#? [W\.B/BWW/\.B\./WB\.\.WB/W\.B/\.WB/B\.W w moving 0 0 2 20]
