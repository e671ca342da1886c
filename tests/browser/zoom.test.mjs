// Zoom on a phone, 256 x 256: it goes on until a light is a fingertip wide
// (not only to 800%), "+" is disabled at the largest zoom, and the corner
// light (1,1) can be pressed at 100% (a rounded window clipped it).
import { newPuzzle, openPage, PHONE } from './lib.mjs';

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url, PHONE);
  await newPuzzle(page, { variant: '', rule: 'plus', topology: 'flat', rows: 256, cols: 256, states: 2, goal: 'off', constraint: 'any', difficulty: 10 });
  const box = await page.locator('#board canvas').boundingBox();
  await page.mouse.click(box.x + 1, box.y + 1);
  check(await page.textContent('#moves') === '1', `the corner light (1,1) is pressed at 100% (moves ${await page.textContent('#moves')})`);
  let clicks = 0;
  while (!(await page.isDisabled('#zoom-in')) && clicks < 30) { await page.click('#zoom-in'); clicks++; }
  const level = Number((await page.textContent('#zoom-level')).replace('%', ''));
  const light = box.width / 256 * level / 100;
  check(await page.isDisabled('#zoom-in') && light >= 40,
    `"+" is disabled at the largest zoom, ${level}%, where a light is ${light.toFixed(1)} px (${clicks} clicks)`);
  check(problems.length === 0, `no script errors: ${problems.join('; ')}`);
  await context.close();
}
