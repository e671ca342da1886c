// Points of the game, each played as a person finds it:
// par under a move constraint, the win banner's claim, the difficulty limits,
// the chase demonstration, reloads, the footer, the favicon, the banner's place.
import { boardText, lightCount, newPuzzle, openPage, WAIT_MS } from './lib.mjs';

// The cells of the Solve overlay in their numbered order.
async function solverSequence(page) {
  await page.click('#solve');
  await page.waitForSelector('#board .cell.press');
  // A cell pressed twice carries both numbers ("3 7").
  const cells = (await page.$$eval('#board .cell.press', (list) => list.map((c) => ({
    r: Number(c.dataset.r), c: Number(c.dataset.c), orders: c.dataset.order.split(' ').map(Number) }))))
    .flatMap(({ r, c, orders }) => orders.map((order) => ({ r, c, order })));
  cells.sort((a, b) => a.order - b.order);
  await page.click('#solve');  // hides the overlay again
  return cells;
}

async function press(page, cell) {
  await page.click(`#board .cell[data-r="${cell.r}"][data-c="${cell.c}"]`);
}

async function parUnderOnlyLit(page, check) {
  // Three puzzles: the legal sequence is usually longer than the fewest presses.
  let sequence = [];
  for (let k = 0; k < 3; k++) {
    await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'only-on', difficulty: 7 });
    const parText = (await page.textContent('#par')).trim();
    sequence = await solverSequence(page);
    const n = sequence.length;
    check(n > 0 && sequence.every((c, i) => c.order === i + 1), `Solve numbers a legal sequence of ${n} presses`);
    check(parText === String(n) || parText === `at most ${n}`,
      `par under "only lit lights" is the solver's sequence: par "${parText}", sequence ${n}`);
  }
  const n = sequence.length;
  for (const cell of sequence) await press(page, cell);
  const banner = (await page.textContent('#win')) ?? '';
  check(await page.locator('#win').isVisible(), `playing the solver's sequence wins: "${banner}"`);
  const numbers = (banner.match(/\d+/g) ?? []).map(Number);
  check(numbers.length > 0 && numbers.every((x) => x === n),
    `the win banner claims no other count than the ${n} legal presses: "${banner}"`);
}

async function difficulty(page, check) {
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any', difficulty: 5 });
  await page.fill('#rows', '50');
  await page.fill('#cols', '50');
  await page.fill('#difficulty', '400');
  const before = await page.textContent('#message');
  await page.click('#new');
  const made = await page.waitForFunction((old) => {
    const text = document.querySelector('#message').textContent;
    return text !== old && !/Making/.test(text) ? text : false;
  }, before, { timeout: WAIT_MS }).then((h) => h.jsonValue()).catch(() => null);
  check(made !== null && await lightCount(page) === 2500,
    `after a 5x5 board, 50x50 with difficulty 400 is made: "${made}"`);

  const message = await newPuzzle(page, { rows: 5, cols: 5, difficulty: 25 });
  const par = (await page.textContent('#par')).trim();
  check(/\b25\b/.test(message) && message.includes(par.replace('at most ', '')),
    `asking 25 on 5x5 says what was asked and what was made (par ${par}): "${message}"`);
}

async function chaseDemonstration(page, check) {
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any', difficulty: 6 });
  const start = await boardText(page);
  await page.click('#chase');
  const captions = [];
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(400);
    captions.push((await page.locator('#learn-caption').textContent({ timeout: WAIT_MS }).catch(() => '')).trim());
  }
  check(captions.every((c) => c.length > 0), `a caption stays on screen while chasing: ${JSON.stringify(captions)}`);
  const pause = page.getByRole('button', { name: /^pause/i });
  const hasPause = await pause.isVisible().catch(() => false);
  check(hasPause, 'the demonstration has a pause button');
  if (hasPause) {
    await pause.click();
    const next = page.getByRole('button', { name: /^next/i });
    for (let i = 0; i < 60 && await next.isEnabled(); i++) await next.click();
    check(await page.locator('#learn-caption').textContent() !== '', 'the last step has a caption too');
    await page.getByRole('button', { name: /^close/i }).click();
  } else {
    await page.waitForTimeout(8000);  // the old animation runs to its end
  }
  check(await page.textContent('#moves') === '0', 'the demonstration\'s presses are not the player\'s moves');
  check(await page.locator('#win').isHidden(), 'the demonstration does not announce a win');
  check(await boardText(page) === start, 'closing the demonstration gives the player\'s board back');
}

async function reload(page, check) {
  await newPuzzle(page, { rule: 'square', rows: 6, cols: 7, goal: 'on', constraint: 'any', difficulty: 4 });
  const board = await boardText(page);
  await page.reload();
  await page.waitForSelector('#board .cell');
  await page.waitForTimeout(300);
  const settings = await page.evaluate(() => ['rule', 'rows', 'cols', 'goal', 'difficulty'].map((id) => document.getElementById(id).value));
  check(JSON.stringify(settings) === JSON.stringify(['square', '6', '7', 'on', '4']), `a reload keeps the settings: ${settings}`);
  check(await boardText(page) === board, 'a reload keeps the puzzle');
}

async function bannerInPlace(page, check) {
  await newPuzzle(page, { rule: 'plus', rows: 4, cols: 4, goal: 'off', constraint: 'any', difficulty: 1 });
  const box = await page.locator('#board').boundingBox();
  await page.click('#hint');
  await page.locator('.cell.hint').click();
  await page.locator('#win').waitFor();
  const after = await page.locator('#board').boundingBox();
  check(after.y === box.y && after.x === box.x, `the win banner does not move the board (y ${box.y} -> ${after.y})`);
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  const footer = await page.textContent('footer');
  check(!/docs\/|\.md\b/.test(footer) && await page.locator('footer a[href*="docs/"]').count() === 0,
    'the footer sends players to no file of the repository');
  for (const [name, step] of [['par', parUnderOnlyLit], ['difficulty', difficulty], ['chase', chaseDemonstration],
                              ['reload', reload], ['banner', bannerInPlace]]) {
    try { await step(page, check); } catch (error) { check(false, `${name}: ${error.message.split('\n')[0]}`); }
  }
  check(problems.length === 0, `no script errors or failed requests (favicon): ${problems.join('; ')}`);
  await context.close();
}
