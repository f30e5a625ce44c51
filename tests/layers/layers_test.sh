#!/usr/bin/env bash
# .ci/layers against a small tree of its own: every include against the directions is named (and
# fails the check), every include along them passes; then the repository itself passes.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
cd "$tree"
git init -q .
mkdir -p .ci
cp "$root/.ci/layers" .ci/layers
# file: the include it makes
declare -A wrong=(
  [engine/morris/a.cpp]=games/go/go_main.hpp       # an engine includes a game's server
  [engine/go/b.cpp]=engine/morris/game.hpp         # sideways between engines
  [protocol/c.cpp]=engine/go/board.hpp             # the protocol knows no engine
  [games/go/d.cpp]=games/morris/morris_main.hpp    # sideways between games
  [games/go/e.cpp]=engine/dvonn/board.hpp          # a game includes another game's engine
  [games/common/f.cpp]=games/table/game_table.hpp  # back up to the table
  [games/dvonn/g.cpp]=tools/match/match_main.hpp   # back up to a tool
  [tools/match/h.cpp]=tools/play/play_main.hpp     # sideways between tools
  [tools/serve/i.cpp]=games/go/go_main.hpp         # a tool past the table to one game
  [core/j.hpp]=protocol/errors.hpp                 # the core is the bottom
)
declare -A right=(
  [engine/go/k.cpp]=core/result.hpp
  [games/go/l.cpp]=engine/go/board.hpp
  [games/table/m.cpp]=games/morris/morris_main.hpp
  [tools/tune/n.cpp]=tools/match/game_runner.hpp
  [tools/play/o.cpp]=games/table/game_table.hpp
  [program/p.cpp]=tools/serve/serve_main.hpp
)
for f in "${!wrong[@]}" "${!right[@]}"; do
  mkdir -p "$(dirname "$f")"
  printf '#include "%s"\n' "${wrong[$f]:-${right[$f]:-}}" >"$f"
done
git add -A
status=0
out=$(bash .ci/layers . 2>&1) || status=$?
fail=0
[[ $status == 1 ]] || { echo "expected exit 1, got $status"; fail=1; }
for f in "${!wrong[@]}"; do
  grep -qF "layers: $f includes \"${wrong[$f]}\"" <<<"$out" || { echo "not named: $f"; fail=1; }
done
for f in "${!right[@]}"; do
  if grep -qF "$f" <<<"$out"; then echo "refused but right: $f"; fail=1; fi
done
bash "$root/.ci/layers" "$root" >/dev/null || { echo "the repository breaks the layers"; fail=1; }
((fail == 0)) || { echo "$out"; exit 1; }
echo "layers_test: ${#wrong[@]} wrong includes named, ${#right[@]} right ones passed"
