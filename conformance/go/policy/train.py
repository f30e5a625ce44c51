#!/usr/bin/python3
"""Trains boardtalk's Go policy network on the examples `boardtalk go learn --planes` writes.

    /usr/bin/python3 conformance/go/policy/train.py PLANES [PLANES...] --out FILE
        [--channels 32] [--layers 6] [--epochs 4] [--batch 256] [--lr 0.001] [--seed 1]
        [--threads 2]
    /usr/bin/python3 conformance/go/policy/train.py PLANES [PLANES...] --evaluate FILE

Debian's python3-torch (CPU). Each example is the position before a move, seen by the mover, and
the move played; the loss is the cross-entropy of the move among the search's candidates (the
network's logits of other points are not trained). Every batch is turned by a random one of the
board's 8 symmetries. The last 5% of the examples (the last games) are held out: each epoch
prints the held-out loss and how often the move played is the network's first choice. The
network is written in boardtalk's format (model.py) for `boardtalk go --policy FILE`.
--evaluate learns nothing: it prints how well a network file predicts the moves of all the
examples (records it was not learnt from).
"""
import argparse
import sys
import time

import numpy as np
import torch

from model import PolicyNet, load_network, save_network

CANDIDATE_PLANE = 11  # engine/go/policy_planes.cpp


def read_examples(path):
    """The planes [N, P, H, W] (uint8) and moves [N] (int64) of one file."""
    with open(path, "rb") as f:
        magic = f.readline().decode()
        if magic != "boardtalk go planes 1\n":
            sys.exit(f"{path}: not a file of `boardtalk go learn --planes`")
        words = f.readline().decode().split()
        _, w, h, _, planes, _, count, _, size = words
        w, h, planes, count, size = int(w), int(h), int(planes), int(count), int(size)
        body = np.frombuffer(f.read(), dtype=np.uint8)
    if body.size != count * size:
        sys.exit(f"{path}: {body.size} bytes of examples, expected {count * size}")
    body = body.reshape(count, size)
    bits = np.unpackbits(body[:, : size - 2], axis=1)[:, : planes * h * w]
    moves = body[:, size - 2].astype(np.int64) | body[:, size - 1].astype(np.int64) << 8
    return bits.reshape(count, planes, h, w), moves, (w, h)


def symmetry(x, moves, k, flip, w):
    """The batch turned by k quarter turns (after a flip): planes and move indices alike."""
    one_hot = torch.zeros(x.shape[0], x.shape[2] * x.shape[3])
    one_hot[torch.arange(x.shape[0]), moves] = 1
    one_hot = one_hot.view(x.shape[0], 1, x.shape[2], x.shape[3])
    if flip:
        x, one_hot = x.flip(3), one_hot.flip(3)
    x, one_hot = torch.rot90(x, k, (2, 3)), torch.rot90(one_hot, k, (2, 3))
    return x.contiguous(), one_hot.flatten(1).argmax(1)


def masked_logits(net, x):
    logits = net(x)
    candidates = x[:, CANDIDATE_PLANE].flatten(1)
    return logits.masked_fill(candidates == 0, -1e9)


def evaluate(net, x, moves, batch):
    net.eval()
    loss, right = 0.0, 0
    with torch.no_grad():
        for i in range(0, len(moves), batch):
            xb = torch.from_numpy(x[i : i + batch]).float()
            mb = torch.from_numpy(moves[i : i + batch])
            logits = masked_logits(net, xb)
            loss += torch.nn.functional.cross_entropy(logits, mb, reduction="sum").item()
            right += (logits.argmax(1) == mb).sum().item()
    net.train()
    return loss / len(moves), right / len(moves)


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
    parts = [read_examples(p) for p in args.planes]
    if len({size for _, _, size in parts}) != 1:
        sys.exit("the files are of different board sizes")
    x = np.concatenate([p[0] for p in parts])
    moves = np.concatenate([p[1] for p in parts])
    if args.evaluate:
        loss, top = evaluate(load_network(args.evaluate), x, moves, 1024)
        print(f"{args.evaluate}: {len(moves)} positions; loss {loss:.4f} a move, the move "
              f"played first in {100 * top:.1f}%")
        return
    if not args.out:
        sys.exit("--out FILE (to learn) or --evaluate FILE (to measure): one of them")
    held = max(1, len(moves) // 20)
    train_x, train_m = x[:-held], moves[:-held]
    test_x, test_m = x[-held:], moves[-held:]
    net = PolicyNet(x.shape[1], args.channels, args.layers)
    optimizer = torch.optim.Adam(net.parameters(), lr=args.lr)
    steps = args.epochs * (len(train_m) // args.batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, args.lr, total_steps=max(1, steps))
    print(f"{len(train_m)} examples to learn, {held} held out; "
          f"{sum(p.numel() for p in net.parameters())} weights", flush=True)
    start = time.time()
    for epoch in range(args.epochs):
        order = rng.permutation(len(train_m))
        for i in range(0, len(order) - args.batch + 1, args.batch):
            idx = order[i : i + args.batch]
            xb = torch.from_numpy(train_x[idx]).float()
            mb = torch.from_numpy(train_m[idx])
            xb, mb = symmetry(xb, mb, int(rng.integers(4)), bool(rng.integers(2)), x.shape[3])
            loss = torch.nn.functional.cross_entropy(masked_logits(net, xb), mb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
        held_loss, held_top = evaluate(net, test_x, test_m, 1024)
        print(f"epoch {epoch + 1}: held-out loss {held_loss:.4f}, move played first "
              f"{100 * held_top:.1f}% ({time.time() - start:.0f} s)", flush=True)
    save_network(net, args.out)
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
