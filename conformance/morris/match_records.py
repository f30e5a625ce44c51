"""Reading a Morris match directory: what `boardtalk match --game morris --out DIR` writes, or
its records under conformance/records/ (results.jsonl or .jsonl.xz; the game-NNNN.txt records or
games.tar.xz)."""
import json
import lzma
import os
import tarfile


def read_text(path):
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return f.read()
    with lzma.open(path + ".xz", "rt", encoding="utf-8") as f:
        return f.read()


def records(directory):
    """The text of each game record of `directory`, by file name."""
    tar = os.path.join(directory, "games.tar.xz")
    if os.path.exists(tar):
        with tarfile.open(tar) as t:
            return {os.path.basename(m.name): t.extractfile(m).read().decode()
                    for m in t.getmembers() if m.isfile() and m.name.endswith(".txt")}
    return {name: open(os.path.join(directory, name), encoding="utf-8").read()
            for name in os.listdir(directory) if name.startswith("game-")}


def games(directory):
    """(result, plies) of each game of `directory`: its line of results.jsonl as a dict, and
    (turn, position text) of each line of its record, "start" first."""
    texts = records(directory)
    for line in read_text(os.path.join(directory, "results.jsonl")).splitlines():
        game = json.loads(line)
        lines = [l.split(" ", 1) for l in texts[game["record"]].splitlines()]
        yield game, [(l[0], l[1]) for l in lines if len(l) == 2 and len(l[1].split()) == 7]
