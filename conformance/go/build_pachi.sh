#!/usr/bin/env bash
# conformance/go/build_pachi.sh [SOURCE] [DIR]: builds Pachi 12.90 without its neural network
# (DCNN=0, so no Caffe and no KataGo joseki engine), with the mm pattern files its own build
# installs, in DIR (default /work/rivals/pachi), outside this repository. SOURCE is a git
# repository of Pachi (a URL or a local clone or mirror; default its GitHub address). Pachi is
# a sparring partner for `boardtalk match` only: nothing of it enters this repository, CI or
# the tests. Prints how to run it at equal time with boardtalk.
set -euo pipefail
source=${1:-https://github.com/pasky/pachi}
dir=${2:-/work/rivals/pachi}
tag=pachi-12.90
mkdir -p "$dir"
if [[ ! -d $dir/src ]]; then
  # A checkout, not an archive: Pachi's Makefile reads its own .git for the version line.
  git clone --quiet "$source" "$dir/src"
  git -C "$dir/src" -c advice.detachedHead=false checkout --quiet "$tag"
fi
# DCNN=0 switches off the networks and the josekifix module that needs them (the Makefile's
# "make DCNN=0" target). The mm patterns (patterns_mm.gamma, patterns_mm.spat) are in its tree
# and Pachi finds them through DATA_DIR (or its working directory).
make -C "$dir/src" -j"$(nproc)" DCNN=0 JOSEKIFIX=0 BUILD_KATAGO=0 OPT=-O3 >"$dir/build.log" 2>&1 ||
  { tail -n 30 "$dir/build.log"; exit 1; }
cat <<USAGE
Pachi built: $dir/src/pachi (log: $dir/build.log)
Equal time with boardtalk, one thread each, no pondering. Pachi's "-t 1" (a second a move) stops
early once its best move is clear and used about 0.09 s a move against boardtalk; "-t =N" plays N
playouts a move with no early stop. On the machine of docs/benchmarks.md (2026-11-29) N = 23000
took 1.12-1.16 s a move on 9x9, so about 20000 for 1 s, and N = 21000 about 5 s on 19x19 (a
19x19 playout is longer): check the summary's seconds per move and scale N to your machine.
--timeout-margin 5 covers Pachi's first move, which also loads its patterns.
  boardtalk match --game go --boardsize 9 --komi 7.5 --move-time 1 --timeout-margin 5 \\
    --openings conformance/go/openings/9x9-two-moves.txt \\
    --engine boardtalk="boardtalk go --move-time 1" \\
    --engine pachi="env DATA_DIR=$dir/src $dir/src/pachi -t =20000 threads=1,pondering=0"
USAGE
