// The browser tests of the web game in Debian's chromium (playwright-core):
// one server (`lightsout serve --port 0`) and one browser for every test file;
// each test opens its own context (fresh storage) and plays as a person would.
//
//   node run.mjs LIGHTSOUT_BINARY OUTPUT_DIR [NAME...]   (NAME: only these files)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { Report, startServer } from './lib.mjs';

const TESTS = ['fixes', 'par', 'marks', 'history', 'daily', 'zoom', 'play', 'rules', 'edit', 'share', 'learn', 'lessons', 'states', 'phone', 'keyboard', 'player_details', 'topology', 'big', 'player_edges'];

const [binary, outDir, ...only] = process.argv.slice(2);
if (!binary || !outDir) {
  console.error('usage: node run.mjs LIGHTSOUT_BINARY OUTPUT_DIR [NAME...]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const report = new Report();
const { server, url } = await startServer(binary);
let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  for (const name of TESTS.filter((t) => only.length === 0 || only.includes(t))) {
    const started = Date.now();
    const test = await import(`./${name}.test.mjs`);
    report.begin(name);
    try {
      await test.default({ browser, url, report, outDir });
    } catch (error) {
      report.check(false, `plays through without an exception: ${error.stack ?? error.message}`);
    }
    console.log(`# ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  if (browser) await browser.close();
  server.kill('SIGTERM');
}
console.log(`${report.passed} passed, ${report.failed} failed`);
process.exit(report.failed === 0 && report.passed > 0 ? 0 : 1);
