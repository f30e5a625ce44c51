#!/usr/bin/python3
"""Fits the Morris evaluation's weights to the outcomes of the project's own games (Texel's way).

Usage: conformance/morris/fit_eval.py BOARDTALK MATCH_DIR [MATCH_DIR...]

A MATCH_DIR is what `boardtalk match --game morris --out DIR` writes, or its records under
conformance/records/: results.jsonl (or .jsonl.xz) and the game-NNNN.txt records (or
games.tar.xz). Every position of every game whose next turn closes no mill is an example,
labelled with the game's outcome for its side to move (1 won, 1/2 drawn, 0 lost); games lost by
a forfeit are left out. The evaluation is linear in its weights, so `BOARDTALK morris --eval`
with each weight raised by one in turn (`evaluate` on every position) gives each example's
features. The fit: the scale K of sigmoid(eval / K) for the default weights, then the weights
that minimise the mean squared error between sigmoid(eval / K) and the outcome (Adam), every
tenth game held out. Prints the losses and the weights as `--eval` text (rounded, in
-1000..1000); a man stays 100.
"""
import subprocess
import sys

import numpy as np

import match_records


def examples(directory):
    """(position text, outcome for its side to move, game id) of one match directory."""
    out = []
    for game, plies in match_records.games(directory):
        if game.get("forfeit_engine") or game["result"] not in ("W+", "B+", "0"):
            continue
        white = {"W+": 1.0, "B+": 0.0, "0": 0.5}[game["result"]]
        for (_, position), (turn, _) in zip(plies, plies[1:]):
            if "x" in turn:
                continue  # a mill closes next: not quiet
            side = position.split()[1]
            out.append((position, white if side == "w" else 1.0 - white,
                        f"{directory}/{game['record']}"))
    return out


def evaluations(boardtalk, positions, names, weights):
    """`evaluate` of each position with `--eval` weights; None where it is refused."""
    text = ",".join(f"{n}={w}" for n, w in zip(names, weights))
    script = "".join(f"set_position {p}\nevaluate\n" for p in positions)
    answer = subprocess.run([boardtalk, "morris", "--eval", text], input=script,
                            capture_output=True, text=True, check=True).stdout
    replies = [r for r in answer.split("\n\n") if r.strip()]
    values = []
    for i in range(len(positions)):
        reply = replies[2 * i + 1]
        values.append(int(reply[2:]) if reply.startswith("= ") else None)
    return values


def defaults(boardtalk):
    """The weights' names and default values, in order, as `morris --help` lists them."""
    help_text = subprocess.run([boardtalk, "morris", "--help"], capture_output=True, text=True,
                               check=True).stdout
    flat = "".join(help_text.split())
    start = flat.index("closed_mill=")
    pairs = [p.split("=") for p in flat[start:flat.index(")", start)].split(",")]
    return [n for n, _ in pairs], [int(v) for _, v in pairs]


def loss(scores, outcomes, k):
    return float(np.mean((1 / (1 + np.exp(-scores / k)) - outcomes) ** 2))


def fit(base, features, outcomes, w0, k, steps=3000, rate=0.5):
    w = np.array(w0, dtype=float)
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, steps + 1):
        p = 1 / (1 + np.exp(-(base + features @ w) / k))
        grad = features.T @ (2 * (p - outcomes) * p * (1 - p) / k) / len(outcomes)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= rate * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-12)
    return np.clip(np.round(w), -1000, 1000)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    boardtalk = sys.argv[1]
    data = [e for d in sys.argv[2:] for e in examples(d)]
    positions = [p for p, _, _ in data]
    names, w0 = defaults(boardtalk)
    e0 = evaluations(boardtalk, positions, names, w0)
    columns = []
    for i in range(len(names)):
        w = list(w0)
        w[i] += 1
        columns.append(evaluations(boardtalk, positions, names, w))
    keep = [j for j in range(len(data)) if e0[j] is not None]
    features = np.array([[c[j] - e0[j] for c in columns] for j in keep], dtype=float)
    scores = np.array([e0[j] for j in keep], dtype=float)
    base = scores - features @ np.array(w0, dtype=float)
    outcomes = np.array([data[j][1] for j in keep])
    games = sorted({data[j][2] for j in keep})
    held = {g for i, g in enumerate(games) if i % 10 == 9}
    test = np.array([data[j][2] in held for j in keep])
    train = ~test
    k = min(np.arange(20, 1001, 10), key=lambda k: loss(scores[train], outcomes[train], k))
    w = fit(base[train], features[train], outcomes[train], w0, k)
    print(f"{len(keep)} positions of {len(games)} games ({test.sum()} positions held out); "
          f"K = {k}")
    for name, part in (("train", train), ("held out", test)):
        print(f"{name}: mean squared error {loss(scores[part], outcomes[part], k):.5f} with the "
              f"defaults, {loss(base[part] + features[part] @ w, outcomes[part], k):.5f} fitted")
    print(",".join(f"{n}={int(x)}" for n, x in zip(names, w)))


if __name__ == "__main__":
    main()
