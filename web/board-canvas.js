// A big board drawn on one canvas (a button per light would make 22.9k
// elements on 50x50 and 29 ms per repaint; 256x256 would be 65,536 buttons).
//
// The canvas is the size of the board's window and stays in it (sticky) while
// the board beneath scrolls when zoomed; only what the window shows is drawn.
// The lights are one pixel each on a small off-screen canvas (cols x rows),
// stretched onto the board in one drawImage; the lines between lights, the
// marks, the numbers and the focus cursor are drawn over them.
//
// The canvas takes the keyboard focus (arrows move the cursor, Enter and Space
// press: app.js); its label and a polite live region say the light under the
// cursor. `canvas.readout` says what is drawn, for tests and assistive tools.
import { PALETTE_STATES, stateColours } from './colours.js';

export const MARK_KINDS = ['press', 'hint', 'refused', 'chasing', 'next', 'cert', 'quiet-mark'];

export class BoardCanvas {
  constructor(frame, board, { rows, cols, states, names }) {
    Object.assign(this, { frame, board, rows, cols, states, names });
    this.marks = new Map(MARK_KINDS.map((kind) => [kind, new Map()]));  // kind -> light -> label
    this.focus = 0;
    this.cells = new Uint8Array(rows * cols);
    this.words = (v) => String(v);
    this.lastPaint = 0;  // ms the last repaint took
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-canvas';
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-roledescription', 'board');
    this.live = document.createElement('span');
    this.live.className = 'sr-only';
    this.live.setAttribute('aria-live', 'polite');
    this.tiles = document.createElement('canvas');  // one pixel per light
    this.tiles.width = cols;
    this.tiles.height = rows;
    this.tileData = this.tiles.getContext('2d').createImageData(cols, rows);
    this.tilePixels = new Uint32Array(this.tileData.data.buffer);
    this.colours = stateColours(states);
    this.pixelOf = this.colours.map(pixelColour);
    const style = getComputedStyle(document.documentElement);
    this.theme = Object.fromEntries(['--panel', '--grid', '--accent', '--focus', '--muted', '--bg', '--t0', '--t2', '--t-light'].map((v) => [v, style.getPropertyValue(v).trim()]));
    board.replaceChildren(this.canvas, this.live);
    this.canvas.addEventListener('focus', () => this.paint());
    this.canvas.addEventListener('blur', () => this.paint());
    this.onScroll = () => this.schedule();
    frame.addEventListener('scroll', this.onScroll, { passive: true });
    this.readout = {
      rows, cols, states,
      light: (i) => this.cells[i],
      lights: () => Array.from(this.cells),
      marked: (kind) => [...this.marks.get(kind).keys()].sort((a, b) => a - b),
      label: (kind, i) => this.marks.get(kind).get(i),
      focus: () => this.focus,
      paintMs: () => this.lastPaint,
      // Draws the board again as a move does, and how long that took (ms),
      // reading a pixel back so that the canvas has done the drawing it queued.
      redraw: () => {
        const t = performance.now();
        this.draw(this.cells, this.words);
        this.canvas.getContext('2d').getImageData(0, 0, 1, 1);
        return performance.now() - t;
      },
      // The light's square on the screen (client pixels), for a pointer to press.
      box: (i) => this.box(i),
      // Pans the window to light i, as a person would before pressing it.
      show: (i) => { this.scrollTo(i); this.paint(); },
    };
    this.canvas.readout = this.readout;
    this.layout();
  }

  destroy() { this.frame.removeEventListener('scroll', this.onScroll); }

  // The board's height follows its width (cells are square); the canvas is the window's size.
  layout() {
    const width = this.board.clientWidth;
    this.size = width / this.cols;
    this.board.style.height = `${this.size * this.rows + (this.board.offsetWidth - width)}px`;
    const viewW = Math.min(this.frame.clientWidth, width);
    const frameH = this.frame.classList.contains('zoomed') ? this.frame.clientHeight : Infinity;
    const viewH = Math.min(frameH, this.size * this.rows);
    const ratio = window.devicePixelRatio || 1;
    this.canvas.style.width = `${viewW}px`;
    this.canvas.style.height = `${viewH}px`;
    this.canvas.width = Math.max(1, Math.round(viewW * ratio));
    this.canvas.height = Math.max(1, Math.round(viewH * ratio));
    this.view = { w: viewW, h: viewH, ratio };
  }

