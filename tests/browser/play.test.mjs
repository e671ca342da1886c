// End-to-end test of the web game in Debian's chromium (playwright-core):
// starts `lightsout serve --port 0`, plays a 5x5 puzzle to the win by pressing
// the cells the Hint button shows, checks the win message, undo and redo, the
// refusal of an illegal press under only-off, and saves screenshots.
//
//   node play.test.mjs LIGHTSOUT_BINARY OUTPUT_DIR
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [binary, outDir] = process.argv.slice(2);
if (!binary || !outDir) {
  console.error('usage: node play.test.mjs LIGHTSOUT_BINARY OUTPUT_DIR');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
function check(condition, what) {
  if (condition) { passed++; console.log(`ok - ${what}`); }
  else { failed++; console.log(`not ok - ${what}`); }
}

// The server prints its URL on stderr once it listens.
function startServer() {
  const server = spawn(binary, ['serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no URL from the server in 10 s: ${text}`)), 10000);
    server.stderr.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/http:\/\/[^\s]+\//);
      if (match) { clearTimeout(timer); resolve({ server, url: match[0] }); }
    });
    server.on('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited with ${code}: ${text}`)); });
  });
}

// Lights fade in 0.12 s: wait for them to settle, then take the whole page.
async function settledScreenshot(page, name) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, name), fullPage: true });
}

const { server, url } = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'lightsout-chromium-'));
let context;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 820, height: 1000 },
  });
  const page = context.pages()[0] ?? await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.setDefaultTimeout(10000);

  await page.goto(url);
  await page.waitForSelector('.cell');
  check(await page.locator('.cell').count() === 25, 'the page opens on a 5x5 board');

  // A new 5x5 plus puzzle of difficulty 5.
  await page.selectOption('#rule', 'plus');
  await page.fill('#rows', '5');
  await page.fill('#cols', '5');
  await page.fill('#difficulty', '5');
  await page.click('#new');
  await page.waitForFunction(() => document.querySelector('#message').textContent.startsWith('New 5×5'));
  const par = Number(await page.textContent('#par'));
  check(par >= 1 && par <= 5, `the puzzle has a par of ${par} presses`);
  check(Number(await page.textContent('#lit')) > 0, 'some lights are lit');

  // Follow the hints: each hinted press shortens the fewest-press solution by one.
  let clicks = 0;
  while (await page.locator('#win').isHidden() && clicks < 30) {
    await page.click('#hint');
    const hinted = page.locator('.cell.hint');
    await hinted.waitFor();
    if (clicks === 1) await settledScreenshot(page, 'browser-game-hint.png');
    await hinted.click();
    clicks++;
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), clicks);
  }
  const win = (await page.textContent('#win')) ?? '';
  check(await page.locator('#win').isVisible(), `the win message shows after ${clicks} hinted presses`);
  check(/Solved!/.test(win) && win.includes(`${clicks} move`), `the win message says so: "${win}"`);
  check(clicks === par, `following the hints takes exactly par (${par}) presses`);
  check(Number(await page.textContent('#lit')) === 0, 'every light is off');
  await settledScreenshot(page, 'browser-game.png');

  // Undo takes the last press back; redo restores the win.
  await page.click('#undo');
  check(await page.locator('#win').isHidden(), 'undo hides the win message');
  check(await page.textContent('#moves') === String(clicks - 1), 'undo takes one move back');
  check(Number(await page.textContent('#lit')) > 0, 'undo relights the last press');
  await page.click('#redo');
  check(await page.locator('#win').isVisible(), 'redo restores the win');

  // Only unlit lights may be pressed: pressing a lit one is refused with the reason.
  await page.selectOption('#constraint', 'only-off');
  await page.click('#new');
  await page.waitForFunction(() => /only unlit lights/.test(document.querySelector('#message').textContent));
  await page.locator('.cell.lit').first().click();
  const refusal = await page.textContent('#message');
  check(/Refused: only unlit lights may be pressed/.test(refusal), `an illegal press is refused: "${refusal}"`);
  check(await page.textContent('#moves') === '0', 'the refused press is not counted');

  check(pageErrors.length === 0, `no script errors on the page${pageErrors.length ? ': ' + pageErrors.join('; ') : ''}`);
} catch (error) {
  check(false, `the game plays through: ${error.message}`);
} finally {
  if (context) await context.close();
  server.kill('SIGTERM');
  rmSync(profile, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
