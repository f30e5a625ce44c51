#!/bin/sh
# Makes a policy network for `boardtalk go --policy FILE` from game records of this project
# and the examples its searches kept: `boardtalk go learn --planes` turns the records' moves into
# training examples, then train.py (Debian's python3-torch, on the CPU) fits the network to them
# and to the files of `boardtalk go --record-visits` (conformance/go/policy/selfplay.sh), and
# writes it.
#
# Usage: conformance/go/policy/train.sh OUT_FILE SOURCE [SOURCE...]
#   a SOURCE is a directory of SGF records (such as `boardtalk match --out DIR` and
#   conformance/go/ratings.sh keep) or a file of --record-visits examples; all of one board size.
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   TRAIN="more train.py options" (default: none; see train.py --help)
# The records' examples are written beside OUT_FILE (OUT_FILE.planes). The last 5% of the
# examples, in the order given (records first), are held out.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 OUT_FILE SOURCE [SOURCE...]" >&2; exit 2; }
out=$1
shift
boardtalk=${BOARDTALK:-build/boardtalk}
here=$(dirname "$0")
records=
files=
for source in "$@"; do
    if [ -d "$source" ]; then records="$records --records $source"; else files="$files $source"; fi
done
if [ -n "$records" ]; then
    # shellcheck disable=SC2086 # $records is words
    "$boardtalk" go learn $records --planes "$out.planes"
    files="$out.planes$files"
fi
# shellcheck disable=SC2086 # $files and $TRAIN are words or nothing
/usr/bin/python3 "$here/train.py" $files --out "$out" ${TRAIN:-}
