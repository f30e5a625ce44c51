#!/bin/sh
# Issue 16's threads tests, 9x9 with the 64 two-move openings (each played with colours
# swapped), one game at a time on an otherwise idle machine (the threads need both cores):
#   threads.sh more DIR   --threads 2 at 1 s against --threads 1 at 1 s:
#                         SPRT elo0=0 elo1=10 (two threads must be stronger)
#   threads.sh time DIR   --threads 2 at 1 s against --threads 1 at 2 s:
#                         SPRT elo0=-10 elo1=0 (two threads must be no weaker than the
#                         one thread given their summed time)
# threads-rate.sh says how many playouts the second thread adds in these games' positions
# (2026-11-28: 1.90x), `boardtalk bench go --threads 2` on the empty board.
# How long they take: an SPRT's LLR moves by (s1 - s0)(x - (s0 + s1) / 2) / var a pair of
# games scoring x (s0, s1 the scores of elo0 and elo1, var the pair variance: 0.115 in the 444
# games of `more` on a712b69), a random walk with that drift and variance until it leaves
# [-2.94, 2.94]. `more` at the +91 Elo it measured stops after about 390 games on average (it
# took 444, 60 s each). `time`: at +91 Elo for 1.90x the playouts (98 Elo a doubling) two
# threads at 1 s are about 7 Elo below one thread at 2 s, between elo0 and elo1, where the test
# takes about 8,600 games on average (75 s each) and accepts H1 one time in four; at 25 Elo
# below it would take 1,600, at equal strength 5,900.
# Exit code: the match's (0: H1 accepted, 3: H0 accepted, 4: undecided within the games).
# Usage: conformance/go/threads.sh more|time [OUT_DIR]
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   GAMES=the most games (default 2000)
# An interrupted run goes on where it stopped when started again with the same OUT_DIR.
set -eu
test=${1:?usage: threads.sh more|time [OUT_DIR]}
out=${2:-match-go-threads-$test}
boardtalk=${BOARDTALK:-build/boardtalk}
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
