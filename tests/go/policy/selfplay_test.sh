#!/bin/sh
# conformance/go/policy/selfplay.sh: three self-play games at 50 playouts keep a --record-visits
# file per game and side, of whole 9x9 examples; interrupted in the third game (its result not
# yet written, half an example in a file), run again, it plays that game only and the files
# hold whole examples. BOARDTALK is the binary under test.
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
PLAYOUTS=50 JOBS=2 sh conformance/go/policy/selfplay.sh 3 "$dir" >/dev/null 2>&1 ||
    fail "selfplay.sh 3 games"
example=326  # 2 + 16 * 81 / 8 + 2 * 81
check() {
    for side in one two; do
        for seed in $(seq 1 "$1"); do
            f="$dir/games/$side-$seed.visits"
            [ -f "$f" ] || fail "no $f"
            [ "$(head -n 1 "$f")" = "boardtalk go visits 1" ] || fail "$f: magic"
            body=$(($(wc -c <"$f") - 22))
            [ "$body" -ge "$((10 * example))" ] || fail "$f: $body bytes, not 10 examples"
            [ $((body % example)) -eq 0 ] || fail "$f: $body bytes, not whole examples"
        done
    done
}
check 3
grep -v '"index":2,' "$dir/games/results.jsonl" >"$dir/results"
mv "$dir/results" "$dir/games/results.jsonl"
head -c 122 "$dir/games/one-3.visits" | tail -c 100 >"$dir/partial"  # of the first example
cat "$dir/partial" >>"$dir/games/one-3.visits"
PLAYOUTS=50 JOBS=2 sh conformance/go/policy/selfplay.sh 3 "$dir" >/dev/null 2>&1 ||
    fail "selfplay.sh resumed"
[ "$(wc -l <"$dir/games/results.jsonl")" -eq 3 ] || fail "results: not 3 games"
grep -q '"index":2,' "$dir/games/results.jsonl" || fail "the third game not played again"
check 3
echo "selfplay.sh: ok"
