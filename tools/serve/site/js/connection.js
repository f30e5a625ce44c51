// The page's engine: one WebSocket to /ws/<game>, one command line per message, the answers
// (one per command, in order) as promises. Streamed analysis lines go to onLine; a lost engine
// or connection goes to onLost once, and every command still waiting is refused. A server with
// too many open games refuses the page: onLost(text, {refused: true}).

// What a command still waiting rejects with when restart() stopped its engine.
export class Stopped extends Error {
  constructor() {
    super('the engine was stopped');
    this.name = 'Stopped';
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

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
    const socket = new WebSocket(`${scheme}://${location.host}/ws/${this.game}`);
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.onmessage = (event) => this.receive(JSON.parse(event.data), resolve);
      socket.onclose = (event) => {
        const why = this.lost || event.reason || 'the connection to the server closed';
        reject(new Error(why));
        this.fail(why);
      };
    });
  }

  // Stops the engine whatever it is doing (a genmove cannot be interrupted through the relay:
  // the page's socket closes, which stops its engine, and a new socket gets a new engine in
  // the start position). Every command still waiting rejects with Stopped. Resolves with the
  // new engine's name; the page sets up its game again.
  async restart() {
    if (this.lost) throw new Error(this.lost);
    const old = this.socket;
    old.onmessage = null;
    old.onclose = null;
    old.close();
    for (const waiting of this.pending.splice(0)) waiting.reject(new Stopped());
    this.onTraffic('fail', '(engine stopped; a new one starts)');
    // The stopped engine counts against the server's limit until it has exited (a second or
    // two): a refusal meanwhile is tried again.
    this.opening = (async () => {
      for (let attempt = 0; ; attempt++) {
        this.silent = attempt < 20;
        try {
          return await this.open();
        } catch (error) {
          if (!this.refused || attempt >= 20) throw error;
          this.lost = null;
          this.refused = false;
          await sleep(250);
        } finally {
          this.silent = false;
        }
      }
    })();
    try {
      return await this.opening;
    } finally {
      this.opening = null;
    }
  }

  // Closes the connection for good, which stops its engine (a second engine no longer
  // watched); every command still waiting rejects with Stopped, and nothing is reported lost.
  close() {
    if (!this.socket || this.lost) return;
    this.socket.onmessage = null;
    this.socket.onclose = null;
    this.socket.close();
    this.lost = 'the engine was stopped';
    this.closed = true;
    for (const waiting of this.pending.splice(0)) waiting.reject(new Stopped());
    this.onTraffic('fail', '(engine stopped)');
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
    if (first && !(this.refused && this.silent)) this.onLost(why, { refused: Boolean(this.refused) });
  }

  // Sends one command line; resolves with {ok, text} (and file: the session file's content
  // when the line named `@file`); rejects only when the engine is lost (or stopped: Stopped).
  command(line) {
    return this.send(line, line);
  }

  // Sends `content` as the session's file, which a command line then names `@file` (the server
  // keeps it in a private directory: the page never names a path there). Resolves like command.
  upload(content) {
    return this.send(new TextEncoder().encode(content), `(file for @file, ${content.length} characters)`);
  }

  // While restart() opens the new socket, what is sent waits for it, in order.
  async send(data, shown) {
    if (this.opening) await this.opening.catch(() => {});
    if (this.lost) throw this.closed ? new Stopped() : new Error(this.lost);
    this.onTraffic('out', shown);
    this.socket.send(data);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  // Like command, but a refusal rejects with the engine's message.
  async require(line) {
    const answer = await this.command(line);
    if (!answer.ok) throw new Error(`${line}: ${answer.text}`);
    return answer.text;
  }
}
