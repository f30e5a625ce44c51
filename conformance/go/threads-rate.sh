#!/bin/sh
# How many playouts the second thread adds in the conditions of threads.sh (issue 16): 9x9
# positions of real games, one genmove of 1 s each, from a fresh tree (loadsgf), with
# --threads 1 and --threads 2 one after the other. Prints each position's playouts and ratio,
# then the mean ratio. `boardtalk bench go --threads 2` measures the empty board instead.
# Run it on an otherwise idle machine: the two threads need both cores.
# Usage: conformance/go/threads-rate.sh [RECORDS_DIR]
#   RECORDS_DIR: a directory of 9x9 SGF games (default: the `threads.sh more` games committed in
#   conformance/records/go9-threads-more-a712b69, unpacked into a temporary directory)
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   GAMES="0003 0010 ..." the game-NNNN.sgf to take (default: 8 of them); MOVES="15 35" the
#   positions (loadsgf's move numbers)
set -eu
boardtalk=${BOARDTALK:-build/boardtalk}
games=${GAMES:-0003 0010 0025 0040 0077 0101 0150 0222}
moves=${MOVES:-15 35}
dir=${1:-}
if [ -z "$dir" ]; then
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
    tar xJf "$(dirname "$0")/../records/go9-threads-more-a712b69/games.tar.xz" -C "$dir"
fi
# The playouts of one 1 s genmove (for Black) after loadsgf SGF N, with THREADS.
playouts() {
    printf 'loadsgf %s %s\ngenmove b\ngomill-explain_last_move\n' "$1" "$2" |
        "$boardtalk" go --boardsize 9 --move-time 1 --seed 7 --threads "$3" 2>/dev/null |
        sed -n 's/.* of \([0-9]*\) playouts.*/\1/p'
}
echo "game move one-thread two-threads ratio"
for g in $games; do
    for n in $moves; do
        one=$(playouts "$dir/game-$g.sgf" "$n" 1)
        two=$(playouts "$dir/game-$g.sgf" "$n" 2)
        echo "$g $n $one $two"
    done
done | awk '{ r = $4 / $3; sum += r; printf "%s %s %s %s %.2fx\n", $1, $2, $3, $4, r }
            END { if (NR) printf "mean ratio %.2fx over %d positions\n", sum / NR, NR }'
