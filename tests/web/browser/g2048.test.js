// The 2048 page's keys and hint: arrow keys slide tiles whatever control was used last (the
// size menu, the Autoplay box), and a hint is shown only for the position it was asked for.
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
