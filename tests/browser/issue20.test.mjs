// Bugs a player hit (issue 20), each played as found, one check each:
//   4: the Quiet panel wrote "1 board in 4503599627370496" for nullity 99
//      (quiet.js capped the exponent at 52); now 2^nullity above 2^16.
//  12: "1 press solve it".
//  15: the page's files served without the server said "the server answered 404".
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, newPuzzle } from './lib.mjs';

// The page's own files (web/) from a plain file server: no /api/.
async function plainFileServer() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    try {
      const body = await readFile(join(root, path === '/' ? 'index.html' : path.replace(/^\/+/, '').replace(/\.\./g, '')));
      response.writeHead(200, { 'Content-Type': types[extname(path) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>Not found</h1>');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);

  // Bug 12: the verb agrees with the count.
  const one = await newPuzzle(page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, constraint: 'any',
                                      goal: 'off', difficulty: 1 });
  check(/\b1 press solves it\b/.test(one), `one press "solves" it: "${one}"`);
  const seven = await newPuzzle(page, { difficulty: 7 });
  check(/\b7 presses solve it\b/.test(seven), `seven presses "solve" it: "${seven}"`);

  // Bug 4: 29x29 square has nullity 2 * 29 - 1 = 57, past JavaScript's exact integers.
  await newPuzzle(page, { rule: 'square', rows: 29, cols: 29, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const summary = await page.textContent('#quiet-summary');
  check(/nullity 57\b/.test(summary) && /1 board in 2\^57 can be solved/.test(summary),
    `29x29 square: one board in 2^57 can be solved: "${summary}"`);
  await page.click('#quiet');
  await newPuzzle(page, { rule: 'plus', rows: 4, cols: 4, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const small = await page.textContent('#quiet-summary');
  check(/1 board in 16 can be solved/.test(small), `4x4 plus (nullity 4) is written out: "${small}"`);
  await page.click('#quiet');

  check(problems.length === 0, `no console errors: ${problems.join('; ')}`);
  await context.close();

  // Bug 15: without the server the page says what to run.
  const plain = await plainFileServer();
  try {
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await page2.goto(plain.url);
    const said = await page2.waitForFunction(() => {
      const text = document.querySelector('#message')?.textContent ?? '';
      return /server/.test(text) ? text : false;
    }, null, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
    check(said !== null && /needs its server: run `lightsout serve`/.test(said) && !/answered 404/.test(said),
      `served without the server, the page says to run lightsout serve: "${said}"`);
    await other.close();
  } finally {
    plain.server.close();
  }
}
