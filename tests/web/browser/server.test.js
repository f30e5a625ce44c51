// What the server says to a page beyond the game itself: a page over the session limit is told
// that the server has too many open games (not that its engine is gone), and the pages have
// an icon (no request of theirs answered 404), and the index lists the game table's games.
const { spawnSync } = require('node:child_process');
const test = require('node:test');
const assert = require('node:assert');
const { bin, startServer, startBrowser, screenshot, settled } = require('./serve_fixture.js');

let server;
let browser;

test.before(async () => {
  server = await startServer(['--max-sessions', '1']);
  browser = await startBrowser();
});

test.after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

test('a page over the session limit says the server has too many open games', async () => {
  const first = await browser.newPage();
  await first.goto(`${server.url}game.html?game=2048`);
  await first.waitForSelector('.tile');
  await settled(first);
  const second = await browser.newPage();
  await second.goto(`${server.url}game.html?game=morris`);
  await second.waitForFunction(() => !document.getElementById('message').hidden, { timeout: 20000 });
  const message = await second.$eval('#message', (m) => m.textContent);
  assert.match(message, /too many open games/);
  assert.match(message, /close another page or try later/);
  assert.doesNotMatch(message, /engine is gone/);
  assert.doesNotMatch(await second.$eval('#status', (s) => s.textContent), /closed/);
  // No empty status box above the message.
  const statusBox = await second.$eval('#status', (s) => s.getBoundingClientRect().height);
  assert.strictEqual(statusBox, 0, 'an empty status box is shown');
  await screenshot(second, 'too-many-games');
  // Once the first page is closed (its engine stopped), a reload gets a game.
  await first.close();
  for (let i = 0; i < 100; i++) {
    await second.reload();
    await second.waitForFunction(() => document.querySelector('[data-point]') ||
      !document.getElementById('message').hidden, { timeout: 20000 });
    if (await second.$('[data-point]')) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  assert.ok(await second.$('[data-point]'), 'no game after the first page closed');
  await second.close();
});

test('the pages have an icon: nothing they ask for is missing', async () => {
  const page = await browser.newPage();
  const missing = [];
  page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
  await page.goto(server.url);
  await page.waitForSelector('.games');
  const icon = await page.$eval('link[rel="icon"]', (l) => l.href);
  assert.match(icon, /favicon\.svg$/);
  const answers = await page.evaluate(async () => Promise.all(['favicon.svg', 'favicon.ico'].map(async (f) => {
    const r = await fetch(`/${f}`);
    return `${f} ${r.status} ${r.headers.get('content-type')}`;
  })));
  assert.deepStrictEqual(answers, ['favicon.svg 200 image/svg+xml', 'favicon.ico 200 image/svg+xml']);
  await page.goto(`${server.url}game.html?game=2048`);
  await page.waitForSelector('link[rel="icon"]');
  assert.deepStrictEqual(missing, []);
  await page.close();
});

// The game table's names, as `boardtalk play` lists them in its refusal of an unknown game:
// "(go, morris, dvonn or 2048)".
function tableGames() {
  const run = spawnSync(bin, ['play', 'no-such-game'], { encoding: 'utf8' });
  const list = /\(([^)]*)\)/.exec(run.stderr)[1];
  return list.split(/, | or /);
}

test('the index lists the game table\'s games, each opening its page', async () => {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector('#games[data-loaded="true"]');
  const links = await page.$$eval('#games a', (as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
  const names = tableGames();
  assert.ok(names.length >= 4, `the table's games: ${names}`);
  assert.deepStrictEqual(links.map(([href]) => href), names.map((n) => `game.html?game=${n}`));
  assert.ok(links.every(([, title]) => title.length > 0));
  // A link's page has the title the index shows.
  const [href, title] = links.find(([h]) => h.endsWith('=dvonn'));
  await page.goto(`${server.url}${href}`);
  await page.waitForFunction((t) => document.getElementById('title').textContent === t, {}, title);
  await page.goto(`${server.url}game.html?game=chess`);
  await page.waitForFunction(() => /No game "chess" here/.test(document.getElementById('status').textContent));
  await page.close();
});
