#!/usr/bin/env python3
"""A scripted CodeCup 2011 referee for `boardtalk dvonn --protocol codecup` (the CTest
codecup_dvonn): it plays whole games against the engine with a seeded random opponent, checks
every engine line against the rules (a second boardtalk over GTP keeps the game), sends "Quit"
at the end and wants exit code 0; then the engine's failures: an illegal line from the referee is
exit code 1 with one line on stderr and nothing on stdout, the end of input is a quiet exit 0.

Usage: codecup_referee.py   (the program is $BOARDTALK_BIN)"""
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "common"))
from gtp_client import GtpClient  # noqa: E402

BUDGET = 2.0    # the engine's --game-time
SLACK = 8.0     # what the referee may see beyond it: process start, pipes, a loaded machine


def fail(why):
    print("FAIL: " + why, file=sys.stderr)
    sys.exit(1)


def start_engine():
    return subprocess.Popen([os.environ["BOARDTALK_BIN"], "dvonn", "--protocol", "codecup",
                             "--game-time", str(BUDGET)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, bufsize=1)


def ours(codecup_move):
    """The GTP engine's notation for a CodeCup move."""
    if codecup_move == "PASS":
        return "pass"
    return codecup_move if len(codecup_move) == 2 else codecup_move[:2] + "-" + codecup_move[2:]


def codecup(move):
    return "PASS" if move == "pass" else move.upper().replace("-", "")


def to_move(rules):
    status = rules.send("game_status")
    return "white" if status.startswith("white") else "black" if status.startswith("black") else None


def play_game(engine_colour, seed):
    rng = random.Random(seed)
    rules = GtpClient.boardtalk(["dvonn", "--deterministic", "--depth", "1"])
    engine = start_engine()
    thinking = 0.0
    engine_moves = 0
    if engine_colour == "white":
        engine.stdin.write("Start\n")
        engine.stdin.flush()
    asked = time.monotonic()
    while True:
        legal = rules.send("legal_moves").split()
        if not legal:
            break
        side = to_move(rules)
        if side == engine_colour:
            line = engine.stdout.readline().strip()
            thinking += time.monotonic() - asked
            if not line:
                fail(f"engine ({engine_colour}) wrote nothing; stderr: {engine.stderr.read()}")
            move = ours(line)
            if move.upper() not in (m.upper() for m in legal):
                fail(f"engine ({engine_colour}) played '{line}', not legal; legal: {legal}")
            rules.send(f"play {side} {move}")
            engine_moves += 1
            asked = time.monotonic()
            continue
        move = rng.choice(legal)
        rules.send(f"play {side} {move}")
        if rules.send("legal_moves"):  # the move that ends the game is not passed on
            engine.stdin.write(codecup(move) + "\n")
            engine.stdin.flush()
            asked = time.monotonic()
    engine.stdin.write("Quit\n")
    engine.stdin.flush()
    try:
        code = engine.wait(timeout=30)
    except subprocess.TimeoutExpired:
        engine.kill()
        fail("engine did not exit after Quit")
    extra = engine.stdout.read()
    if code != 0 or extra.strip():
        fail(f"engine exit {code}, wrote {extra!r} after the game; stderr: {engine.stderr.read()}")
    if thinking > BUDGET + SLACK:
        fail(f"engine used {thinking:.2f} s of a {BUDGET} s budget")
    rules.close()
    print(f"ok: engine as {engine_colour}, {engine_moves} moves, {thinking:.2f} s of {BUDGET} s")


def refused_line():
    engine = start_engine()
    out, err = engine.communicate("Z9\n", timeout=30)
    lines = [l for l in err.splitlines() if l.strip()]
    if engine.returncode != 1 or out or len(lines) != 1 or "Z9" not in lines[0]:
        fail(f"an illegal first move: exit {engine.returncode}, stdout {out!r}, stderr {err!r}")
    print("ok: an illegal line is one line on stderr and exit 1: " + lines[0])


def end_of_input():
    engine = start_engine()
    out, err = engine.communicate("Start\n", timeout=30)
    if engine.returncode != 0 or len(out.split()) != 1:
        fail(f"end of input: exit {engine.returncode}, stdout {out!r}, stderr {err!r}")
    print("ok: the end of input after its first move is exit 0; it placed " + out.strip())


def refused_options():
    for args, reason in [(["--protocol", "uci"], "must be gtp or codecup"),
                         (["--game-time", "0"], "--game-time"),
                         (["--game-time", "nan"], "--game-time"),
                         (["--game-time", "5", "--deterministic"], "exclude each other"),
                         (["--protocol", "codecup", "--random-setup", "3"], "empty board")]:
        run = subprocess.run([os.environ["BOARDTALK_BIN"], "dvonn"] + args, input="Start\n",
                             capture_output=True, text=True, timeout=30)
        lines = run.stderr.strip().splitlines()
        if run.returncode != 2 or run.stdout or len(lines) != 1 or reason not in lines[0]:
            fail(f"{args}: exit {run.returncode}, stdout {run.stdout!r}, stderr {run.stderr!r}")
    print("ok: bad --protocol / --game-time settings are refused with one line and exit 2")


def main():
    refused_options()
    play_game("white", 1)
    play_game("black", 2)
    refused_line()
    end_of_input()


if __name__ == "__main__":
    main()
