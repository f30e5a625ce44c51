// The Go page's analysis: the engine's candidates and win rates drawn while it thinks (its
// kata-genmove_analyze, ending with its move), plain genmove when the engine cannot analyse, the
// territory (kata-analyze's ownership) switched on and off, and the principal variation of the
// candidate under the pointer as numbered ghost stones.
const test = require('node:test');
const assert = require('node:assert');
const { bin, startServer, startBrowser, screenshot, settled } = require('./serve_fixture.js');

let server;  // this program's own Go engine (every command passes), a second a move
let random;  // the random player, which cannot analyse
let browser;

test.before(async () => {
  server = await startServer();
  random = await startServer(['--engine', `go=${bin} go --player random`]);
  browser = await startBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
  if (random) await random.stop();
});

const traffic = (page) => page.$eval('#traffic-log', (t) => t.textContent);
const status = (page) => page.$eval('#status', (s) => s.textContent);
const count = (text, part) => text.split(part).length - 1;

async function goPage(url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  return { page, errors };
}

test('Go: the engine\'s candidates and win rates are shown while it thinks, then its move', async () => {
  const { page, errors } = await goPage(server.url);
  await page.click('[data-vertex="E5"]');
  // While White thinks: candidates on the board and the best of them in the status line.
  await page.waitForFunction(() => document.querySelector('.best-move') &&
    /white \(engine\) is thinking: best [A-HJ-T]\d, win rate \d+\.\d%, \d+ visits/.test(document.getElementById('status').textContent),
  { timeout: 30000 });
  await screenshot(page, 'go-thinking');
  await settled(page);
  const log = await traffic(page);
  const played = /<< kata-genmove_analyze white 25\n(~ info [^\n]*\n)+~ play ([A-HJ-T]\d)\n>> = \n/.exec(log);
  assert.ok(played, log.slice(log.indexOf('kata-genmove_analyze') - 3));
  assert.doesNotMatch(log, /<< genmove /);
  // The move of its `play` line is on the board; the candidates are gone.
  assert.strictEqual(await page.$$eval('[data-stone="w"]', (s) => s.length), 1);
  assert.match(await status(page), new RegExp(`Move 2, black to play\\.\\nLast: white ${played[2].toLowerCase()}`));
  assert.strictEqual(await page.$$eval('.best-move', (m) => m.length), 0);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: an engine that cannot analyse its move plays by genmove', async () => {
  const { page, errors } = await goPage(random.url);
  await page.click('[data-vertex="E5"]');
  await settled(page);
  // The random player may have taken C3: the second stone goes where it did not play.
  const reply = /<< genmove white\n>> = ([A-HJ-T]\d)/.exec(await traffic(page));
  await page.click(`[data-vertex="${reply && reply[1] === 'C3' ? 'G7' : 'C3'}"]`);
  await settled(page);
  const log = await traffic(page);
  // Tried once and refused (the random player, or a server that lets the command through for
  // this program's engine only), then genmove for every move.
  assert.match(log, /<< kata-genmove_analyze white 25\n>> \? [^\n]+\n<< genmove white\n>> = [A-HJ-T]\d\n/);
  assert.strictEqual(count(log, '<< kata-genmove_analyze'), 1);
  assert.strictEqual(count(log, '<< genmove white'), 2, log);
  assert.strictEqual(await page.$$eval('[data-stone="w"]', (s) => s.length), 2);
  assert.match(await status(page), /Move 4, black to play/);
  assert.doesNotMatch(await status(page), /\?|not allowed|cannot/);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: the territory shown and hidden by its switch', async () => {
  const { page, errors } = await goPage(server.url);
  await page.click('[data-vertex="C3"]');
  await settled(page);
  const white = await page.evaluate(() => /Last: white ([a-hj-t]\d)/.exec(document.getElementById('status').textContent)[1].toUpperCase());
  await page.click('#territory');
  await page.waitForFunction(() => document.querySelectorAll('[data-owner="b"]').length > 0 &&
    document.querySelectorAll('[data-owner="w"]').length > 0, { timeout: 30000 });
  assert.match(await traffic(page), /<< kata-analyze black 25 ownership true\n/);
  // The stones' own points belong to their side; the best moves are not drawn (Analyse is off).
  const owner = (v) => page.$eval(`[data-owned="${v}"]`, (o) => o.dataset.owner).catch(() => 'none');
  assert.strictEqual(await owner('C3'), 'b');
  assert.strictEqual(await owner(white), 'w');
  assert.strictEqual(await page.$$eval('.best-move', (m) => m.length), 0);
  await screenshot(page, 'go-territory');
  // The engine's move brings its own ownership while it thinks.
  const free = ['G7', 'C7', 'G3', 'E5'].find((v) => v !== white);
  await page.click(`[data-vertex="${free}"]`);
  await settled(page);
  assert.match(await traffic(page), /<< kata-genmove_analyze white 25 ownership true\n/);
  await page.waitForSelector('[data-owner]', { timeout: 30000 });
  // Off: the squares go, and the analysis stops.
  await page.click('#territory');
  await settled(page);
  assert.strictEqual(await page.$$eval('[data-owner]', (o) => o.length), 0);
  await page.waitForFunction(() => document.getElementById('traffic-log').textContent.endsWith('= 2\n'));
  await new Promise((done) => setTimeout(done, 1000));
  assert.strictEqual(await page.$$eval('[data-owner]', (o) => o.length), 0);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: the principal variation of the candidate under the pointer, as numbered ghost stones', async () => {
  const { page, errors } = await goPage(server.url);
  await page.click('#analyse');
  await page.waitForFunction(() => [...document.querySelectorAll('.best-move')].length >= 2, { timeout: 30000 });
  const candidate = await page.$eval('.best-move', (m) => m.dataset.move);
  await page.hover(`[data-vertex="${candidate}"]`);
  await page.waitForSelector('.pv-stone', { timeout: 10000 });
  // Read in one go: analysis lines keep redrawing the marks.
  const line = await page.evaluate(() => [...document.querySelectorAll('.pv-stone')].map((s) => ({
    n: Number(s.dataset.pv), colour: s.dataset.colour, at: s.dataset.pvAt,
    label: s.nextElementSibling.textContent })));
  assert.deepStrictEqual(line[0], { n: 1, colour: 'b', at: candidate, label: '1' });
  line.forEach((stone, i) => {
    assert.strictEqual(stone.label, String(stone.n));
    assert.strictEqual(stone.colour, stone.n % 2 === 1 ? 'b' : 'w', `stone ${stone.n}`);
    if (i > 0) assert.ok(stone.n > line[i - 1].n);
  });
  assert.ok(line.length >= 2, `a variation of ${line.length} stones`);
  // The candidates give way to the variation while the pointer is there.
  assert.strictEqual(await page.$$eval('.best-move', (m) => m.length), 0);
  await screenshot(page, 'go-variation');
  // The pointer leaves the board: the ghost stones go, the candidates come back.
  await page.mouse.move(1080, 780);
  await page.waitForFunction(() => document.querySelectorAll('.pv-stone').length === 0 &&
    document.querySelectorAll('.best-move').length > 0, { timeout: 10000 });
  // A point that is no candidate shows no variation either.
  const other = await page.evaluate(() => ['A1', 'J9', 'A9', 'J1'].find((v) =>
    ![...document.querySelectorAll('.best-move')].some((m) => m.dataset.move === v)));
  await page.hover(`[data-vertex="${other}"]`);
  await new Promise((done) => setTimeout(done, 500));
  assert.strictEqual(await page.$$eval('.pv-stone', (s) => s.length), 0);
  assert.deepStrictEqual(errors, []);
  await page.close();
});
