#!/usr/bin/python3
"""An engine's results in a match, by the games' length.

Usage: conformance/results_by_length.py ENGINE MATCH_DIR [MATCH_DIR...] [--split N,N,...]

MATCH_DIR: what `boardtalk match --out DIR` writes, or its records under conformance/records/
(results.jsonl or results.jsonl.xz), of any game. ENGINE: a name of the match's `--engine`.
Prints ENGINE's wins, draws and losses in the games shorter than each split (in moves, both
sides; default: the median length) and in the rest, then the game lengths of each result.
"""
import json
import lzma
import os
import statistics
import sys


def results(directory):
    path = os.path.join(directory, "results.jsonl")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return [json.loads(l) for l in f if l.strip()]
    with lzma.open(path + ".xz", "rt", encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def main():
    args = sys.argv[1:]
    splits = None
    if "--split" in args:
        i = args.index("--split")
        splits = [int(n) for n in args[i + 1].split(",")]
        del args[i:i + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    engine = args[0]
    games = []  # (moves, result: "win", "draw" or "loss")
    for directory in args[1:]:
        for g in results(directory):
            if engine not in (g["a"], g["b"]):
                continue
            ours = "a" if g["a"] == engine else "b"
            result = "draw" if g["winner"] == "draw" else "win" if g["winner"] == ours else "loss"
            games.append((g["moves"], result))
    if not games:
        sys.exit(f"no games of {engine}")
    if splits is None:
        splits = [int(statistics.median(m for m, _ in games))]
    bounds = [0] + sorted(splits) + [None]
    for lo, hi in zip(bounds, bounds[1:]):
        part = [r for m, r in games if m >= lo and (hi is None or m < hi)]
        span = f"{lo}+" if hi is None else f"{lo}-{hi - 1}"
        print(f"moves {span}: +{part.count('win')} ={part.count('draw')} -{part.count('loss')}")
    for result in ("win", "draw", "loss"):
        lengths = sorted(m for m, r in games if r == result)
        if lengths:
            print(f"{result}: {' '.join(map(str, lengths))}")


if __name__ == "__main__":
    main()
