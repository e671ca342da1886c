// What a player meets at the edges of the form, in the Quiet panel and in the
// Chase lesson on a phone, one check each: a 1x1 board from the form as from a
// link; the quiet group's factors grouped as powers; the board and the
// lesson's Next button on screen together at 390 x 844 and 360 x 740, at
// every step; opened as a file or from a plain file server, one line says how
// to open the game. How long Quiet takes on the largest board is printed, not
// held to a limit (a busy machine stretches it).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { boardText, idle, newPuzzle, openPage, PHONE, WAIT_MS } from './lib.mjs';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));

// A plain static file server of web/ (no API): resolves to its URL.
function fileServer() {
  const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '0'], { cwd: WEB, stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no port from http.server: ${text}`)), WAIT_MS);
    server.stdout.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/port (\d+)/);
      if (match) { clearTimeout(timer); resolve({ server, url: `http://127.0.0.1:${match[1]}/` }); }
    });
  });
}

export default async function ({ browser, url, report }) {
  const check = report.check.bind(report);

  // Without its server: from a file, and from a plain file server.
  const bare = await browser.newContext();
  const file = await bare.newPage();
  await file.goto(`file://${WEB}index.html`);
  const fromFile = await file.textContent('#message');
  check(/run lightsout serve and open the address it prints/.test(fromFile) && await file.locator('#message').isVisible(),
    `opened as a file, one line says how to open the game: "${fromFile}"`);
  const statics = await fileServer();
  try {
    await file.goto(statics.url);
    await file.waitForFunction(() => /needs its server/.test(document.querySelector('#message').textContent), null, { timeout: WAIT_MS });
    check(true, `from a plain file server: "${await file.textContent('#message')}"`);
  } catch (error) {
    check(false, `from a plain file server, the page says it needs its server: ${error.message}`);
  } finally {
    statics.server.kill();
  }
  await bare.close();

  const { context, page, problems } = await openPage(browser, url);

  // 1x1 from the form: one light, not 2x2.
  await newPuzzle(page, { variant: '', rule: 'plus', rows: 1, cols: 1, states: 2, topology: 'flat', goal: 'off', constraint: 'any', difficulty: 1 });
  const one = await boardText(page);
  check(one.length === 1 && await page.inputValue('#rows') === '1' && await page.inputValue('#cols') === '1',
    `the form makes a 1x1 board (${one.length} light, rows ${await page.inputValue('#rows')})`);

  // The quiet group of 20x20 plus on a torus with 6 states: Z/2 nineteen times
  // and Z/6 thirteen times, written as two powers.
  await newPuzzle(page, { rule: 'plus', rows: 20, cols: 20, states: 6, topology: 'torus', difficulty: 20 });
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  await page.waitForFunction(() => /group/.test(document.querySelector('#quiet-summary').textContent));
  const summary = await page.textContent('#quiet-summary');
  check(/\(Z\/2\)\^19 × \(Z\/6\)\^13/.test(summary) && !/Z\/2 × Z\/2/.test(summary),
    `the factors are grouped as powers: "${summary.slice(0, 160)}"`);
  await page.click('#quiet');

  // Quiet on the largest board: 256 x 256 plus on a torus, 255 states.
  await newPuzzle(page, { rule: 'plus', rows: 256, cols: 256, states: 255, difficulty: 20 });
  const asked = Date.now();
  await page.click('#quiet');
  await page.locator('#quiet-panel').waitFor();
  await page.waitForFunction(() => /quiet patterns/.test(document.querySelector('#quiet-summary').textContent));
  console.log(`# Quiet on 256 x 256 plus, torus, 255 states: ${Date.now() - asked} ms to the summary`);
  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();

  // The Chase lesson on phones: the board and Next on screen together, at the
  // start and after each step (the caption's length changes, the buttons stay).
  for (const options of [PHONE, { ...PHONE, viewport: { width: 360, height: 740 } }]) {
    const size = `${options.viewport.width} x ${options.viewport.height}`;
    const phone = await openPage(browser, url, options);
    await idle(phone.page);
    await newPuzzle(phone.page, { variant: '', rule: 'plus', rows: 5, cols: 5, states: 2, topology: 'flat', goal: 'off', constraint: 'any', difficulty: 5 });
    await phone.page.tap('#chase');
    await phone.page.locator('#learn').waitFor();
    await idle(phone.page);
    await phone.page.tap('#learn-play');  // pause: step by hand
    const together = () => phone.page.evaluate(() => {
      const board = document.querySelector('#board').getBoundingClientRect();
      const next = document.querySelector('#learn-next').getBoundingClientRect();
      return board.top >= 0 && board.bottom <= window.innerHeight && next.top >= 0 && next.bottom <= window.innerHeight;
    });
    let steps = 0, apart = 0;
    do {
      if (!(await together())) apart++;
      if (await phone.page.isDisabled('#learn-next')) break;
      await phone.page.tap('#learn-next');
      steps++;
    } while (steps < 12);
    check(apart === 0, `${size}: the board and Next are on screen together at every step (apart at ${apart} of ${steps + 1})`);
    check(phone.problems.length === 0, `${size}: no script errors or failed requests: ${phone.problems.join('; ')}`);
    await phone.context.close();
  }
}
