// The pages of `boardtalk serve` in a real browser: a whole 2048 game by keys (tiles sliding), a
// 9x9 Go game against the engine to two passes with a group marked dead and the score read from
// the page, Go analysis, Go handicap / rules / SGF download and upload, a Morris game with a mill,
// undo, save and load in both formats, and two engines watched playing Go and Morris.
// Screenshots are kept as test artefacts.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bin, startServer, startBrowser, screenshot, settled } = require('./serve_fixture.js');

let server;
let browser;
// Firefox (BOARDTALK_BROWSER=firefox) speaks WebDriver BiDi, which has no download directory
// here: the tests that read downloaded files run in Chromium only.
const downloadsReadable = process.env.BOARDTALK_BROWSER !== 'firefox';

test.before(async () => {
  // A quick Go engine: a fixed number of playouts per move instead of a second.
  server = await startServer(['--engine', `go=${bin} go --player mcts --playouts 300 --seed 7`]);
  browser = await startBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

// Clicks the middle of an element by its position, so that an element redrawn meanwhile (the
// board, while analysis lines arrive) does not make the click fail.
async function clickAt(page, selector) {
  const [x, y] = await page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  });
  await page.mouse.click(x, y);
}

// Downloads of `page` go to a fresh directory; returns a function that waits for the next
// file called `name` there and resolves with its content.
async function downloadsOf(page) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardtalk-downloads-'));
  const session = await page.createCDPSession();
  await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  return async (name) => {
    const file = path.join(dir, name);
    for (let i = 0; i < 600 && !fs.existsSync(file); i++) await new Promise((done) => setTimeout(done, 100));
    const content = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    return { file: path.join(dir, `uploaded-${name}`), content };
  };
}

// Clicks `button`, which opens a file chooser, and picks `file` in it.
async function upload(page, button, file, content) {
  fs.writeFileSync(file, content);
  const sent = () => document.getElementById('traffic-log').textContent.split('(file for @file').length;
  const before = await page.evaluate(sent);
  const [chooser] = await Promise.all([page.waitForFileChooser(), page.click(button)]);
  await chooser.accept([file]);
  await page.waitForFunction(
    (n) => document.getElementById('traffic-log').textContent.split('(file for @file').length > n, {}, before);
  await settled(page);
}

