"""For each game boardtalk lost against Pachi: boardtalk's win rate (5,000 playouts, seed 1)
before each of its moves; prints the move where it first fell below 0.35 and the largest drop."""
import json, re, subprocess, sys
d = sys.argv[1]
B = sys.argv[2]
rs = [json.loads(l) for l in open(f"{d}/results.jsonl")]
out = []
for r in rs:
    if r["winner"] == "a":
        continue
    sgf = open(f"{d}/{r['record']}").read()
    moves = re.findall(r";([BW])\[([a-s]{0,2})\]", sgf)
    ours = "b" if r["a_colour"] == "black" else "w"
    p = subprocess.Popen([B, "go", "--playouts", "5000", "--seed", "1", "--resign", "0"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def ask(c):
        p.stdin.write(c + "\n"); p.stdin.flush()
        lines = []
        while True:
            l = p.stdout.readline()
            if l == "\n": break
            lines.append(l.strip())
        return " ".join(lines)
    ask("boardsize 9"); ask("komi 7.5")
    traj = []
    for i, (c, m) in enumerate(moves):
        v = "pass" if m == "" else "ABCDEFGHJ"[ord(m[0]) - 97] + str(9 - (ord(m[1]) - 97))
        if c.lower() == ours:
            ask(f"genmove {c.lower()}")
            e = ask("gomill-explain_last_move")
            w = re.search(r"(\d+\.\d)% of", e)
            traj.append((i + 1, float(w.group(1)) / 100 if w else None))
            ask("undo")
        ask(f"play {c.lower()} {v}")
    ask("quit")
    vals = [(n, w) for n, w in traj if w is not None]
    below = next((n for n, w in vals if w < 0.35), None)
    drops = [(vals[k][1] - vals[k + 1][1], vals[k][0]) for k in range(len(vals) - 1)]
    big = max(drops) if drops else (0, None)
    out.append({"game": r["index"], "colour": r["a_colour"], "moves": len(moves), "first_below": below,
                "biggest_drop": round(big[0], 3), "at": big[1], "traj": vals})
    print(r["index"], r["a_colour"], len(moves), below, round(big[0], 3), big[1], flush=True)
json.dump(out, open(f"{sys.argv[3]}", "w"))
