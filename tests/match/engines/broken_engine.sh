#!/bin/bash
# A GTP engine that answers every command with success but misbehaves at genmove, for the match
# runner's forfeit tests. Usage: broken_engine.sh crash|hang|illegal|garbage
#   crash    exits with status 3 at its first genmove
#   hang     never answers genmove
#   illegal  always answers A1 (occupied from its second genmove on, if not at once)
#   garbage  answers "banana", which is no move
mode=$1
while IFS= read -r line; do
    case "${line%% *}" in
        quit)
            printf '= \n\n'
            exit 0
            ;;
        genmove)
            case "$mode" in
                crash) exit 3 ;;
                hang) sleep 1000 ;;
                illegal) printf '= A1\n\n' ;;
                *) printf '= banana\n\n' ;;
            esac
            ;;
        *) printf '= \n\n' ;;
    esac
done
