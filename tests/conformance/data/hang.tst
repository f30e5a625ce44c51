# Against scripted_engine.sh with a short timeout: test 2 hangs.
# Known result: 3 tests, 1 passed, 2 FAILED, engine failure.
1 echo a
#? [a]
2 hang
#? [x]
3 echo b
#? [b]
