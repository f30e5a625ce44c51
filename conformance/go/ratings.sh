#!/bin/sh
# Issue 16's move ratings, made from games this project plays: self-play games of boardtalk's
# MCTS player at a fixed playout count (the records `boardtalk match` keeps), then
# `boardtalk go learn` on them. The player uses the file with `boardtalk go --ratings FILE`.
#
# Usage: conformance/go/ratings.sh [GAMES] [OUT_DIR]
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   BOARDSIZE=9 or 19 (default 9: from the 64 two-move openings, colours swapped)
#   PLAYOUTS=playouts a move (default 3000); JOBS=games at once (default 1)
#   EXTRA="more boardtalk go options", e.g. --ratings of an earlier round
# Writes OUT_DIR/games (the match: records, results) and OUT_DIR/ratings.txt. An interrupted
# run goes on where it stopped when started again with the same OUT_DIR.
set -eu
games=${1:-200}
out=${2:-go-ratings}
boardtalk=${BOARDTALK:-build/boardtalk}
size=${BOARDSIZE:-9}
playouts=${PLAYOUTS:-3000}
jobs=${JOBS:-1}
extra=${EXTRA:-}
here=$(dirname "$0")
openings=
[ "$size" = 9 ] && openings="--openings $here/openings/9x9-two-moves.txt"
resume=
[ -f "$out/games/results.jsonl" ] && resume=--resume
player="$boardtalk go --playouts $playouts --seed {seed} --resign 0.05 $extra"
mkdir -p "$out"
# shellcheck disable=SC2086 # $openings and $resume are words or nothing
"$boardtalk" match --game go --boardsize "$size" --komi 7.5 --rules chinese $openings \
    --engine one="$player" --engine two="$player" --games "$games" --jobs "$jobs" \
    --out "$out/games" $resume
"$boardtalk" go learn --records "$out/games" --out "$out/ratings.txt"
