# boardtalk morris: bad input gets one clear line and changes nothing.

clear_board
10 play w h9
#? [syntax error: invalid move 'h9': unknown square 'h9']

11 play w a1-
#? [syntax error: invalid move 'a1-': expected a square after '-']

12 play w a1-a1
#? [syntax error: invalid move 'a1-a1': a man must move to another square]

13 play w xx
#? [syntax error: invalid move 'xx': expected a square after 'x']

14 play b d6
#? [illegal move: not your turn]

15 play w a1-a4
#? [illegal move: white still has men to place]

16 play w d6xb4
#? [illegal move: no mill was closed, so nothing can be removed]

17 play green d6
#? [syntax error: invalid colour 'green']

18 set_position WWW/.../.../....../.../.../... w placing 9 9 0 0
#? [invalid position: white has 12 men on the board and in hand, more than 9]

19 loadgame /nonexistent/boardtalk-morris.txt
#? [cannot read /nonexistent/boardtalk-morris\.txt: No such file or directory]

20 savegame /nonexistent/dir/game.txt
#? [cannot write /nonexistent/dir/game\.txt: No such file or directory]

24 savegame /tmp
#? [cannot write /tmp: it is a directory]

21 savegame /tmp/x.txt xml
#? [syntax error: invalid format 'xml']

22 get_position
#? [\.\.\./\.\.\./\.\.\./\.\.\.\.\.\./\.\.\./\.\.\./\.\.\. w placing 9 9 0 0]

23 perft 9
#? [perft depth must be at most 8]
