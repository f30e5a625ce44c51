#!/bin/sh
# Runs the browser tests (pages.test.js) against $BOARDTALK_BIN (CTest sets it) in Debian's
# chromium ($CHROMIUM, default /usr/bin/chromium) driven by puppeteer-core. Installs the packages
# of the committed lock file with `npm ci` when node_modules is missing (under a lock, so
# parallel runs do not install twice). Exit 77 (CTest: skipped) when node, npm or chromium is
# missing or the install fails (no network); otherwise node's test runner decides.
set -u
here=$(cd "$(dirname "$0")" && pwd)
chromium=${CHROMIUM:-/usr/bin/chromium}

installed() {
    [ -f "$here/node_modules/puppeteer-core/package.json" ]
}

if ! command -v node >/dev/null 2>&1; then
    echo "run_tests.sh: node not found, skipping the browser tests"
    exit 77
fi
if [ ! -x "$chromium" ]; then
    echo "run_tests.sh: $chromium not found (apt-get install chromium), skipping the browser tests"
    exit 77
fi
if ! installed; then
    if ! command -v npm >/dev/null 2>&1; then
        echo "run_tests.sh: npm not found, cannot install puppeteer-core; skipping"
        exit 77
    fi
    (
        flock 9
        installed || (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
    ) 9>"${TMPDIR:-/tmp}/boardtalk-web-npm.lock"
    if ! installed; then
        echo "run_tests.sh: npm ci failed (offline?), skipping the browser tests"
        exit 77
    fi
fi
export CHROMIUM="$chromium"
exec node --test "$here/pages.test.js"