function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test('a whole 2048 game on 3x3 by keys', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('#size');
  await page.select('#size', '3');
  await page.waitForFunction(() => document.querySelectorAll('.tile').length === 9);
  await settled(page);
  const keys = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'w', 'd', 's', 'a'];
  let presses = 0;
  let slides = 0;  // moves after which some tile was drawn sliding
  while (presses < 3000) {
    if (await page.evaluate(() => document.body.dataset.status === 'over')) break;
    await page.keyboard.press(keys[presses % keys.length]);
    await settled(page);
    presses += 1;
    if (await page.$('[data-slid]')) slides += 1;
  }
  assert.ok(slides >= 5, `tiles slid after only ${slides} of ${presses} key presses`);
  const status = await page.evaluate(() => document.body.dataset.status);
  assert.strictEqual(status, 'over', `still ${status} after ${presses} key presses`);
  const message = await page.$eval('#message', (m) => m.textContent);
  assert.match(message, /Game over/);
  const score = Number(await page.$eval('#status', (s) => s.dataset.score));
  assert.ok(score > 0, `score ${score}`);
  assert.match(message, new RegExp(`Score ${score}\\b`));
  const moves = await page.$eval('#status', (s) => /Moves (\d+)/.exec(s.textContent)[1]);
  assert.ok(Number(moves) >= 5, `only ${moves} moves`);
  await screenshot(page, '2048');
  // The traffic panel shows what was said.
  const traffic = await page.$eval('#traffic-log', (t) => t.textContent);
  assert.match(traffic, /<< play (up|down|left|right)/);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('a 9x9 Go game against the engine to two passes, a group marked dead, the score', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  for (const vertex of ['C3', 'G7', 'C7', 'G3', 'E5']) {
    await page.click(`[data-vertex="${vertex}"]`);
    await settled(page);
  }
  const black = await page.$$eval('[data-stone="b"]', (s) => s.length);
  const white = await page.$$eval('[data-stone="w"]', (s) => s.length);
  assert.ok(black >= 4 && white >= 4, `${black} black and ${white} white stones`);
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate(() => document.body.dataset.phase !== 'play')) break;
    await page.click('#pass');
    await settled(page);
  }
  assert.strictEqual(await page.evaluate(() => document.body.dataset.phase), 'scoring');
  const before = await page.$eval('#status', (s) => s.dataset.score);
  assert.match(before, /^([BW]\+\d+(\.\d+)?|0)$/);
  // Mark a group dead (one of ours if any is left after the engine's captures, else one of the
  // engine's; when the dead-stone estimate already marked every stone dead, as it may in an
  // unsettled position, a group brought back to life): the score changes.
  const target = await page.evaluate(() => {
    const stone =
      document.querySelector('[data-stone="b"]:not(.dead)') ||
      document.querySelector('[data-stone="w"]:not(.dead)') ||
      document.querySelector('[data-stone]');
    const box = stone.getBBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const hit = [...document.querySelectorAll('[data-vertex]')].find((r) => {
      const b = r.getBBox();
      return cx > b.x && cx < b.x + b.width && cy > b.y && cy < b.y + b.height;
    });
    return hit.dataset.vertex;
  });
  await page.click(`[data-vertex="${target}"]`);
  await settled(page);
  await page.waitForFunction((b) => document.querySelector('#status').dataset.score !== b, {}, before);
  const after = await page.$eval('#status', (s) => s.dataset.score);
  assert.match(after, /^([BW]\+\d+(\.\d+)?|0)$/);
  assert.notStrictEqual(after, before);
  const shown = await page.$eval('#status', (s) => s.textContent);
  assert.ok(shown.includes(`Score: ${after}`), shown);
  await screenshot(page, 'go');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go analysis shows best moves, and a stone played stops it', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  await page.click('#analyse');
  await page.waitForSelector('.best-move', { timeout: 60000 });
  assert.match(await page.$eval('#status', (s) => s.textContent), /Analysis: best [A-HJ-T]\d+, win rate/);
  // Our engine offers kata-analyze, so the page streams it rather than lz-analyze.
  assert.match(await page.$eval('#traffic-log', (t) => t.textContent), /<< kata-analyze black 25\n/);
  await screenshot(page, 'go-analysis');
  await clickAt(page, '[data-vertex="D4"]');
  await settled(page);
  // The analysis ended before the play was answered, then started again for the next turn.
  const traffic = await page.$eval('#traffic-log', (t) => t.textContent);
  const afterPlay = traffic.slice(traffic.indexOf('<< play black D4'));
  assert.match(afterPlay, /^<< play black D4\n(~ [^\n]*\n)*>> = \n>> = \n/);
  assert.strictEqual(await page.$$eval('[data-stone="b"]', (s) => s.length), 1);
  await page.click('#analyse');  // off: the engine is told to stop
  await settled(page);
  await page.waitForFunction(() => document.getElementById('traffic-log').textContent.endsWith('= 2\n'));
  const lines = await page.$eval('#traffic-log', (t) => t.childNodes.length);
  await new Promise((done) => setTimeout(done, 1000));
  assert.strictEqual(await page.$eval('#traffic-log', (t) => t.childNodes.length), lines);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Morris: a mill and its removal by clicks, undo to the start, save and load', async (t) => {
  if (!downloadsReadable) return t.skip('downloads are read through Chromium only');
  const page = await browser.newPage();
  const errors = pageErrors(page);
  const downloaded = await downloadsOf(page);
  await page.goto(`${server.url}game.html?game=morris`);
  await page.waitForFunction(() => document.body.dataset.phase === 'placing');
  await settled(page);
  await page.select('#engine-colour', 'none');  // both sides by clicks
  await settled(page);
  const pieces = () => page.$$eval('[data-piece]', (p) => p.map((c) => c.dataset.piece).sort().join(''));
  for (const point of ['a1', 'b2', 'd1', 'b4', 'g1']) {
    await page.click(`[data-point="${point}"]`);
    await settled(page);
  }
  // g1 closed the mill a1-d1-g1: White must remove a black piece first (the man on g1 drawn).
  assert.strictEqual(await page.$$eval('.target', (t) => t.length), 2);
  assert.strictEqual(await pieces(), 'BBWWW');
  await page.click('[data-point="b2"]');
  await settled(page);
  assert.strictEqual(await pieces(), 'BWWW');
  assert.match(await page.$eval('#status', (s) => s.textContent), /black to move/);
  await screenshot(page, 'morris');
  // Saved in both formats, the engine's own files.
  await page.click('#save');
  await settled(page);
  const text = await downloaded('morris.txt');
  assert.match(text.content, /^boardtalk-morris 1\n/);
  assert.match(text.content, /\ng1xb2 /);
  await page.select('#save-format', 'json');
  await page.click('#save');
  await settled(page);
  const json = await downloaded('morris.json');
  assert.strictEqual(JSON.parse(json.content).history.length, 6);
  for (let i = 0; i < 5; i++) {
    await page.click('#undo');
    await settled(page);
  }
  assert.strictEqual(await pieces(), '');
  const start = /white to move[\s\S]*in hand: white 9, black 9/;
  assert.match(await page.$eval('#status', (s) => s.textContent), start);
  // Loading either file shows the saved position, with its history to undo.
  for (const saved of [text, json]) {
    await upload(page, '#load', saved.file, saved.content);
    assert.strictEqual(await pieces(), 'BWWW');
    assert.match(await page.$eval('#status', (s) => s.textContent), /black to move[\s\S]*in hand: white 6, black 7/);
    await page.click('#undo');
    await settled(page);
    assert.strictEqual(await pieces(), 'BBWW');
  }
  for (let i = 0; i < 6; i++) {
    await page.click('#undo');
    await settled(page);
  }
  assert.strictEqual(await pieces(), '');
  assert.match(await page.$eval('#status', (s) => s.textContent), start);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go: handicap and rules preset; an SGF downloaded then uploaded gives the same position', async (t) => {
  if (!downloadsReadable) return t.skip('downloads are read through Chromium only');
  const page = await browser.newPage();
  const errors = pageErrors(page);
  const downloaded = await downloadsOf(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  await page.select('#handicap', '2');
  await page.select('#rules', 'japanese');
  await page.$eval('#komi', (k) => { k.value = '0.5'; });
  await page.click('#new-game');
  await settled(page);
  const stones = () => page.$$eval('[data-stone]', (s) => s.map((c) =>
    `${c.dataset.stone}@${c.getAttribute('cx')},${c.getAttribute('cy')}`).sort().join(' '));
  const count = async (colour) => (await stones()).split(' ').filter((s) => s.startsWith(colour)).length;
  // Two handicap stones, then White (the engine) moved first.
  assert.strictEqual(await count('b'), 2);
  assert.strictEqual(await count('w'), 1);
  const free = await page.evaluate(() => ['C5', 'E7', 'E3', 'G5', 'D4'].find((v) => {
    const hit = document.querySelector(`[data-vertex="${v}"]`).getBBox();
    return ![...document.querySelectorAll('[data-stone]')].some((s) => {
      const b = s.getBBox();
      return Math.abs(b.x + b.width / 2 - (hit.x + hit.width / 2)) < 1 && Math.abs(b.y + b.height / 2 - (hit.y + hit.height / 2)) < 1;
    });
  }));
  await page.click(`[data-vertex="${free}"]`);
  await settled(page);
  assert.strictEqual(await count('b'), 3);
  assert.strictEqual(await count('w'), 2);
  const position = await stones();
  const status = await page.$eval('#status', (s) => s.textContent);
  await page.click('#save-sgf');
  await settled(page);
  const sgf = await downloaded('game.sgf');
  assert.match(sgf.content, /^\(;/);
  assert.match(sgf.content, /HA\[2\]/);
  assert.match(sgf.content, /KM\[0\.5\]/);
  assert.match(sgf.content, /RU\[Japanese\]/);
  // Another game on another board, then the file: the same position, size, komi and turn.
  await page.select('#handicap', '0');
  await page.select('#size', '13');
  await page.select('#engine-colour', 'none');
  await page.click('#new-game');
  await settled(page);
  assert.strictEqual(await stones(), '');
  await upload(page, '#load-sgf', sgf.file, sgf.content);
  assert.strictEqual(await stones(), position);
  assert.strictEqual(await page.$eval('#status', (s) => s.textContent), status);
  assert.strictEqual(await page.$eval('#size', (s) => s.value), '9');
  assert.strictEqual(Number(await page.$eval('#komi', (k) => k.value)), 0.5);
  await page.click('#save-sgf');
  await settled(page);
  assert.strictEqual((await downloaded('game.sgf')).content, sgf.content);
  // The loaded moves undo like played ones (nobody is the engine now: one move a click).
  await page.click('#undo');
  await settled(page);
  assert.strictEqual(await count('w'), 1);
  await page.click('#undo');
  await settled(page);
  assert.strictEqual(await count('b'), 2);
  assert.match(await page.$eval('#status', (s) => s.textContent), /Move 1, black to play/);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('2048: where the tiles slide from (slide.js, which the page animates)', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=2048`);
  const result = await page.evaluate(async () => {
    const { slide, slideSources } = await import('./js/slide.js');
    const before = [[2, 2, 4], [0, 4, 4], [2, 0, 2]];
    const left = slide(before, 'left');
    const down = slide(before, 'down');
    const after = [[4, 4, 0], [8, 0, 0], [4, 0, 2]];  // left, and a new 2 in the corner
    return { left, down, sources: slideSources(before, after, 'left'),
      wrong: slideSources(before, after, 'right') };
  });
  assert.deepStrictEqual(result.left.rows, [[4, 4, 0], [8, 0, 0], [4, 0, 0]]);
  assert.deepStrictEqual(result.left.from[0], [[[0, 0], [0, 1]], [[0, 2]], []]);
  assert.deepStrictEqual(result.left.from[1][0], [[1, 1], [1, 2]]);
  assert.deepStrictEqual(result.down.rows, [[0, 0, 0], [0, 2, 8], [4, 4, 2]]);
  assert.deepStrictEqual(result.down.from[2][0], [[2, 0], [0, 0]]);
  assert.deepStrictEqual(result.sources, result.left.from);
  assert.strictEqual(result.wrong, null);
  await page.close();
});

// Watches two engines (the page's and a second socket's) play until `enough(...args)` holds in
// the page, stops, and returns the traffic.
async function watchTwoEngines(page, enough, ...args) {
  await page.click('#watch');
  await page.waitForFunction(() => document.body.dataset.watching === 'true', { timeout: 60000 });
  await page.waitForFunction(enough, { timeout: 120000 }, ...args);
  await page.click('#stop-watch');
  await settled(page);
  assert.strictEqual(await page.evaluate(() => document.body.dataset.watching), 'false');
  return page.$eval('#traffic-log', (t) => t.textContent);
}

test('Go: watching two engines play, stopped and started again', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=go`);
  await page.waitForFunction(() => document.body.dataset.phase === 'play');
  await settled(page);
  await page.click('[data-vertex="E5"]');  // the watch starts from the game on the board
  await settled(page);
  const moveNumber = () => page.$eval('#status', (s) => Number((/Move (\d+)/.exec(s.textContent) || [0, 0])[1]));
  const traffic = await watchTwoEngines(page, () => /Move (\d\d+)|passed|resigns/.test(document.getElementById('status').textContent));
  // The second engine got the game so far, then each engine's moves were played on the other.
  assert.match(traffic, /<< \[2\] loadsgf @file\n/);
  assert.match(traffic, /<< \[2\] genmove black\n/);
  assert.match(traffic, /\n<< genmove white\n/);
  assert.match(traffic, /<< \[2\] play white [A-T]\d+\n/);
  assert.match(traffic, /\n<< play black [A-T]\d+\n/);
  const stopped = await moveNumber();
  assert.ok(stopped >= 10 || (await page.evaluate(() => document.body.dataset.phase)) !== 'play', `${stopped} moves`);
  await new Promise((done) => setTimeout(done, 500));
  assert.strictEqual(await moveNumber(), stopped, 'a move after Stop');
  if (await page.evaluate(() => document.body.dataset.phase === 'play')) {
    await watchTwoEngines(page, (n) => document.body.dataset.phase !== 'play' ||
      Number((/Move (\d+)/.exec(document.getElementById('status').textContent) || [0, 0])[1]) >= n + 2, stopped);
    assert.ok((await moveNumber()) >= stopped + 2 || (await page.evaluate(() => document.body.dataset.phase)) !== 'play');
  }
  await screenshot(page, 'go-watch');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Morris: watching two engines play', async () => {
  const page = await browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${server.url}game.html?game=morris`);
  await page.waitForFunction(() => document.body.dataset.phase === 'placing');
  await settled(page);
  const traffic = await watchTwoEngines(page, () =>
    document.getElementById('traffic-log').textContent.split('genmove').length > 8);
  assert.match(traffic, /<< \[2\] loadgame @file\n/);
  assert.match(traffic, /<< \[2\] genmove white\n/);
  assert.match(traffic, /\n<< genmove black\n/);
  assert.match(traffic, /\n<< play white [a-g][1-7]/);
  assert.match(traffic, /<< \[2\] play black [a-g][1-7]/);
  assert.ok((await page.$$eval('[data-piece]', (p) => p.length)) >= 6);
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('Go analysis lines: lz-analyze and kata-analyze read alike, with the variations and ownership', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=go`);
  const [lz, kata] = await page.evaluate(async () => {
    const { parseAnalysis } = await import('./js/go_board.js');
    return [
      parseAnalysis('info move D4 visits 12 winrate 5230 prior 100 order 0 pv D4 E5 info move C3 visits 3 winrate 4800 order 1 pv C3'),
      parseAnalysis('info move D4 visits 12 utility 0.1 winrate 0.523 scoreMean 1.5 order 0 pv D4 E5 info move C3 visits 3 utility -0.2 winrate 0.48 order 1 pv C3 ownership 0.5 -0.25', true),
    ];
  });
  const expected = [{ move: 'D4', visits: 12, winrate: 5230, pv: ['D4', 'E5'] }, { move: 'C3', visits: 3, winrate: 4800, pv: ['C3'] }];
  assert.deepStrictEqual(lz, expected);
  assert.deepStrictEqual(kata, expected);
  const owned = await page.evaluate(async () => {
    const { parseOwnership } = await import('./js/go_board.js');
    return [parseOwnership('info move A1 visits 1 winrate 0.5 pv A1 ownership 0.5 -0.25 1 0', 2),
      parseOwnership('info move A1 visits 1 winrate 0.5 pv A1 ownership 0.5 -0.25 1', 2),
      parseOwnership('info move A1 visits 1 winrate 0.5 pv A1', 2)];
  });
  assert.deepStrictEqual(owned, [[0.5, -0.25, 1, 0], null, null]);
  await page.close();
});
