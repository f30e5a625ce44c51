# The 2048 player: genmove plays a legal move, reg_genmove only suggests, autoplay reports.
# Run: boardtalk conform --engine "boardtalk 2048" conformance/2048/player.tst

boardsize 4
set_position 2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0
10 reg_genmove
#? [down|right]
11 get_position
#? [2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0]
12 genmove
#? [down|right]
13 get_position
#? [!2,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0 score 0]

new_game 1
# An interval of an hour: the summary comes on one line however loaded the machine (with the
# default second a slow run streams, which autoplay_test covers).
20 autoplay 30 360000
#? [moves 30 score [0-9]+ best [0-9]+ status playing]
21 undo
#? []
