// Whose turn it is on the Go and Morris pages: "Engine move" on the user's own turn (the
// engine plays it, then answers for its own side), New game while the engine thinks (also while
// two engines are watched), Morris's
// engine moves shown (a last-move mark, what was placed, moved and removed) and the man that
// closed a mill drawn while the user picks the man to remove, Go's komi following the rules,
// Go's captures and the score broken down.
const test = require('node:test');
const assert = require('node:assert');
const { bin, startServer, startBrowser, screenshot, settled } = require('./serve_fixture.js');

let server;
let slow;  // Go and Morris engines that think 30 seconds a move
let browser;

test.before(async () => {
  server = await startServer(['--engine', `go=${bin} go --player mcts --playouts 300 --seed 7`]);
  slow = await startServer(['--engine', `go=${bin} go --player mcts --move-time 30`,
    '--engine', `morris=${bin} morris --move-time 30`]);
  browser = await startBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
  if (slow) await slow.stop();
});

const traffic = (page) => page.$eval('#traffic-log', (t) => t.textContent);
const status = (page) => page.$eval('#status', (s) => s.textContent);
const count = (text, part) => text.split(part).length - 1;

function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

// A new page of `game` on `srv`, in its first `phase`, with the engine playing nobody: both sides
// by clicks. Returns the page and the list its uncaught errors go to.
async function openForClicks(srv, game, phase) {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${srv.url}game.html?game=${game}`);
  await page.waitForFunction((p) => document.body.dataset.phase === p, {}, phase);
  await settled(page);
  await page.select('#engine-colour', 'none');
  await settled(page);
  return { page, errors };
}

test('Go: Engine move on our turn plays it, the engine answers, and clicks work again', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  await page.click('#engine-move');
  await settled(page);
  const log = await traffic(page);
  // Each move by genmove, or by kata-genmove_analyze where the server lets it through to
  // this engine (its analysis, then its move as `play VERTEX`; go_analysis.test.js).
  const move = (c) => `<< (genmove ${c}\\n>> = |kata-genmove_analyze ${c} 25\\n(~ [^\\n]*\\n)*~ play )[A-T]\\d+\\n`;
  assert.match(log, new RegExp(`${move('black')}[^]*${move('white')}`));
  const stones = (c) => page.$$eval(`[data-stone="${c}"]`, (s) => s.length);
  assert.strictEqual(await stones('b'), 1);
  assert.strictEqual(await stones('w'), 1);
  assert.match(await status(page), /Move 2, black to play/);
  const free = await page.evaluate(() => ['C3', 'G7', 'C7', 'G3', 'E5'].find((v) => !document
    .getElementById('traffic-log').textContent.match(new RegExp(`(= |play )${v}\n`))));
  await page.click(`[data-vertex="${free}"]`);
  await settled(page);
  assert.strictEqual(await stones('b'), 2);
  assert.strictEqual(await stones('w'), 2);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Morris: Engine move on our turn plays it, and the engine answers', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=morris`);
  await page.waitForFunction(() => document.body.dataset.phase === 'placing');
  await settled(page);
  await page.click('#engine-move');
  await settled(page);
  assert.match(await traffic(page), /<< genmove white\n>> = [a-g][1-7]\n[^]*<< genmove black\n>> = [a-g][1-7]\n/);
  assert.strictEqual(await page.$$eval('[data-piece]', (p) => p.length), 2);
  assert.match(await status(page), /white to move/);
  const free = await page.evaluate(() => ['a1', 'd1', 'g1', 'a7', 'd7'].find((p) => !document
    .getElementById('traffic-log').textContent.includes(`= ${p}\n`)));
  await page.click(`[data-point="${free}"]`);
  await settled(page);
  assert.strictEqual(await page.$$eval('[data-piece]', (p) => p.length), 4);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Morris: the last move marked and told, the mill-closing man drawn before its removal', async () => {
  const { page, errors } = await openForClicks(server, 'morris', 'placing');
  for (const point of ['a1', 'b2', 'd1', 'b4']) {
    await page.click(`[data-point="${point}"]`);
    await settled(page);
  }
  assert.strictEqual(await page.$eval('.last-move', (m) => m.dataset.at), 'b4');
  assert.match(await status(page), /black placed b4/);
  await page.click('[data-point="g1"]');  // closes the mill a1-d1-g1
  await settled(page);
  assert.strictEqual(await page.$eval('[data-piece-at="g1"]', (p) => p.dataset.piece), 'W');
  assert.match(await status(page), /choose a man to remove/);
  await screenshot(page, 'morris-removal');
  await page.click('[data-point="b2"]');
  await settled(page);
  assert.match(await status(page), /white placed g1 and removed b2/);
  assert.strictEqual(await page.$eval('.last-move', (m) => m.dataset.at), 'g1');
  // The engine's moves are told alike.
  await page.select('#engine-colour', 'black');
  await settled(page);
  assert.match(await status(page), /black (placed|moved) [a-g][1-7]/);
  const log = await traffic(page);
  const engine = /<< genmove black\n>> = ([a-g][1-7])/.exec(log)[1];
  assert.strictEqual(await page.$eval('.last-move', (m) => m.dataset.at), engine);
  await screenshot(page, 'morris-last-move');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: New game while the engine thinks starts a new game at once', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${slow.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  await page.click('[data-vertex="E5"]');
  await page.waitForFunction(() => /thinking/.test(document.getElementById('status').textContent));
  const started = Date.now();
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelectorAll('[data-stone]').length === 0 &&
    /Move 0, black to play/.test(document.getElementById('status').textContent), { timeout: 10000 });
  await settled(page);
  assert.ok(Date.now() - started < 10000);
  assert.strictEqual(await page.evaluate(() => document.body.dataset.lost), undefined);
  assert.strictEqual(await page.$eval('#message', (m) => m.hidden), true);
  // The new game is played as usual.
  await page.click('[data-vertex="D4"]');
  await page.waitForFunction(() => /thinking/.test(document.getElementById('status').textContent));
  assert.strictEqual(await page.$$eval('[data-stone="b"]', (s) => s.length), 1);
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelectorAll('[data-stone]').length === 0, { timeout: 10000 });
  await settled(page);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

