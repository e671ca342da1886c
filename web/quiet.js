// The quiet patterns of the board's rule and size (the press patterns that
// change nothing): rank, nullity, a basis drawn small; one can be marked on the board.
import { api, query } from './api.js';
import { topologyOf } from './game.js';

export class QuietPanel {
  constructor(view, { panel, summary, list, button }) {
    Object.assign(this, { view, panel, summary, list, button });
    this.patterns = [];
    this.shown = null;
  }

  get open() { return !this.panel.hidden; }

  async show(puzzle) {
    const states = puzzle.states > 2 ? puzzle.states : undefined;
    const analysis = await api(`/api/analyze?${query({ rule: puzzle.rule, topology: topologyOf(puzzle), rows: puzzle.rows, cols: puzzle.cols, states })}`);
    this.patterns = analysis.quiet;
    this.shown = null;
    this.cols = analysis.cols;
    // 2^nullity boards share a solvability class: written out up to 2^16, as a power above (a
    // JavaScript number is exact only to 2^53; 50x50 square has nullity 99).
    const count = states ? analysis.size.replace(/.* = /, '')
      : analysis.nullity <= 16 ? `${2 ** analysis.nullity}` : `2^${analysis.nullity}`;
    const fraction = analysis.nullity === 0 ? 'every board can be solved' : `1 board in ${count} can be solved`;
    this.summary.textContent = (states
      ? `${analysis.rows}×${analysis.cols} ${analysis.rule}, ${states} states: ${analysis.size} quiet patterns` +
        (analysis.invariant_factors.length ? ` (the group ${analysis.invariant_factors.map((d) => `Z/${d}`).join(' × ')})` : '')
      : `${analysis.rows}×${analysis.cols} ${analysis.rule}: rank ${analysis.rank}, nullity ${analysis.nullity}`) +
      ` — ${fraction}. ` +
      (analysis.nullity === 0 ? 'No press pattern is quiet.' :
        'Each pattern below changes nothing when pressed; click one to mark it on the board.') +
      (analysis.quiet_truncated ? ` (The first ${analysis.quiet.length} of a basis are shown.)` : '');
    this.list.replaceChildren(...analysis.quiet.map((rows, k) => this.mini(rows, k)));
    this.panel.hidden = false;
    this.button.setAttribute('aria-pressed', 'true');
  }

  // One pattern, drawn small on a canvas: one element, however large the board
  // (issue 20: a span per cell made 163k elements on 50x50, 2.4 s to open and
  // every press slow while the panel was open).
  mini(rows, k) {
    const mini = document.createElement('button');
    mini.type = 'button';
    mini.className = 'mini';
    mini.setAttribute('aria-pressed', 'false');
    mini.setAttribute('aria-label', `quiet pattern ${k + 1}`);
    const canvas = document.createElement('canvas');
    const width = 84, cell = width / this.cols, height = cell * rows.length;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const g = canvas.getContext('2d');
    g.scale(ratio, ratio);
    const style = getComputedStyle(document.documentElement);
    // mod K a quiet pattern presses each cell 0..K-1 times: the colours of the states
    const colour = ['--unlit', '--focus', '--s3', '--s4', '--s5', '--s6'].map((v) => style.getPropertyValue(v).trim());
    const gap = cell > 3 ? 1 : 0;
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      g.fillStyle = colour[Math.min(Number(ch), colour.length - 1)] || '#888';
      g.fillRect(c * cell, r * cell, cell - gap, cell - gap);
    }));
    mini.appendChild(canvas);
    mini.dataset.cells = rows.join('');  // what it shows, for tests and assistive tools
    mini.addEventListener('click', () => this.mark(k));
    return mini;
  }

  mark(k) {
    const same = this.shown === k;
    this.shown = same ? null : k;
    this.view.clearMarks(['quiet-mark']);
    this.list.querySelectorAll('.mini').forEach((m, i) => m.setAttribute('aria-pressed', String(!same && i === k)));
    if (same) return;
    this.patterns[k].forEach((row, r) => [...row].forEach((ch, c) => {
      if (Number(ch) !== 0) this.view.mark('quiet-mark', r * this.cols + c);  // a digit, or a number above 10 states
    }));
  }

  close() {
    this.panel.hidden = true;
    this.button.setAttribute('aria-pressed', 'false');
    this.view.clearMarks(['quiet-mark']);
  }
}
