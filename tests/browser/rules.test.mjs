// Every rule on the page: a press changes exactly its footprint, for plus,
// square, cross, a custom footprint drawn on the 7x7 editor, and on a torus;
// the custom rule survives a link; the quiet patterns of 4x4 plus.
import { boardText, idle, newPuzzle, openPage, openSettings } from './lib.mjs';

// The lights a press at (r, c) changes, read from the page (then pressed again: undone).
async function footprint(page, r, c) {
  const before = await boardText(page);
  await page.click(`#board .cell[data-r="${r}"][data-c="${c}"]`);
  const after = await boardText(page);
  await page.click('#undo');
  const cols = await page.$$eval('#board [role="row"]:first-child .cell', (cells) => cells.length);
  return [...after].map((v, i) => (v !== before[i] ? `${Math.floor(i / cols)},${i % cols}` : null)).filter(Boolean).join(' ');
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  const expect = async (settings, r, c, cells, what) => {
    await newPuzzle(page, { variant: '', states: 2, constraint: 'any', goal: 'off', difficulty: 3, ...settings });
    const got = await footprint(page, r, c);
    check(got === cells, `${what}: ${got}`);
  };
  await page.uncheck('#torus');
  await expect({ rule: 'plus', rows: 4, cols: 5 }, 1, 1, '0,1 1,0 1,1 1,2 2,1', 'plus flips the cell and its 4 neighbours');
  await expect({ rule: 'square', rows: 4, cols: 5 }, 0, 4, '0,3 0,4 1,3 1,4', 'square flips the 3x3 block (cut by the corner)');
  await expect({ rule: 'cross', rows: 3, cols: 4 }, 1, 2, '0,2 1,0 1,1 1,2 1,3 2,2', 'cross flips the row and the column');
  await page.check('#torus');
  await expect({ rule: 'plus', rows: 4, cols: 4 }, 0, 0, '0,0 0,1 0,3 1,0 3,0', 'on a torus plus wraps over the edges');
  await page.uncheck('#torus');

  // A custom footprint: the plus turned into an x (corners of the 3x3 block).
  await openSettings(page);
  await page.selectOption('#rule', 'custom');
  check(await page.locator('#stencil-editor').isVisible(), 'custom shows the footprint editor');
  const stencil = page.locator('#stencil button');
  for (const i of [17, 23, 25, 31]) await stencil.nth(i).click();  // off: the plus arms
  for (const i of [16, 18, 30, 32]) await stencil.nth(i).click();  // on: the diagonals
  await expect({ rows: 5, cols: 5 }, 2, 2, '1,1 1,3 2,2 3,1 3,3', 'the drawn x footprint is what a press flips');
  check(/#rule=stencil%3Ax\.x%2F\.x\.%2Fx\.x/.test(page.url()), `the link holds the drawn rule: ${page.url()}`);
  const other = await openPage(browser, page.url());
  await idle(other.page);
  check(await other.page.inputValue('#rule') === 'custom' &&
        await other.page.$$eval('#stencil button[aria-pressed="true"]', (b) => b.length) === 5,
    'opening the link shows the same footprint in the editor');
  await other.context.close();

  // The quiet patterns of 4x4 plus: nullity 4.
  await page.selectOption('#rule', 'plus');
  await newPuzzle(page, { rows: 4, cols: 4 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  check(/nullity 4/.test(await page.textContent('#quiet-summary')) && await page.locator('.mini').count() === 4,
    `4x4 plus has 4 quiet patterns: "${await page.textContent('#quiet-summary')}"`);
  await page.locator('.mini').first().click();
  check(await page.locator('#board .cell.quiet-mark').count() > 0, 'a quiet pattern is marked on the board');
  await page.click('#quiet');

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
