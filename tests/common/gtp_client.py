"""A GTP client for the Python scripts of the tests and benchmarks: one engine process spoken to
over its pipes (the scripted engines of tests/match/engines keep their game in a boardtalk engine
behind them; tests/dvonn/codecup_referee.py checks the rules with one;
conformance/morris/strength_db.py plays two against each other).

A script imports it with tests/common put first on sys.path, found from its own __file__."""
import os
import subprocess


class GtpClient:
    def __init__(self, command):
        """Starts `command` (a list: the program and its arguments)."""
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    @classmethod
    def boardtalk(cls, args):
        """`$BOARDTALK_BIN ARGS`: the program under test."""
        return cls([os.environ["BOARDTALK_BIN"]] + args)

    def ask(self, command):
        """(ok, text) of the response to `command`: ok for '=', the text without its '=' or '?'
        (its lines joined by newlines)."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError(f"engine died after '{command}'")
            line = line.rstrip("\r\n")
            if line == "" and lines:
                break
            if line != "":
                lines.append(line)
        text = "\n".join(lines)
        return text.startswith("="), text[1:].strip()

    def send(self, command):
        """The success text of `command`; raises on a failure answer."""
        ok, text = self.ask(command)
        if not ok:
            raise RuntimeError(f"'{command}' failed: {text}")
        return text

    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.proc.wait()
