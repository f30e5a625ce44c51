#!/usr/bin/env bash
# conformance/morris/build_sanmill.sh [SOURCE] [DIR]: builds the C++ engine of Sanmill 7.4.6 (the
# last tag with it; later versions play through the Flutter app only) in DIR (default
# /work/rivals/sanmill), outside this repository, as its Makefile's release build does. SOURCE is
# a git repository of Sanmill (URL, clone or mirror; default its GitHub address). A sparring
# partner for `boardtalk match` (proto:uci:) only: never in CI or the tests. Prints how to run it
# at its strongest: without the options below it searches one ply.
set -euo pipefail
source=${1:-https://github.com/calcitem/Sanmill}
dir=${2:-/work/rivals/sanmill}
tag=v7.4.6
mkdir -p "$dir"
if [[ ! -d $dir/src ]]; then
  # The engine's files only: the Flutter app's assets (databases, hundreds of MB) are not needed.
  git clone --quiet --bare "$source" "$dir/repo.git"
  mkdir "$dir/src"
  git --git-dir="$dir/repo.git" ls-tree -r --name-only "$tag" -- src include tests |
    grep -v '^src/ui/' | xargs git --git-dir="$dir/repo.git" archive "$tag" -- |
    tar -x -C "$dir/src"
fi
make -C "$dir/src/src" -j"$(nproc)" build ARCH=x86-64-modern optimize=yes debug=no \
  >"$dir/build.log" 2>&1 || { tail -n 30 "$dir/build.log"; exit 1; }
cat <<USAGE
Sanmill built: $dir/src/src/sanmill (UCI on stdin/stdout; log: $dir/build.log)
At the app's top level and 1 s a move, then also searching the placing phase in full:
  boardtalk match --game morris --move-time 1 \\
    --engine boardtalk="boardtalk morris --move-time 1" \\
    --engine sanmill="proto:uci:$dir/src/src/sanmill" \\
    --engine-option sanmill:SkillLevel=30 --engine-option sanmill:MoveTime=1 \\
    --engine-option sanmill:DeveloperMode=false
  (add --engine-option sanmill:DrawOnHumanExperience=false for the second setting)
USAGE
