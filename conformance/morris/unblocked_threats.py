#!/usr/bin/python3
"""The placing turns on which an engine left a lone mill threat of its opponent open.

Usage: conformance/morris/unblocked_threats.py ENGINE MATCH_DIR [MATCH_DIR...]

For each game of each MATCH_DIR (see match_records.py) that ENGINE (a name of the match's
`--engine`) played: its placing turns that faced exactly one point where the opponent's next man,
placed, would close a mill, had no mill of its own to close, and placed elsewhere. Prints each such game
with its result for ENGINE and those turns, then ENGINE's results in those games and in all.
Two threats at once (a fork) are not counted: one man cannot block both. The standard board
only (nine or twelve men without diagonals).
"""
import sys

import match_records

ROWS = ["a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4 e4 f4 g4", "c3 d3 e3", "b2 d2 f2",
        "a1 d1 g1"]
POINTS = [p for row in ROWS for p in row.split()]
MILLS = [m.split() for m in (
    "a7 d7 g7,b6 d6 f6,c5 d5 e5,a4 b4 c4,e4 f4 g4,c3 d3 e3,b2 d2 f2,a1 d1 g1,"
    "a7 a4 a1,b6 b4 b2,c5 c4 c3,d7 d6 d5,d3 d2 d1,e5 e4 e3,f6 f4 f2,g7 g4 g1").split(",")]


def closing_points(board, colour):
    """The empty points where a man of `colour` ("W" or "B") would close a mill."""
    points = set()
    for mill in MILLS:
        men = [board[p] for p in mill]
        if men.count(colour) == 2 and men.count(".") == 1:
            points.add(mill[men.index(".")])
    return points


def left_open(plies, colour):
    """(ply, turn, the threatened point) of each placing turn of `colour` that left a lone
    threat open."""
    out = []
    for ply, ((_, before), (turn, _)) in enumerate(zip(plies, plies[1:])):
        fields = before.split()
        opponent_in_hand = int(fields[4] if colour == "W" else fields[3])
        if fields[2] != "placing" or fields[1].upper() != colour or opponent_in_hand == 0:
            continue  # not our placement, or the opponent's next turn slides
        board = dict(zip(POINTS, fields[0].replace("/", "")))
        threats = closing_points(board, "B" if colour == "W" else "W")
        placed = turn.split("x")[0]
        if len(threats) == 1 and not closing_points(board, colour) and placed not in threats:
            out.append((ply, turn, threats.pop()))
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    engine = sys.argv[1]
    tally = {"with": [0, 0, 0], "all": [0, 0, 0]}  # wins, draws, losses
    for directory in sys.argv[2:]:
        for game, plies in match_records.games(directory):
            if engine not in (game["a"], game["b"]):
                continue
            ours = "a" if game["a"] == engine else "b"
            colour = game["a_colour"] if ours == "a" else \
                {"white": "black", "black": "white"}[game["a_colour"]]
            result = 1 if game["winner"] == "draw" else 0 if game["winner"] == ours else 2
            turns = left_open(plies, "W" if colour == "white" else "B")
            tally["all"][result] += 1
            if turns:
                tally["with"][result] += 1
                print(f"{game['record']} {colour} {('win', 'draw', 'loss')[result]}: " +
                      "; ".join(f"ply {p} {t} (open: {o})" for p, t, o in turns))
    for key, (w, d, l) in tally.items():
        print(f"{key}: +{w} ={d} -{l}")


if __name__ == "__main__":
    main()
