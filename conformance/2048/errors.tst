# 2048 bad input: one clear line each, nothing changed.
# Run: boardtalk conform --engine "boardtalk 2048" conformance/2048/errors.tst

boardsize 4
set_position 2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 6
10 play x
#? [syntax error: invalid direction 'x': expected up, down, left or right \(u d l r, or w a s\)]
11 play up
#? [illegal move: nothing moves up]
12 play
#? [syntax error.*]
13 set_position 2,0,0,0/0,0,0,0/0,0,0,0
#? [bad position: expected 4 rows, got 3]
14 set_position 2,0,0,0/0,0,0,0/0,0,0,0/0,0,6,0
#? [bad position: row 4 column 3: 6 is not a power of two >= 2]
15 set_position 2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,262144
#? [bad position: row 4 column 4: 262144 is over the largest tile of a 4x4 board, 131072]
16 set_position 2,0,0/0,0,0,0/0,0,0,0/0,0,0,0
#? [bad position: row 1: expected 4 values, got 3]
17 boardsize 2
#? [unacceptable size]
18 boardsize 9
#? [unacceptable size]
19 keep_going
#? [2048 not reached]
20 loadgame /nonexistent/boardtalk.sav
#? [cannot load file: .*]
21 new_game x
#? [syntax error: invalid seed 'x']
22 undo
#? [cannot undo]
23 get_position
#? [2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 6]

set_position 2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2 score 0
30 play down
#? [game over]
31 genmove
#? [game over]
32 reg_genmove
#? [game over]
33 autoplay 5
#? [moves 0 score 0 best 4 status over]

set_position 1024,1024,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
40 play left
#? []
41 play right
#? [game won \(keep_going continues it\)]
42 PLAY left
#? [unknown command]
