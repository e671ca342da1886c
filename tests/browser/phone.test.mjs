// A phone (390 x 844, touch): the board and the buttons on the first screen
// with the settings folded away; taps press lights; a big board zooms and pans.
import { idle, newPuzzle, openPage, PHONE, screenshot } from './lib.mjs';

async function bottomOf(page, selector) {
  const box = await page.locator(selector).boundingBox();
  return box.y + box.height;
}

export default async function ({ browser, url, report, outDir }) {
  const check = report.check.bind(report);
  const { context, page, problems } = await openPage(browser, url, PHONE);
  await idle(page);
  check(await page.locator('#settings').isHidden(), 'the settings are folded away');
  const screen = 844;
  check(await bottomOf(page, '#board') <= screen, `the board is on the first screen (bottom ${await bottomOf(page, '#board')})`);
  for (const id of ['undo', 'hint', 'solve', 'share', 'new'])
    check(await bottomOf(page, `#${id}`) <= screen, `the ${id} button is on the first screen`);
  check(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing sticks out sideways');
  await screenshot(page, outDir, 'browser-phone.png');

  // Taps press lights (touch, not a mouse).
  await page.locator('#board .cell').nth(12).tap();
  check(await page.textContent('#moves') === '1', 'a tap presses a light');
  await page.tap('#undo');
  check(await page.textContent('#moves') === '0', 'a tap on Undo takes it back');

  // A 30 x 30 board: the lights are small, so the zoom tools show; zoomed in,
  // the board pans inside its window and taps still press the right light.
  await newPuzzle(page, { rows: 30, cols: 30, difficulty: 40 });
  await page.tap('#settings-toggle');
  check(await page.locator('#zoom').isVisible(), 'a big board offers zoom');
  const frameBefore = await page.locator('#board-frame').boundingBox();
  await page.tap('#zoom-in');
  await page.tap('#zoom-in');
  const frame = page.locator('#board-frame');
  const scroll = await frame.evaluate((f) => ({ w: f.scrollWidth, cw: f.clientWidth, h: f.scrollHeight, ch: f.clientHeight }));
  check(scroll.w > scroll.cw * 2 && scroll.h > scroll.ch * 2, `zoomed in, the board is bigger than its window: ${JSON.stringify(scroll)}`);
  const frameAfter = await frame.boundingBox();
  check(Math.abs(frameAfter.height - frameBefore.height) < 2, 'the window keeps its size on the screen');
  await frame.evaluate((f) => { f.scrollLeft = f.scrollWidth; f.scrollTop = f.scrollHeight; });
  const corner = page.locator('#board .cell[data-r="29"][data-c="29"]');
  const lit = await corner.getAttribute('data-state');
  await corner.tap();
  check(await corner.getAttribute('data-state') !== lit, 'panned to the far corner, a tap presses its light');
  // Two fingers spread apart: pinch zoom.
  const zoomBefore = await page.textContent('#zoom-level');
  await frame.evaluate((f) => {
    const box = f.getBoundingClientRect();
    const at = (id, x) => new PointerEvent('pointer', { pointerId: id, pointerType: 'touch', clientX: box.left + x, clientY: box.top + 100, bubbles: true });
    const fire = (type, id, x) => f.dispatchEvent(Object.assign(new PointerEvent(type, at(id, x)), {}));
    fire('pointerdown', 1, 150); fire('pointerdown', 2, 200);
    fire('pointermove', 1, 100); fire('pointermove', 2, 250);
    fire('pointerup', 1, 100); fire('pointerup', 2, 250);
  });
  check(await page.textContent('#zoom-level') !== zoomBefore, `a pinch changes the zoom (${zoomBefore} -> ${await page.textContent('#zoom-level')})`);
  await screenshot(page, outDir, 'browser-phone-zoom.png');
  await page.tap('#zoom-fit');
  check(await page.textContent('#zoom-level') === '100%', 'Fit shows the whole board again');

  check(problems.length === 0, `no script errors or failed requests: ${problems.join('; ')}`);
  await context.close();
}
