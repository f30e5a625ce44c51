#!/usr/bin/env python3
"""Strength with the endgame databases (issue 17): the engine with databases against itself without.

From N random legal positions of the moving phase with 5 or 6 men a side (no men in hand; the
side to move at random), two games each, colours swapped: the engine with `--databases DIR`
plays the side to move in one and the other side in the other, against the same engine without
databases. Both play under the practical draw rules (threefold repetition, 100 plies without a
removal); the engines' own game_status referees. The databases' value of the start says what the
engine with them must reach: it must never lose a position they call a draw or a win, and should
win every won one (a win longer than the 100-ply rule allows may end in a draw: counted apart).

Positions outside the loaded sectors are skipped (6 men a side need the K = 6 tables).

Usage: conformance/morris/strength_db.py --databases DIR [--positions 100] [--men 5,6]
       [--depth 4] [--seed 1] [--boardtalk build/boardtalk]
Exit code 0 when the engine with databases never did worse than their value, 1 otherwise.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "common"))
from gtp_client import GtpClient  # noqa: E402

POINTS = 24
ROWS = [3, 3, 3, 6, 3, 3, 3]  # points per board row, top to bottom


def random_position(rng, men):
    """Position text with a random count from `men` for each side, no men in hand."""
    white, black = rng.choice(men), rng.choice(men)
    points = rng.sample(range(POINTS), white + black)
    board = ["."] * POINTS
    for i, p in enumerate(points):
        board[p] = "W" if i < white else "B"
    rows, at = [], 0
    for n in ROWS:
        rows.append("".join(board[at:at + n]))
        at += n
    side = rng.choice("wb")
    return f"{'/'.join(rows)} {side} moving 0 0 0 40"


def play(first, second, start, db_is_first, max_plies):
    """Plays from `start`; `first` plays the side to move. Returns the final game_status."""
    colours = {"w": "white", "b": "black"}
    to_move = start.split()[1]
    other = "b" if to_move == "w" else "w"
    owner = {to_move: first, other: second}
    for e in (first, second):
        e.send("set_position " + start)
    for _ in range(max_plies):
        status = first.send("game_status")
        if not status.endswith("to move"):
            return status
        side = "w" if status.startswith("white") else "b"
        mover, watcher = owner[side], owner["b" if side == "w" else "w"]
        move = mover.send("genmove " + colours[side])
        watcher.send(f"play {colours[side]} {move}")
    return "unfinished after %d plies" % max_plies


def result_for(status, colour):
    """win, loss or draw for `colour` ("white"/"black") from a game_status text."""
    if status.startswith(colour + " wins"):
        return "win"
    if " wins" in status:
        return "loss"
    return "draw"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--databases", required=True)
    ap.add_argument("--positions", type=int, default=100)
    ap.add_argument("--men", default="5,6")
    ap.add_argument("--depth", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=600)
    ap.add_argument("--boardtalk", default="build/boardtalk")
    o = ap.parse_args()
    men = [int(m) for m in o.men.split(",")]
    base = [o.boardtalk, "morris", "--deterministic", "--depth", str(o.depth)]
    with_db = GtpClient(base + ["--databases", o.databases])
    without = GtpClient(base)
    rng = random.Random(o.seed)
    rank = {"loss": 0, "draw": 1, "win": 2}
    tally, worse, long_draws, games, tries = {}, [], 0, 0, 0
    while games < 2 * o.positions and tries < 100 * o.positions:
        tries += 1
        start = random_position(rng, men)
        ok, _ = with_db.ask("set_position " + start)
        if not ok:
            continue  # e.g. both sides already blocked: not a legal position
        ok, value = with_db.ask("database_lookup")
        if not ok:
            continue  # not covered by the loaded sectors
        verdict = value.split()[0]
        opposite = {"win": "loss", "loss": "win", "draw": "draw"}[verdict]
        side = {"w": "white", "b": "black"}[start.split()[1]]
        other = "black" if side == "white" else "white"
        for db_first in (True, False):
            first, second = (with_db, without) if db_first else (without, with_db)
            status = play(first, second, start, db_first, o.max_plies)
            db_colour = side if db_first else other
            expected = verdict if db_first else opposite
            got = result_for(status, db_colour)
            tally[(expected, got)] = tally.get((expected, got), 0) + 1
            games += 1
            if rank[got] < rank[expected]:
                if expected == "win" and got == "draw" and "removal" in status:
                    long_draws += 1
                else:
                    worse.append(f"{start}: databases say {value} for {side}; with databases "
                                 f"as {db_colour}: {status}")
    with_db.close()
    without.close()
    print(f"{games} games from {games // 2} positions (men {o.men}, opponent depth {o.depth})")
    for (expected, got), n in sorted(tally.items()):
        print(f"  databases' value {expected:4s} -> result {got:4s}: {n}")
    print(f"  won positions drawn by the 100-ply rule: {long_draws}")
    for w in worse:
        print("WORSE: " + w)
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
