#!/bin/sh
# Makes a policy network for `boardtalk go --policy FILE` from game records of this project:
# `boardtalk go learn --planes` turns the records' moves into training examples, then train.py
# (Debian's python3-torch, on the CPU) fits the network and writes it.
#
# Usage: conformance/go/policy/train.sh OUT_FILE RECORDS_DIR [RECORDS_DIR...]
#   BOARDTALK=path/to/boardtalk (default: build/boardtalk)
#   TRAIN="more train.py options" (default: none; see train.py --help)
# The records are SGF files, such as `boardtalk match --out DIR` and conformance/go/ratings.sh
# keep; all of one board size. The examples are written beside OUT_FILE (OUT_FILE.planes).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 OUT_FILE RECORDS_DIR [RECORDS_DIR...]" >&2; exit 2; }
out=$1
shift
boardtalk=${BOARDTALK:-build/boardtalk}
here=$(dirname "$0")
records=
for dir in "$@"; do records="$records --records $dir"; done
# shellcheck disable=SC2086 # $records is words
"$boardtalk" go learn $records --planes "$out.planes"
# shellcheck disable=SC2086 # $TRAIN is words or nothing
/usr/bin/python3 "$here/train.py" "$out.planes" --out "$out" ${TRAIN:-}
