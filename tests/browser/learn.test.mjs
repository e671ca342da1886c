// Learn light chasing on the seed's 5x5 example (002): a caption for every
// step, Previous / Next / Pause and the arrow keys, the lookup table with the
// entry in use highlighted, and an unsolvable board's lesson ending in "no solution".
import { boardText, idle, openPage } from './lib.mjs';
import { puzzleHash } from '../../web/share.js';

const SEED = '1111010001000010010001110';

function link(url, rows, cols, lights) {
  return url + puzzleHash({ rule: 'plus', torus: false, rows, cols, states: 2, goal: 'off', constraint: 'any',
                            lights: Uint8Array.from(lights, Number) });
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, link(url, 5, 5, SEED));
  await idle(page);
  check(await boardText(page) === SEED, 'the seed example opens from its link');
  await page.click('#chase');
  await page.locator('#learn').waitFor();
  await page.getByRole('button', { name: /^pause/i }).click();
  const step = () => page.textContent('#learn-step');
  const caption = () => page.textContent('#learn-caption');
  while (!(await step()).startsWith('Step 1 of')) await page.getByRole('button', { name: /^previous/i }).click();
  const total = Number((await step()).match(/of (\d+)/)[1]);
  check(total === 26, `13 + 3 + 8 presses: 26 steps with the start and the end (${total})`);
  const captions = [await caption()];
  let tableChecked = false;
  for (let k = 1; k < total; k++) {
    await page.getByRole('button', { name: /^next/i }).click();
    const text = await caption();
    captions.push(text);
    if (text.startsWith('Only the bottom row is left')) {
      const used = await page.$$eval('#learn-table tr.used', (rows) => rows.map((r) => r.textContent));
      check(used.length === 1 && /column 2.*1 2 3/.test(used[0]), `the table's entry in use is highlighted: ${used}`);
      check(/press the top row at columns 1, 2, 3/.test(text), `the caption names the table's presses: "${text}"`);
      tableChecked = true;
    }
  }
  check(tableChecked, 'the lesson reaches the lookup table');
  check(captions.every((c) => c.trim().length > 20), 'every step has a caption');
  check(/Every light is off.*24 presses.*fewest-press solution takes 4/.test(captions.at(-1)),
    `the last step says what was done: "${captions.at(-1)}"`);
  check(await page.getByRole('button', { name: /^next/i }).isDisabled(), 'Next stops at the end');
  await page.keyboard.press('ArrowLeft');
  check(await caption() === captions.at(-2), 'the left arrow steps back');
  await page.keyboard.press('ArrowRight');
  check(await caption() === captions.at(-1), 'the right arrow steps forward');
  await page.keyboard.press('Escape');
  check(await page.locator('#learn').isHidden() && await boardText(page) === SEED && await page.textContent('#moves') === '0',
    'Escape closes the lesson and the board is the player\'s again');

  // 4x4 with one lit corner has no solution: the lesson ends by saying so.
  await page.goto(link(url, 4, 4, '1000000000000000'));
  await idle(page);
  await page.click('#chase');
  await page.locator('#learn').waitFor();
  await page.getByRole('button', { name: /^pause/i }).click();
  while (await page.getByRole('button', { name: /^next/i }).isEnabled()) await page.getByRole('button', { name: /^next/i }).click();
  check(/no solution/.test(await caption()), `an unsolvable board's lesson ends with no solution: "${await caption()}"`);
  await page.click('#learn-why');
  check(await page.locator('#learn').isHidden() && await page.locator('#why').isVisible() &&
        await page.locator('#board .cell.cert').count() > 0, '"Show me why" leaves the lesson for the certificate');

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
