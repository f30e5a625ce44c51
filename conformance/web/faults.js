// The fault runs of `boardtalk serve` (docs/reliability.md): an engine killed, hung, or flooding
// its stdout in the middle of a command; the server stopped with SIGTERM and killed with SIGKILL
// while its engines think. Each case prints one line, "ok" or what went wrong, with its figures;
// exit 1 when one failed.
//
//   node conformance/web/faults.js BOARDTALK
'use strict';
const path = require('path');
const WebSocket = require(path.join(__dirname, '../../tests/web/browser/node_modules/ws'));
const {startServer, serverFigures, processesOf, sleep} = require('./serve_process.js');

const bin = process.argv[2];
if (!bin) {
  console.error('usage: node faults.js BOARDTALK');
  process.exit(2);
}

// A page as a list of the messages it got, and a way to wait for one.
function openPage(port, game) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${game}`, {origin: `http://127.0.0.1:${port}`});
  const page = {ws, messages: [], closed: false};
  ws.on('message', (d) => page.messages.push(JSON.parse(d.toString())));
  ws.on('close', () => (page.closed = true));
  page.opened = new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  page.waitFor = async (predicate, ms) => {
    for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
      const m = page.messages.find(predicate);
      if (m) return m;
    }
    return null;
  };
  return page;
}

// Opens a Go page and starts a long genmove on 19x19; resolves when its engine is thinking.
async function thinkingPage(server) {
  const page = openPage(server.port, 'go');
  await page.opened;
  for (const line of ['boardsize 19', 'time_settings 0 30 1', 'genmove b']) page.ws.send(line);
  await page.waitFor((m) => m.kind === 'response' && m.command === 'time_settings 0 30 1', 20000);
  await sleep(500);
  return page;
}

const cases = {
  async 'engine killed mid-genmove'() {
    const server = await startServer(bin, ['--timeout', '20']);
    const page = await thinkingPage(server);
    for (const pid of processesOf(server)) process.kill(pid, 'SIGKILL');
    const lost = await page.waitFor((m) => m.kind === 'lost', 5000);
    await sleep(1000);
    const figures = serverFigures(server);
    await server.terminate();
    return {ok: Boolean(lost) && page.closed && figures.engines === 0 && figures.dirs === 0,
            lost: lost && lost.text, ...figures};
  },
  async 'engine hung (SIGSTOP) mid-genmove'() {
    const server = await startServer(bin, ['--timeout', '3']);
    const page = await thinkingPage(server);
    const started = Date.now();
    for (const pid of processesOf(server)) process.kill(pid, 'SIGSTOP');
    const lost = await page.waitFor((m) => m.kind === 'lost', 40000);
    const seconds = (Date.now() - started) / 1000;
    await sleep(3000);
    const figures = serverFigures(server);
    await server.terminate();
    return {ok: Boolean(lost) && figures.engines === 0, seconds, lost: lost && lost.text, ...figures};
  },
  async 'engine flooding its stdout mid-command'() {
    const flood = 'go=sh -c "read line; printf \'= \'; exec yes flooding-without-end"';
    const server = await startServer(bin, ['--engine', flood, '--timeout', '10']);
    const page = openPage(server.port, 'go');
    await page.opened;
    page.ws.send('name');
    const lost = await page.waitFor((m) => m.kind === 'lost' || m.kind === 'response', 20000);
    await sleep(1000);
    const figures = serverFigures(server);
    await server.terminate();
    return {ok: Boolean(lost) && figures.rssMb < 32 && figures.engines === 0,
            answer: lost && `${lost.kind}: ${String(lost.text).slice(0, 100)}`, ...figures};
  },
  async 'server stopped with SIGTERM while engines think'() {
    const server = await startServer(bin);
    await Promise.all([1, 2, 3, 4].map(() => thinkingPage(server)));
    const busy = serverFigures(server);
    const left = await server.terminate('SIGTERM');
    return {ok: left.exited && left.engines === 0 && left.dirs === 0, enginesBefore: busy.engines,
            ...left};
  },
  async 'server killed with SIGKILL while an engine thinks; the next start works'() {
    const server = await startServer(bin);
    await thinkingPage(server);
    const port = server.port;
    await server.terminate('SIGKILL');
    let again = null;
    let error = '';
    try {
      again = await startServer(bin, [], port);
    } catch (e) {
      error = String(e.message).trim();
    }
    const result = {ok: Boolean(again), port, error};
    if (again) await again.terminate();
    await sleep(1000);
    result.orphans = processesOf(server).length;  // engines of the killed server still running
    return result;
  },
};

async function main() {
  let failed = 0;
  for (const [name, run] of Object.entries(cases)) {
    let r;
    try {
      r = await run();
    } catch (e) {
      r = {ok: false, error: String(e)};
    }
    if (!r.ok) failed++;
    const {ok, ...figures} = r;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${JSON.stringify(figures)}`);
  }
  process.exit(failed ? 1 : 0);
}

main();
