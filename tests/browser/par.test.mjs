// Par, Hint and Solve agree in the page: on new puzzles of each rule, edges
// and number of states, Hint's "N presses to go" and Solve's "N presses solve
// it" are never above par (the puzzle's making presses are its witness); after
// following hints the count left is par less the presses made; a shared link
// keeps the witness.
import { idle, newPuzzle, openPage, waitForMessage } from './lib.mjs';

// "at most N" when not proven ("about N" in older pages).
const parOf = async (page) => Number((await page.textContent('#par')).replace(/^(at most|about) /, ''));

async function hintCount(page) {
  await page.click('#hint');
  const text = await waitForMessage(page, /Hint: press|Already solved|No way/);
  await idle(page);
  const m = /— (\d+) press/.exec(text);
  return m ? Number(m[1]) : (/Already solved/.test(text) ? 0 : NaN);
}

async function solveCount(page) {
  await page.click('#solve');
  const text = await waitForMessage(page, /solves? it|Already solved|No solution/);
  await idle(page);
  await page.click('#solve');  // the marks off again
  const m = /^(\d+) press/.exec(text);
  return m ? Number(m[1]) : (/Already solved/.test(text) ? 0 : NaN);
}

// A hinted light: a button, or on a big board the canvas's readout.
async function pressHinted(page) {
  const canvas = await page.locator('#board canvas').count();
  if (!canvas) { await page.click('#board .cell.hint'); return; }
  const j = await page.$eval('#board canvas', (c) => c.readout.marked('hint')[0]);
  await page.keyboard.press(' ');  // the hint moved the focus to its light
  return j;
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);

  // The boards of the report first: 20x20 plus on a torus, 6 states, difficulty 20 (Hint said 380).
  const cases = [{ rule: 'plus', topology: 'torus', rows: 20, cols: 20, states: 6, goal: 'off', difficulty: 20, tries: 3 }];
  for (const rule of ['plus', 'square', 'cross'])
    for (const topology of ['flat', 'torus', 'klein'])
      for (const states of [2, 3, 6, 255])
        cases.push({ rule, topology, rows: 6, cols: 7, states, goal: states === 3 ? 'on' : 'off', difficulty: 8, tries: 1 });
  let worst = '';
  let bad = 0, puzzles = 0;
  for (const { tries, ...settings } of cases) {
    for (let t = 0; t < tries; t++) {
      await newPuzzle(page, { variant: '', ...settings, constraint: 'any' });
      const par = await parOf(page);
      const hint = await hintCount(page);
      const solved = await solveCount(page);
      puzzles++;
      if (!(hint <= par && solved <= par)) {
        bad++;
        worst ||= `${settings.rows}x${settings.cols} ${settings.rule} ${settings.topology} K=${settings.states}: par ${par}, Hint ${hint}, Solve ${solved}`;
      }
    }
  }
  check(bad === 0, `Hint and Solve never above par on ${puzzles} new puzzles (${bad} above${worst ? `: ${worst}` : ''})`);

  // Following hints: each press leaves one fewer, down to the win in par presses at most.
  await newPuzzle(page, { variant: '', rule: 'plus', topology: 'torus', rows: 20, cols: 20, states: 6, goal: 'off', difficulty: 20 });
  const par = await parOf(page);
  let left = await hintCount(page);
  let pressed = 0;
  const lefts = [left];
  while (left > 0 && pressed < par + 2) {
    await pressHinted(page);
    pressed++;
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), pressed);
    if (await page.locator('#win').isVisible()) break;
    left = await hintCount(page);
    lefts.push(left);
  }
  check(await page.locator('#win').isVisible() && pressed <= par,
    `20x20 plus on a torus, 6 states: hints win in ${pressed} presses, par ${par} (left after each: ${lefts.join(' ')})`);

  // A link to a new puzzle carries its witness: opened elsewhere, par and Hint agree.
  await newPuzzle(page, { variant: '', rule: 'plus', topology: 'torus', rows: 20, cols: 20, states: 6, goal: 'off', difficulty: 20 });
  const linkPar = await parOf(page);
  const link = page.url();
  check(/witness=/.test(link), 'the link of a new puzzle carries its witness');
  const other = await openPage(browser, link);
  await waitForMessage(other.page, /Puzzle from the link/);
  await idle(other.page);
  const otherPar = await parOf(other.page);
  const otherHint = await hintCount(other.page);
  check(otherPar <= linkPar && otherHint <= otherPar,
    `the link opened anew: par ${otherPar} (was ${linkPar}), Hint ${otherHint}`);
  check(other.problems.length === 0, `no script errors opening the link: ${other.problems.join('; ')}`);
  await other.context.close();

  check(problems.length === 0, `no script errors: ${problems.join('; ')}`);
  await context.close();
}