// Watches two engines on `page` until `enough` holds, clicks New game, and checks that the watch
// ended with an empty board that stays empty (no engine plays on) and no error.
async function newGameWhileWatching(page, enough, empty) {
  await page.click('#watch');
  await page.waitForFunction(() => document.body.dataset.watching === 'true', { timeout: 60000 });
  await page.waitForFunction(enough, { timeout: 120000 });
  const started = Date.now();
  await page.click('#new-game');
  await page.waitForFunction(() => document.body.dataset.watching === 'false' &&
    document.querySelectorAll('[data-stone], [data-piece]').length === 0, { timeout: 10000 });
  await settled(page);
  assert.ok(Date.now() - started < 10000);
  await page.waitForFunction(empty, { timeout: 10000 });
  const sent = (await traffic(page)).split('genmove').length;
  await new Promise((done) => setTimeout(done, 1500));
  assert.strictEqual(await page.$$eval('[data-stone], [data-piece]', (s) => s.length), 0, 'a move after New game');
  assert.strictEqual((await traffic(page)).split('genmove').length, sent, 'an engine asked for a move after New game');
  assert.strictEqual(await page.evaluate(() => document.body.dataset.lost), undefined);
  assert.strictEqual(await page.$eval('#message', (m) => m.hidden), true);
  assert.doesNotMatch(await status(page), /stopped|gone|Error/i);
  assert.strictEqual(await page.$eval('#watch', (b) => b.disabled), false);
  assert.strictEqual(await page.$eval('#stop-watch', (b) => b.disabled), true);
}

