#!/usr/bin/env python3
"""A DVONN engine speaking the CodeCup 2011 protocol, for the match runner's tests: it reads
"Start" (it plays White) or White's first move (it plays Black), then the opponent's moves, one
a line ("E3", "A1B2", "PASS"), writes its own the same way as soon as it is its turn, and exits
at "Quit". Its moves come from `boardtalk dvonn --deterministic --depth 1`, spoken to through
tests/common/gtp_client.py.

Usage: codecup_engine.py [MODE [N]]   misbehaves at its N-th own move (default 1):
  garbage  writes "hello"            illegal  places on the space placed on last (or A1A2)
  crash    exits with status 3       hang     writes nothing
  dashed   writes moves our way ("A1-B2", "pass"), which is not CodeCup notation
  noquit   plays well but ignores Quit and end of input (the runner must stop it)"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "common"))
from gtp_client import GtpClient  # noqa: E402

PLACEMENTS = 49


def to_move(n):
    """The colour to move after n moves: placements alternate from White (White places the 49th),
    then stack moves alternate from White again (passes are moves too)."""
    if n < PLACEMENTS:
        return "white" if n % 2 == 0 else "black"
    return "white" if (n - PLACEMENTS) % 2 == 0 else "black"


def ours(move):
    if move == "PASS":
        return "pass"
    return move if len(move) == 2 else move[:2] + "-" + move[2:]


def codecup(move):
    move = move.upper()
    return "PASS" if move == "PASS" else move.replace("-", "")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"
    bad_at = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    backend = GtpClient.boardtalk(["dvonn", "--deterministic", "--depth", "1"])
    backend.send("clear_board")
    first = sys.stdin.readline().strip()
    me = "white" if first == "Start" else "black"
    n = 0
    if me == "black":
        backend.send("play white " + ours(first))
        n = 1
    own = 0
    last = first
    while True:
        if to_move(n) == me:
            own += 1
            move = backend.send("genmove " + me)
            if own >= bad_at and mode in ("garbage", "illegal", "crash", "hang"):
                if mode == "crash":
                    sys.exit(3)
                if mode == "hang":
                    time.sleep(1000)
                # illegal: the space just placed on (occupied), or a stack move while placing
                print("hello" if mode == "garbage" else last if n > 0 else "A1A2", flush=True)
            else:
                last = codecup(move)
                print(move if mode == "dashed" else last, flush=True)
            n += 1
            continue
        line = sys.stdin.readline()
        if line == "" or line.strip() == "Quit":
            if mode == "noquit":
                time.sleep(1000)
            break
        last = line.strip()
        backend.send("play " + to_move(n) + " " + ours(last))
        n += 1
    backend.close()


if __name__ == "__main__":
    main()
