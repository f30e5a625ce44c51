# boardtalk dvonn: bad input gets one clear line and changes nothing.

set_position DWD....../(WB)BD......./.........../........../......... b moving
10 play b A5
#? [syntax error: invalid move 'A5': unknown space 'A5']

11 play b L3
#? [syntax error: invalid move 'L3': unknown space 'L3']

12 play b A2--B2
#? [syntax error: invalid move 'A2--B2': expected a space \(E3\), a move \(A1-B2 or A1B2\) or pass]

13 play b A2-A2
#? [syntax error: invalid move 'A2-A2': a move must leave its space]

14 play green A2-C2
#? [syntax error: invalid colour 'green']

15 play w B1-A1
#? [illegal move: not your turn]

16 play b A2-B2
#? [illegal move: a stack of height 2 must move exactly 2 spaces]

17 play b A2-C4
#? [illegal move: must land on an occupied space]

18 play b C1-D1
#? [illegal move: a lone DVONN piece on C1 never moves]

19 play b pass
#? [illegal move: pass is only allowed with no legal move]

20 play b E3
#? [illegal move: the placing phase is over: move a stack]

21 play b B2-D3
#? [illegal move: B2 and D3 are not on a straight line]

22 get_position
#? [DWD\.\.\.\.\.\./\(WB\)BD\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\. b moving]

set_position DWD....../(WB)BD......./.........../........../......... w moving
23 play w B2-B1
#? [illegal move: the top piece of B2 is not yours]

setup random 7
24 play w D3-E3
#? [illegal move: D3 is surrounded]

clear_board
play w E3
30 play b E3
#? [illegal move: E3 is occupied]

31 play b E3-F3
#? [illegal move: stacks move only once the board is full]

32 play b pass
#? [illegal move: no pass in the placing phase]

33 set_position DWD....../(WB)BD......./.........../........../......... b placing 6
#? [invalid position: 7 pieces on the board but 6 placed]

34 set_position ..../ w moving
#? [invalid position: expected 5 rows separated by '/', got 2]

35 get_position
#? [\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.D\.\.\.\.\.\./\.\.\.\.\.\.\.\.\.\./\.\.\.\.\.\.\.\.\. b placing 1]

36 loadgame /nonexistent-dir/none.txt
#? [cannot read /nonexistent-dir/none.txt: No such file or directory]

37 perft 8
#? [perft depth must be 0..7]

38 setup random x
#? [syntax error: invalid seed 'x']

39 get_position
#? [.* b placing 1]
