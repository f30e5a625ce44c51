// The soak run of `boardtalk serve` (docs/reliability.md): PAGES pages playing and analysing for
// MINUTES minutes on 127.0.0.1, and beside them a page opened and closed every second. Samples
// the server's memory, descriptors, engine processes and private directories, then closes every
// page and checks that all of them came back to what they were before. Prints one JSON summary;
// exit 1 when a bound is broken.
//
//   node conformance/web/soak.js BOARDTALK [MINUTES=10] [PAGES=8] [RSS_BOUND_MB=200]
//
// The WebSocket client is `ws`, from the browser tests' lock file (tests/web/browser: npm ci).
'use strict';
const fs = require('fs');
const path = require('path');
const WebSocket = require(path.join(__dirname, '../../tests/web/browser/node_modules/ws'));
const {startServer, serverFigures, sleep} = require('./serve_process.js');

const [bin, minutes = '10', pageCount = '8', rssBound = '200'] = process.argv.slice(2);
if (!bin) {
  console.error('usage: node soak.js BOARDTALK [MINUTES] [PAGES] [RSS_BOUND_MB]');
  process.exit(2);
}
const games = ['go', 'morris', 'dvonn', '2048'];

// What the descriptors of process `pid` refer to ("pipe:[12]"): SOAK_FDS=1 prints them at the end.
function openFiles(pid) {
  return fs.readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch (e) {
      return '?';  // closed meanwhile
    }
  });
}

// One page: a socket with a promise per command line, answered in order.
class Page {
  constructor(port, game) {
    this.game = game;
    this.waiting = [];
    this.lost = null;
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${game}`, {origin: `http://127.0.0.1:${port}`});
    this.open = new Promise((resolve, reject) => {
      this.ws.on('open', resolve);
      this.ws.on('error', reject);
    });
    this.ws.on('message', (data) => this.receive(JSON.parse(data.toString())));
    this.ws.on('close', () => {
      for (const w of this.waiting) w.resolve({kind: 'closed'});
      this.waiting = [];
    });
  }
  receive(m) {
    if (m.kind === 'lost') this.lost = m.text;
    if (m.kind === 'response' && this.waiting.length) this.waiting.shift().resolve(m);
  }
  command(line) {
    return new Promise((resolve) => {
      if (this.ws.readyState !== WebSocket.OPEN) return resolve({kind: 'closed'});
      this.waiting.push({resolve});
      this.ws.send(line);
    });
  }
  close() {
    this.ws.close();
  }
}

// Plays games of `page.game` until `until`, Go pages analysing a second between moves.
async function play(page, until, tally) {
  await page.open;
  if (page.game === 'go') await page.command('boardsize 9');
  const colours = page.game === 'go' ? ['b', 'w'] : ['w', 'b'];
  for (let turn = 0; Date.now() < until && !page.lost; ++turn) {
    const colour = colours[turn % 2];
    if (page.game === 'go' && turn % 4 === 0) {
      const analysis = page.command(`lz-analyze ${colour} 10`);
      await sleep(1000);
      await Promise.all([analysis, page.command('name')]);
    }
    const r = await page.command(page.game === '2048' ? 'genmove' : `genmove ${colour}`);
    tally.commands++;
    if (r.kind !== 'response') break;
    if (!r.ok || /resign|pass/.test(r.text) || turn > 120) {
      await page.command('clear_board');
      tally.games++;
      turn = -1;
    }
  }
  if (page.lost) tally.lost.push(`${page.game}: ${page.lost}`);
  page.close();
}

// Opens a page every second, asks it one thing and closes it.
async function churn(port, until, tally) {
  for (let i = 0; Date.now() < until; ++i) {
    const page = new Page(port, games[i % games.length]);
    try {
      await page.open;
      const r = await page.command('name');
      if (r.kind === 'response' && r.ok) tally.churned++;
      else tally.churnRefused++;
    } catch (e) {
      tally.churnRefused++;
    }
    page.close();
    await sleep(1000);
  }
}

async function main() {
  const server = await startServer(bin, ['--max-sessions', String(Number(pageCount) + 1)]);
  const before = serverFigures(server);
  const until = Date.now() + Number(minutes) * 60000;
  const tally = {commands: 0, games: 0, churned: 0, churnRefused: 0, lost: []};
  const samples = [];
  const sampler = setInterval(() => samples.push(serverFigures(server)), 5000);
  const pages = [];
  for (let i = 0; i < Number(pageCount); ++i) pages.push(new Page(server.port, games[i % 4]));
  await Promise.all([...pages.map((p) => play(p, until, tally)), churn(server.port, until, tally)]);
  clearInterval(sampler);
  // The engines of the last pages stop (quit, then signals) and their sockets close: wait up to
  // 60 s for the descriptors to come back to where they started.
  let after = serverFigures(server);
  const closing = Date.now();
  while (Date.now() - closing < 60000 && (after.fds > before.fds || after.engines || after.dirs)) {
    await sleep(500);
    after = serverFigures(server);
  }
  const settleSeconds = (Date.now() - closing) / 1000;
  if (process.env.SOAK_FDS) console.error(openFiles(server.pid).join('\n'));
  const peakRss = Math.max(...samples.map((s) => s.rssMb), after.rssMb);
  const summary = {
    minutes: Number(minutes), pages: Number(pageCount), ...tally, before, after, settleSeconds,
    peakRss,
    peakEngines: Math.max(...samples.map((s) => s.engines)),
  };
  const terminated = await server.terminate();
  summary.sigterm = terminated;
  const broken = [];
  if (peakRss > Number(rssBound)) broken.push(`peak memory ${peakRss} MB over ${rssBound} MB`);
  if (after.fds !== before.fds) broken.push(`descriptors ${before.fds} before, ${after.fds} after`);
  if (after.engines !== 0) broken.push(`${after.engines} engines left`);
  if (after.dirs !== 0) broken.push(`${after.dirs} private directories left`);
  if (tally.lost.length) broken.push(`${tally.lost.length} pages lost their engine`);
  if (!terminated.exited || terminated.engines || terminated.dirs)
    broken.push(`SIGTERM: ${JSON.stringify(terminated)}`);
  summary.broken = broken;
  console.log(JSON.stringify(summary, null, 1));
  process.exit(broken.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
