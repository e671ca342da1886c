// Keyboard-only play: Tab to the board, arrows to move, Space to press, H for
// a hint, Ctrl+Z / Ctrl+Y, R to restart, E to edit; no mouse at all.
import { idle, newPuzzle, openPage } from './lib.mjs';

async function focused(page) {
  return page.evaluate(() => {
    const cell = document.activeElement.closest('.cell');
    return cell ? { r: Number(cell.dataset.r), c: Number(cell.dataset.c) } : null;
  });
}

// Walks the focus to (r, c) with the arrow keys.
async function walkTo(page, r, c) {
  for (let guard = 0; guard < 40; guard++) {
    const at = await focused(page);
    if (at.r === r && at.c === c) return;
    await page.keyboard.press(at.r < r ? 'ArrowDown' : at.r > r ? 'ArrowUp' : at.c < c ? 'ArrowRight' : 'ArrowLeft');
  }
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any', difficulty: 4 });
  const par = Number(await page.textContent('#par'));

  // Tab from the page's start until a light has the focus.
  await page.evaluate(() => document.activeElement?.blur());
  for (let i = 0; i < 40 && !(await focused(page)); i++) await page.keyboard.press('Tab');
  check((await focused(page)) !== null, 'Tab reaches the board');

  let presses = 0;
  while (await page.locator('#win').isHidden() && presses < 20) {
    await page.keyboard.press('h');
    await page.locator('.cell.hint').waitFor();
    const target = await page.$eval('.cell.hint', (c) => ({ r: Number(c.dataset.r), c: Number(c.dataset.c) }));
    // The hint takes the focus to its light; walk away and back with the arrows.
    await walkTo(page, target.r < 2 ? 4 : 0, target.c < 2 ? 4 : 0);
    await walkTo(page, target.r, target.c);
    await page.keyboard.press(presses % 2 ? 'Enter' : ' ');
    presses++;
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), presses);
  }
  check(await page.locator('#win').isVisible() && presses === par, `keys alone win in par (${par}) presses`);
  await page.keyboard.press('Control+z');
  check(await page.textContent('#moves') === String(presses - 1) && await page.locator('#win').isHidden(), 'Ctrl+Z undoes');
  await page.keyboard.press('Control+y');
  check(await page.locator('#win').isVisible(), 'Ctrl+Y redoes');
  await page.keyboard.press('r');
  check(await page.textContent('#moves') === '0', 'R restarts');
  await page.keyboard.press('e');
  check(await page.locator('#edit-tools').isVisible(), 'E opens edit mode');
  await page.keyboard.press('e');
  await idle(page);
  check(await page.locator('#edit-tools').isHidden(), 'E again plays the edited board');
  await page.keyboard.press('n');
  await idle(page);
  check(/New 5×5/.test(await page.textContent('#message')), 'N makes a new puzzle');

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
