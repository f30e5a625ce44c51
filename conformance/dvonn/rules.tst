# boardtalk dvonn: the moving rules, disconnection, passing, the end and the score.

# A stack of height 2 moves exactly two spaces and lands on an occupied space.
set_position DWD....../(WB)BD......./.........../........../......... b moving
10 legal_moves
#? [A2-C2 B2-A1 B2-A2 B2-B1 B2-C2]

11 play b A2C2
#? []

12 get_position
#? [DWD\.\.\.\.\.\./\.B\(DWB\)\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\. w moving]

# Stacks cut off from every DVONN piece disappear, a DVONN stack belongs to its top.
set_position DB.....(DB)W/W........./B........../W........./........D w moving
20 play w A2-A3
#? []

21 get_position
#? [DB\.\.\.\.\.\(DB\)W/\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.D b moving]

22 showboard
#? [.*white 1  black 3  \(black to move\)]

# The moved stack itself can be cut off.
set_position D.......D/W........./B........../W........./B.......D w moving
30 play w A2-A3
#? []

31 game_status
#? [game over: 0]

32 final_score
#? [0]

# Pass only without a move; the game ends when neither side can move.
set_position D(BBW)B....../D........./D........../........../......... w moving
40 legal_moves
#? [pass]

41 final_score
#? [game not over]

42 play w pass
#? []

43 play b pass
#? [illegal move: pass is only allowed with no legal move]

44 play b C1-B1
#? []

45 game_status
#? [game over: B\+4]

46 final_score
#? [B\+4]

47 legal_moves
#? []

48 undo
#? []

49 final_score
#? [game not over]

# A white win.
set_position D......../D........./DWBW......./........../......... w moving
50 play w B3-A3
#? []

51 game_status
#? [black must pass]

play b pass
52 play w A3-A1
#? []

53 final_score
#? [W\+3]
