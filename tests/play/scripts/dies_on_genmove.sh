#!/bin/sh
# A Morris "engine" that answers the set-up and one move, then dies when asked to think
# (genmove), as a crashing engine would: tests that the front end reports it and the moves.
turn=white
while IFS= read -r line; do
    case "$line" in
        name) printf '= dying-engine\n\n' ;;
        game_status) printf '= %s to move\n\n' "$turn" ;;
        showboard) printf '= \n(a board)\n\n' ;;
        play*) turn=black; printf '= \n\n' ;;
        genmove*) echo "dying-engine: out of luck" >&2; exit 3 ;;
        quit) printf '= \n\n'; exit 0 ;;
        *) printf '= \n\n' ;;
    esac
done
