// Bugs a player hit (issue 20), each played as found, one check each:
//   4: the Quiet panel wrote "1 board in 4503599627370496" for nullity 99
//      (quiet.js capped the exponent at 52); now 2^nullity above 2^16.
//  12: "1 press solve it".
import { newPuzzle, openPage } from './lib.mjs';

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);

  // Bug 12: the verb agrees with the count.
  const one = await newPuzzle(page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, constraint: 'any',
                                      goal: 'off', difficulty: 1 });
  check(/\b1 press solves it\b/.test(one), `one press "solves" it: "${one}"`);
  const seven = await newPuzzle(page, { difficulty: 7 });
  check(/\b7 presses solve it\b/.test(seven), `seven presses "solve" it: "${seven}"`);

  // Bug 4: 29x29 square has nullity 2 * 29 - 1 = 57, past JavaScript's exact integers.
  await newPuzzle(page, { rule: 'square', rows: 29, cols: 29, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const summary = await page.textContent('#quiet-summary');
  check(/nullity 57\b/.test(summary) && /1 board in 2\^57 can be solved/.test(summary),
    `29x29 square: one board in 2^57 can be solved: "${summary}"`);
  await page.click('#quiet');
  await newPuzzle(page, { rule: 'plus', rows: 4, cols: 4, difficulty: 3 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  const small = await page.textContent('#quiet-summary');
  check(/1 board in 16 can be solved/.test(small), `4x4 plus (nullity 4) is written out: "${small}"`);
  await page.click('#quiet');

  check(problems.length === 0, `no console errors: ${problems.join('; ')}`);
  await context.close();
}
