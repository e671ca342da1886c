// Small things a player meets, each played as a person finds it, one check each:
//   "no solution" under a move constraint says it is proven, in sentences, and
//   the verb agrees with the count ("1 press solves it");
//   Solve's marks follow the presses (a marked light pressed loses only its own
//   mark), and New takes Solve's state away with its marks;
//   the lesson's message goes with the lesson;
//   a change of settings mid-game says that New plays it, while the board keeps
//   its rule;
//   Back and Forward step through the puzzles (each puzzle is a history entry);
//   a shape preset (Merlin, Orbix, Cube, after the XL-25 knight) shows none of
//   the grid's fields;
//   the Quiet panel writes 2^nullity past JavaScript's exact integers (nullity
//   57 and 99), draws each pattern on one canvas, and writes small counts out;
//   on a phone (390 and 360 px) the open settings fit, with no sideways scroll;
//   links are checked as the server checks them (an even or ragged footprint,
//   30x30 with 3 states, the 30th of February);
//   at 1280 x 800 the rule line names the move constraint, the folded summary
//   is whole, and the status line is on the first screen (Merlin, Orbix, Cube,
//   20 x 20);
//   the page's files served without the server say what to run.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardText, idle, markedLights, openPage, openSettings, newPuzzle, PHONE, WAIT_MS } from './lib.mjs';

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

  // "no solution" under a move constraint says it is proven, in sentences:
  // New refuses such settings, and a link to such a board says why.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, goal: 'off', constraint: 'any', difficulty: 3 });
  const boardLink = page.url().replace('moves-allowed=any', 'moves-allowed=only-off');
  await openSettings(page);
  await page.selectOption('#constraint', 'only-off');
  await page.click('#new');
  await idle(page);
  const refused = await page.textContent('#message');
  check(/\(proven\)/.test(refused) && (refused.match(/legal sequence/g) ?? []).length === 1,
    `New under an impossible constraint says so once, proven: "${refused}"`);
  await openSettings(page);
  await page.selectOption('#constraint', 'any');
  const linked = await openPage(browser, boardLink);
  await idle(linked.page);
  const verdict = await linked.page.textContent('#message');
  check(/^This puzzle has no solution \(proven\)\. Every press flips its own light/.test(verdict),
    `a board with no legal sequence says so in sentences: "${verdict}"`);
  await linked.context.close();

  // The verb agrees with the count.
  const one = await newPuzzle(page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, constraint: 'any',
                                      goal: 'off', difficulty: 1 });
  check(/\b1 press solves it\b/.test(one), `one press "solves" it: "${one}"`);
  const seven = await newPuzzle(page, { difficulty: 7 });
  check(/\b7 presses solve it\b/.test(seven), `seven presses "solve" it: "${seven}"`);

  // The marks follow the presses.
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, difficulty: 5 });
  await page.click('#solve');
  await page.waitForSelector('#board .cell.press');
  const marked = async () => (await page.$$eval('#board .cell.press', (cells) => cells.map((c) => Number(c.dataset.i ?? (Number(c.dataset.r) * 5 + Number(c.dataset.c)))))).sort((a, b) => a - b);
  const cell = (i) => `#board .cell[data-r="${Math.floor(i / 5)}"][data-c="${i % 5}"]`;
  const first = await marked();
  await page.click(cell(first[0]));
  const after = await marked();
  check(first.length === 5 && after.length === 4 && after.every((i) => first.includes(i)) && !after.includes(first[0]),
    `pressing a marked light takes its mark only: ${first} -> ${after}`);
  const outside = [...Array(25).keys()].find((i) => !first.includes(i));
  await page.click(cell(outside));
  const back = await marked();
  check(back.length === 5 && back.includes(outside), `a press elsewhere marks that light to be pressed again: ${back}`);
  for (const i of back) await page.click(cell(i));
  check(await page.locator('#win').isVisible(), 'pressing every mark that is left wins');
  check(await page.getAttribute('#solve', 'aria-pressed') === 'true', 'Solve still shows (with nothing left to press)');

  // New takes Solve's state away with its marks.
  await newPuzzle(page, { difficulty: 5 });
  check(await page.getAttribute('#solve', 'aria-pressed') === 'false' && await page.locator('#board .cell.press').count() === 0,
    'after Solve and New the Solve button is not pressed and nothing is marked');

  // The lesson's message goes with the lesson.
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, difficulty: 5 });
  await page.click('#chase');
  await page.locator('#learn').waitFor();
  await page.click(cell(12));
  const during = await page.textContent('#message');
  await page.click('#learn-close');
  const afterClose = await page.textContent('#message');
  check(/lesson is showing/.test(during) && !/lesson/.test(afterClose),
    `the lesson's message leaves with it: "${during}" -> "${afterClose}"`);

  // A change of settings in mid-game says that New plays it.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 5, cols: 5, difficulty: 5 });
  await openSettings(page);
  await page.selectOption('#rule', 'square');
  const cue = await page.textContent('#message');
  check(/press New to play these settings/.test(cue), `changing the rule mid-game says to press New: "${cue}"`);
  await page.selectOption('#rule', 'plus');

  // Back and Forward step through the puzzles.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 4, cols: 4, difficulty: 3 });
  const firstUrl = page.url(), firstBoard = await boardText(page);
  await newPuzzle(page, { rows: 6, cols: 6, difficulty: 4 });
  const secondUrl = page.url();
  await page.goBack();
  await page.waitForFunction((n) => document.querySelectorAll('#board .cell').length === n, 16);
  await idle(page);
  check(page.url() === firstUrl && await boardText(page) === firstBoard, `Back shows the puzzle before: ${page.url()}`);
  await page.goForward();
  await page.waitForFunction((n) => document.querySelectorAll('#board .cell').length === n, 36);
  await idle(page);
  check(page.url() === secondUrl, `Forward shows the next one again: ${page.url()}`);

  // A shape preset shows none of the grid's fields.
  for (const shape of ['merlin', 'orbix', 'cube']) {
    await openSettings(page);
    await page.selectOption('#variant', 'xl25-knight');
    const knight = await page.locator('#stencil-editor').isVisible();
    await page.selectOption('#variant', shape);
    const shown = await page.$$eval(['#stencil-editor', '#rule', '#goal', '#rows', '#torus'].join(','),
      (list) => list.filter((e) => e.offsetParent !== null).map((e) => e.id));
    check(knight && shown.length === 0, `after xl25-knight, ${shape} shows no grid field: ${shown.join(' ') || 'none'}`);
  }
  await page.selectOption('#variant', '');

  // States: a legend of the colours is always shown when K > 2.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 4, cols: 4, states: 5, difficulty: 3 });
  const swatches = await page.$$eval('#legend i', (list) => list.map((i) => i.dataset.state).join(''));
  check(await page.locator('#legend').isVisible() && swatches === '01234', `5 states show their legend: ${swatches}`);
  await newPuzzle(page, { states: 2 });
  check(!(await page.locator('#legend').isVisible()), 'two states show no legend');

  // 29x29 square has nullity 2 * 29 - 1 = 57, past JavaScript's exact integers.
  await newPuzzle(page, { rule: 'square', rows: 29, cols: 29, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const summary = await page.textContent('#quiet-summary');
  check(/nullity 57\b/.test(summary) && /1 board in 2\^57 can be solved/.test(summary),
    `29x29 square: one board in 2^57 can be solved: "${summary}"`);
  await page.click('#quiet');

  // 50x50 square, nullity 99: two elements a pattern shown, not 2,500.
  await newPuzzle(page, { rule: 'square', rows: 50, cols: 50, difficulty: 5 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const elements = await page.$$eval('#quiet-list *', (list) => list.length);
  const minis = await page.locator('.mini').count();
  const told = await page.textContent('#quiet-summary');
  check(/nullity 99\b/.test(told) && /2\^99/.test(told) && minis >= 32 && elements <= 2 * minis,
    `50x50 square's quiet patterns (${minis} shown) take ${elements} elements: "${told.slice(0, 80)}"`);
  await page.locator('.mini').nth(3).click();
  check((await markedLights(page, 'quiet-mark')).length > 0, 'a pattern drawn on a canvas still marks the board');
  await page.click('#quiet');
  await newPuzzle(page, { rule: 'plus', rows: 4, cols: 4, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const small = await page.textContent('#quiet-summary');
  check(/1 board in 16 can be solved/.test(small), `4x4 plus (nullity 4) is written out: "${small}"`);
  await page.click('#quiet');

  check(problems.length === 0, `no console errors: ${problems.join('; ')}`);
  await context.close();

  // Settings open on a phone, with the custom footprint editor: no sideways scroll.
  for (const width of [390, 360]) {
    const phone = await openPage(browser, url, { ...PHONE, viewport: { width, height: 800 } });
    await openSettings(phone.page);
    await phone.page.selectOption('#rule', 'custom');
    const { scroll, client } = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    check(scroll <= client, `at ${width} px the open settings fit: page ${scroll} px wide in ${client}`);
    await phone.context.close();
  }

  // Links are checked as the server checks them.
  for (const [hash, says] of [
    ['#rule=stencil%3Axx%2Fxx&size=5x5&states=2&goal=off&moves-allowed=any&lights=A', 'even side'],
    ['#rule=stencil%3Ax%2Fxxx%2F.x.&size=5x5&states=2&goal=off&moves-allowed=any&lights=A', 'rows of different lengths'],
    ['#rule=stencil%3A' + Array(9).fill('x'.repeat(9)).join('%2F') + '&size=9x9&states=2&goal=off&moves-allowed=any&lights=A',
     'draws up to 7x7'],
    ['#rule=stencil%3A.x.x.%2Fx...x%2F.....%2Fx...x%2F.x.x.&size=21x21&states=3&goal=off&moves-allowed=any&lights=A',
     'with more than two states are offered up to 20x20'],
    ['#rule=plus&topology=klein&size=51x51&states=2&goal=off&moves-allowed=any&lights=A',
     'boards of the plus rule on a Klein bottle are offered up to 50x50'],
    ['#daily=2025-02-30', 'not a real day'],
  ]) {
    const linked = await openPage(browser, url + hash);
    await idle(linked.page);
    const said = await linked.page.textContent('#message');
    check(said.includes('This link is broken') && said.includes(says) && await linked.page.locator('#board .cell').count() > 0,
      `the link ${decodeURIComponent(hash).slice(0, 40)} is refused with a new puzzle: "${said}"`);
    await linked.context.close();
  }

  // At 1280 x 800 the rule line names the constraint, the summary is whole.
  {
    const wide = await openPage(browser, url, { viewport: { width: 1280, height: 800 } });
    await newPuzzle(wide.page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, goal: 'off',
                                 constraint: 'only-on', difficulty: 5 });
    const tagline = await wide.page.textContent('#tagline');
    check(/pressing only lit lights/.test(tagline), `the rule line names the move constraint: "${tagline}"`);
    await wide.page.click('#settings-toggle');  // folded: the summary shows
    const cut = await wide.page.$eval('#settings-toggle', (b) => b.scrollWidth > b.clientWidth + 1);
    const summary = await wide.page.textContent('#settings-summary');
    check(!cut && /only lit lights/.test(summary), `the folded summary is not cut at 1280 px: "${summary}"`);
    // The status line stays on the first screen.
    for (const variant of ['merlin', 'orbix', 'cube', '']) {
      await newPuzzle(wide.page, variant ? { variant, difficulty: 3 }
        : { variant: '', rule: 'plus', rows: 20, cols: 20, constraint: 'any', difficulty: 5 });
      const bottom = await wide.page.$eval('#message', (m) => m.getBoundingClientRect().bottom);
      check(bottom <= 800, `at 1280 x 800 the status line of ${variant || '20x20'} is on the screen: bottom ${Math.round(bottom)}`);
    }
    await wide.context.close();
  }

  // Without the server the page says what to run.
  const plain = await plainFileServer();
  try {
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await page2.goto(plain.url);
    const said = await page2.waitForFunction(() => {
      const text = document.querySelector('#message')?.textContent ?? '';
      return /server/.test(text) ? text : false;
    }, null, { timeout: WAIT_MS }).then((h) => h.jsonValue()).catch(() => null);
    check(said !== null && /needs its server: run `lightsout serve`/.test(said) && !/answered 404/.test(said),
      `served without the server, the page says to run lightsout serve: "${said}"`);
    await other.close();
  } finally {
    plain.server.close();
  }
}
