// The page's engine: one WebSocket to /ws/<game>, one command line per message, the answers
// (one per command, in order) as promises. Streamed analysis lines go to onLine; a lost engine
// or connection goes to onLost once, and every command still waiting is refused. A server with
// too many open games refuses the page: onLost(text, {refused: true}).
export class Engine {
  constructor(game, { onTraffic = () => {}, onLost = () => {}, onLine = () => {} } = {}) {
    this.game = game;
    this.onTraffic = onTraffic;
    this.onLost = onLost;
    this.onLine = onLine;
    this.pending = [];
    this.lost = null;
  }

  // Resolves with the engine's name once the server said hello.
  open() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    this.socket = new WebSocket(`${scheme}://${location.host}/ws/${this.game}`);
    return new Promise((resolve, reject) => {
      this.socket.onmessage = (event) => this.receive(JSON.parse(event.data), resolve);
      this.socket.onclose = (event) => {
        const why = this.lost || event.reason || 'the connection to the server closed';
        reject(new Error(why));
        this.fail(why);
      };
    });
  }

  receive(message, hello) {
    if (message.kind === 'refused') {
      this.onTraffic('fail', message.text);
      this.refused = true;
      this.fail(message.text);
    } else if (message.kind === 'hello') {
      hello(message.engine);
    } else if (message.kind === 'line') {
      this.onTraffic('line', message.text);
      this.onLine(message.text, message.command);
    } else if (message.kind === 'response') {
      this.onTraffic(message.ok ? 'in' : 'fail', (message.ok ? '= ' : '? ') + message.text);
      const waiting = this.pending.shift();
      if (waiting) waiting.resolve({ ok: message.ok, text: message.text, file: message.file });
    } else if (message.kind === 'lost') {
      this.onTraffic('fail', message.text);
      this.fail(message.text);
    }
  }

  fail(why) {
    if (this.lost && this.pending.length === 0) return;
    const first = !this.lost;
    this.lost = why;
    for (const waiting of this.pending.splice(0)) waiting.reject(new Error(why));
    if (first) this.onLost(why, { refused: Boolean(this.refused) });
  }

  // Sends one command line; resolves with {ok, text} (and file: the session file's content
  // when the line named `@file`); rejects only when the engine is lost.
  command(line) {
    if (this.lost) return Promise.reject(new Error(this.lost));
    this.onTraffic('out', line);
    this.socket.send(line);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  // Sends `content` as the session's file, which a command line then names `@file` (the server
  // keeps it in a private directory: the page never names a path there). Resolves like command.
  upload(content) {
    if (this.lost) return Promise.reject(new Error(this.lost));
    this.onTraffic('out', `(file for @file, ${content.length} characters)`);
    this.socket.send(new TextEncoder().encode(content));
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  // Like command, but a refusal rejects with the engine's message.
  async require(line) {
    const answer = await this.command(line);
    if (!answer.ok) throw new Error(`${line}: ${answer.text}`);
    return answer.text;
  }
}
