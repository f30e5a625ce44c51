# SGF: loadsgf (GNU Go semantics: the position before move n, the end of the main line when n is
# absent or past it, the colour to move as the answer), printsgf and the errors for bad files.
# The files are under conformance/go/sgf/ (paths relative to the repository root, where the
# runner starts the engine). GNU Go 3.8's deviations are marked `*GNU Go`: it accepts truncated
# and corrupt files, skips illegal moves, has no printsgf layout of ours and different messages;
# GNU Go 3.8 exits on truncated.sgf (test 71), so the tests after it do not run against it.
# Stone lists are matched in any order (engines list them in different orders).
# Run: boardtalk conform --engine "boardtalk go" conformance/go/sgf.tst

# ---- Loading a game to the end and to a given move
komi 0
1 loadsgf conformance/go/sgf/capture_9x9.sgf
#? [white]

2 captures black
#? [1]

3 list_stones white
#? [(?=.*\bA9\b)(?=.*\bB9\b)\S+( \S+){1}]

4 get_komi
#? [ ?6.5]

# Before move 4: three moves played, white (the colour of move 4) to move.
10 loadsgf conformance/go/sgf/capture_9x9.sgf 4
#? [white]

11 move_history
#? [black C5\nwhite D5\nblack E5]

12 loadsgf conformance/go/sgf/capture_9x9.sgf 1
#? [black]

13 list_stones black
#? []

# Past the end: the whole main line.
14 loadsgf conformance/go/sgf/capture_9x9.sgf 999
#? [white]

15 captures black
#? [1]

# Move number 0: the whole main line (GNU Go 3.8; move numbers count from 1).
16 loadsgf conformance/go/sgf/capture_9x9.sgf 0
#? [white]

17 captures black
#? [1]

# ---- Variations and collections: the first game, the first child at every branch
20 loadsgf conformance/go/sgf/variations.sgf
#? [white]

21 move_history
#? [black G7\nwhite C3\nblack G3\nwhite C7\nblack E5]

# ---- Handicap, passes as [] and [tt], rules from RU
30 loadsgf conformance/go/sgf/handicap_19.sgf
#? [white]

31 list_stones black
#? [(?=.*\bR3\b)(?=.*\bD4\b)(?=.*\bQ4\b)(?=.*\bQ16\b)\S+( \S+){3}]

32 move_history
#? [black R3\nwhite (PASS|pass)\nblack Q4\nwhite D16]

33 get_komi
#? [ ?0.5]

34 loadsgf conformance/go/sgf/handicap_19.sgf 2
#? [black]

35 list_stones black
#? [(?=.*\bD4\b)(?=.*\bQ16\b)\S+( \S+){1}]

# HA counts handicap stones: 0 or 1 is no handicap, more than the board can hold (with a point
# left to play, GNU Go's bound) is refused and the game stays as it was. HA places no stones
# (SGF FF4: they are the root's AB); GNU Go answers white for HA >= 2 and places fixed
# handicap stones before the first move when AB is missing.
36 loadsgf conformance/go/sgf/handicap_99_9x9.sgf
#? [cannot load file: bad handicap HA\[99\] \(at most 80 on 9x9\)]*GNU Go

37 list_stones black
#? [(?=.*\bD4\b)(?=.*\bQ16\b)\S+( \S+){1}]

38 loadsgf conformance/go/sgf/handicap_1.sgf
#? [black]

39 move_history
#? [white C7\nblack E5]

# ---- Boards: SZ[w:h] and over 19, where [tt] is a point
40 loadsgf conformance/go/sgf/rectangle.sgf
#? [white]

41 list_stones black
#? [(?=.*\bA1\b)(?=.*\bD3\b)(?=.*\bA5\b)\S+( \S+){2}]*GNU Go

42 loadsgf conformance/go/sgf/big_21.sgf
#? [white]*GNU Go

43 list_stones black
#? [(?=.*\bU2\b)(?=.*\bV21\b)\S+( \S+){1}]*GNU Go

# HA[99] fits on 19x19 and adds no stones: an empty board, black to move.
44 loadsgf conformance/go/sgf/handicap_99_no_stones.sgf
#? [black]*GNU Go

45 list_stones black
#? []

# ---- Setup anywhere on the main line: compressed lists, AE, PL
50 loadsgf conformance/go/sgf/setup.sgf
#? [black]

51 list_stones white
#? [(?=.*\bG3\b)(?=.*\bD6\b)(?=.*\bG7\b)(?=.*\bH7\b)(?=.*\bJ7\b)(?=.*\bG8\b)(?=.*\bJ8\b)(?=.*\bG9\b)(?=.*\bH9\b)(?=.*\bJ9\b)\S+( \S+){9}]*GNU Go

52 list_stones black
#? [(?=.*\bH2\b)(?=.*\bE5\b)(?=.*\bA7\b)(?=.*\bB7\b)(?=.*\bC7\b)(?=.*\bA8\b)(?=.*\bB8\b)(?=.*\bC8\b)(?=.*\bA9\b)(?=.*\bB9\b)(?=.*\bC9\b)\S+( \S+){10}]

# ---- Escapes, unknown properties and FF[3] names are read, not choked on
60 loadsgf conformance/go/sgf/escapes.sgf
#? [white]

61 list_stones black
#? [(?=.*\bD2\b)(?=.*\bC3\b)\S+( \S+){1}]

# ---- Bad files: one line each, and the game stays as it was
kata-set-rules chinese
boardsize 9
komi 3.5
play black E5
play white C3

70 loadsgf conformance/go/sgf/no_such_file.sgf
#? [cannot load file: cannot read .*: No such file or directory]*GNU Go

71 loadsgf conformance/go/sgf/truncated.sgf
#? [cannot load file: line 1, column 32: unexpected end of file: .*]*GNU Go

72 loadsgf conformance/go/sgf/unbalanced.sgf
#? [cannot load file: line 1, column 31: unmatched '\)']*GNU Go

73 loadsgf conformance/go/sgf/illegal_move.sgf
#? [cannot load file: illegal move at move 4 \(white E5: occupied\)]*GNU Go

74 loadsgf conformance/go/sgf/size_26.sgf
#? [cannot load file: board size 26x26 is over 25]*GNU Go

75 loadsgf conformance/go/sgf/binary.sgf
#? [cannot load file: .*]*GNU Go

76 loadsgf conformance/go/sgf/not_sgf.txt
#? [cannot load file: not an SGF file: no game tree]*GNU Go

77 loadsgf conformance/go/sgf/chess.sgf
#? [cannot load file: not a Go game record \(GM\[3\]\)]*GNU Go

78 loadsgf conformance/go/sgf/bad_point.sgf
#? [cannot load file: bad move W\[jj\] \(node 3\)]*GNU Go

79 list_stones black
#? [E5]

80 list_stones white
#? [C3]

81 get_komi
#? [ ?3.5]

82 move_history
#? [white C3\nblack E5]

# ---- printsgf: one record, no empty line, the current game
90 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[boardtalk:[^\]]*\]SZ\[9\]KM\[3.5\]RU\[Chinese\]\n;B\[ee\];W\[cg\]\)]*GNU Go

# printsgf of a loaded game, after two passes: RE from the score.
loadsgf conformance/go/sgf/game_9x9.sgf
91 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[[^\]]*\]SZ\[9\]KM\[5.5\]RU\[Japanese\]RE\[W\+5.5\]\n;B\[ee\];W\[de\];B\[dd\];W\[ce\];B\[df\];W\[cf\];B\[ef\];W\[dg\];B\[ed\];W\[cd\]\n;B\[dc\];W\[\];B\[\]\)]*GNU Go
