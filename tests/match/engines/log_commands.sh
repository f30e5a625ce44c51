#!/bin/bash
# Runs an engine, appending every command sent to it to LOG on the way (for the match tests
# that check what the runner tells an engine).
# Usage: log_commands.sh LOG COMMAND [ARGS...]
log=$1
shift
tee -a "$log" | "$@"
