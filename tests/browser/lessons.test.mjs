// The Learn menu: every lesson of the library (GET /api/learn) stepped through
// with Previous / Pause / Next at desktop and phone sizes; each step's caption
// is the API's, the elimination's tableau highlights the rows the step changed,
// the last step states the end the library checked, and no page scrolls sideways.
import { openPage, DESKTOP, PHONE } from './lib.mjs';

const LESSONS = ['chasing', 'squares', 'elimination', 'ordering'];
const SIZES = [['desktop', DESKTOP], ['phone-390', PHONE], ['phone-360', { ...PHONE, viewport: { width: 360, height: 740 } }]];

export default async function ({ browser, url, report, outDir }) {
  const check = report.check.bind(report);
  for (const [size, options] of SIZES) {
    const { context, page, problems } = await openPage(browser, url, options);
    await page.click('#lessons-menu summary');
    for (const name of LESSONS) {
      const lesson = await (await fetch(`${url}api/learn?lesson=${name}`)).json();
      await page.click(`[data-lesson="${name}"]`);
      await page.waitForFunction((title) => document.querySelector('#lesson-title').textContent === title, lesson.title);
      const total = lesson.steps.length;
      check((await page.textContent('#lesson-step')) === `Step 1 of ${total}`, `${size} ${name}: step 1 of ${total}`);
      // Play, then pause: the player moves on by itself and stops when asked.
      await page.click('#lesson-play');
      await page.waitForFunction(() => !document.querySelector('#lesson-step').textContent.startsWith('Step 1 '));
      await page.click('#lesson-play');
      check((await page.textContent('#lesson-play')).includes('Play'), `${size} ${name}: paused`);
      while (!(await page.isDisabled('#lesson-prev'))) await page.click('#lesson-prev');
      // On phones the 24x24 ordering (249 steps) is walked for its first 12 steps only.
      const walk = size !== 'desktop' && name === 'ordering' ? 12 : total;
      let captions = 0, tableaux = 0, highlighted = 0;
      for (let k = 0; k < walk; k++) {
        const caption = await page.textContent('#lesson-caption');
        if (caption === lesson.steps[k].caption) captions++;
        if (lesson.steps[k].tableau) {
          const rows = lesson.steps[k].tableau.length, width = lesson.steps[k].tableau[0].length;
          const cells = await page.$$eval('#lesson-figure .lesson-tableau .cell', (c) => c.length);
          const changed = await page.$$eval('#lesson-figure .cell.changed', (c) => c.length);
          if (cells === rows * width) tableaux++;
          if (changed === lesson.steps[k].changed.length * width) highlighted++;
        }
        if (k === Math.floor(walk / 2))
          await page.locator('#lesson-view').screenshot({ path: `${outDir}/learn-${name}-${size}.png` });
        if (k + 1 < walk) await page.click('#lesson-next');
      }
      check(captions === walk, `${size} ${name}: every caption is the library's (${captions} of ${walk})`);
      const tableauSteps = lesson.steps.slice(0, walk).filter((s) => s.tableau).length;
      check(tableaux === tableauSteps && highlighted === tableauSteps,
        `${size} ${name}: the tableau drawn as a grid with the changed rows highlighted (${tableaux}, ${highlighted} of ${tableauSteps})`);
      if (walk === total) {
        check(await page.isDisabled('#lesson-next'), `${size} ${name}: Next stops at the last step`);
        const notes = await page.textContent('#lesson-notes');
        check(notes.includes('checked by replay'), `${size} ${name}: the end is stated and checked: ${notes.slice(0, 80)}`);
      }
      // The lesson stays inside the window; on phones the whole page does. (At
      // 1100 px the settings form pokes out by a few pixels, lesson or not.)
      const wide = await page.evaluate(() => Math.ceil(document.querySelector('#lesson-view').getBoundingClientRect().right) -
        document.documentElement.clientWidth);
      check(wide <= 0, `${size} ${name}: the lesson fits the window (${wide} px)`);
      if (size !== 'desktop') {
        const page_wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        check(page_wide <= 0, `${size} ${name}: no sideways scrolling (${page_wide} px)`);
      }
    }
    await page.click('#lesson-close');
    check(await page.isHidden('#lesson-view'), `${size}: Close hides the lesson`);
    check(problems.length === 0, `${size}: no script errors or failed requests: ${problems.join('; ')}`);
    await context.close();
  }
}
