#!/bin/sh
# Issue 16's threads tests, 9x9 with the 64 two-move openings (each played with colours
# swapped), one game at a time on an otherwise idle machine (the threads need both cores):
#   threads.sh more DIR   --threads 2 at 1 s against --threads 1 at 1 s:
#                         SPRT elo0=0 elo1=10 (two threads must be stronger)
#   threads.sh time DIR   --threads 2 at 1 s against --threads 1 at 2 s:
#                         SPRT elo0=-10 elo1=0 (two threads must be no weaker than the
#                         one thread given their summed time)
# `boardtalk bench go --threads 2` says how many playouts the second thread adds.
# How long they take (the drift of an SPRT's LLR, (s1 - s0)(2 s - s0 - s1) / (2 var) a pair,
# with the pair variance of the 444 games of `more` on a712b69, 0.115): `more` at the +91 Elo
# it measured stops after about 390 games on average (it took 444, 60 s each); `time` at the
# 25 Elo below that 1.72x the playouts predicts (116 Elo a doubling) accepts H0 after about
# 1,600 games (75 s each), and were the two equal it would need about 6,500.
# Exit code: the match's (0: H1 accepted, 3: H0 accepted, 4: undecided within the games).
# Usage: conformance/go/threads.sh more|time [OUT_DIR]
#   BOARDTALK=path/to/boardtalk (default: build/adapters/boardtalk/boardtalk)
#   GAMES=the most games (default 2000)
# An interrupted run goes on where it stopped when started again with the same OUT_DIR.
set -eu
test=${1:?usage: threads.sh more|time [OUT_DIR]}
out=${2:-match-go-threads-$test}
boardtalk=${BOARDTALK:-build/adapters/boardtalk/boardtalk}
games=${GAMES:-2000}
here=$(dirname "$0")
case $test in
  more) base_time=1; sprt=elo0=0,elo1=10 ;;
  time) base_time=2; sprt=elo0=-10,elo1=0 ;;
  *) echo "threads.sh: unknown test '$test' (more or time)" >&2; exit 2 ;;
esac
resume=
[ -f "$out/results.jsonl" ] && resume=--resume
exec "$boardtalk" match --game go --boardsize 9 --komi 7.5 --rules chinese \
    --openings "$here/openings/9x9-two-moves.txt" --sprt "$sprt" --games "$games" --jobs 1 \
    --engine two="$boardtalk go --threads 2 --move-time 1 --seed {seed}" \
    --engine one="$boardtalk go --threads 1 --move-time $base_time --seed {seed}" \
    --out "$out" $resume
