# Against scripted_engine.sh with a 1 MB response limit: test 2 never ends its response.
# Known result: 3 tests, 1 passed, 2 FAILED, engine failure.
1 echo a
#? [a]
2 endless
#? [x]
3 echo b
#? [b]
