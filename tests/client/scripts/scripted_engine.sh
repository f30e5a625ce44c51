#!/bin/sh
# A fake GTP engine for the client and runner tests: each command name triggers one kind of
# (mis)behaviour. Ids are echoed like a real engine does.
#   echo ARGS   = ARGS                      multi     a three-line response
#   garbage     stray lines, then = ok      malformed a response with a bad header (=abc)
#   flood       200 KB on stderr, then = done
#   crash       half a response, a line on stderr, then SIGSEGV
#   hang        never answers               exit3     exits with code 3 without answering
#   wrongid     answers with id + 1         quit      answers, then exits 0
#   strayhang   a stray line, then hangs    partialhang  half a stray line, then hangs
#   endless     `=id ` then lines of y without end (never a blank line)
#   endlessline `=id ` then y without end on one line
#   sleep N     answers `=` after N seconds
# Anything else: ? unknown command. Comments and blank lines: no response. End of input: exit 0.
set -f  # no globbing of command words
while IFS= read -r line; do
    line=${line%%#*}  # GTP comments
    set -- $line
    [ $# -eq 0 ] && continue
    id=""
    case "$1" in
        *[!0-9]*) ;;
        *) id=$1; shift ;;
    esac
    command=$1
    [ $# -gt 0 ] && shift
    case "$command" in
        echo) printf '=%s %s\n\n' "$id" "$*" ;;
        multi) printf '=%s first\nsecond\n third\n\n' "$id" ;;
        garbage) printf 'hello there\nDEBUG: thinking\n=%s ok\n\n' "$id" ;;
        malformed) printf '=abc%s\n\n' "$id" ;;
        flood)
            yes "stderr flood line: the engine is thinking very hard about this position" |
                head -c 204800 >&2
            printf '\nlast flood line\n' >&2
            printf '=%s done\n\n' "$id" ;;
        crash)
            printf '=%s partial' "$id"
            echo "fatal: about to crash" >&2
            kill -SEGV $$ ;;
        hang) sleep 1000 ;;
        sleep) sleep "$1"; printf '=%s \n\n' "$id" ;;
        strayhang) printf 'thinking about it\n'; sleep 1000 ;;
        partialhang) printf 'thinking ab'; sleep 1000 ;;
        endless) printf '=%s ' "$id"; exec yes ;;
        endlessline) printf '=%s ' "$id"; yes | tr -d '\n' ;;
        exit3) exit 3 ;;
        wrongid) printf '=%s 2\n\n' "$((id + 1))" ;;
        quit) printf '=%s \n\n' "$id"; exit 0 ;;
        *) printf '?%s unknown command\n\n' "$id" ;;
    esac
done
exit 0
