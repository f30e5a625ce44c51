# Against GNU Go: only expected outcomes, so `boardtalk conform` exits 0.
# Known result: 3 tests, 2 passed, 1 failed (expected).
1 protocol_version
#? [2]
# a set-up command that fails is not a test
boardsize 1000
2 known_command play
#? [true]
# GNU Go deviation: komi not a float
3 komi x
#? [syntax error.*]*
