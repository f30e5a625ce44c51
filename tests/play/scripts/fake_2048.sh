#!/bin/sh
# A 2048 "engine" that reaches 2048 on the first move and has no move left after the next one,
# so that tests can walk through "you won: keep going (k) or start again (y)?" and
# "game over: try again (t) or quit (q)?" without playing thousands of moves.
status=playing
while IFS= read -r line; do
    case "$line" in
        name) printf '= fake-2048\n\n' ;;
        new_game*) status=playing; printf '= \n\n' ;;
        game_status) printf '= %s\n\n' "$status" ;;
        showboard) printf '= \n(tiles)\nstatus %s\n\n' "$status" ;;
        score) printf '= 20000\n\n' ;;
        keep_going) status="playing after win"; printf '= \n\n' ;;
        play*)
            if [ "$status" = playing ]; then status=won; else status=over; fi
            printf '= \n\n' ;;
        quit) printf '= \n\n'; exit 0 ;;
        *) printf '? unknown command\n\n' ;;
    esac
done
