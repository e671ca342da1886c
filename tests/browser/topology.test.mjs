// The Edges select (edge topologies): on a Klein bottle a press wraps
// with the column mirrored across the top and bottom edges, the link keeps the
// topology, and the solver's presses win the game.
import { boardText, idle, newPuzzle, openPage } from './lib.mjs';

async function footprint(page, r, c) {
  const before = await boardText(page);
  await page.click(`#board .cell[data-r="${r}"][data-c="${c}"]`);
  const after = await boardText(page);
  await page.click('#undo');
  return [...after].map((v, i) => (v !== before[i] ? `${Math.floor(i / 4)},${i % 4}` : null)).filter(Boolean).join(' ');
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 4, cols: 4, states: 2, constraint: 'any', goal: 'off',
                          difficulty: 4, topology: 'klein' });
  check(!(await page.isChecked('#torus')), 'a Klein bottle is not the torus box');
  // Up from (0, 0) lands on (3, 3) (the column mirrored), left on (0, 3).
  const got = await footprint(page, 0, 0);
  check(got === '0,0 0,1 0,3 1,0 3,3', `on a Klein bottle plus wraps with the column mirrored: ${got}`);
  check(/topology=klein/.test(page.url()), `the link holds the topology: ${page.url()}`);

  await page.click('#solve');
  await page.waitForSelector('#board .cell.press');
  const marks = await page.$$eval('#board .cell.press', (cells) => cells.map((c) => [c.dataset.r, c.dataset.c]));
  await page.click('#solve');
  for (const [r, c] of marks) await page.click(`#board .cell[data-r="${r}"][data-c="${c}"]`);
  await idle(page);
  check(await page.locator('#win').isVisible(), `the solver's ${marks.length} presses win on the Klein bottle`);

  // The torus box is the short form: checking it selects torus.
  await page.check('#torus');
  check(await page.inputValue('#topology') === 'torus', 'checking Edges wrap selects the torus');
  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
