// Plays a 5x5 puzzle to the win by pressing the cells the Hint button shows;
// the win message, undo and redo, the refusal of an illegal press.
import { newPuzzle, openPage, screenshot } from './lib.mjs';

export default async function ({ browser, url, report, outDir }) {
  const { context, page, problems } = await openPage(browser, url);
  const check = report.check.bind(report);
  check(await page.locator('#board .cell').count() === 25, 'the page opens on a 5x5 board');

  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any', difficulty: 5 });
  const par = Number(await page.textContent('#par'));
  check(par >= 1 && par <= 5, `the puzzle has a par of ${par} presses`);
  check(Number(await page.textContent('#lit')) > 0, 'some lights are lit');

  // Follow the hints: each hinted press shortens the fewest-press solution by one.
  let clicks = 0;
  while (await page.locator('#win').isHidden() && clicks < 30) {
    await page.click('#hint');
    const hinted = page.locator('.cell.hint');
    await hinted.waitFor();
    if (clicks === 1) await screenshot(page, outDir, 'browser-game-hint.png');
    await hinted.click();
    clicks++;
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), clicks);
  }
  const win = (await page.textContent('#win')) ?? '';
  check(await page.locator('#win').isVisible(), `the win message shows after ${clicks} hinted presses`);
  check(/Solved!/.test(win) && win.includes(`${clicks} move`), `the win message says so: "${win}"`);
  check(clicks === par, `following the hints takes exactly par (${par}) presses`);
  check(Number(await page.textContent('#lit')) === 0, 'every light is off');
  await screenshot(page, outDir, 'browser-game.png');

  // Undo takes the last press back; redo restores the win.
  await page.click('#undo');
  check(await page.locator('#win').isHidden(), 'undo hides the win message');
  check(await page.textContent('#moves') === String(clicks - 1), 'undo takes one move back');
  check(Number(await page.textContent('#lit')) > 0, 'undo relights the last press');
  await page.click('#redo');
  check(await page.locator('#win').isVisible(), 'redo restores the win');

  // Only unlit lights may be pressed: pressing a lit one is refused with the reason.
  await newPuzzle(page, { goal: 'on', constraint: 'only-off' });
  await page.locator('#board .cell.lit').first().click();
  const refusal = await page.textContent('#message');
  check(/Refused: only unlit lights may be pressed/.test(refusal), `an illegal press is refused: "${refusal}"`);
  check(await page.textContent('#moves') === '0', 'the refused press is not counted');

  check(problems.length === 0, `no script errors or failed requests${problems.length ? ': ' + problems.join('; ') : ''}`);
  await context.close();
}
