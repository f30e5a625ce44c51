# 2048 rules through the protocol: slides, merges, scores, spawns from a seed, undo.
# Run: boardtalk conform --engine "boardtalk 2048" conformance/2048/rules.tst

boardsize 4
set_position 2,2,2,2/0,0,0,0/0,0,0,0/0,0,0,0 score 0
10 play left
#? []
11 score
#? [8]
12 undo
#? []
13 get_position
#? [2,2,2,2/0,0,0,0/0,0,0,0/0,0,0,0 score 0]

# [2,2,2,_] left gives [4,2,_,_]; the spawn lands on one of the 14 empty cells.
set_position 2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
20 play a
#? []
21 score
#? [4]
22 undo
#? []

# [4,2,2,_] left gives [4,4,_,_], score 4 (no double merge into 8).
set_position 4,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
30 play L
#? []
31 score
#? [4]

# Merge priority toward the move: [2,2,2,_] right gives [_,_,2,4].
set_position 2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
40 play right
#? []
41 score
#? [4]

# Columns: up merges from the top.
set_position 2,0,0,0/2,0,0,0/2,0,0,0/0,0,0,0 score 0
50 play w
#? []
51 score
#? [4]

# Alternating values: nothing merges, nothing moves.
set_position 2,4,2,4/0,0,0,0/0,0,0,0/0,0,0,0 score 0
60 legal_moves
#? [down]
61 play left
#? [illegal move: nothing moves left]

# Same seed, same game, on every machine (std::mt19937_64 with our own mapping).
new_game 2048
70 get_position
#? [0,0,0,0/0,0,0,0/0,0,2,0/0,2,0,0 score 0]
71 game_status
#? [playing]
set_seed 5
72 clear_board
#? []
73 new_game 2048
#? []
74 get_position
#? [0,0,0,0/0,0,0,0/0,0,2,0/0,2,0,0 score 0]

# A full board with no merge is over.
set_position 2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2 score 100
80 game_status
#? [over]
81 legal_moves
#? []

# 2048 wins; keep_going continues.
set_position 1024,1024,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
90 play left
#? []
91 game_status
#? [won]
92 score
#? [2048]
93 keep_going
#? []
94 game_status
#? [playing after win]

# Other sizes.
boardsize 3
set_position 2,2,4/0,0,0/0,0,0 score 0
100 play left
#? []
101 score
#? [4]
boardsize 8
102 get_position
#? [([0-9]+,){7}[0-9]+(/([0-9]+,){7}[0-9]+){7} score 0]
