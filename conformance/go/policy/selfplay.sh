#!/bin/sh
# Self-play games that keep what each search learnt: boardtalk's MCTS player against itself at a
# fixed playout count (the records `boardtalk match` keeps), each engine with
# `--record-visits` (the share of the playouts every move had, a file per game and side). Then
# `conformance/go/policy/train.sh NET OUT_DIR/games/*.visits` learns a network from them.
#
# Usage: conformance/go/policy/selfplay.sh [GAMES] [OUT_DIR]
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   BOARDSIZE=9 or 19 (default 9: from the 64 two-move openings, colours swapped)
#   PLAYOUTS=playouts a move (default 3000); JOBS=games at once (default 2)
#   EXTRA="boardtalk go options" (default: --policy builtin)
# Writes OUT_DIR/games (records, results, one.../two...visits). An interrupted run goes on where
# it stopped when started again with the same OUT_DIR (the game cut short is played again; its
# examples so far stay, a partial one is cut off).
set -eu
games=${1:-500}
out=${2:-go-selfplay}
boardtalk=${BOARDTALK:-build/boardtalk}
size=${BOARDSIZE:-9}
playouts=${PLAYOUTS:-3000}
jobs=${JOBS:-2}
extra=${EXTRA:---policy builtin}
here=$(dirname "$0")
openings=
[ "$size" = 9 ] && openings="--openings $here/../openings/9x9-two-moves.txt"
resume=
[ -f "$out/games/results.jsonl" ] && resume=--resume
mkdir -p "$out/games"
player="$boardtalk go --playouts $playouts --seed {seed} --resign 0.05 $extra --record-visits"
# shellcheck disable=SC2086 # $openings and $resume are words or nothing
"$boardtalk" match --game go --boardsize "$size" --komi 7.5 --rules chinese $openings \
    --engine one="$player $out/games/one-{seed}.visits" \
    --engine two="$player $out/games/two-{seed}.visits" \
    --games "$games" --jobs "$jobs" --out "$out/games" $resume
