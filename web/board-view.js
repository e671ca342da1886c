// The board on screen: one button per light in a CSS grid, the marks drawn on
// it (a solution's presses, a hint, a certificate, a quiet pattern), the
// keyboard focus, and zoom and pan for boards too big for the screen.
//
// Lights show their state as data-state (0..K-1; CSS colours each state, and
// colours.js those beyond its palette), so the view knows nothing of the rules.
//
// Boards of more than DOM_LIGHTS lights are drawn on a canvas (board-canvas.js)
// with the same methods: a press on 32x32 buttons takes about 5 ms (its
// script, style and layout), on 50x50 it would take 29 ms; on the canvas
// 1.2 ms at 50x50 (headless chromium, docs/WEB.md).
import { BoardCanvas, MARK_KINDS as MARKS } from './board-canvas.js';
import { PALETTE_STATES, stateColours } from './colours.js';

export const DOM_LIGHTS = 32 * 32;

// The width of a light, in CSS pixels, that a finger hits reliably.
const MIN_TAP = 44;

export class BoardView {
  constructor(frame, board) {
    this.frame = frame;     // the scrolling window (pan)
    this.board = board;     // the grid of lights
    this.rows = 0;
    this.cols = 0;
    this.focus = 0;
    this.zoom = 1;
    this.cells = [];
  }

