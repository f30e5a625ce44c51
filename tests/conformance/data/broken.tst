# A broken file: a stray expectation and a bad regex are errors (exit code 1).
#? [stray]
1 protocol_version
#? [(unclosed]
