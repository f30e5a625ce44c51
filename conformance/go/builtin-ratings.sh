#!/bin/sh
# How engine/go/data/ratings.txt (the ratings `boardtalk go` uses by default, --ratings builtin)
# was made, made again: `boardtalk go learn` on the records of three 9x9 matches this project
# played (conformance/records/go9-ratings/games.tar.xz: 100 games at 1 s a move against GNU Go
# level 10, 600 and 1,290 self-play games at 1000-1300 playouts a move, with their match.json
# and results.jsonl). The learning is deterministic: the file it writes must be the committed
# one, byte for byte.
# Usage: conformance/go/builtin-ratings.sh [--update]   (--update: overwrite the committed file)
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
# Exit code 0 when the files are the same (or updated), 1 when they differ.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
boardtalk=${BOARDTALK:-build/boardtalk}
committed=$root/engine/go/data/ratings.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xJf "$root/conformance/records/go9-ratings/games.tar.xz" -C "$work"
"$boardtalk" go learn --records "$work/s9-1s-5e999e8" --records "$work/sprt-twolib-eqtime" \
    --records "$work/sprt-tune-rest" --out "$work/ratings.txt"
if [ "${1:-}" = --update ]; then
    cp "$work/ratings.txt" "$committed"
    echo "builtin-ratings.sh: wrote $committed"
elif cmp -s "$work/ratings.txt" "$committed"; then
    echo "builtin-ratings.sh: the same as $committed"
else
    echo "builtin-ratings.sh: differs from $committed" >&2
    exit 1
fi
