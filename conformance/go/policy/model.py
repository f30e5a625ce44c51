#!/usr/bin/python3
"""The Go policy network in torch, and its boardtalk file (engine/go/policy_network.hpp).

PolicyNet(planes, channels, layers): `layers` 3x3 convolutions (padding 1, bias, ReLU after
each), the first planes -> channels and the others channels -> channels, then a 1x1 convolution
channels -> 1 (bias, no ReLU): one logit per point, flattened row by row. Fully convolutional,
so one network serves every board size; the board's edge is the zero padding (and an all-ones
input plane, which the encoder provides).

The file (docs/go.md, "Policy network file"):

    boardtalk go policy 1
    planes P channels C layers L
    crc32 XXXXXXXX bytes N
    <N bytes: little-endian float32>

Payload: each 3x3 layer's weight [out][in][3][3] then its bias [out]; then the head's weight [C]
and bias [1]. XXXXXXXX is zlib's CRC-32 of the N bytes.

Usage (Debian's torch: /usr/bin/python3 with python3-torch):
    conformance/go/policy/model.py fixture OUT_DIR   # tiny.net, tiny-expected.txt (the C++ test)
    conformance/go/policy/model.py seeds OUT_DIR     # small valid files for the fuzz corpus
The committed tests/go/data/policy/ and tests/fuzz/corpus/go_policy/*.net come from these.
"""
import os
import struct
import sys
import zlib

import torch

MAGIC = "boardtalk go policy 1"
RANGES = {"planes": (1, 64), "channels": (1, 256), "layers": (1, 32)}


class PolicyNet(torch.nn.Module):
    def __init__(self, planes, channels, layers):
        super().__init__()
        self.planes, self.channels = planes, channels
        self.convs = torch.nn.ModuleList(
            torch.nn.Conv2d(planes if i == 0 else channels, channels, 3, padding=1)
            for i in range(layers))
        self.head = torch.nn.Conv2d(channels, 1, 1)

    def forward(self, x):
        for conv in self.convs:
            x = torch.relu(conv(x))
        return self.head(x).flatten(1)  # [N, H*W], row-major (y, then x)


def _tensors(model):
    """The tensors in file order."""
    for conv in model.convs:
        yield conv.weight
        yield conv.bias
    yield model.head.weight
    yield model.head.bias


def save_network(model, path):
    payload = b"".join(
        t.detach().to(torch.float32).contiguous().numpy().astype("<f4").tobytes()
        for t in _tensors(model))
    header = "%s\nplanes %d channels %d layers %d\ncrc32 %08x bytes %d\n" % (
        MAGIC, model.planes, model.channels, len(model.convs),
        zlib.crc32(payload) & 0xFFFFFFFF, len(payload))
    with open(path, "wb") as f:
        f.write(header.encode("ascii") + payload)


def load_network(path):
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n", 3)
    if len(lines) != 4 or lines[0].decode("ascii", "replace") != MAGIC:
        raise ValueError("%s: not a policy network file (%s)" % (path, MAGIC))
    fields = lines[1].decode("ascii").split()
    if len(fields) != 6 or fields[0::2] != ["planes", "channels", "layers"]:
        raise ValueError("%s: line 2 is not 'planes P channels C layers L'" % path)
    sizes = dict(zip(fields[0::2], map(int, fields[1::2])))
    for name, (low, high) in RANGES.items():
        if not low <= sizes[name] <= high:
            raise ValueError("%s: %s %d not in %d..%d" % (path, name, sizes[name], low, high))
    crc_field, crc, bytes_field, count = lines[2].decode("ascii").split()
    payload = lines[3]
    if crc_field != "crc32" or bytes_field != "bytes" or int(count) != len(payload):
        raise ValueError("%s: bad line 3 or payload size" % path)
    if int(crc, 16) != zlib.crc32(payload) & 0xFFFFFFFF:
        raise ValueError("%s: crc32 mismatch" % path)
    model = PolicyNet(sizes["planes"], sizes["channels"], sizes["layers"])
    floats = struct.unpack("<%df" % (len(payload) // 4), payload)
    at = 0
    with torch.no_grad():
        for t in _tensors(model):
            n = t.numel()
            if at + n > len(floats):
                raise ValueError("%s: payload too short" % path)
            t.copy_(torch.tensor(floats[at:at + n], dtype=torch.float32).view_as(t))
            at += n
    if at != len(floats) or len(payload) % 4:
        raise ValueError("%s: payload too long" % path)
    return model


def _random_planes(generator, planes, height, width):
    """Mostly 0 and 1, plane 0 all ones (as the encoder's), a few points in between."""
    x = (torch.rand(planes, height, width, generator=generator) < 0.3).to(torch.float32)
    between = torch.rand(planes, height, width, generator=generator) < 0.05
    x[between] = torch.rand(int(between.sum()), generator=generator)
    x[0] = 1
    return x


def _numbers(tensor):
    return " ".join("%.9g" % v for v in tensor.flatten().tolist())


def fixture(out_dir):
    torch.manual_seed(7)
    model = PolicyNet(planes=5, channels=8, layers=3)
    with torch.no_grad():
        for t in _tensors(model):
            # Default weights shrink the signal layer after layer, and default biases are
            # small: larger ones make logits that differ, and biases that count.
            t.mul_(3 if t.dim() > 1 else 2)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "tiny.net")
    save_network(model, path)
    again = load_network(path)
    generator = torch.Generator().manual_seed(11)
    lines = []
    for height, width in [(9, 9), (5, 7), (19, 19)]:
        x = _random_planes(generator, model.planes, height, width)
        with torch.no_grad():
            logits = model(x.unsqueeze(0))[0]
            if not torch.equal(logits, again(x.unsqueeze(0))[0]):
                raise SystemExit("the network read back from %s computes otherwise" % path)
        lines += ["%d %d" % (height, width), _numbers(x), _numbers(logits)]
    with open(os.path.join(out_dir, "tiny-expected.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


def seeds(out_dir):
    torch.manual_seed(3)
    os.makedirs(out_dir, exist_ok=True)
    for planes, channels, layers in [(1, 1, 1), (2, 3, 2), (3, 9, 1)]:
        save_network(PolicyNet(planes, channels, layers),
                     os.path.join(out_dir, "p%dc%dl%d.net" % (planes, channels, layers)))


def main(argv):
    commands = {"fixture": fixture, "seeds": seeds}
    if len(argv) != 3 or argv[1] not in commands:
        sys.stderr.write("usage: model.py fixture|seeds OUT_DIR\n")
        return 2
    commands[argv[1]](argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
