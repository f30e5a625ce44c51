#!/bin/sh
# Strength of boardtalk's MCTS player against GNU Go 3.8 at its strongest level (issue 9):
# 9x9, komi 7.5, area scoring, boardtalk at 1 second per move on one thread, colours
# alternating, refereed by `boardtalk match` (which prints the win rate with its 95% interval).
# Target: boardtalk wins at least 60% of 100 games (about 70 minutes of one core).
# The 19x19 result of the issue: BOARDSIZE=19 MOVE_TIME=5 JOBS=2 strength.sh 20 DIR
# (1 h 44 min with JOBS=2 on 2 cores).
#
# Usage: conformance/go/strength.sh [GAMES] [OUT_DIR]
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   GNUGO=path/to/gnugo (default: /usr/games/gnugo)
#   MOVE_TIME=seconds per boardtalk move (default 1); EXTRA="more boardtalk go options"
#   JOBS=games at once (default 1: one core per engine pair; more only on an idle machine)
#   BOARDSIZE=9 or 19 (default 9); LIMIT=the referee's seconds per move (default 60)
#   HANDICAP=fixed handicap stones for Black (default 0), KOMI (default 7.5). With a handicap
#   the engines keep their colours (GNU Go Black taking the stones, boardtalk White):
#   BOARDSIZE=19 MOVE_TIME=3 HANDICAP=3 KOMI=0.5 JOBS=2 strength.sh 20 DIR
# --resume continues an interrupted run in the same OUT_DIR.
set -eu
games=${1:-100}
out=${2:-match-go-strength}
boardtalk=${BOARDTALK:-build/boardtalk}
gnugo=${GNUGO:-/usr/games/gnugo}
move_time=${MOVE_TIME:-1}
jobs=${JOBS:-1}
size=${BOARDSIZE:-9}
limit=${LIMIT:-60}
extra=${EXTRA:-}
handicap=${HANDICAP:-0}
komi=${KOMI:-7.5}
resume=
[ -f "$out/results.jsonl" ] && resume=--resume
ours="$boardtalk go --move-time $move_time --threads 1 --seed {seed} $extra"
theirs="$gnugo --mode gtp --level 10 --chinese-rules"
if [ "$handicap" -gt 0 ]; then
  # GNU Go is engine a, on Black with the stones in every game (--no-swap): read the summary's
  # second engine for boardtalk.
  exec "$boardtalk" match --game go --boardsize "$size" --komi "$komi" --rules chinese \
      --handicap "$handicap" --no-swap --engine gnugo="$theirs" --engine boardtalk="$ours" \
      --games "$games" --jobs "$jobs" --move-time "$limit" --out "$out" $resume
fi
exec "$boardtalk" match --game go --boardsize "$size" --komi "$komi" --rules chinese \
    --engine-a "$ours" --engine-b "$theirs" \
    --games "$games" --jobs "$jobs" --move-time "$limit" --out "$out" $resume
