// Retakes the screenshots of docs/screenshots/ from the pages as they are: one game of each,
// played in the browser against this program's own engines (default engines, so the header
// names the engine and no path on this machine). By hand, not by CTest:
//   cd tests/web/browser && BOARDTALK_BIN=../../../build/boardtalk node docs_screenshots.js [DIR]
// DIR defaults to docs/screenshots. $BOARDTALK_SITE serves the pages of a directory instead
// of the compiled-in ones, as in the tests.
const path = require('node:path');
const { startServer, startBrowser, settled } = require('./serve_fixture.js');

const out = path.resolve(process.argv[2] || path.join(__dirname, '../../../docs/screenshots'));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const wait = (page, f, ...args) => page.waitForFunction(f, { timeout: 300000 }, ...args);

async function open(browser, server, game) {
  const page = await browser.newPage();
  page.on('pageerror', (error) => { throw error; });
  await page.goto(`${server.url}game.html?game=${game}`);
  await wait(page, () => document.body.dataset.busy === 'false');
  await settled(page);
  return page;
}

// Go, 9x9: a few moves against the engine, then its analysis: the best moves with their win
// rates and the territory it sees.
async function go(browser, server) {
  const page = await open(browser, server, 'go');
  for (const vertex of ['E5', 'C6', 'G4', 'D3', 'F7', 'C4', 'G6', 'E3']) {
    const before = await page.$$eval('[data-stone]', (s) => s.length);
    await page.click(`[data-vertex="${vertex}"]`);
    await settled(page);
    if ((await page.$$eval('[data-stone]', (s) => s.length)) === before) continue;  // a stone there
    if ((await page.$$eval('[data-stone="b"]', (s) => s.length)) >= 5) break;
  }
  await page.click('#analyse');
  await page.click('#territory');
  await wait(page, () => document.querySelector('.best-move') && document.querySelector('[data-owner]') &&
    Number((/(\d+) visits/.exec(document.getElementById('status').textContent) || [0, 0])[1]) > 20000);
  await page.mouse.move(1080, 780);
  await page.screenshot({ path: path.join(out, 'go.png') });
  await page.close();
}

// Nine Men's Morris: two engines watched for a dozen moves, then stopped: the last move marked
// and told.
async function morris(browser, server) {
  const page = await open(browser, server, 'morris');
  await page.click('#watch');
  await wait(page, () => document.getElementById('traffic-log').textContent.split('<< genmove').length > 13);
  await page.click('#stop-watch');
  await settled(page);
  await page.screenshot({ path: path.join(out, 'morris.png') });
  await page.close();
}

// DVONN from a random setup: a few moves each, then one of White's chosen and waiting for
// confirmation, with the stacks it would cut off.
async function dvonn(browser, server) {
  const page = await open(browser, server, 'dvonn');
  await page.type('#seed', '11');
  await page.type('#name-white', 'Alice');
  await page.click('#new-game');
  await settled(page);
  for (let turn = 0; turn < 6; turn++) {
    const source = await page.$eval('[data-movable]', (s) => s.dataset.space);
    await page.click(`[data-space="${source}"]`);
    const target = await page.$eval('.target', (t) => t.dataset.target);
    await page.click(`[data-space="${target}"]`);
    if (turn === 5) break;
    await page.click('#confirm');
    await settled(page);
    await sleep(1600);  // the stacks cut off have faded out
  }
  await page.screenshot({ path: path.join(out, 'dvonn.png') });
  await page.close();
}

// 2048, 4x4: the engine plays for a while (autoplay), then stops.
async function g2048(browser, server) {
  const page = await open(browser, server, '2048');
  await page.select('#size', '4');
  await settled(page);
  await page.click('#autoplay');
  await wait(page, () => /Moves (\d+)/.test(document.getElementById('status').textContent) &&
    Number(/Moves (\d+)/.exec(document.getElementById('status').textContent)[1]) >= 250);
  await page.click('#autoplay');
  await wait(page, () => !document.getElementById('autoplay').checked);
  await sleep(1000);
  await settled(page);
  await page.screenshot({ path: path.join(out, '2048.png') });
  await page.close();
}

async function main() {
  const server = await startServer();
  const browser = await startBrowser();
  try {
    for (const shot of [go, morris, dvonn, g2048]) {
      await shot(browser, server);
      console.log(`${shot.name}: done`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
