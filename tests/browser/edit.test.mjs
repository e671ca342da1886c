// Set up your own board: edit mode (clear, set lights, fill, invert), play it
// or solve it, paste a board as text, and "no solution" with its certificate
// drawn on the board and explained ("show me why").
import { boardText, idle, newPuzzle, openPage, openSettings, screenshot } from './lib.mjs';

const cell = (page, r, c) => page.locator(`#board .cell[data-r="${r}"][data-c="${c}"]`);

export default async function ({ browser, url, report, outDir }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any', difficulty: 6 });

  // Edit: clear, then draw the plus footprint of the centre: one press solves it.
  await page.click('#edit');
  check(await page.locator('#edit-tools').isVisible(), 'Edit shows the edit tools');
  await page.click('#edit-clear');
  check(/^0+$/.test(await boardText(page)), 'Clear turns every light off');
  await page.click('#edit-fill');
  check(/^1+$/.test(await boardText(page)), 'Fill turns every light on');
  await page.click('#edit-invert');
  check(/^0+$/.test(await boardText(page)), 'Invert flips every light');
  for (const [r, c] of [[2, 2], [1, 2], [3, 2], [2, 1], [2, 3]]) await cell(page, r, c).click();
  check(await page.textContent('#moves') === '0', 'setting lights is not a move');
  await page.click('#solve');
  await page.waitForSelector('#board .cell.press');
  const marked = await page.$$eval('#board .cell.press', (list) => list.map((c) => `${c.dataset.r},${c.dataset.c}`));
  check(marked.length === 1 && marked[0] === '2,2', `Solve in edit mode marks the one press: ${marked}`);
  await page.click('#edit-done');
  await idle(page);
  check(await page.textContent('#par') === '1', 'Play this board: par 1');
  await cell(page, 2, 2).click();
  check(await page.locator('#win').isVisible(), 'pressing the centre wins the drawn board');
  check(/#rule=plus&size=5x5/.test(page.url()), `the drawn board is in the address bar: ${page.url()}`);

  // A board with no solution: one lit corner on 4x4 plus (nullity 4).
  await openSettings(page);
  await page.click('#edit');
  await page.fill('#rows', '4');
  await page.fill('#cols', '4');
  await page.locator('#cols').dispatchEvent('change');
  await page.click('#edit-clear');
  check(await page.locator('#board .cell').count() === 16, 'changing the size while editing resizes the board');
  await cell(page, 0, 0).click();
  await page.click('#edit-done');
  await idle(page);
  const message = await page.textContent('#message');
  check(/no solution/i.test(message), `a board with no solution says so: "${message}"`);
  const cert = await page.$$eval('#board .cell.cert', (list) => list.map((c) => [Number(c.dataset.r), Number(c.dataset.c)]));
  check(cert.length > 0 && cert.some(([r, c]) => r === 0 && c === 0),
    `the certificate is drawn on the board: ${cert.length} cells, the lit corner among them`);
  await page.click('#show-why');
  check(await page.locator('#why').isVisible(), '"Show me why" explains the certificate');
  const before = await page.textContent('#why-count');
  check(/odd/.test(before), `the count of marked lit lights is odd: "${before}"`);
  await screenshot(page, outDir, 'browser-why.png');
  await cell(page, 1, 1).click();
  const after = await page.textContent('#why-count');
  check(/odd/.test(after) && /changed \d+ marked/.test(after) && /changed (0|2|4) marked/.test(after),
    `after a press the count is still odd, the press changed an even number: "${after}"`);
  await page.click('#why-close');

  // Paste the seed's 5x5 example: four presses, fewest.
  await page.click('#edit');
  await page.click('#edit-paste');
  await page.fill('#paste-text', '1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0\n');
  await page.click('#paste-use');
  await page.waitForFunction(() => !document.querySelector('#paste-dialog').open);
  check(await boardText(page) === '1111010001000010010001110', 'the pasted board is on the page');
  await page.click('#edit-done');
  await idle(page);
  check(await page.textContent('#par') === '4', 'the seed example: par 4 (its fewest presses)');
  await page.click('#edit');
  await page.click('#edit-paste');
  await page.fill('#paste-text', '1 1 0\n1 z 0\n');
  await page.click('#paste-use');
  await page.waitForFunction(() => document.querySelector('#paste-error').textContent.length > 0);
  check(/paste|line|character/i.test(await page.textContent('#paste-error')), `a bad paste says why: "${await page.textContent('#paste-error')}"`);
  await page.keyboard.press('Escape');

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
