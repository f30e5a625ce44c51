#!/usr/bin/env python3
"""How far each Go engine's win-rate estimate lies from the games' outcomes.

    estimate_error.py --engine "boardtalk go --playouts 10000 --seed 1" \
        --engine "boardtalk go --playouts 10000 --seed 1 --playout-race 100" \
        --moves 150,200,250 conformance/records/go19-clock-60ecb8a-vs-pachi ...

Each records directory holds games.tar.xz (a match's SGF games, each with its result). At each
of --moves that a game reaches, every engine loads the position (`loadsgf`), searches it
(`reg_genmove`, which plays nothing) and gives its side to move's win rate, read from the
engine's info log line ("... mcts: M15 61.5% of ...", also when it would resign). The error
of a position is (estimate - outcome)^2, the outcome 1 when the side to move won the game, else
0. Printed per engine: the positions, the mean squared error and the mean estimate against the
mean outcome; then each engine's mean difference of squared error from the first engine's,
position by position, with its standard error. A playout policy that reads the games' fights
better brings its estimates nearer the outcomes; the outcome of a game is a noisy label of a
middle-game position, so compare engines on the same positions, and many of them.
"""
import argparse
import math
import re
import shlex
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

# "genmove: black D4: mcts: D4 48.3% of ...", or "...: mcts: resign, best J2 0.0% of ...".
ESTIMATE = re.compile(r"genmove: \w+ \S+: mcts: (?:resign, best )?\S+ ([0-9.]+)% of")


def positions(records, moves, scratch):
    """(sgf path, move number, winner 'B' or 'W') of every listed move the games reach."""
    found = []
    for n, folder in enumerate(records):
        out = Path(scratch) / str(n)
        with tarfile.open(Path(folder) / "games.tar.xz") as tar:
            tar.extractall(out)
        for sgf in sorted(out.rglob("*.sgf")):
            text = sgf.read_text()
            result = re.search(r"RE\[([BW])\+", text)
            played = len(re.findall(r";[BW]\[", text))
            if result:
                found += [(sgf, m, result.group(1)) for m in moves if m < played]
    return found


def estimates(engine, boardsize, points):
    """The side to move and its win rate (0..1) at each point, from one engine process."""
    proc = subprocess.Popen(shlex.split(engine) + ["--log-level", "info"], text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)

    def ask(command):
        proc.stdin.write(command + "\n")
        proc.stdin.flush()
        lines = []
        while True:
            raw = proc.stdout.readline()
            if raw == "":
                sys.exit(f"{command}: the engine stopped")
            if raw.strip():
                lines.append(raw.strip())
            elif lines:
                break
        if not lines[0].startswith("="):
            sys.exit(f"{command}: {' '.join(lines)}")
        return lines[0][1:].strip()

    ask(f"boardsize {boardsize}")
    found = []
    for sgf, move, _ in points:
        colour = ask(f"loadsgf {sgf} {move + 1}")
        ask(f"reg_genmove {colour}")
        while "genmove:" not in (line := proc.stderr.readline()):
            if line == "":
                sys.exit(f"{engine}: no estimate in its log")
        if not (m := ESTIMATE.search(line)):
            sys.exit(f"{engine}: no estimate in its log line: {line.strip()}")
        found.append((colour[0].upper(), float(m.group(1)) / 100))
    ask("quit")
    proc.wait()
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", action="append", required=True)
    parser.add_argument("--moves", default="150,200,250")
    parser.add_argument("--boardsize", type=int, default=19)
    parser.add_argument("records", nargs="+")
    args = parser.parse_args()
    moves = [int(m) for m in args.moves.split(",")]
    with tempfile.TemporaryDirectory() as scratch:
        points = positions(args.records, moves, scratch)
        errors = []
        for engine in args.engine:
            found = estimates(engine, args.boardsize, points)
            outcome = [float(c == winner) for (c, _), (_, _, winner) in zip(found, points)]
            errors.append([(e - o) ** 2 for (_, e), o in zip(found, outcome)])
            n = len(found)
            print(f"{engine}: {n} positions, mean squared error {sum(errors[-1]) / n:.4f}, "
                  f"mean estimate {sum(e for _, e in found) / n:.3f} "
                  f"against outcome {sum(outcome) / n:.3f}")
    for engine, errs in zip(args.engine[1:], errors[1:]):
        diffs = [a - b for a, b in zip(errs, errors[0])]
        n = len(diffs)
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1))
        print(f"{engine} - first: {mean:+.4f} (standard error {sd / math.sqrt(n):.4f})")


if __name__ == "__main__":
    main()
