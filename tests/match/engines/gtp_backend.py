"""A boardtalk engine (GTP) behind the scripted engines of other protocols: it keeps the game
and picks legal moves, so the scripts only speak their protocol. The program is $BOARDTALK_BIN."""
import os
import subprocess


class GtpBackend:
    def __init__(self, args):
        self.proc = subprocess.Popen([os.environ["BOARDTALK_BIN"]] + args,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def send(self, command):
        """The success text of `command`; raises on a failure answer."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError("backend died at " + command)
            line = line.rstrip("\r\n")
            if line == "" and lines:
                break
            if line != "":
                lines.append(line)
        if not lines[0].startswith("="):
            raise RuntimeError(command + ": " + " ".join(lines))
        return lines[0][1:].strip()

    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.proc.wait()
