# Every outcome, against GNU Go 3.8. Known result (see runner_test.cpp):
# 13 tests, 6 passed, 1 failed (expected), 1 PASSED, 4 FAILED, 1 ignored.
boardsize 9
clear_board

# passed
1 protocol_version
#? [2]

# FAILED: 2 is not 3
2 protocol_version
#? [3]

# PASSED: expected to fail, but matches
3 protocol_version
#? [2]*

# failed: expected to fail, and does
4 protocol_version
#? [3]*

# passed: negation of a pattern that does not match
5 protocol_version
#? [!3]

# FAILED: negation of a pattern that matches
6 protocol_version
#? [!2]

# passed: `.` matches newlines, the diagram spans lines
7 showboard
#? [.*A B C D E F G H J.*]

# passed: a multi-line pattern anchored at both ends of the whole response
8 showboard
#? [\n +A B C D E F G H J *\n 9 [.+ ]+9.*\n +A B C D E F G H J *]

# passed: an error response is matched by its message
9 play b Z99
#? [invalid color or coordinate]

# FAILED: the move is legal
10 play b E5
#? [illegal move]

# passed
11 play w E5
#? [illegal move]

# ignored
12 protocol_version
#? [nothing like this]&

# FAILED: the pattern must match the whole response, not a part of it
13 list_commands
#? [play]
