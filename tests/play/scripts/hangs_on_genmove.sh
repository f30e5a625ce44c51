#!/bin/sh
# A Go "engine" that answers the set-up and then hangs when asked to think (genmove), writing
# its pid to the file named by $1 first so that a test can check it is gone afterwards.
# With $2 = stray it first prints a line that is no response, as a chatty engine might.
while IFS= read -r line; do
    case "$line" in
        name) printf '= hanging-engine\n\n' ;;
        showboard) printf '= \n(a board)\n\n' ;;
        genmove*)
            echo $$ >"$1.tmp" && mv "$1.tmp" "$1"
            [ "$2" = stray ] && echo "thinking hard..."
            sleep 1000 ;;
        quit) printf '= \n\n'; exit 0 ;;
        *) printf '= \n\n' ;;
    esac
done