  // Which light a pointer event is on, or null.
  lightAt(event) {
    const rect = this.board.getBoundingClientRect();
    const x = event.clientX - rect.left - this.board.clientLeft, y = event.clientY - rect.top - this.board.clientTop;
    const r = Math.floor(y / this.size), c = Math.floor(x / this.size);
    return r >= 0 && r < this.rows && c >= 0 && c < this.cols ? r * this.cols + c : null;
  }

  box(i) {
    const rect = this.board.getBoundingClientRect();
    const r = Math.floor(i / this.cols), c = i % this.cols;
    return { x: rect.left + this.board.clientLeft + c * this.size, y: rect.top + this.board.clientTop + r * this.size,
             width: this.size, height: this.size };
  }

  draw(cells, words) {
    this.cells = cells;
    this.words = words;
    const pixels = this.tilePixels, pixelOf = this.pixelOf;
    for (let i = 0; i < cells.length; i++) pixels[i] = pixelOf[cells[i]];
    this.tiles.getContext('2d').putImageData(this.tileData, 0, 0);
    this.describe();
    this.paint();
  }

  mark(kind, i, label = '') { this.marks.get(kind).set(i, label); this.schedule(); }

  clearMarks(kinds) {
    for (const kind of kinds) this.marks.get(kind)?.clear();
    this.schedule();
  }

  shake(i) {
    this.mark('refused', i);
    clearTimeout(this.shaking);
    this.shaking = setTimeout(() => { this.marks.get('refused').delete(i); this.schedule(); }, 400);
  }

  moveFocus(i, focus = true) {
    this.focus = i;
    this.describe();
    if (focus) {
      this.canvas.focus({ preventScroll: true });
      this.live.textContent = this.canvas.getAttribute('aria-label');
      this.scrollTo(i);
    }
    this.paint();
  }

  // Zoomed in: the window pans so that light i is in it, clear of its edges
  // (where a scroll bar may lie over the board).
  scrollTo(i) {
    const frame = this.frame, s = this.size;
    const x = (i % this.cols) * s, y = Math.floor(i / this.cols) * s;
    const pan = (at, scroll, window) => {
      const margin = Math.min(window / 4, s + 24);
      if (at - margin < scroll) return Math.max(0, at - margin);
      if (at + s + margin > scroll + window) return at + s + margin - window;
      return scroll;
    };
    frame.scrollLeft = pan(x, frame.scrollLeft, frame.clientWidth);
    frame.scrollTop = pan(y, frame.scrollTop, frame.clientHeight);
  }

  describe() {
    const v = this.cells[this.focus];
    this.canvas.setAttribute('aria-label', `Board of ${this.rows} by ${this.cols} lights; arrows move, Enter presses. ` +
      `${this.names(this.focus)}, ${this.words(v)}`);
  }

