# GTP v2 protocol conformance: the administrative commands, ids, input preprocessing, the
# shared error strings, and the board-independent behaviour of boardsize, komi, clear_board,
# play and undo. Every expectation is what GTP v2 (draft 2) and shared/reference/gtp.md say.
# GNU Go 3.8's known deviations are marked `*GNU Go` (an expected failure for engines whose
# `name` contains "GNU Go") with a comment naming them; every other engine must pass every test.
# Run: boardtalk conform --engine "/usr/games/gnugo --mode gtp" conformance/gtp/protocol.tst
# Mind the raw bytes: this file contains tabs, CRs and control characters on purpose.

# ---- Administrative commands

# protocol_version answers 2.
1 protocol_version
#? [2]

# name answers one non-empty line.
2 name
#? [[^\n]+]

# version answers one line, possibly empty.
3 version
#? [[^\n]*]

# known_command answers exactly `true` for a command the engine implements...
4 known_command list_commands
#? [true]

5 known_command known_command
#? [true]

# ...and exactly `false` for one it does not.
6 known_command foo
#? [false]

# Command names are case sensitive: PROTOCOL_VERSION is not protocol_version.
7 known_command PROTOCOL_VERSION
#? [false]

# list_commands answers one command name per line, nothing else.
10 list_commands
#? [[^ \n]+(\n[^ \n]+)*]

# list_commands includes every command GTP v2 requires (one test per name).
11 list_commands
#? [(.*\n)?protocol_version(\n.*)?]

12 list_commands
#? [(.*\n)?name(\n.*)?]

13 list_commands
#? [(.*\n)?version(\n.*)?]

14 list_commands
#? [(.*\n)?known_command(\n.*)?]

15 list_commands
#? [(.*\n)?list_commands(\n.*)?]

16 list_commands
#? [(.*\n)?quit(\n.*)?]

17 list_commands
#? [(.*\n)?boardsize(\n.*)?]

18 list_commands
#? [(.*\n)?clear_board(\n.*)?]

19 list_commands
#? [(.*\n)?komi(\n.*)?]

20 list_commands
#? [(.*\n)?play(\n.*)?]

21 list_commands
#? [(.*\n)?genmove(\n.*)?]

# known_command agrees with list_commands on the required commands.
22 known_command boardsize
#? [true]

23 known_command play
#? [true]

24 known_command quit
#? [true]

# ---- Ids

# An id is echoed in the response (the runner checks `=30`), here with an empty result.
30 clear_board
#? []

# The largest id GTP allows, 2^31-1, is echoed unchanged.
2147483647 protocol_version
#? [2]

# 0 is an id like any other.
0 protocol_version
#? [2]

# A failure echoes the id too (`?31 unknown command`).
31 no_such_command
#? [unknown command]

# ---- Unknown commands

# An unknown command fails with exactly `unknown command`.
32 foo
#? [unknown command]

# Wrong case is an unknown command: names are case sensitive.
33 PLAY b C3
#? [unknown command]

34 Protocol_version
#? [unknown command]

# ---- Preprocessing (GTP v2 section 3.1)

# A comment after a command is cut off.
40 protocol_version # everything after the hash sign is ignored
#? [2]

# Tabs between tokens are white space.
41	known_command	boardsize
#? [true]

# Several spaces between tokens are one separator.
42 known_command    boardsize
#? [true]

# A CR at the end of the line (a file with CRLF ends) is dropped.
43 protocol_version
#? [2]

# A control character inside a token is dropped: proto^Acol_version is protocol_version.
44 protocol_version
#? [2]

# A CR inside a token is dropped like any control character.
45 protocol_version
#? [2]

# DEL (127) is dropped as well.
46 known_command boardsize
#? [true]

# White space before the id is allowed (tab, then spaces).
	  47 protocol_version
#? [2]

# Empty lines, lines of white space, control characters only, CR only, and comment lines get no
# response at all: if the engine answered any of the lines below, test 48 would get the wrong id.

   
		



# 99 protocol_version (a comment, not a command)
#
48 protocol_version
#? [2]

# ---- boardsize

# 19 is accepted with an empty result.
50 boardsize 19
#? []

# 0 is unacceptable.
51 boardsize 0
#? [unacceptable size]

# 26 is above the GTP limit of 25.
52 boardsize 26
#? [unacceptable size]

# 1 is unacceptable (a board needs at least 2 lines).
# GNU Go deviation: it accepts boardsize 1 (its MIN_BOARD is 1).
53 boardsize 1
#? [unacceptable size]*GNU Go

# A size that is not a number is a syntax error.
# GNU Go deviation: it answers `boardsize not an integer`.
54 boardsize nine
#? [syntax error.*]*GNU Go

# 25 is the largest size GTP allows; an engine may still refuse it.
55 boardsize 25
#? [(unacceptable size)?]

# ---- komi

boardsize 9
clear_board

# A decimal komi.
60 komi 6.5
#? []

# An integer is a float too.
61 komi 7
#? []

# Negative and zero komi are accepted.
62 komi -3.5
#? []

63 komi 0
#? []

# komi that is not a number is a syntax error.
# GNU Go deviation: it answers `komi not a float`.
64 komi foo
#? [syntax error.*]*GNU Go

# A missing argument is a syntax error.
# GNU Go deviation: it answers `komi not a float`.
65 komi
#? [syntax error.*]*GNU Go

# ---- play

# A move on an empty point is accepted with an empty result.
70 play b C3
#? []

# An occupied point is an illegal move, for either colour.
71 play w C3
#? [illegal move]

72 play b C3
#? [illegal move]

# The same colour twice in a row is legal for GTP.
73 play b D4
#? []

# Colours and vertices are case-insensitive; long colour names are allowed.
74 play WHITE e5
#? []

75 play Black f6
#? []

# pass is a move, in any case.
76 play w PASS
#? []

77 play b pass
#? []

# A bad colour is a syntax error.
# GNU Go deviation: it answers `invalid color or coordinate`.
78 play x E3
#? [syntax error.*]*GNU Go

# A token that is not a vertex is a syntax error.
# GNU Go deviation: it answers `invalid color or coordinate`.
79 play b foo
#? [syntax error.*]*GNU Go

# Row 0 does not exist: not a vertex.
# GNU Go deviation: it answers `invalid color or coordinate`.
80 play b A0
#? [syntax error.*]*GNU Go

# A missing vertex is a syntax error.
# GNU Go deviation: it answers `invalid color or coordinate`.
81 play b
#? [syntax error.*]*GNU Go

# The failed commands above left the board as it was: C3 is still occupied, E3 is still free.
82 play w C3
#? [illegal move]

83 play w E3
#? []

# ---- clear_board

# clear_board answers empty, and afterwards every point is free again.
90 clear_board
#? []

91 play b C3
#? []

92 play w D4
#? []

# ---- undo

# No move since clear_board: nothing to undo.
clear_board
100 undo
#? [cannot undo]

# One move, one undo; then the history is empty again.
play b E5
101 undo
#? []

102 undo
#? [cannot undo]

# The undone stone is gone: E5 is free.
103 play w E5
#? []

# boardsize empties the history.
104 boardsize 9
#? []

105 undo
#? [cannot undo]

# So does clear_board.
play b E5
106 clear_board
#? []

107 undo
#? [cannot undo]

# ---- quit (last: the engine answers, then exits)

# quit answers with an empty result; the runner then checks that the engine exited cleanly.
999 quit
#? []