test('Go: New game while two engines are watched (one thinking) stops both and starts a new game', async () => {
  const { page, errors } = await openForClicks(slow, 'go', 'play');
  // The second engine plays Black and thinks 30 seconds.
  await newGameWhileWatching(page, () => /<< \[2\] genmove black\n/.test(document.getElementById('traffic-log').textContent),
    () => /Move 0, black to play/.test(document.getElementById('status').textContent));
  // The new game is played as usual, and two engines can be watched again.
  await page.click('[data-vertex="D4"]');
  await settled(page);
  assert.strictEqual(await page.$$eval('[data-stone="b"]', (s) => s.length), 1);
  assert.match(await status(page), /Move 1, white to play/);
  await page.click('#watch');
  await page.waitForFunction(() => document.body.dataset.watching === 'true', { timeout: 60000 });
  await page.waitForFunction(() => (document.getElementById('traffic-log').textContent.match(/<< \[2\] loadsgf @file/g) || []).length === 2);
  await page.click('#new-game');
  await page.waitForFunction(() => document.body.dataset.watching === 'false' &&
    document.querySelectorAll('[data-stone]').length === 0, { timeout: 10000 });
  await settled(page);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Morris: New game while two engines are watched stops them and starts a new game', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${slow.url}game.html?game=morris`);
  await page.waitForFunction(() => document.body.dataset.phase === 'placing');
  await settled(page);
  // The second engine plays White and thinks 30 seconds.
  await newGameWhileWatching(page, () => /<< \[2\] genmove white\n/.test(document.getElementById('traffic-log').textContent),
    () => document.body.dataset.phase === 'placing');
  await page.click('[data-point="d7"]');
  await page.waitForFunction(() => /thinking/.test(document.getElementById('status').textContent));
  assert.strictEqual(await page.$$eval('[data-piece]', (p) => p.length), 1, 'the new game takes a man');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: the komi follows the rules and the handicap; an empty one is explained', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  const komi = () => page.$eval('#komi', (k) => Number(k.value));
  assert.strictEqual(await komi(), 7.5);
  assert.match(await traffic(page), /<< komi 7\.5\n/);
  await page.select('#rules', 'japanese');
  assert.strictEqual(await komi(), 6.5);
  await page.select('#handicap', '3');
  assert.strictEqual(await komi(), 0.5);
  await page.select('#handicap', '0');
  await page.select('#rules', 'tromp-taylor');
  assert.strictEqual(await komi(), 7.5);
  await page.select('#handicap', '2');
  await page.click('#new-game');
  await settled(page);
  assert.match(await traffic(page), /<< komi 0\.5\n/);
  assert.strictEqual(await page.$$eval('[data-stone="b"]', (s) => s.length), 2);
  // Typed by the user, then emptied: the page says what the field wants, nothing is sent.
  await page.$eval('#komi', (k) => { k.value = ''; });
  const sent = count(await traffic(page), '<< ');
  await page.click('#new-game');
  await settled(page);
  const shown = await status(page);
  assert.match(shown, /Komi: enter the points White gets, such as 7\.5/);
  assert.doesNotMatch(shown, /syntax error/);
  assert.strictEqual(count(await traffic(page), '<< '), sent);
  await screenshot(page, 'go-komi-empty');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: captures shown while playing, the score broken down into area and komi', async () => {
  const { page, errors } = await openForClicks(server, 'go', 'play');
  assert.match(await status(page), /Captures: black 0, white 0/);
  for (const vertex of ['A2', 'A1', 'B1']) {  // black takes the white stone in the corner
    await page.click(`[data-vertex="${vertex}"]`);
    await settled(page);
  }
  assert.match(await status(page), /Captures: black 1, white 0/);
  for (let i = 0; i < 2; i++) {
    await page.click('#pass');
    await settled(page);
  }
  assert.strictEqual(await page.evaluate(() => document.body.dataset.phase), 'scoring');
  const shown = await status(page);
  const m = /Black (\d+), White (\d+) \+ komi 7\.5 \(stones and territory\)/.exec(shown);
  assert.ok(m, shown);
  const score = await page.$eval('#status', (s) => s.dataset.score);
  const lead = Number(m[1]) - Number(m[2]) - 7.5;
  assert.strictEqual(score, lead > 0 ? `B+${lead}` : `W+${-lead}`);
  await screenshot(page, 'go-score');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: a refused move says why in a player\'s words (the ko, a stone already there)', async () => {
  const { page, errors } = await openForClicks(server, 'go', 'play');
  // Black B7, white C7, black A6, white B6... a ko on the left edge of 9x9: black takes at B6.
  for (const vertex of ['B7', 'C7', 'A6', 'D6', 'B5', 'C5', 'E9', 'B6', 'C6']) {
    await page.click(`[data-vertex="${vertex}"]`);
    await settled(page);
  }
  await page.click('[data-vertex="B6"]');  // white retakes at once
  await settled(page);
  assert.match(await status(page), /Cannot play B6: illegal move \(superko\): B6 would repeat an earlier position; play elsewhere first/);
  await page.click('[data-vertex="C5"]');
  await settled(page);
  assert.match(await status(page), /Cannot play C5: illegal move \(occupied\): C5 already holds a stone/);
  assert.match(await traffic(page), /<< check_move white C5\n>> \? illegal move \(occupied\)/);
  assert.deepStrictEqual(errors, []);
  await page.close();
});
