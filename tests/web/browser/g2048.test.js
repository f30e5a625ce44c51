// The 2048 page's keys, hint and undo: arrow keys slide tiles whatever control was used last (the
// size menu, the Autoplay box), a hint is shown only for the position it was asked for, Undo
// (button or U) gives back the position before, New game stops autoplay, and actions chosen
// together run one after the other.
const test = require('node:test');
const assert = require('node:assert');
const { startServer, startBrowser, screenshot, settled } = require('./serve_fixture.js');

let server;
let browser;

test.before(async () => {
  server = await startServer();
  browser = await startBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const plays = (page) => page.$eval('#traffic-log', (t) => (t.textContent.match(/<< play /g) || []).length);
const status = (page) => page.$eval('#status', (s) => s.textContent);

// Presses the four arrows until one of them moved tiles; returns the plays sent meanwhile.
async function arrowsSlide(page) {
  const before = await plays(page);
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    await settled(page);
  }
  return (await plays(page)) - before;
}

test('2048: arrow keys slide tiles after the size menu and the Autoplay box were used', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('.tile');
  await settled(page);
  // As a user does it: the menu has the focus, a size is picked.
  await page.focus('#size');
  await page.select('#size', '5');
  await page.waitForFunction(() => document.querySelectorAll('.tile').length === 25);
  await settled(page);
  const games = () => page.$eval('#traffic-log', (t) => (t.textContent.match(/<< new_game /g) || []).length);
  const gamesBefore = await games();
  assert.strictEqual(await arrowsSlide(page), 4);
  assert.strictEqual(await page.$eval('#size', (s) => s.value), '5', 'the arrows changed the size');
  assert.strictEqual(await games(), gamesBefore, 'the arrows started a new game');
  assert.match(await status(page), /Moves [1-9]/);
  // Autoplay ticked and unticked by clicks: the box had the focus.
  await page.click('#autoplay');
  await page.waitForFunction(() => /Moves ([5-9]|\d\d)/.test(document.getElementById('status').textContent));
  await page.click('#autoplay');
  await page.waitForFunction(() => !document.getElementById('autoplay').checked);
  await new Promise((done) => setTimeout(done, 1500));  // its last move answered and drawn
  await settled(page);
  assert.ok((await arrowsSlide(page)) >= 1, 'no arrow key played after Autoplay');
  await page.close();
});

test('2048: the hint goes once the position changed, and at game over', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('.tile');
  await settled(page);
  await page.select('#size', '3');
  await page.waitForFunction(() => document.querySelectorAll('.tile').length === 9);
  await settled(page);
  await page.click('#hint');
  await page.waitForFunction(() => /Hint: \w+/.test(document.getElementById('status').textContent));
  // The engine plays: the hint was for the position before.
  await page.click('#autoplay');
  await page.waitForFunction(() => /Moves [2-9]/.test(document.getElementById('status').textContent));
  assert.doesNotMatch(await status(page), /Hint/);
  await page.waitForFunction(() => document.body.dataset.status === 'over', { timeout: 120000 });
  // Asked for at the very end, the hint does not outlive the game.
  await page.click('#hint');
  await settled(page);
  await new Promise((done) => setTimeout(done, 300));
  assert.doesNotMatch(await status(page), /Hint/);
  assert.match(await page.$eval('#message', (m) => m.textContent), /Game over/);
  // A new game after a hint: no hint either.
  await page.click('#message button');
  await page.waitForFunction(() => document.body.dataset.status !== 'over');
  await settled(page);
  await page.click('#hint');
  await page.waitForFunction(() => /Hint: \w+/.test(document.getElementById('status').textContent));
  await page.click('#new-game');
  await settled(page);
  assert.doesNotMatch(await status(page), /Hint/);
  await screenshot(page, '2048-new-game');
  await page.close();
});

// The board as the user sees it: the value in each cell, row by row ("2 0 4/...").
const board = (page) => page.evaluate(() => {
  const tiles = [...document.querySelectorAll('.tile')].map((g) => {
    const r = g.querySelector('rect');
    return { x: Number(r.getAttribute('x')), y: Number(r.getAttribute('y')), value: g.dataset.value };
  });
  const xs = [...new Set(tiles.map((t) => t.x))].sort((a, b) => a - b);
  const ys = [...new Set(tiles.map((t) => t.y))].sort((a, b) => a - b);
  const rows = ys.map(() => xs.map(() => '0'));
  for (const t of tiles) rows[ys.indexOf(t.y)][xs.indexOf(t.x)] = t.value;
  return rows.map((r) => r.join(' ')).join('/');
});

// Presses arrows until the board changes; returns the board before and after.
async function oneMove(page) {
  const before = await board(page);
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    await settled(page);
    if ((await board(page)) !== before) return { before, after: await board(page) };
  }
  throw new Error('no arrow moved a tile');
}

