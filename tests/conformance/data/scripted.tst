# Against tests/client/scripts/scripted_engine.sh: an id mismatch, stray output, and a crash
# in the middle of the file. Known result: 7 tests, 3 passed, 4 FAILED, engine failure.
1 echo hi
#? [hi]

# FAILED: the engine answers with id 3
2 wrongid
#? [2]

3 multi
#? [first\nsecond\n third]

# passed, with a warning about the stray lines
4 garbage
#? [ok]

# FAILED: the engine dies
5 crash
#? [.*]

# FAILED: not run
6 echo never
#? [never]

# FAILED: not run, although expected to fail
7 echo never
#? [never]*
