// The quiet patterns of the board's rule and size (the press patterns that
// change nothing): rank, nullity, a basis drawn small; one can be marked on the board.
import { api, query } from './api.js';
import { topologyOf } from './game.js';

// '#rrggbb' (the palette's form) as [r, g, b]; grey for anything else.
function hexRgb(css) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  return m ? [1, 2, 3].map((i) => parseInt(m[i], 16)) : [136, 136, 136];
}

// Invariant factors [2, 2, ..., 6, 6] as "Z/2^19 × Z/6^13" (a power: that many copies).
export function groupText(factors) {
  const runs = [];
  for (const d of factors) {
    if (runs.length && runs.at(-1)[0] === d) runs.at(-1)[1]++;
    else runs.push([d, 1]);
  }
  return runs.map(([d, n]) => (n === 1 ? `Z/${d}` : `(Z/${d})^${n}`)).join(' × ');
}

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
        (analysis.invariant_factors.length ? ` (the group ${groupText(analysis.invariant_factors)})` : '')
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
  // (a span per cell would make 163k elements on 50x50, 2.4 s to open and
  // every press slow while the panel is open).
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
    const pick = (v) => colour[Math.min(Number(v), colour.length - 1)] || '#888888';
    if (cell > 3) {  // lights a few pixels wide, with a gap between them
      rows.forEach((row, r) => [...row].forEach((ch, c) => {
        g.fillStyle = pick(ch);
        g.fillRect(c * cell, r * cell, cell - 1, cell - 1);
      }));
    } else {  // a pixel per light, scaled: one drawImage, not a rectangle per light (64 x 65,536 took seconds)
      const pixels = new ImageData(this.cols, rows.length);
      const rgb = colour.map((css) => hexRgb(css));
      const d = pixels.data;
      rows.forEach((row, r) => {
        for (let c = 0, o = r * this.cols * 4; c < row.length; c++, o += 4) {
          const v = typeof row === 'string' ? row.charCodeAt(c) - 48 : row[c];
          const [red, green, blue] = rgb[Math.min(v, rgb.length - 1)];
          d[o] = red; d[o + 1] = green; d[o + 2] = blue; d[o + 3] = 255;
        }
      });
      const small = document.createElement('canvas');
      small.width = this.cols;
      small.height = rows.length;
      small.getContext('2d').putImageData(pixels, 0, 0);
      g.drawImage(small, 0, 0, width, height);
    }
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