  schedule() {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => { this.pending = 0; this.paint(); });
  }

  // ---- painting ----------------------------------------------------------------------

  paint() {
    const started = performance.now();
    const g = this.canvas.getContext('2d');
    const { w, h, ratio } = this.view;
    // Where the window is over the board (the canvas sticks to the window).
    const at = this.canvas.getBoundingClientRect(), under = this.board.getBoundingClientRect();
    const ox = at.left - under.left - this.board.clientLeft, oy = at.top - under.top - this.board.clientTop;
    g.setTransform(ratio, 0, 0, ratio, -ox * ratio, -oy * ratio);
    g.imageSmoothingEnabled = false;
    g.drawImage(this.tiles, 0, 0, this.cols * this.size, this.rows * this.size);
    const s = this.size;
    const seen = {
      r0: Math.max(0, Math.floor(oy / s)), r1: Math.min(this.rows, Math.ceil((oy + h) / s)),
      c0: Math.max(0, Math.floor(ox / s)), c1: Math.min(this.cols, Math.ceil((ox + w) / s)),
    };
    this.paintGaps(g, seen);
    if (this.board.classList.contains('numbers')) this.paintNumbers(g, seen);
    this.paintMarks(g, seen);
    this.paintCursor(g);
    this.lastPaint = performance.now() - started;
  }

  // Lines of the grid's colour between lights, when lights are big enough to show them.
  paintGaps(g, { r0, r1, c0, c1 }) {
    const s = this.size;
    const ratio = this.view.ratio;
    if (s * ratio < 5) return;
    const gap = Math.max(1 / ratio, Math.min(3, s / 12));
    g.fillStyle = this.theme['--grid'];
    for (let c = c0; c <= c1; c++) g.fillRect(c * s - gap / 2, r0 * s, gap, (r1 - r0) * s);
    for (let r = r0; r <= r1; r++) g.fillRect(c0 * s, r * s - gap / 2, (c1 - c0) * s, gap);
  }

  paintNumbers(g, { r0, r1, c0, c1 }) {
    const s = this.size;
    if (s < 14) return;
    g.font = `700 ${Math.round(Math.min(22, s * 0.42))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) {
        const v = this.cells[r * this.cols + c];
        // the palette's number colours (style.css, --tK); the gradient above 9 states is light
        g.fillStyle = v === 0 ? this.theme['--t0'] : v === 2 && this.states <= PALETTE_STATES ? this.theme['--t2'] : this.theme['--t-light'];
        g.fillText(String(v), (c + 0.5) * s, (r + 0.5) * s);
      }
    }
  }

  // Each kind of mark in one path: a dot (a press of the answer), a ring (hint,
  // next step, refusal), a dashed square (certificate, quiet pattern).
  paintMarks(g, seen) {
    const s = this.size;
    const visible = (i) => {
      const r = Math.floor(i / this.cols), c = i % this.cols;
      return r >= seen.r0 && r < seen.r1 && c >= seen.c0 && c < seen.c1;
    };
    const centre = (i) => [((i % this.cols) + 0.5) * s, (Math.floor(i / this.cols) + 0.5) * s];
    const each = (kind, shape) => {
      const marks = this.marks.get(kind);
      if (marks.size === 0) return false;
      g.beginPath();
      for (const i of marks.keys()) if (visible(i)) shape(...centre(i));
      return true;
    };
    g.setLineDash([]);
    if (each('press', (x, y) => { const d = Math.max(1, s * 0.28); g.moveTo(x + d, y); g.arc(x, y, d, 0, 2 * Math.PI); })) {
      g.fillStyle = this.theme['--accent'];
      g.fill();
      if (s >= 10) { g.lineWidth = Math.max(1, s / 16); g.strokeStyle = '#fff'; g.stroke(); }
    }
    for (const [kind, colour, width] of [['chasing', '--focus', 0.1], ['next', '--focus', 0.16], ['refused', '--accent', 0.14], ['hint', '--accent', 0.16]]) {
      const ring = Math.max(6, s * 0.7);  // small lights get a ring larger than themselves, to be seen
      if (each(kind, (x, y) => { g.moveTo(x + ring, y); g.arc(x, y, ring, 0, 2 * Math.PI); })) {
        g.lineWidth = Math.max(2, s * width);
        g.strokeStyle = this.theme[colour];
        g.stroke();
      }
    }
    for (const [kind, colour] of [['quiet-mark', '--focus'], ['cert', '#fff']]) {
      const d = Math.max(1.5, s * 0.34);
      if (each(kind, (x, y) => g.rect(x - d, y - d, 2 * d, 2 * d))) {
        g.setLineDash(s >= 10 ? [3, 2] : []);
        g.lineWidth = Math.max(1, s / 12);
        g.strokeStyle = this.theme[colour] ?? colour;
        g.stroke();
        g.setLineDash([]);
      }
    }
    if (s >= 16) this.paintLabels(g, visible, centre);
  }

  // The numbers of an ordered answer (×t with more states) and a certificate's weights.
  paintLabels(g, visible, centre) {
    const s = this.size;
    g.font = `700 ${Math.round(Math.min(14, s / 3))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#fff';
    for (const kind of ['press', 'cert']) {
      for (const [i, label] of this.marks.get(kind)) if (label && visible(i)) g.fillText(label, ...centre(i));
    }
  }

  // The keyboard cursor, while the board has the focus.
  paintCursor(g) {
    if (document.activeElement !== this.canvas) return;
    const s = this.size;
    const x = (this.focus % this.cols) * s, y = Math.floor(this.focus / this.cols) * s;
    const pad = s < 8 ? 3 : 1;
    g.lineWidth = 2;
    g.strokeStyle = this.theme['--focus'];
    g.strokeRect(x - pad, y - pad, s + 2 * pad, s + 2 * pad);
  }
}

// A CSS colour as the canvas stores a pixel (RGBA bytes, little-endian Uint32).
function pixelColour(css) {
  const probe = pixelColour.probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}
