#!/usr/bin/env bash
# conformance/dvonn/build_primadvonna.sh [SOURCE] [DIR]: builds PrimaDvonna, the CodeCup 2011
# DVONN winner, as its CodeCup submission is built (its tools/compile.pl joins the sources into
# one submission.c with -DFIXED_PARAMS -DNDEBUG -DZOBRIST: the tuned parameters fixed, no
# asserts), in DIR (default /work/rivals/primadvonna), outside this repository. SOURCE is a git
# repository of it (URL, clone or mirror; default its GitHub address). Its Makefile builds with
# -m32, which Debian 12 cannot link without the i386 C library; this builds for x86-64 at the
# Makefile's -O2. A sparring partner for `boardtalk match` only: never in CI or the tests.
set -euo pipefail
source=${1:-https://github.com/maksverver/PrimaDvonna}
dir=${2:-/work/rivals/primadvonna}
mkdir -p "$dir"
if [[ ! -d $dir/src ]]; then
  git clone --quiet "$source" "$dir/src"
fi
cd "$dir/src"
perl tools/compile.pl -DFIXED_PARAMS -DNDEBUG -DZOBRIST AI.c Eval.c Game.c Game-steps.c IO.c \
  MO.c Time.c TT.c player.c >submission.c
gcc -O2 -DFIXED_PARAMS -DNDEBUG -DZOBRIST -o player submission.c -lm 2>"$dir/build.log" ||
  { cat "$dir/build.log"; exit 1; }
cat <<USAGE
PrimaDvonna built: $dir/src/player (the CodeCup protocol on stdin/stdout)
Its own budget, 5 s for the whole game on the runner's clock, from the placing phase:
  boardtalk match --game dvonn --dvonn-setup placement --tc 5+0 \\
    --engine boardtalk="proto:codecup:boardtalk dvonn --protocol codecup --game-time 5" \\
    --engine prima="proto:codecup:$dir/src/player"
USAGE
