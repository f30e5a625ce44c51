# boardtalk morris: mills and removals, double mills, flying, the end of the game, draws.

set_position WW./.../.B./.W...W/.../.../BBB w moving 0 0 0 30
10 play w g4-g7
#? [illegal move: a mill was closed, the move must name a removal]

11 play w g4-g7xa1
#? [illegal move: a1 is in a mill and black has men outside mills]

12 play w g4-g7 xd5
#? []

13 get_position
#? [WWW/\.\.\./\.\.\./\.W\.\.\.\./\.\.\./\.\.\./BBB b flying 0 0 0 31]

14 play b a1-e4
#? []

# Every black man in a mill: any may go.
set_position WW./.../.../.W...W/.../.../BBB w moving 0 0 5 30
20 genmove w
#? [g4-g7x(a1|d1|g1)]

21 game_status
#? [white wins: black has fewer than 3 men]

22 final_score
#? [W\+]

23 play b a1-a4
#? [illegal move: the game is over \(white wins: black has fewer than 3 men\)]

24 undo
#? []

25 final_score
#? [game not over]

# A double mill removes one man: four turns through g7, one per black man.
set_position WW./B.B/.../.....W/B.B/.../..W w placing 5 5 0 8
30 play w g7
#? [illegal move: a mill was closed, the move must name a removal]

31 play w g7xb6
#? []

32 get_position
#? [WWW/\.\.B/\.\.\./\.\.\.\.\.W/B\.B/\.\.\./\.\.W b placing 4 5 0 9]

# Flying: three men go anywhere, unless flying is off.
set_position W../.../.B./B..W../.B./W.B/..B w flying 0 0 10 60
40 perft 1
#? [48]

set_rule flying off
set_position W../.../.B./B..W../.B./W.B/..B w moving 0 0 10 60
41 play w a7-g7
#? [illegal move: a7 and g7 are not adjacent]

set_rule flying on

# Blocked: no legal move loses.
set_position WBW/.../.../B....B/.../.../WBW w moving 0 0 0 40
50 game_status
#? [black wins: white has no legal move]

51 final_score
#? [B\+]

# Threefold repetition.
set_position W../.W./.../.....W/B../.B./B.. w flying 0 0 0 50
play w a7-d7
play b a1-d1
play w d7-a7
play b d1-a1
play w a7-d7
play b a1-d1
play w d7-a7
60 game_status
#? [black to move]

61 play b d1-a1
#? []

62 game_status
#? [draw: threefold repetition]

63 final_score
#? [0]

# The removal limit.
set_rule removal-limit 2
set_position W../.W./.../.....W/B../.B./B.. w flying 0 0 0 50
play w a7-b6
70 play b a1-b2
#? []

71 game_status
#? [draw: too many moves without a removal]
