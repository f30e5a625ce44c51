#!/usr/bin/python3
"""Trains boardtalk's Go policy network on the examples `boardtalk go learn --planes` and
`boardtalk go --record-visits` write.

    /usr/bin/python3 conformance/go/policy/train.py PLANES [PLANES...] --out FILE
        [--channels 32] [--layers 6] [--epochs 4] [--batch 256] [--lr 0.001] [--seed 1]
        [--threads 2]
    /usr/bin/python3 conformance/go/policy/train.py PLANES [PLANES...] --evaluate FILE

Debian's python3-torch (CPU). Each example is the position before a move, seen by the mover, and
the move played (a PLANES file of `boardtalk go learn --planes`), or the share of the search's
playouts each move had (a file of `boardtalk go --record-visits`: soft targets); the loss is the
cross-entropy of those targets among the search's candidates (the network's logits of other
points are not trained). Every batch is turned by a random one of the
board's 8 symmetries. Files of several board sizes may be mixed (the network is fully
convolutional): each batch is of one size, the batches of all sizes shuffled together. The last
5% of each size's examples (the last games) are held out: each epoch prints the held-out loss and
how often the move played (the most visited) is the network's first choice, by size when there
are several. The network is written in boardtalk's format (model.py) for `boardtalk go --policy
FILE`. --evaluate learns nothing: it prints how well a network file predicts the moves of all
the examples (records it was not learnt from).
"""
import argparse
import sys
import time

import numpy as np
import torch

from model import PolicyNet, load_network, save_network

CANDIDATE_PLANE = 11  # engine/go/policy_planes.cpp
PLANES = 16


def read_planes(path, f):
    """The planes [N, P, H, W] (uint8) and one-hot targets [N, H * W] of a --planes file."""
    words = f.readline().decode().split()
    _, w, h, _, planes, _, count, _, size = words
    w, h, planes, count, size = int(w), int(h), int(planes), int(count), int(size)
    body = np.frombuffer(f.read(), dtype=np.uint8)
    if body.size != count * size:
        sys.exit(f"{path}: {body.size} bytes of examples, expected {count * size}")
    body = body.reshape(count, size)
    bits = np.unpackbits(body[:, : size - 2], axis=1)[:, : planes * h * w]
    moves = body[:, size - 2].astype(np.int64) | body[:, size - 1].astype(np.int64) << 8
    targets = np.zeros((count, w * h), dtype=np.float32)
    targets[np.arange(count), moves] = 1
    return bits.reshape(count, planes, h, w), targets, (w, h)


def read_visits(path, f, planes=PLANES):
    """The same of a --record-visits file: the examples of its first example's board size (the
    others are counted and skipped; a partial example at the end is left out), the playouts'
    shares over the candidates as targets."""
    body = np.frombuffer(f.read(), dtype=np.uint8)
    if body.size < 2:
        sys.exit(f"{path}: no examples")
    w, h = int(body[0]), int(body[1])
    packed = (planes * w * h + 7) // 8
    size = 2 + packed + 2 * w * h
    starts, at, skipped = [], 0, 0
    while at + 2 <= body.size:
        ew, eh = int(body[at]), int(body[at + 1])
        esize = 2 + (planes * ew * eh + 7) // 8 + 2 * ew * eh
        if at + esize > body.size:
            break
        if (ew, eh) == (w, h):
            starts.append(at)
        else:
            skipped += 1
        at += esize
    if skipped:
        print(f"{path}: {skipped} examples of other board sizes skipped", file=sys.stderr)
    if not starts:
        sys.exit(f"{path}: no whole example")
    rows = body[np.array(starts)[:, None] + np.arange(size)]
    bits = np.unpackbits(rows[:, 2 : 2 + packed], axis=1)[:, : planes * h * w]
    shares = rows[:, 2 + packed :].astype(np.uint16)
    targets = (shares[:, 0::2] | shares[:, 1::2] << 8).astype(np.float32)
    bits = bits.reshape(len(starts), planes, h, w)
    targets *= bits[:, CANDIDATE_PLANE].reshape(len(starts), w * h)
    targets /= targets.sum(1, keepdims=True)
    return bits, targets, (w, h)


def read_examples(path):
    """The planes [N, P, H, W] (uint8), targets [N, H * W] (float32, summing to 1) and board
    size (w, h) of one file of either kind."""
    with open(path, "rb") as f:
        magic = f.readline().decode(errors="replace")
        if magic == "boardtalk go planes 1\n":
            return read_planes(path, f)
        if magic == "boardtalk go visits 1\n":
            return read_visits(path, f)
    sys.exit(f"{path}: not a file of `boardtalk go learn --planes` or `boardtalk go --record-visits`")


