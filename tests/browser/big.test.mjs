// The largest boards: 256x256 with 2 and with 255 states, at
// desktop and phone sizes, drawn on one canvas. New, Hint, Solve, and a winning
// line (every press of the solver's answer, clicked where its light is drawn);
// a repaint of 256x256 (its time printed); the keyboard cursor; numbers on demand.
import { idle, newPuzzle, openPage, PHONE, screenshot } from './lib.mjs';

const SIZES = [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', PHONE]];
// Both press matrices are invertible at 256 x 256 (cross on an even side;
// square mod 255), so Solve's answer is the New's own presses and the winning
// line is short whatever seed the page draws. (Plus has 144 quiet patterns
// there: its fewest-press search is not proven, its answer can be ~24,000
// presses, and clicking them can outrun the suite's 300 s.)
const BOARDS = [{ rule: 'cross', states: 2 }, { rule: 'square', states: 255 }];
// A frame at 60 Hz: the repaint's time is printed beside it (the median of 15
// repaints), a measurement, not a check: a busy machine slows any of them.
const FRAME_MS = 16;

const readout = (page, f, arg) => page.$eval('#board canvas', f, arg);

// Clicks light i where the canvas draws it (its centre), `times` times. Lights
// smaller than a finger (a pointer's whole pixels) are zoomed in on and panned
// to first, as a person would.
async function pressLight(page, i, times = 1) {
  let box = await readout(page, (c, j) => c.readout.box(j), i);
  for (let k = 0; box.width < 6 && k < 8; k++) {
    await page.click('#zoom-in');
    box = await readout(page, (c, j) => c.readout.box(j), i);
  }
  await readout(page, (c, j) => c.readout.show(j), i);
  box = await readout(page, (c, j) => c.readout.box(j), i);
  for (let t = 0; t < times; t++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function playBoard(page, check, outDir, size, { rule, states }) {
  const name = `${size} 256x256 ${rule} with ${states} states`;
  const made = await newPuzzle(page, { rule, states, rows: 256, cols: 256, difficulty: 10 });
  await idle(page);
  check(/New 256×256/.test(made), `${name}: New makes it: "${made}"`);
  const shape = await readout(page, (c) => [c.readout.rows, c.readout.cols, c.readout.states]);
  check(shape.join() === `256,256,${states}` && await page.locator('#board .cell').count() === 0,
    `${name}: one canvas, no element per light (${shape})`);
  await screenshot(page, outDir, `browser-big-${size}-${states}.png`);

  const times = [];
  for (let k = 0; k < 15; k++) times.push(await readout(page, (c) => c.readout.redraw()));
  times.sort((a, b) => a - b);
  const median = times[7];
  check(times.every((t) => Number.isFinite(t) && t >= 0), `${name}: 15 repaints drawn (${times.join(', ')})`);
  console.log(`# repaint ${name}: median ${median.toFixed(2)} ms (a frame: ${FRAME_MS} ms), fastest ${times[0].toFixed(2)} ms, slowest ${times[14].toFixed(2)} ms`);

  await page.click('#hint');
  await idle(page);
  const hinted = await readout(page, (c) => c.readout.marked('hint'));
  const said = await page.textContent('#message');
  check(hinted.length === 1 && /^Hint: press row \d+, column \d+/.test(said), `${name}: Hint rings one light: "${said}"`);

  await page.click('#solve');
  await idle(page);
  const presses = await readout(page, (c) => c.readout.marked('press').map((i) => [i, c.readout.label('press', i)]));
  const solved = await page.textContent('#message');
  check(presses.length > 0 && /solve it/.test(solved), `${name}: Solve marks ${presses.length} lights: "${solved}"`);

  // The winning line: each marked light pressed as often as its mark says.
  for (const [i, label] of presses) await pressLight(page, i, states > 2 ? Number(label.replace('×', '')) : 1);
  const banner = await page.locator('#win').isVisible() ? await page.textContent('#win-text') : '';
  check(/^Solved!/.test(banner), `${name}: pressing the answer's lights on the canvas wins: "${banner}"`);
  await page.click('#win-close');
  if (await page.isVisible('#zoom-fit')) await page.click('#zoom-fit');
}

// Arrow keys move the cursor over the canvas, Enter presses, the label says where.
async function keyboard(page, check) {
  await page.locator('#board canvas').focus();
  const before = await readout(page, (c) => c.readout.focus());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const after = await readout(page, (c) => c.readout.focus());
  check(after === before + 257 || (before % 256 === 255 && after === before + 256) || after === before + 1,
    `the arrows move the cursor (${before} -> ${after})`);
  const label = await page.getAttribute('#board canvas', 'aria-label');
  check(/row \d+, column \d+/.test(label), `the canvas says where the cursor is: "${label}"`);
  const moves = Number(await page.textContent('#moves'));
  await page.keyboard.press('Enter');
  check(Number(await page.textContent('#moves')) === moves + 1, 'Enter presses the light under the cursor');
  await page.keyboard.press('Control+z');
}

// A link beyond what the server offers is refused with the server's own words
// (web/game.js maxSide mirrors src/web/offered.cpp); one within it opens.
async function links(browser, url, check) {
  const cases = [
                 ['stencil:x.x/.x./x.x', false, 2, 65], ['stencil:x.x/.x./x.x', false, 3, 21]];
  for (const [rule, torus, states, side] of cases) {
    const query = new URLSearchParams({ rule, torus: String(torus), states: String(states), rows: String(side), cols: '2' });
    const server = await fetch(`${url}api/new?${query}`).then(async (r) => [r.status, (await r.json()).error]);
    const hash = `#rule=${encodeURIComponent(rule)}${torus ? '&torus=1' : ''}&size=${side}x2&states=${states}&goal=off&moves-allowed=any&lights=A`;
    const linked = await openPage(browser, url + hash);
    await idle(linked.page);
    const said = await linked.page.textContent('#message');
    const reason = server[1].replace(/, not \d+x\d+$/, '');
    check(server[0] === 413 && said.includes('This link is broken') && said.includes(reason),
      `${rule}${torus ? '+torus' : ''} K=${states} ${side}x2: the page refuses the link as the server does ("${reason}"): "${said.slice(0, 120)}"`);
    await linked.context.close();
  }
  // The server and the page offer boards up to 256 a side: plus with an even K,
  // cross with any K, and plus and square on a torus with K > 2.
  for (const [rule, torus, states, side] of [['plus', false, 4, 256], ['cross', false, 7, 256], ['cross', true, 255, 256],
                                             ['plus', true, 3, 256], ['square', true, 255, 256]]) {
    const query = new URLSearchParams({ rule, torus: String(torus), states: String(states), rows: String(side), cols: '2' });
    const status = await fetch(`${url}api/new?${query}`).then((r) => r.status);
    const zeros = '0'.repeat(side * 2 * (states > 36 ? 2 : 1));
    const hash = `#rule=${rule}${torus ? '&torus=1' : ''}&size=${side}x2&states=${states}&goal=off&moves-allowed=any&lights=${zeros}`;
    const linked = await openPage(browser, url + hash);
    await idle(linked.page);
    const said = await linked.page.textContent('#message');
    check(status === 200 && !said.includes('This link is broken'),
      `${rule}${torus ? '+torus' : ''} K=${states} ${side}x2 is offered by the server (${status}) and the page: "${said.slice(0, 120)}"`);
    await linked.context.close();
  }
  const constrained = await openPage(browser, `${url}#rule=plus&size=51x51&states=2&goal=off&moves-allowed=only-on&lights=A`);
  await idle(constrained.page);
  const told = await constrained.page.textContent('#message');
  check(told.includes('This link is broken') && told.includes('only on lit or only on unlit lights are offered up to 50x50'),
    `a 51x51 link with lit-only moves is refused as the server refuses it: "${told.slice(0, 120)}"`);
  await constrained.context.close();
  // 255 states travel in a link, two characters a light.
  const lights = Array.from({ length: 9 }, (_, i) => (i * 31).toString(36).padStart(2, '0')).join('');
  const linked = await openPage(browser, `${url}#rule=plus&size=3x3&states=255&goal=off&moves-allowed=any&lights=${lights}`);
  await idle(linked.page);
  const digits = await linked.page.$$eval('#board .cell', (cells) => cells.map((c) => Number(c.dataset.state)));
  check(digits.join() === '0,31,62,93,124,155,186,217,248', `a link of 255 states opens with its lights: ${digits}`);
  await linked.context.close();
}

// The pictures of docs/WEB.md: 256x256 at desktop and phone size, and 255 states with the legend.
async function pictures(page, outDir, size) {
  if (size === 'desktop') {
    await newPuzzle(page, { rule: 'plus', states: 2, rows: 256, cols: 256, difficulty: 20000 });
    await screenshot(page, outDir, 'browser-big-256-desktop.png');
    // Presses enough to wrap around 255 many times: lights of every state.
    await newPuzzle(page, { rule: 'square', states: 255, rows: 256, cols: 256, difficulty: 3000000 });
    await screenshot(page, outDir, 'browser-big-255.png');
    for (let k = 0; k < 6; k++) await page.click('#zoom-in');
    await page.click('#numbers');
    await screenshot(page, outDir, 'browser-big-255-numbers.png');
    await page.click('#numbers');
    await page.click('#zoom-fit');
    return;
  }
  await newPuzzle(page, { rule: 'plus', states: 2, rows: 256, cols: 256, difficulty: 20000 });
  if (await page.isVisible('#settings')) await page.click('#settings-toggle');
  await screenshot(page, outDir, 'browser-big-256-phone.png');
}

export default async function ({ browser, url, report, outDir }) {
  const check = report.check.bind(report);
  for (const [size, options] of SIZES) {
    const { context, page, problems } = await openPage(browser, url, options);
    await idle(page);
    for (const board of BOARDS) await playBoard(page, check, outDir, size, board);
    if (size === 'desktop') {
      await keyboard(page, check);
      // Numbers on demand: zoomed in, each light's state is written on it.
      await page.click('#zoom-in');
      await page.click('#zoom-in');
      await page.click('#zoom-in');
      await page.click('#zoom-in');
      await page.click('#zoom-in');
      await page.click('#numbers');
      check(await page.getAttribute('#numbers', 'aria-pressed') === 'true', 'the 123 button shows the numbers');
      await screenshot(page, outDir, 'browser-big-numbers.png');
      await page.click('#numbers');
      await page.click('#zoom-fit');
    }
    // New on 256 x 256 plus: par is at most the presses that made the board
    // (the search alone once announced 24086 for a board of 10 presses).
    const plus = await newPuzzle(page, { rule: 'plus', states: 2, rows: 256, cols: 256, difficulty: 10 });
    const par = Number((await page.textContent('#par')).replace(/[^0-9]/g, ''));
    check(/New 256×256/.test(plus) && par <= 10, `${size}: New 256x256 plus of difficulty 10 has par ${par}: "${plus}"`);
    await pictures(page, outDir, size);
    check(problems.length === 0, `${size}: no script errors or failed requests: ${problems.join('; ')}`);
    await context.close();
  }
  await links(browser, url, check);
}
