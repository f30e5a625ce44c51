// Starts `boardtalk serve --port 0` ($BOARDTALK_BIN) and Debian's chromium (puppeteer-core) for
// the page tests; screenshots go to $BOARDTALK_WEB_ARTEFACTS (CTest: <build>/web-screenshots).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const puppeteer = require('puppeteer-core');

const bin = process.env.BOARDTALK_BIN || path.resolve(__dirname, '../../../build/boardtalk');
const artefacts = process.env.BOARDTALK_WEB_ARTEFACTS || path.join(require('node:os').tmpdir(), 'boardtalk-web');

// Resolves with {url, stop()} once the server printed its address. $BOARDTALK_SITE: the pages
// of that directory instead of the compiled-in ones (another version of them, to compare).
function startServer(extraArgs = []) {
  const site = process.env.BOARDTALK_SITE ? ['--site', process.env.BOARDTALK_SITE] : [];
  const child = spawn(bin, ['serve', '--port', '0', ...site, ...extraArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('exit', (code) => reject(new Error(`boardtalk serve exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /http:\/\/\S+\//.exec(out);
      if (m) resolve({ url: m[0], stop: () => new Promise((done) => {
        child.removeAllListeners('exit');
        child.on('exit', done);
        child.kill('SIGTERM');
      }) });
    });
  });
}

// Chromium unless BOARDTALK_BROWSER=firefox: then Firefox ($FIREFOX, default Debian's
// firefox-esr) over WebDriver BiDi.
async function startBrowser() {
  if (process.env.BOARDTALK_BROWSER === 'firefox') {
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
      headless: true,
      defaultViewport: { width: 1100, height: 800 },
    });
  }
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    defaultViewport: { width: 1100, height: 800 },
  });
}

async function screenshot(page, name) {
  fs.mkdirSync(artefacts, { recursive: true });
  const file = path.join(artefacts, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Waits until the page's current action finished (body[data-busy] is not "true").
async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.busy !== 'true', { timeout: 120000 });
}

module.exports = { bin, startServer, startBrowser, screenshot, settled };