def symmetry(x, targets, k, flip):
    """The batch turned by k quarter turns (after a flip): planes and target maps alike."""
    maps = targets.view(x.shape[0], 1, x.shape[2], x.shape[3])
    if flip:
        x, maps = x.flip(3), maps.flip(3)
    x, maps = torch.rot90(x, k, (2, 3)), torch.rot90(maps, k, (2, 3))
    return x.contiguous(), maps.flatten(1)


def soft_cross_entropy(logits, targets):
    """The cross-entropy of the targets, summed over the batch."""
    log_p = torch.log_softmax(logits, 1)
    return -(targets * log_p.masked_fill(targets == 0, 0)).sum()


def masked_logits(net, x):
    logits = net(x)
    candidates = x[:, CANDIDATE_PLANE].flatten(1)
    return logits.masked_fill(candidates == 0, -1e9)


def evaluate(net, x, targets, batch):
    net.eval()
    loss, right = 0.0, 0
    with torch.no_grad():
        for i in range(0, len(targets), batch):
            xb = torch.from_numpy(x[i : i + batch]).float()
            tb = torch.from_numpy(targets[i : i + batch])
            logits = masked_logits(net, xb)
            loss += soft_cross_entropy(logits, tb).item()
            right += (logits.argmax(1) == tb.argmax(1)).sum().item()
    net.train()
    return loss / len(targets), right / len(targets)


def by_size(parts):
    """The examples of each board size, in the order of the files: {(w, h): (planes, targets)}."""
    sizes = {}
    for x, t, size in parts:
        sizes.setdefault(size, []).append((x, t))
    return {size: (np.concatenate([x for x, _ in group]), np.concatenate([t for _, t in group]))
            for size, group in sizes.items()}


def size_name(size):
    return f"{size[0]}x{size[1]}"


def report(net, sets, batch):
    """Loss and first-choice rate of each size's examples, and over all of them: one line."""
    results = {size: evaluate(net, x, t, batch) for size, (x, t) in sets.items()}
    count = {size: len(t) for size, (_, t) in sets.items()}
    total = sum(count.values())
    loss = sum(results[s][0] * count[s] for s in sets) / total
    top = sum(results[s][1] * count[s] for s in sets) / total
    line = f"loss {loss:.4f}, move played first {100 * top:.1f}%"
    if len(sets) > 1:
        line += "; " + "; ".join(f"{size_name(s)}: {count[s]} positions, loss {results[s][0]:.4f}, "
                                 f"first {100 * results[s][1]:.1f}%" for s in sorted(sets))
    return total, line


def batches(sets, batch, rng):
    """An epoch's batches: (size, indices), each size's examples in a random order, cut into
    whole batches, the sizes' batches shuffled together (one size: no more numbers drawn, so a
    seed learns the network it learnt before sizes could be mixed)."""
    out = []
    for size, (_, t) in sets.items():
        order = rng.permutation(len(t))
        out += [(size, order[i : i + batch]) for i in range(0, len(order) - batch + 1, batch)]
    return out if len(sets) == 1 else [out[i] for i in rng.permutation(len(out))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("planes", nargs="+")
    parser.add_argument("--out")
    parser.add_argument("--evaluate", metavar="FILE")
    parser.add_argument("--channels", type=int, default=32)
    parser.add_argument("--layers", type=int, default=6)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=0.001)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    sets = by_size([read_examples(p) for p in args.planes])
    if args.evaluate:
        total, line = report(load_network(args.evaluate), sets, 1024)
        print(f"{args.evaluate}: {total} positions; {line}")
        return
    if not args.out:
        sys.exit("--out FILE (to learn) or --evaluate FILE (to measure): one of them")
    train, test = {}, {}
    for size, (x, t) in sets.items():
        held = max(1, len(t) // 20)
        train[size], test[size] = (x[:-held], t[:-held]), (x[-held:], t[-held:])
    planes = next(iter(sets.values()))[0].shape[1]
    net = PolicyNet(planes, args.channels, args.layers)
    optimizer = torch.optim.Adam(net.parameters(), lr=args.lr)
    steps = args.epochs * sum(len(t) // args.batch for _, t in train.values())  # as batches()
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, args.lr, total_steps=max(1, steps))
    learnt = sum(len(t) for _, t in train.values())
    held = sum(len(t) for _, t in test.values())
    print(f"{learnt} examples to learn, {held} held out; "
          f"{sum(p.numel() for p in net.parameters())} weights", flush=True)
    start = time.time()
    for epoch in range(args.epochs):
        for size, idx in batches(train, args.batch, rng):
            train_x, train_t = train[size]
            xb = torch.from_numpy(train_x[idx]).float()
            tb = torch.from_numpy(train_t[idx])
            xb, tb = symmetry(xb, tb, int(rng.integers(4)), bool(rng.integers(2)))
            loss = soft_cross_entropy(masked_logits(net, xb), tb) / len(idx)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
        _, line = report(net, test, 1024)
        print(f"epoch {epoch + 1}: held-out {line} ({time.time() - start:.0f} s)", flush=True)
    save_network(net, args.out)
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
