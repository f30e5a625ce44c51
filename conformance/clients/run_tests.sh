#!/bin/sh
# Runs a real-client test script (default sabaki_session.js; `run_tests.sh analysis_session.js`
# for the live-analysis one) against $BOARDTALK_BIN (CTest sets it). Installs the packages of
# the committed lock file with `npm ci` when node_modules is missing; exit status 77 (CTest:
# skipped) when node or npm is missing or the install fails (conformance/npm_ci.sh); otherwise
# node's test runner decides.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../npm_ci.sh"
npm_ci_or_skip "$here" "client tests" @sabaki/gtp/package.json @sabaki/sgf/package.json
exec node "$here/${1:-sabaki_session.js}"
