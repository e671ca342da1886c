// Shared helpers of the browser tests: a tiny TAP-like reporter, the server
// under test, pages in Debian's chromium, and moves a person would make.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export class Report {
  constructor() { this.passed = 0; this.failed = 0; this.section = ''; this.started = Date.now(); }
  begin(section) { this.section = section; this.started = Date.now(); }
  check(condition, what) {
    const at = `[${((Date.now() - this.started) / 1000).toFixed(1)} s]`;
    if (condition) { this.passed++; console.log(`ok - ${this.section}: ${what} ${at}`); }
    else { this.failed++; console.log(`not ok - ${this.section}: ${what} ${at}`); }
    return condition;
  }
}

// `lightsout serve --port 0` prints its URL on stderr once it listens.
export function startServer(binary) {
  const server = spawn(binary, ['serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no URL from the server in ${WAIT_MS / 1000} s: ${text}`)), WAIT_MS);
    server.stderr.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/http:\/\/[^\s]+\//);
      if (match) { clearTimeout(timer); resolve({ server, url: match[0] }); }
    });
    server.on('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited with ${code}: ${text}`)); });
  });
}

// Waits last this many times longer in an instrumented build (ThreadSanitizer:
// 20; cmake/instrumented_tests.cmake sets it for ctest).
export const TIME_SCALE = Number(process.env.LIGHTSOUT_TEST_TIME_SCALE ?? 1) || 1;
// How long a wait for something that must happen (a response, a message, an
// element) may take before the test says it never came: a hang guard, not a
// speed limit, so that a busy machine (other tests, builds beside it) never
// fails a test. Waits for something that must NOT happen use short times of
// their own.
export const WAIT_MS = 120000 * TIME_SCALE;

export const DESKTOP = { viewport: { width: 1100, height: 1000 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// A fresh browser context (its own storage) and page; records script errors
// and failed requests so every test can say there were none.
export async function openPage(browser, url, options = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  // A missing favicon shows only as a console error (the browser fetches it itself).
  page.on('console', (message) => { if (message.type() === 'error' && !/\/api\//.test(message.location().url ?? '')) problems.push(`console: ${message.text()}`); });
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/'))
      problems.push(`${response.status()} for ${response.url()}`);
  });
  await page.goto(url);
  await page.waitForSelector('#board .cell', { state: 'attached' });
  return { context, page, problems };
}

// Waits for the status line to match (the page says what it did there).
export async function waitForMessage(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#message').textContent),
    pattern.source);
  return page.textContent('#message');
}

// The settings fold away on phones: open them first.
export async function openSettings(page) {
  if (await page.locator('#settings').isHidden()) await page.click('#settings-toggle');
}

export async function newPuzzle(page, settings) {
  await openSettings(page);
  for (const [id, value] of Object.entries(settings)) {
    if (await page.locator(`#${id}`).isDisabled()) continue;  // e.g. moves allowed with 3 states
    const tag = await page.$eval(`#${id}`, (e) => e.tagName);
    if (tag === 'SELECT') await page.selectOption(`#${id}`, String(value));
    else await page.fill(`#${id}`, String(value));
  }
  const made = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/new', { timeout: WAIT_MS });
  await page.click('#new');
  await made;
  await idle(page);
  return page.textContent('#message');
}

// The page marks <body data-busy> while a request or an animation runs.
export async function idle(page) {
  await page.waitForTimeout(50);
  await page.waitForFunction(() => !document.body.dataset.busy);
}

// The board as digits, light by light, read from the page (a big board is one
// canvas: its readout says what it draws).
export async function boardText(page) {
  if (await page.locator('#board canvas').count()) return page.$eval('#board canvas', (c) => c.readout.lights().join(''));
  return page.$$eval('#board .cell', (cells) => cells.sort((a, b) => (a.dataset.i ?? 0) - (b.dataset.i ?? 0))
    .map((c) => c.dataset.state ?? (c.classList.contains('lit') ? '1' : '0')).join(''));
}

// How many lights the board shows: its buttons, or the lights of its canvas.
export async function lightCount(page) {
  if (await page.locator('#board canvas').count()) return page.$eval('#board canvas', (c) => c.readout.rows * c.readout.cols);
  return page.locator('#board .cell').count();
}

// The lights marked `kind` (press, hint, cert, quiet-mark, ...), buttons or canvas.
export async function markedLights(page, kind) {
  if (await page.locator('#board canvas').count()) return page.$eval('#board canvas', (c, k) => c.readout.marked(k), kind);
  return page.$$eval(`#board .cell.${kind}`, (cells) => cells.map((c) => Number(c.dataset.i)));
}

export async function screenshot(page, dir, name) {
  await page.waitForTimeout(300);  // lights fade in 0.12 s
  await page.screenshot({ path: join(dir, name) });
}
