#!/bin/bash
# A Go engine for the match runner's clock tests: it appends every command it receives to LOG,
# lists the time commands (time_settings, time_left), answers everything else with success
# (echoing ids) and answers genmove with pass after sleeping SECONDS.
# Usage: clock_engine.sh SECONDS LOG
seconds=$1
log=$2
while read -r -a words; do
    echo "${words[*]}" >>"$log"
    id=""
    if [[ ${words[0]} =~ ^[0-9]+$ ]]; then
        id=${words[0]}
        words=("${words[@]:1}")
    fi
    case "${words[0]}" in
        quit)
            printf '=%s \n\n' "$id"
            exit 0
            ;;
        list_commands) printf '=%s genmove\nplay\ntime_settings\ntime_left\n\n' "$id" ;;
        genmove)
            sleep "$seconds"
            printf '=%s pass\n\n' "$id"
            ;;
        *) printf '=%s \n\n' "$id" ;;
    esac
done
