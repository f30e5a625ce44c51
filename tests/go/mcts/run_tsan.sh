#!/bin/sh
# run_tsan.sh REPORT_DIR COMMAND...: runs COMMAND (a ThreadSanitizer build) with every report
# written under REPORT_DIR, the engines the tests start included (the tests keep an engine's
# stderr to themselves); fails when COMMAND fails or anything was reported, and prints it.
set -u
dir=$1
shift
rm -rf "$dir"
mkdir -p "$dir"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 log_path=$dir/report ${TSAN_OPTIONS:-}" "$@"
status=$?
for report in "$dir"/report.*; do
    [ -e "$report" ] || continue
    echo "ThreadSanitizer report $report:"
    cat "$report"
    status=1
done
exit "$status"
