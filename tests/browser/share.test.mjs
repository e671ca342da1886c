// Share and replay: the whole puzzle lives in the link (rule, size, lights,
// goal, moves allowed; optionally the moves), opening it elsewhere gives the
// same puzzle, Restart returns to the start, and the daily puzzle is the same
// for everyone.
import { boardText, idle, newPuzzle, openPage } from './lib.mjs';

async function shareLink(page, withMoves) {
  await page.click('#share');
  await page.locator('#share-dialog').waitFor();
  if (withMoves) await page.check('#share-moves');
  const link = await page.inputValue('#share-link');
  await page.keyboard.press('Escape');
  return link;
}

async function settingsOf(page) {
  return page.evaluate(() => ['rule', 'rows', 'cols', 'goal', 'constraint'].map((id) => document.getElementById(id).value)
    .concat(document.getElementById('torus').checked));
}

async function playHint(page) {
  await page.click('#hint');
  await page.locator('.cell.hint').click();
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);
  const a = await openPage(browser, url);
  await a.page.check('#torus');
  await newPuzzle(a.page, { rule: 'square', rows: 6, cols: 7, goal: 'on', constraint: 'any', difficulty: 6 });
  const start = await boardText(a.page);
  const par = await a.page.textContent('#par');
  const link = await shareLink(a.page, false);
  check(/#rule=square&torus=1&size=6x7&states=2&goal=on&moves-allowed=any&lights=/.test(link), `the link holds the puzzle: ${link}`);
  await playHint(a.page);
  await playHint(a.page);
  const played = await boardText(a.page);
  const replay = await shareLink(a.page, true);
  check(/&moves=/.test(replay), 'with my moves, the link holds them too');

  const b = await openPage(browser, link);
  await idle(b.page);
  check(await boardText(b.page) === start, 'opening the link shows the same lights');
  check(JSON.stringify(await settingsOf(b.page)) === JSON.stringify(['square', '6', '7', 'on', 'any', true]),
    `and the same rule, size, goal and moves allowed: ${await settingsOf(b.page)}`);
  check(await b.page.textContent('#par') === par, `and the same par (${par})`);
  await b.context.close();

  const c = await openPage(browser, replay);
  await idle(c.page);
  check(await c.page.textContent('#moves') === '2' && await boardText(c.page) === played, 'the replay link replays the two moves');
  await c.page.click('#restart');
  check(await boardText(c.page) === start && await c.page.textContent('#moves') === '0', 'Restart returns to the start position');
  await c.context.close();

  // A constrained puzzle keeps its constraint through the link.
  await newPuzzle(a.page, { rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'only-on', difficulty: 5 });
  await a.page.uncheck('#torus');
  const constrained = await shareLink(a.page, false);
  const constrainedPar = await a.page.textContent('#par');
  const d = await openPage(browser, constrained);
  await idle(d.page);
  check((await settingsOf(d.page))[4] === 'only-on' && await d.page.textContent('#par') === constrainedPar,
    `a link keeps "only lit lights" and its par (${constrainedPar})`);
  await d.context.close();

  // The daily puzzle: the same for two players.
  await a.page.click('#daily');
  await idle(a.page);
  const daily = await boardText(a.page);
  check(/#daily=\d{4}-\d\d-\d\d$/.test(a.page.url()) && /^Daily \d{4}-\d\d-\d\d$/.test(await a.page.textContent('#title')),
    `the daily puzzle has its date in the link and the title: ${a.page.url()}`);
  const e = await openPage(browser, url);
  await idle(e.page);
  await e.page.click('#daily');
  await idle(e.page);
  check(await boardText(e.page) === daily, 'another player gets the same daily puzzle');
  await e.context.close();

  // A broken link says so and gives a puzzle anyway.
  const f = await openPage(browser, `${url}#rule=plus&size=5x5&states=2&lights=@@`);
  await idle(f.page);
  check(/link is broken/.test(await f.page.textContent('#message')), `a broken link says so: "${await f.page.textContent('#message')}"`);

  const problems = [...a.problems, ...b.problems, ...c.problems, ...d.problems, ...e.problems, ...f.problems];
  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await f.context.close();
  await a.context.close();
}
