# Positions where one move is clearly right: the engine's reg_genmove must find it at every
# setting (checked at the default, depth 1, the strength preset and with the trained network).
# Run: boardtalk conform --engine "boardtalk 2048" conformance/2048/tactics.tst

boardsize 4

# The corner kept: the 1024 stays in its corner with its row (in four symmetries).
set_position 1024,512,256,128/4,0,0,0/0,0,0,0/0,0,0,0 score 0
10 reg_genmove
#? [right]

set_position 128,256,512,1024/0,0,0,4/0,0,0,0/0,0,0,0 score 0
11 reg_genmove
#? [left]

set_position 1024,4,0,0/512,0,0,0/256,0,0,0/128,0,0,0 score 0
12 reg_genmove
#? [down]

set_position 0,0,0,0/0,0,0,0/0,0,0,4/128,256,512,1024 score 0
13 reg_genmove
#? [left]

# A merge that avoids death: both merges are legal on a full board, only one leaves a board
# that can move whatever spawns.
set_position 16,4,256,8/4,64,32,8/16,2,128,4/8,256,4,16 score 0
14 reg_genmove
#? [up]

set_position 32,16,4,8/8,128,16,64/64,8,256,128/16,16,64,2 score 0
15 reg_genmove
#? [left]

set_position 32,2,4,256/4,256,16,16/16,4,64,128/64,8,4,32 score 0
16 reg_genmove
#? [right]

set_position 4,32,32,32/128,8,16,128/32,2,4,16/128,64,256,4 score 0
17 reg_genmove
#? [right]

set_position 128,64,4,16/64,16,2,32/32,32,4,64/16,128,32,16 score 0
18 reg_genmove
#? [left]

set_position 256,32,64,256/128,64,8,2/32,16,8,4/4,128,32,128 score 0
19 reg_genmove
#? [down]

# The one move that does not lose at once (one empty cell left, no merge otherwise).
set_position 256,128,32,8/128,32,8,32/512,128,32,16/32,2,64,0 score 0
20 reg_genmove
#? [down]

# A merge that makes 2048 (the win): chosen before anything else.
set_position 1024,2,4,8/1024,16,32,64/2,0,0,0/0,0,0,0 score 0
21 reg_genmove
#? [up|down]
