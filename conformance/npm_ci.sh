# Sourced by the node-based test scripts (conformance/clients, tests/web/browser):
# `npm_ci_or_skip DIR WHAT FILE...` makes sure the packages of DIR's committed lock file are
# installed (`npm ci` when one of FILE... relative to DIR/node_modules is missing, under a lock so
# that parallel test runs do not install twice), or exits 77 (CTest: skipped) saying why: node or
# npm missing, or the install failed (no network). WHAT names the tests in the messages.
npm_ci_installed() {
    dir=$1
    shift
    for f in "$@"; do [ -f "$dir/node_modules/$f" ] || return 1; done
}

npm_ci_or_skip() {
    dir=$1
    what=$2
    shift 2
    if ! command -v node >/dev/null 2>&1; then
        echo "run_tests.sh: node not found, skipping the $what"
        exit 77
    fi
    npm_ci_installed "$dir" "$@" && return 0
    if ! command -v npm >/dev/null 2>&1; then
        echo "run_tests.sh: npm not found, cannot install the packages of the $what; skipping"
        exit 77
    fi
    (
        flock 9
        npm_ci_installed "$dir" "$@" || (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    ) 9>"${TMPDIR:-/tmp}/boardtalk-npm-$(basename "$dir").lock"
    if ! npm_ci_installed "$dir" "$@"; then
        echo "run_tests.sh: npm ci failed (offline?), skipping the $what"
        exit 77
    fi
}
