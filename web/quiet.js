// The quiet patterns of the board's rule and size (the press patterns that
// change nothing): rank, nullity, a basis drawn small; one can be marked on the board.
import { api, query } from './api.js';

export class QuietPanel {
  constructor(view, { panel, summary, list, button }) {
    Object.assign(this, { view, panel, summary, list, button });
    this.patterns = [];
    this.shown = null;
  }

  get open() { return !this.panel.hidden; }

  async show(puzzle) {
    const states = puzzle.states > 2 ? puzzle.states : undefined;
    const analysis = await api(`/api/analyze?${query({ rule: puzzle.rule, torus: puzzle.torus, rows: puzzle.rows, cols: puzzle.cols, states })}`);
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

  mini(rows, k) {
    const mini = document.createElement('button');
    mini.type = 'button';
    mini.className = 'mini';
    mini.setAttribute('aria-pressed', 'false');
    mini.setAttribute('aria-label', `quiet pattern ${k + 1}`);
    mini.style.gridTemplateColumns = `repeat(${this.cols}, 1fr)`;
    for (const row of rows) for (const ch of row) {
      const dot = document.createElement('span');
      dot.dataset.state = ch;  // mod K a quiet pattern presses each cell 0..K-1 times
      mini.appendChild(dot);
    }
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
      if (ch !== '0') this.view.mark('quiet-mark', r * this.cols + c);
    }));
  }

  close() {
    this.panel.hidden = true;
    this.button.setAttribute('aria-pressed', 'false');
    this.view.clearMarks(['quiet-mark']);
  }
}
