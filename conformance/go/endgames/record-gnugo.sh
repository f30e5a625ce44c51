#!/usr/bin/env bash
# record-gnugo.sh [GNUGO]: GNU Go's dead stones and score for every position of open/, the
# columns 2 and 3 of open/expected.txt (rerun it to check them: GNU Go 3.8 at level 10 with
# Chinese rules, as the endgame oracle test runs it; a 19x19 position takes up to a minute).
# Prints one line per position: file | dead stones, sorted | score
set -euo pipefail
gnugo=${1:-/usr/games/gnugo}
cd "$(dirname "$0")/open"
for f in *.sgf; do
  # Responses are separated by empty lines: loadsgf's, the dead stones (one line per group),
  # the score.
  answers=$(printf 'loadsgf %s\nfinal_status_list dead\nfinal_score\n' "$f" |
            "$gnugo" --mode gtp --level 10 --chinese-rules)
  dead=$(awk -v RS= 'NR == 2' <<<"$answers" | sed 's/^= *//' | tr ' ' '\n' | sort |
         awk 'NF { printf "%s%s", sep, $0; sep = " " }')
  score=$(awk -v RS= 'NR == 3' <<<"$answers" | sed 's/^= *//')
  printf '%s | %s | %s\n' "$f" "$dead" "$score"
done
