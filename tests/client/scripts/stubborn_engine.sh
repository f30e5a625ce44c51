#!/bin/sh
# A fake engine that ignores SIGTERM, `quit` and the end of its input: only SIGKILL stops it.
trap '' TERM
while IFS= read -r line; do
    printf '= \n\n'
done
while true; do sleep 1; done
