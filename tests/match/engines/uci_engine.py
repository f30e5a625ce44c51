#!/usr/bin/env python3
"""A Nine Men's Morris engine speaking Sanmill's UCI-style protocol, for the match runner's
tests: uci/uciok, isready/readyok, ucinewgame, `position startpos [moves ...]` in Sanmill's
notation (a removal is a move of its own: "d6 xb4"), `go ...` answered by progress lines and
`info score 0 bestmove M` as Sanmill writes it (or `bestmove M` with the mode `plain`). A mill
gets two answers: the move, then, for the position with it, the removal. Its moves come from
`boardtalk morris --deterministic --depth 2` (through tests/common/gtp_client.py), the position
replayed at every go.

Usage: uci_engine.py [--log FILE] [MODE [N]]   misbehaves at its N-th go (default 1):
  plain    writes standard `bestmove M` lines (never misbehaves)
  garbage  answers `bestmove hello`     illegal  answers a placement on an occupied square or
  crash    exits with status 3                   a move from an empty one
  hang     answers nothing              attached answers a mill with its removal attached
  nouciok  never answers uci            ("d6xb4", one answer) instead of Sanmill's two
  draw     answers `bestmove draw` (a draw claim, Sanmill's way)
  slow S   sleeps S seconds (a real number) before it answers uci, as a big engine loading
  script F plays the moves of file F (Sanmill's notation, one a line, the line of ply i
           answering the go of ply i; "draw" there is a draw claim): both sides can share F
--log FILE appends every line it reads to FILE."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "common"))
from gtp_client import GtpClient  # noqa: E402


def turns(moves):
    """Sanmill's move list as our turns: a removal joins the move before it."""
    out = []
    for m in moves:
        if m.startswith("x"):
            out[-1] += m
        else:
            out.append(m)
    return out


def main():
    args = sys.argv[1:]
    log = None
    if args[:1] == ["--log"]:
        log = open(args[1], "a")
        args = args[2:]
    mode = args[0] if args else "good"
    arg = args[1] if len(args) > 1 else "1"
    bad_at = int(arg) if mode not in ("slow", "script") else 1
    script = open(arg).read().split() if mode == "script" else []
    backend = GtpClient.boardtalk(["morris", "--deterministic", "--depth", "2"])
    moves = []
    pending = None  # (moves, removal): the removal of the mill our last answer closed
    gos = 0
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "uci" and mode == "slow":
            time.sleep(float(arg))
        if words[0] == "uci" and mode != "nouciok":
            print("id name scripted-uci\nid author boardtalk tests\nuciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[0] == "position":
            moves = words[3:] if len(words) > 2 and words[2] == "moves" else []
        elif words[0] == "go":
            gos += 1
            print("info depth 1 score cp 0 nodes 1 pv (thinking)", flush=True)
            if mode == "script":
                answer = script[len(moves)] if len(moves) < len(script) else "(none)"
            elif gos >= bad_at and mode == "draw":
                answer = "draw"
            elif gos >= bad_at and mode in ("garbage", "illegal", "crash", "hang"):
                if mode == "crash":
                    sys.exit(3)
                if mode == "hang":
                    time.sleep(1000)
                answer = "hello" if mode == "garbage" else (
                    moves[-1] if moves and not moves[-1].startswith("x") and "-" not in moves[-1]
                    else "a1-a4")
            elif pending and pending[0] == moves:
                answer, pending = pending[1], None
            else:
                done = turns(moves)
                backend.send("clear_board")
                for i, t in enumerate(done):
                    backend.send("play " + ("white" if i % 2 == 0 else "black") + " " + t)
                turn = backend.send("genmove " + ("white" if len(done) % 2 == 0 else "black"))
                answer = turn
                if "x" in turn and mode != "attached":
                    answer = turn[:turn.index("x")]
                    pending = (moves + [answer], turn[turn.index("x"):])
            print(("bestmove " if mode == "plain" else "info score 0 bestmove ") + answer,
                  flush=True)
    backend.close()


if __name__ == "__main__":
    main()