test('2048: Undo and U take the move back; the keys are listed on the page', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('.tile');
  await settled(page);
  const keys = await page.$eval('#keys', (k) => k.textContent.replace(/\s+/g, ' '));
  assert.match(keys, /arrows or W A S D/);
  assert.match(keys, /U undoes a move/);
  assert.ok(await page.$eval('#keys', (k) => k.getBoundingClientRect().height > 0), 'the keys are not shown');
  // Nothing to take back yet.
  const start = await board(page);
  await page.click('#undo');
  await settled(page);
  await page.waitForFunction(() => /Nothing to undo/.test(document.getElementById('status').textContent));
  assert.strictEqual(await board(page), start);
  // A move, then Undo: the board before it, tile for tile (the new tile is gone too).
  const first = await oneMove(page);
  assert.strictEqual(first.before, start);
  assert.match(await status(page), /Moves 1/);
  await page.click('#undo');
  await settled(page);
  assert.strictEqual(await board(page), start);
  assert.match(await status(page), /Moves 0/);
  assert.doesNotMatch(await status(page), /Nothing to undo/);
  // Two moves, then U: the board after the first.
  const a = await oneMove(page);
  await oneMove(page);
  await page.keyboard.press('u');
  await settled(page);
  assert.strictEqual(await board(page), a.after);
  assert.match(await status(page), /Moves 1/);
  assert.match(await page.$eval('#traffic-log', (t) => t.textContent), /<< undo\n>> = /);
  await screenshot(page, '2048-undo');
  assert.deepStrictEqual(errors, []);
  await page.close();
});

test('2048: New game during autoplay stops it and starts a new game', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('.tile');
  await settled(page);
  await page.click('#autoplay');
  await page.waitForFunction(() => /Moves ([5-9]|\d\d)/.test(document.getElementById('status').textContent));
  await page.click('#new-game');
  await page.waitForFunction(() => /Moves 0\b/.test(document.getElementById('status').textContent));
  await settled(page);
  assert.strictEqual(await page.$eval('#autoplay', (a) => a.checked), false);
  const tiles = () => page.$$eval('.tile', (t) => t.filter((g) => g.dataset.value !== '0').length);
  assert.strictEqual(await tiles(), 2, 'a new game has two tiles');
  // Nothing plays on by itself: the engine was asked for no move after the new game.
  await new Promise((done) => setTimeout(done, 1500));
  assert.match(await status(page), /Moves 0\b/);
  assert.strictEqual(await tiles(), 2);
  const log = await page.$eval('#traffic-log', (t) => t.textContent);
  assert.doesNotMatch(log.slice(log.lastIndexOf('<< new_game')), /<< genmove/);
  // The new game is played by keys as usual.
  assert.ok((await arrowsSlide(page)) >= 1);
  assert.match(await status(page), /Moves [1-9]/);
  await page.close();
});

test('2048: a size and New game chosen in one go are played one after the other; the page waits for both', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('.tile');
  await settled(page);
  // Both in the same moment: the second new game starts only once the first one is drawn.
  const start = (await page.$eval('#traffic-log', (t) => t.textContent)).length;
  await page.evaluate(() => {
    const size = document.getElementById('size');
    size.value = size.value === '3' ? '4' : '3';
    size.dispatchEvent(new Event('change'));
    document.getElementById('new-game').click();
  });
  const size = Number(await page.$eval('#size', (s) => s.value));
  // The moment the page is not busy after both were sent (checked at every change of the page),
  // nothing waits for the engine: every command has had its answer.
  const waiting = await page.waitForFunction((from) => {
    const log = document.getElementById('traffic-log').textContent;
    if (document.body.dataset.busy === 'true' || log.slice(from).split('<< new_game ').length < 3) return false;
    return `${(log.match(/^<< /gm) || []).length - (log.match(/^>> /gm) || []).length} waiting\n${log}`;
  }, { polling: 'mutation' }, start);
  assert.match(await waiting.jsonValue(), /^0 waiting/);
  const log = await page.$eval('#traffic-log', (t) => t.textContent);
  assert.strictEqual(log.slice(start).split(`<< boardsize ${size}`).length, 3, log);
  assert.strictEqual(await page.$$eval('.tile', (t) => t.length), size * size);
  // The keys play from the board drawn, one move at a time: every move slides.
  let slid = 0;
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    await settled(page);
    if (await page.$('[data-slid]')) slid += 1;
  }
  const after = (await page.$eval('#traffic-log', (t) => t.textContent)).slice(log.length);
  const legal = (after.match(/<< play \w+\n>> =/g) || []).length;
  assert.ok(legal >= 1, after);
  assert.strictEqual(slid, legal, after);
  await page.close();
});
