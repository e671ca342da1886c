// The daily puzzle after custom settings: the settings' summary says the
// daily's rule and size, and Edit -> Play this board keeps them.
import { idle, newPuzzle, openPage, openSettings } from './lib.mjs';

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { variant: '', rule: 'cross', topology: 'torus', rows: 7, cols: 7, states: 4, goal: 'off', difficulty: 5 });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/daily');
  await page.click('#daily');
  const daily = await (await answer).json();
  await idle(page);
  const tagline = await page.textContent('#tagline');
  await openSettings(page);
  const summary = await page.textContent('#settings-summary');
  const wanted = `${daily.rows}×${daily.cols} ${daily.rule}${daily.torus ? ' torus' : ''}, goal ${daily.goal}`;
  check(summary === wanted, `after custom settings the summary says the daily's: "${summary}" (wanted "${wanted}")`);
  await page.click('#edit');
  await page.click('#edit-done');
  await idle(page);
  const played = await page.textContent('#tagline');
  const cells = await page.locator('#board .cell').count();
  check(played === tagline && cells === daily.rows * daily.cols && await page.locator('#legend').isHidden(),
    `Edit -> Play this board keeps the daily's rule, size and 2 states: "${played}" (was "${tagline}"), ${cells} lights`);
  check(problems.length === 0, `no script errors: ${problems.join('; ')}`);
  await context.close();
}
