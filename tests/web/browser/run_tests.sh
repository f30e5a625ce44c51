#!/bin/sh
# Runs the browser tests (*.test.js) against $BOARDTALK_BIN (CTest sets it) in Debian's
# chromium ($CHROMIUM, default /usr/bin/chromium) driven by puppeteer-core; with
# BOARDTALK_BROWSER=firefox in Debian's firefox-esr ($FIREFOX) instead. Installs the packages
# of the committed lock file with `npm ci` when node_modules is missing; exit 77 (CTest: skipped)
# when chromium, node or npm is missing or the install fails (conformance/npm_ci.sh); otherwise
# node's test runner decides.
set -u
here=$(cd "$(dirname "$0")" && pwd)
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ "${BOARDTALK_BROWSER:-}" = firefox ]; then
    # By hand: the same tests in Firefox over WebDriver BiDi (apt-get install firefox-esr).
    chromium=${FIREFOX:-/usr/bin/firefox-esr}
fi
if [ ! -x "$chromium" ]; then
    echo "run_tests.sh: $chromium not found (apt-get install chromium), skipping the browser tests"
    exit 77
fi
. "$here/../../../conformance/npm_ci.sh"
npm_ci_or_skip "$here" "browser tests" puppeteer-core/package.json
export CHROMIUM="$chromium"
exec node --test "$here"/*.test.js
