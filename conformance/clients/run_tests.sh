#!/bin/sh
# Runs a real-client test script (default sabaki_session.js; `run_tests.sh analysis_session.js`
# for the live-analysis one) against $BOARDTALK_BIN (CTest sets it). Installs the packages of
# the committed lock file with `npm ci` when node_modules is missing (under a lock, so parallel
# test runs do not install twice). Exit status 77 (CTest: skipped) when node or npm is missing
# or the install fails (no network); otherwise node's test runner decides.
set -u
here=$(cd "$(dirname "$0")" && pwd)

installed() {
    [ -f "$here/node_modules/@sabaki/gtp/package.json" ] &&
        [ -f "$here/node_modules/@sabaki/sgf/package.json" ]
}

if ! command -v node >/dev/null 2>&1; then
    echo "run_tests.sh: node not found, skipping the client tests"
    exit 77
fi
if ! installed; then
    if ! command -v npm >/dev/null 2>&1; then
        echo "run_tests.sh: npm not found, cannot install @sabaki/gtp and @sabaki/sgf; skipping"
        exit 77
    fi
    (
        flock 9
        installed || (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
    ) 9>"${TMPDIR:-/tmp}/boardtalk-clients-npm.lock"
    if ! installed; then
        echo "run_tests.sh: npm ci failed (offline?), skipping the client tests"
        exit 77
    fi
fi
exec node "$here/${1:-sabaki_session.js}"
