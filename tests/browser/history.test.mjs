// Back and Forward through puzzles keep each one's moves, not only the latest
// puzzle's.
import { newPuzzle, openPage } from './lib.mjs';

const movesAre = (page, n) => page.waitForFunction((k) => document.querySelector('#moves').textContent === String(k) &&
  !document.body.dataset.busy, n, { timeout: 10000 }).then(() => true).catch(() => false);

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { variant: '', rule: 'plus', topology: 'flat', rows: 5, cols: 5, states: 2, goal: 'off', constraint: 'any', difficulty: 6 });
  await page.click('#board .cell[data-i="0"]');
  await page.click('#board .cell[data-i="12"]');
  const first = await page.evaluate(() => location.hash);
  await newPuzzle(page, { rows: 6, cols: 6 });
  await page.click('#board .cell[data-i="3"]');
  await page.goBack();
  check(await movesAre(page, 2) && await page.evaluate(() => location.hash) === first,
    `Back: the first puzzle with its 2 moves (moves ${await page.textContent('#moves')})`);
  await page.goForward();
  check(await movesAre(page, 1), `Forward: the second puzzle with its 1 move (moves ${await page.textContent('#moves')})`);
  await page.goBack();
  check(await movesAre(page, 2), `Back again: still 2 moves (moves ${await page.textContent('#moves')})`);
  check(problems.length === 0, `no script errors: ${problems.join('; ')}`);
  await context.close();
}
