# boardtalk dvonn: admin commands, placing in the official order, undo, positions, perft.
# Run: boardtalk conform --engine "boardtalk dvonn --deterministic --depth 3" conformance/dvonn/*.tst

10 name
#? [boardtalk-dvonn]

11 known_command setup
#? [true]

12 known_command boardsize
#? [false]

clear_board
20 get_position
#? [\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\. w placing 0]

21 perft 3
#? [110544]

22 game_status
#? [white to place]

# White, Black, White place the DVONN pieces; Black places the first coloured piece.
play w E3
play b F3
play w G3
23 play b A1
#? []

24 play w B1
#? []

25 get_position
#? [BW\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.DDD\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\. b placing 5]

26 undo
#? []

27 game_status
#? [white to place]

28 perft 2
#? [1980]

# Random setups are reproducible from their seed and go straight to the moving phase.
setup random 1
30 get_position
#? [WWBBDBBBW/WWBBBBBBDB/WBWBBWWWWBB/WBWWBBWWBB/WWWWWBWWD w moving]

31 perft 3
#? [85744]

32 game_status
#? [white to move]

33 legal_moves
#? [A1-A2 A1-B1 A1-B2 .*]

34 undo
#? [cannot undo]

# The engine answers a legal move and plays it.
35 genmove w
#? [[A-K][1-5]-[A-K][1-5]]

36 game_status
#? [black to move]

37 reg_genmove b
#? [[A-K][1-5]-[A-K][1-5]]

38 game_status
#? [black to move]

39 genmove w
#? [not your turn]

# The placement heuristic places.
clear_board
40 genmove w
#? [[A-K][1-5]]

41 get_position
#? [.* b placing 1]

42 showboard
#? [.*white 0  black 0  \(black to place\)]
