// The footprint editor of the custom rule: a 7x7 grid of toggles around the
// pressed cell (the centre). Its rule text is the library's "stencil:ROWS"
// (x = flipped, . = not), trimmed to the smallest odd square around the centre.
import { MAX_STENCIL } from './game.js';

const SIDE = MAX_STENCIL;
const MID = (SIDE - 1) / 2;
const PLUS = new Set([MID * SIDE + MID, (MID - 1) * SIDE + MID, (MID + 1) * SIDE + MID, MID * SIDE + MID - 1, MID * SIDE + MID + 1]);

export class StencilEditor {
  constructor(container, onChange) {
    this.container = container;
    this.onChange = onChange;
    this.on = new Set(PLUS);
    this.buttons = [];
    for (let i = 0; i < SIDE * SIDE; i++) {
      const b = document.createElement('button');
      b.type = 'button';
      const dr = Math.floor(i / SIDE) - MID, dc = (i % SIDE) - MID;
      b.setAttribute('aria-label', dr === 0 && dc === 0 ? 'the pressed cell' : `${Math.abs(dr)} ${dr < 0 ? 'up' : 'down'}, ${Math.abs(dc)} ${dc < 0 ? 'left' : 'right'}`);
      if (i === MID * SIDE + MID) b.classList.add('centre');
      b.addEventListener('click', () => this.toggle(i));
      container.appendChild(b);
      this.buttons.push(b);
    }
    this.paint();
  }

  toggle(i) {
    if (this.on.has(i)) {
      if (this.on.size === 1) return;  // a footprint flips at least one cell
      this.on.delete(i);
    } else {
      this.on.add(i);
    }
    this.paint();
    this.onChange(this.rule());
  }

  paint() { this.buttons.forEach((b, i) => b.setAttribute('aria-pressed', String(this.on.has(i)))); }

  rule() {
    let reach = 0;
    for (const i of this.on) reach = Math.max(reach, Math.abs(Math.floor(i / SIDE) - MID), Math.abs((i % SIDE) - MID));
    const rows = [];
    for (let r = MID - reach; r <= MID + reach; r++) {
      let row = '';
      for (let c = MID - reach; c <= MID + reach; c++) row += this.on.has(r * SIDE + c) ? 'x' : '.';
      rows.push(row);
    }
    return `stencil:${rows.join('/')}`;
  }

  // Shows a rule text (from a link or the saved settings); false if it does not fit.
  set(rule) {
    const rows = rule.slice('stencil:'.length).split('/');
    const reach = (rows.length - 1) / 2;
    if (rows.length > SIDE || rows.some((row) => row.length !== rows.length)) return false;
    this.on.clear();
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      if (ch === 'x') this.on.add((r - reach + MID) * SIDE + (c - reach + MID));
    }));
    this.paint();
    return true;
  }
}
