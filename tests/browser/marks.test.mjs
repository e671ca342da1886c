// Solve's marks stay on through Undo, Redo, Restart and Hint, following the
// board: an undone press is marked again, a redone one taken off, Restart
// shows the answer from the start, and Solve stays pressed.
import { idle, markedLights, newPuzzle, openPage } from './lib.mjs';

const same = (a, b) => JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);
  await newPuzzle(page, { variant: '', rule: 'plus', topology: 'flat', rows: 5, cols: 5, states: 2, goal: 'off', constraint: 'any', difficulty: 6 });
  await page.click('#solve');
  await page.waitForSelector('#board .cell.press');
  await idle(page);
  const start = await markedLights(page, 'press');
  const pressedOn = async () => (await page.getAttribute('#solve', 'aria-pressed')) === 'true';
  const first = start[0];
  await page.click(`#board .cell[data-i="${first}"]`);
  const after = await markedLights(page, 'press');
  check(same(after, start.filter((j) => j !== first)), `a press of a marked light takes its mark off (${start.length} -> ${after.length})`);

  await page.click('#undo');
  check(await pressedOn() && same(await markedLights(page, 'press'), start), 'Undo keeps Solve on and marks the undone press again');
  await page.click('#redo');
  check(await pressedOn() && same(await markedLights(page, 'press'), after), 'Redo keeps Solve on and takes the mark off again');
  const other = [...Array(25).keys()].find((j) => !start.includes(j));
  await page.click(`#board .cell[data-i="${other}"]`);
  await page.click('#restart');
  check(await pressedOn() && same(await markedLights(page, 'press'), start), 'Restart keeps Solve on, its marks those from the start');
  await page.click('#hint');
  await page.waitForSelector('#board .cell.hint');
  await idle(page);
  check(await pressedOn() && same(await markedLights(page, 'press'), start), 'Hint keeps Solve on and its marks');
  check(problems.length === 0, `no script errors: ${problems.join('; ')}`);
  await context.close();
}
