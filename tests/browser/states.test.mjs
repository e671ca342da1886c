// More than two states and the presets of `lightsout variants`: a 3-state game
// played to the win (colours, numbers on demand, a press moves lights one
// state on), Lights Out 2000 as a preset, and the shapes that are not grids
// (Orbix, the Cube, Merlin's Magic Square) drawn as themselves and played.
import { boardText, idle, newPuzzle, openPage, openSettings, screenshot } from './lib.mjs';

// Follows the hints to the win; returns how many presses it took.
async function playHints(page, limit = 40) {
  let presses = 0;
  while (await page.locator('#win').isHidden() && presses < limit) {
    await page.click('#hint');
    const hinted = page.locator('#board .cell.hint');
    await hinted.waitFor();
    await hinted.click();
    presses++;
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), presses);
  }
  return presses;
}

async function choose(page, variant) {
  await openSettings(page);
  await page.selectOption('#variant', variant);
  const made = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/new');
  await page.click('#new');
  await made;
  await idle(page);
}

export default async function ({ browser, url, report, outDir }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url);

  // A 3-state game.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 4, cols: 4, states: 3, goal: 'off', constraint: 'any', difficulty: 5 });
  check(/one state on \(0 → 1 → … → 2 → 0\)/.test(await page.textContent('#tagline')), 'the tagline says lights cycle through 3 states');
  check(await page.locator('#constraint').isDisabled(), 'move constraints are for two-state games');
  const states = new Set((await boardText(page)).split(''));
  check([...states].every((s) => '012'.includes(s)), `lights hold 0, 1, 2: ${[...states]}`);
  const colours = await page.evaluate(() => [1, 2].map((k) => getComputedStyle(document.querySelector('.cell'))
    .getPropertyValue(`--s${k}`).trim()));
  check(colours[0] !== colours[1], `states 1 and 2 have their own colours: ${colours}`);
  await page.click('#numbers');
  check(await page.locator('#board.numbers').count() === 1, 'the numbers show on demand');
  const first = page.locator('#board .cell').first();
  const before = Number(await first.getAttribute('data-state'));
  await first.click();
  check(Number(await first.getAttribute('data-state')) === (before + 1) % 3, 'a press moves a light one state on');
  await page.click('#undo');
  const par = Number(await page.textContent('#par'));
  await screenshot(page, outDir, 'browser-states.png');
  const presses = await playHints(page);
  check(await page.locator('#win').isVisible() && presses === par, `the 3-state game is won by hints in par (${par}) presses`);
  check(/Every light is at its goal/.test(await page.textContent('#win-text')), 'the win message says so');

  // Contrast, read from what the page draws: each state against the states
  // beside it in the cycle (the last against unlit) 3:1 or more for every K up
  // to 9 (one palette), the legend's digits 4.5:1 or more on their swatches and
  // at least 12 px, also on the gradient of 10 to 12 states.
  const legendColours = (p) => p.$$eval('#legend i', (swatches) => swatches.map((i) => {
    const style = getComputedStyle(i);
    return { state: Number(i.dataset.state), background: style.backgroundColor, color: style.color, size: parseFloat(style.fontSize) };
  }));
  const contrast = (a, b) => {
    const y = (css) => {
      const [r, g, bl] = css.match(/[\d.]+/g).slice(0, 3).map((c) => Number(c) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [y(a), y(b)].sort((u, v) => v - u);
    return (hi + 0.05) / (lo + 0.05);
  };
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 3, cols: 3, states: 9, goal: 'off', constraint: 'any', difficulty: 3 });
  const nine = await legendColours(page);
  check(nine.length === 9, `the legend has 9 swatches: ${nine.length}`);
  const cycleProblems = [];
  for (let k = 2; k <= 9; k++)
    for (let v = 0; v < k; v++) {
      const ratio = contrast(nine[v].background, nine[(v + 1) % k].background);
      if (ratio < 3) cycleProblems.push(`K=${k}: ${v} beside ${(v + 1) % k} ${ratio.toFixed(2)}:1`);
    }
  check(cycleProblems.length === 0, `every state 3:1 or more against its neighbours in the cycle: ${cycleProblems.join('; ')}`);
  for (const K of [9, 10, 12]) {
    if (K !== 9) await newPuzzle(page, { states: K });
    const swatches = K === 9 ? nine : await legendColours(page);
    const unreadable = swatches.filter((s) => contrast(s.color, s.background) < 4.5 || s.size < 12)
      .map((s) => `${s.state}: ${contrast(s.color, s.background).toFixed(2)}:1 at ${s.size} px`);
    check(swatches.length === K && unreadable.length === 0,
      `K=${K}: each legend digit 4.5:1 or more on its swatch, at 12 px or more: ${unreadable.join('; ')}`);
  }

  // Lights Out 2000: a grid preset fills the settings.
  await choose(page, '2000');
  const settings = await page.evaluate(() => ['rows', 'cols', 'states', 'rule'].map((id) => document.getElementById(id).value));
  check(JSON.stringify(settings) === JSON.stringify(['5', '5', '3', 'plus']), `Lights Out 2000 is 5x5 plus with 3 states: ${settings}`);
  check(/Lights Out 2000/.test(await page.textContent('#title')), 'and says its name');

  // Orbix: 12 lights on a ball, pressed by hints (each turns its light to the front).
  await choose(page, 'orbix');
  check(await page.locator('#board svg.graph-board').count() === 1 && await page.locator('#board .cell').count() === 12,
    'Orbix is drawn as a shape with 12 lights');
  check(await page.locator('#board .face').count() === 20, 'on an icosahedron (20 faces)');
  await screenshot(page, outDir, 'browser-orbix.png');
  const orbixPar = Number(await page.textContent('#par'));
  const orbixPresses = await playHints(page);
  check(await page.locator('#win').isVisible() && orbixPresses === orbixPar, `Orbix is won by hints in par (${orbixPar})`);

  // The Cube: 54 lights on 6 faces; a link brings back the same lights.
  await choose(page, 'cube');
  check(await page.locator('#board .cell').count() === 54, 'the Cube has 54 lights');
  const lightsOf = (p) => p.$$eval('#board .cell', (cells) => cells.sort((a, b) => a.dataset.i - b.dataset.i)
    .map((c) => c.dataset.state).join(''));
  const cubeStart = await lightsOf(page);
  const visible = await page.locator('#board .light:not(.hidden-side)').count();
  check(visible > 0 && visible <= 27, `three faces at most face the player (${visible} lights shown)`);
  await page.click('#turn-right');
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  await page.keyboard.press('Escape');
  check(/#variant=cube&lights=/.test(link), `the link names the preset: ${link}`);
  const other = await openPage(browser, link);
  await idle(other.page);
  check(await lightsOf(other.page) === cubeStart,
    'the link opens the same Cube position');
  await other.context.close();
  const cubePresses = await playHints(page, 60);
  check(await page.locator('#win').isVisible(), `the Cube is won by hints (${cubePresses} presses)`);
  await screenshot(page, outDir, 'browser-cube.png');

  // Merlin's Magic Square: the centre flips its plus (the ring lit, the centre unlit is the goal).
  await choose(page, 'merlin');
  check(await page.locator('#board .cell').count() === 9, 'Merlin has 9 buttons');
  const merlin = await page.$$eval('#board .cell', (cells) => cells.map((c) => Number(c.dataset.state)));
  await page.locator('#board .cell[data-i="4"]').click();
  const after = await page.$$eval('#board .cell', (cells) => cells.map((c) => Number(c.dataset.state)));
  const changed = after.map((v, i) => (v !== merlin[i] ? i + 1 : 0)).filter(Boolean);
  check(JSON.stringify(changed) === '[2,4,5,6,8]', `the centre button flips 2, 4, 5, 6, 8: ${changed}`);

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
