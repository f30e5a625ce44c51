#!/bin/sh
# The long 2048 benchmarks (issues 19 and 49) as resumable matches: whole games with seeds 1,
# 2, ... (the games `boardtalk bench 2048 --what games` plays with the same options), each
# game's score and best tile kept in OUT_DIR, the summary printing every tile's reach rate with
# its 95% interval, the median score and the seconds per move.
#   bench.sh default [OUT_DIR]    what genmove plays with a network (its depths, downgrading)
#                                 target: 16384 in >= 93% of 100 games at >= 100 moves/s
#   bench.sh strength [OUT_DIR]   the strength setting: --time-ms $STRENGTH_MS (default 100,
#                                 bench 2048's strength preset; iterative deepening within
#                                 that time: not reproducible; about 14 moves/s, 17 minutes
#                                 a game)
#                                 target: 32768 in >= 15% of 100 games at >= 10 moves/s
# The fast setting (--depth 1, thousands of moves a second) is measured by `boardtalk bench
# 2048 --what games --depth 1 --network FILE`: there the pipe would cost more than the search.
#
# Usage: conformance/2048/bench.sh default|strength [OUT_DIR]
#   NETWORK=a network file (default: none given, so the player takes the one it finds, on a
#     fresh clone the network shipped in data/2048; docs/2048.md says how each is made)
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   GAMES=number of games (default 100); JOBS=games at once (default 1; one per idle core)
#   OPTIONS=more options for the player (e.g. "--downgrade-at 16384"), after the setting's
# An interrupted run goes on where it stopped when started again with the same OUT_DIR (and
# the same GAMES).
set -eu
setting=${1:?usage: bench.sh default|strength [OUT_DIR]}
out=${2:-match-2048-$setting}
network=${NETWORK:+--network $NETWORK}
boardtalk=${BOARDTALK:-build/boardtalk}
games=${GAMES:-100}
jobs=${JOBS:-1}
more=${OPTIONS:-}
case $setting in
  default) options= ;;
  strength) options="--time-ms ${STRENGTH_MS:-100}" ;;
  *) echo "bench.sh: unknown setting '$setting' (default or strength)" >&2; exit 2 ;;
esac
resume=
[ -f "$out/results.jsonl" ] && resume=--resume
exec "$boardtalk" match --game 2048 --games "$games" --jobs "$jobs" --out "$out" $resume \
    --engine-a "$boardtalk 2048 $network $options $more"
