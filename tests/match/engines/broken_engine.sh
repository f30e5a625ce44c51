#!/bin/bash
# A GTP engine that answers every command with success (echoing ids, as GTP wants) but
# misbehaves at genmove, for the match runner's forfeit tests.
# Usage: broken_engine.sh crash|hang|illegal|garbage|stray|wrongid|noid|slowsetup
#   crash    exits with status 3 at its first genmove
#   hang     never answers genmove
#   illegal  always answers A1 (occupied from its second genmove on, if not at once)
#   garbage  answers "banana", which is no move
#   stray    prints a line that is no response ("thinking hard..."), then hangs
#   wrongid  answers pass with the id plus one (as if answering another command)
#   noid     answers pass without the id
#   slowsetup  sleeps 1 s before it answers clear_board, then passes at every genmove
mode=$1
while read -r -a words; do
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
        genmove)
            case "$mode" in
                crash) exit 3 ;;
                hang) sleep 1000 ;;
                illegal) printf '=%s A1\n\n' "$id" ;;
                stray)
                    printf 'thinking hard...\n'
                    sleep 1000
                    ;;
                wrongid) printf '=%s pass\n\n' "$((id + 1))" ;;
                noid) printf '= pass\n\n' ;;
                slowsetup) printf '=%s pass\n\n' "$id" ;;
                *) printf '=%s banana\n\n' "$id" ;;
            esac
            ;;
        clear_board)
            [[ $mode == slowsetup ]] && sleep 1
            printf '=%s \n\n' "$id"
            ;;
        *) printf '=%s \n\n' "$id" ;;
    esac
done