  build(rows, cols, names, states = 2) {
    this.rows = rows;
    this.cols = cols;
    this.states = states;
    const board = this.board;
    this.canvas?.destroy();
    this.canvas = null;
    board.style.height = '';
    board.classList.toggle('canvas', rows * cols > DOM_LIGHTS);
    board.setAttribute('role', rows * cols > DOM_LIGHTS ? 'group' : 'grid');
    if (rows * cols > DOM_LIGHTS) {
      this.cells = [];
      board.style.setProperty('--aspect', cols / rows);
      this.focus = Math.min(this.focus, rows * cols - 1);
      this.canvas = new BoardCanvas(this.frame, board, { rows, cols, states, names });
      this.canvas.focus = this.focus;
      this.setZoom(1);
      return;
    }
    board.replaceChildren();
    this.colours = states > PALETTE_STATES ? stateColours(states) : null;
    const n = Math.max(rows, cols);
    board.style.setProperty('--n', n);
    board.style.setProperty('--gap', `${n <= 7 ? 6 : n <= 12 ? 4 : n <= 25 ? 2 : 1}px`);
    board.style.setProperty('--radius', `${n <= 7 ? 9 : n <= 15 ? 5 : n <= 30 ? 3 : 1}px`);
    board.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    board.style.setProperty('--aspect', cols / rows);
    board.classList.toggle('tall', rows > cols);
    this.cells = [];
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.style.display = 'contents';
      for (let c = 0; c < cols; c++) {
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.className = 'cell';
        cell.setAttribute('role', 'gridcell');
        cell.dataset.i = r * cols + c;
        cell.dataset.r = r;
        cell.dataset.c = c;
        cell.tabIndex = -1;
        cell.dataset.name = names(r * cols + c);
        row.appendChild(cell);
        this.cells.push(cell);
      }
      board.appendChild(row);
    }
    this.focus = Math.min(this.focus, this.cells.length - 1);
    this.setZoom(1);
  }

  // Lights, and which of them are at the goal (for the screen reader's words).
  draw(cells, words) {
    if (this.canvas) { this.canvas.draw(cells, words); return; }
    this.cells.forEach((cell, i) => {
      const v = cells[i];
      cell.dataset.state = v;
      if (this.colours) cell.style.background = this.colours[v];
      cell.classList.toggle('lit', v !== 0);
      cell.tabIndex = i === this.focus ? 0 : -1;
      cell.setAttribute('aria-label', `${cell.dataset.name}, ${words(v)}`);
    });
  }

  cell(i) { return this.cells[i]; }

  // The light under a pointer event, or null.
  lightAt(event) {
    if (this.canvas) return this.canvas.lightAt(event);
    const cell = event.target.closest('.cell');
    return cell ? Number(cell.dataset.i) : null;
  }

  // How long the last repaint took (ms), on a canvas; null for buttons.
  get paintMs() { return this.canvas ? this.canvas.lastPaint : null; }

  repaint() { this.canvas?.paint(); }

  // The window changed size: a canvas follows it.
  resized() {
    if (!this.canvas) return;
    this.canvas.layout();
    this.canvas.paint();
  }

  mark(kind, i, label) {
    if (this.canvas) { this.canvas.mark(kind, i, label); return; }
    const cell = this.cells[i];
    cell.classList.add(kind);
    if (label !== undefined) cell.dataset[kind === 'cert' ? 'weight' : 'order'] = label;
  }

  clearMarks(kinds = MARKS) {
    if (this.canvas) { this.canvas.clearMarks(kinds); return; }
    for (const cell of this.cells) {
      for (const kind of kinds) cell.classList.remove(kind);
      if (kinds.includes('press')) delete cell.dataset.order;
      if (kinds.includes('cert')) delete cell.dataset.weight;
    }
  }

  shake(i) {
    if (this.canvas) { this.canvas.shake(i); return; }
    const cell = this.cells[i];
    cell.classList.remove('refused');
    void cell.offsetWidth;  // restart the animation
    cell.classList.add('refused');
  }

  moveFocus(i, focus = true) {
    if (this.canvas) { this.focus = i; this.canvas.moveFocus(i, focus); return; }
    this.cells[this.focus]?.setAttribute('tabindex', '-1');
    this.focus = i;
    const cell = this.cells[i];
    cell.tabIndex = 0;
    if (focus) {
      cell.focus({ preventScroll: true });
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }

  // The light next to the focused one in a direction (arrow keys), or null.
  neighbour(key) {
    const r = Math.floor(this.focus / this.cols), c = this.focus % this.cols;
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    if (!step) return null;
    const rr = Math.min(this.rows - 1, Math.max(0, r + step[0]));
    const cc = Math.min(this.cols - 1, Math.max(0, c + step[1]));
    return rr * this.cols + cc;
  }

  // ---- zoom and pan ------------------------------------------------------------
  // The board is drawn `zoom` times the width of its window; the window scrolls.

  // Zoomed in at most until a light is a fingertip wide (MIN_TAP px; 256 x 256
  // on a phone needs about 30 times), and at least 8 times.
  get maxZoom() {
    const light = this.frame.clientWidth / Math.max(this.cols ?? 1, 1);
    return Math.max(8, MIN_TAP / Math.max(light, 0.1));
  }

  setZoom(zoom, around) {
    const frame = this.frame;
    const old = this.zoom;
    this.zoom = Math.min(this.maxZoom, Math.max(1, zoom));
    const keep = around ?? { x: frame.clientWidth / 2, y: frame.clientHeight / 2 };
    const fx = (frame.scrollLeft + keep.x) / old, fy = (frame.scrollTop + keep.y) / old;
    // Zoomed in, the window keeps the size the whole board had.
    if (old === 1 && this.zoom > 1) frame.style.height = `${frame.offsetHeight}px`;
    if (this.zoom === 1) frame.style.height = '';
    this.board.style.setProperty('--zoom', this.zoom);
    frame.classList.toggle('zoomed', this.zoom > 1);
    if (this.canvas) this.canvas.layout();
    frame.scrollLeft = fx * this.zoom - keep.x;
    frame.scrollTop = fy * this.zoom - keep.y;
    if (this.canvas) this.canvas.paint();
    this.onZoom?.(this.zoom);
  }

  // Pinch with two fingers, or Ctrl + wheel; one finger pans (native scroll).
  enableZoomGestures() {
    const frame = this.frame;
    const pointers = new Map();
    let start = null;
    const spread = () => {
      const [a, b] = [...pointers.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    frame.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'touch') return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 2) start = { spread: spread(), zoom: this.zoom };
    });
    frame.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 2 && start) {
        const box = frame.getBoundingClientRect();
        const [a, b] = [...pointers.values()];
        this.setZoom(start.zoom * spread() / start.spread, { x: (a.x + b.x) / 2 - box.left, y: (a.y + b.y) / 2 - box.top });
      }
    });
    const end = (e) => { pointers.delete(e.pointerId); if (pointers.size < 2) start = null; };
    frame.addEventListener('pointerup', end);
    frame.addEventListener('pointercancel', end);
    frame.addEventListener('wheel', (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = frame.getBoundingClientRect();
      this.setZoom(this.zoom * Math.exp(-e.deltaY / 300), { x: e.clientX - box.left, y: e.clientY - box.top });
    }, { passive: false });
  }
}
