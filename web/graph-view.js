// The presets that are not grids, drawn as what they are: Merlin's Magic
// Square as its 3x3 keypad, Orbix as a ball with 12 lights at the vertices of
// an icosahedron, the Cube as 54 squares on the faces of a cube. The solids
// turn (drag them, the ⟲ ⟳ buttons, or Shift + arrows); a hint or the keyboard
// focus turns the light it is on to the front. Same interface as BoardView.
const SVG = 'http://www.w3.org/2000/svg';
const MARKS = ['press', 'hint', 'refused', 'next', 'cert', 'quiet-mark'];

const el = (name, attrs = {}) => {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

// Two unit axes across the face whose outward normal is n (the Cube's squares).
function faceAxes(n) {
  const [x, y, z] = n.map(Math.abs);
  if (x >= y && x >= z) return [[0, 1, 0], [0, 0, 1]];
  if (y >= x && y >= z) return [[1, 0, 0], [0, 0, 1]];
  return [[1, 0, 0], [0, 1, 0]];
}

export class GraphView {
  constructor(frame, board) {
    this.frame = frame;
    this.board = board;
    this.focus = 0;
    this.zoom = 1;
    this.cells = [];
    this.yaw = -0.6;
    this.pitch = 0.45;
  }

  // variant: the /api/variants entry of a graph preset.
  build(variant, names) {
    this.variant = variant;
    this.yaw = -0.6;  // each shape starts from the same view
    this.pitch = 0.45;
    const g = variant.graph;
    this.solid = g.solid.length > 0;
    this.board.replaceChildren();
    this.board.classList.add('graph');
    this.board.style.gridTemplateColumns = '';
    this.svg = el('svg', { viewBox: this.solid ? '-1.25 -1.25 2.5 2.5' : '-0.6 -0.6 3.2 3.2', class: 'graph-board',
                           role: 'group', 'aria-label': variant.product });
    this.board.appendChild(this.svg);
    this.body = el('g', { class: 'body' });
    this.svg.appendChild(this.body);
    this.cells = g.labels.map((label, i) => {
      const cell = el(this.shape(i), { class: 'cell', tabindex: '-1', role: 'button' });
      cell.dataset.i = i;
      cell.dataset.name = names(i);
      const text = el('text', { class: 'mark', 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      const group = el('g', { class: 'light' });
      group.append(cell, text);
      this.svg.appendChild(group);
      cell.group = group;
      cell.text = text;
      return cell;
    });
    this.focus = Math.min(this.focus, this.cells.length - 1);
    if (this.solid) this.enableTurning();
    this.layout();
  }

  shape(i) {
    if (!this.solid) return 'rect';
    return this.variant.graph.face.length ? 'polygon' : 'circle';
  }

  // ---- geometry: the solid turned by yaw and pitch, seen from +z ----------------

  turn([x, y, z]) {
    const cy = Math.cos(this.yaw), sy = Math.sin(this.yaw), cp = Math.cos(this.pitch), sp = Math.sin(this.pitch);
    const x1 = cy * x + sy * z, z1 = -sy * x + cy * z;
    return [x1, cp * y - sp * z1, sp * y + cp * z1];
  }

  // Screen position (y down) of a point of the solid; the Cube has side 3.
  project(p) {
    const scale = this.variant.graph.face.length ? 1 / 2.7 : 1;
    const [x, y, z] = this.turn(p);
    return [x * scale, -y * scale, z];
  }

  facing(i) { return this.turn(this.variant.graph.normal[i])[2]; }

  layout() {
    if (!this.solid) { this.layoutFlat(); return; }
    const g = this.variant.graph;
    this.body.replaceChildren();
    const faces = g.face.length ? this.cubeFaces() : g.polygons.map((poly) => poly.map((v) => g.solid[v]));
    faces.map((points) => ({ points: points.map((p) => this.project(p)) }))
      .map((f) => ({ ...f, depth: f.points.reduce((s, p) => s + p[2], 0) / f.points.length }))
      .sort((a, b) => a.depth - b.depth)
      .forEach((f) => {
        // Outward polygons run counter-clockwise seen from outside; on the
        // screen (y down) that is clockwise: a negative signed area.
        const front = (f.points[1][0] - f.points[0][0]) * (f.points[2][1] - f.points[0][1]) -
                      (f.points[1][1] - f.points[0][1]) * (f.points[2][0] - f.points[0][0]) < 0;
        this.body.appendChild(el('polygon', { points: f.points.map((p) => `${p[0]},${p[1]}`).join(' '),
                                              class: front ? 'face front' : 'face back' }));
      });
    const order = this.cells.map((_, i) => i).sort((a, b) => this.project(g.solid[a])[2] - this.project(g.solid[b])[2]);
    for (const i of order) {
      const cell = this.cells[i];
      const visible = this.facing(i) > 0.05;
      const [x, y] = this.project(g.solid[i]);
      if (g.face.length) {
        const [u, v] = faceAxes(g.normal[i]);
        const corner = (a, b) => this.project(g.solid[i].map((c, k) => c + 0.44 * (a * u[k] + b * v[k])));
        cell.setAttribute('points', [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)].map((p) => `${p[0]},${p[1]}`).join(' '));
      } else {
        cell.setAttribute('cx', x);
        cell.setAttribute('cy', y);
        cell.setAttribute('r', 0.16 * (0.75 + 0.25 * this.facing(i)));
      }
      cell.text.setAttribute('x', x);
      cell.text.setAttribute('y', y);
      cell.group.classList.toggle('hidden-side', !visible);
      cell.group.style.display = g.face.length && !visible ? 'none' : '';
      this.svg.appendChild(cell.group);  // nearer lights last: on top
    }
  }

  cubeFaces() {
    const faces = [];
    for (const n of [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]]) {
      const [u, v] = faceAxes(n);
      const c = n.map((x) => 1.5 * x);
      const at = (a, b) => c.map((x, k) => x + 1.5 * (a * u[k] + b * v[k]));
      // Counter-clockwise seen from outside: u x v points along n or against it.
      const uxv = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const corners = [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
      faces.push(dot(uxv, n) > 0 ? corners.reverse() : corners);
    }
    return faces;
  }

  layoutFlat() {
    const g = this.variant.graph;
    this.cells.forEach((cell, i) => {
      const [x, y] = g.flat[i];
      Object.entries({ x: x - 0.42, y: y - 0.42, width: 0.84, height: 0.84, rx: 0.14 }).forEach(([k, v]) => cell.setAttribute(k, v));
      cell.text.setAttribute('x', x);
      cell.text.setAttribute('y', y);
    });
  }

  // Turns the solid so that light i faces the viewer.
  reveal(i) {
    if (!this.solid || this.facing(i) > 0.35) return;
    const [x, y, z] = this.variant.graph.normal[i];
    this.yaw = Math.atan2(-x, z);
    this.pitch = Math.atan2(y, Math.hypot(x, z));
    this.layout();
  }

  rotate(dyaw, dpitch) {
    this.yaw += dyaw;
    this.pitch = Math.max(-1.5, Math.min(1.5, this.pitch + dpitch));
    this.layout();
  }

  enableTurning() {
    let drag = null;
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.target.closest('.cell')) return;
      drag = { x: e.clientX, y: e.clientY };
      this.svg.setPointerCapture(e.pointerId);
    });
    this.svg.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const size = this.svg.getBoundingClientRect().width || 1;
      this.rotate((e.clientX - drag.x) / size * 3, (e.clientY - drag.y) / size * 3);
      drag = { x: e.clientX, y: e.clientY };
    });
    const end = () => { drag = null; };
    this.svg.addEventListener('pointerup', end);
    this.svg.addEventListener('pointercancel', end);
  }

  // ---- the BoardView interface ----------------------------------------------------------

  draw(cells, words) {
    this.cells.forEach((cell, i) => {
      cell.dataset.state = cells[i];
      cell.group.dataset.state = cells[i];
      cell.setAttribute('tabindex', i === this.focus ? '0' : '-1');
      cell.setAttribute('aria-label', `${cell.dataset.name}, ${words(cells[i])}`);
      cell.text.textContent = cell.group.dataset.order ?? cell.group.dataset.weight ?? cells[i];
    });
  }

  cell(i) { return this.cells[i]; }

  mark(kind, i, label) {
    const cell = this.cells[i];
    cell.classList.add(kind);
    cell.group.classList.add(kind);
    if (label !== undefined) cell.group.dataset[kind === 'cert' ? 'weight' : 'order'] = label;
    cell.text.textContent = label ?? cell.text.textContent;
    if (kind === 'hint' || kind === 'next') this.reveal(i);
  }

  clearMarks(kinds = MARKS) {
    for (const cell of this.cells) {
      for (const kind of kinds) { cell.classList.remove(kind); cell.group.classList.remove(kind); }
      if (kinds.includes('press')) delete cell.group.dataset.order;
      if (kinds.includes('cert')) delete cell.group.dataset.weight;
      cell.text.textContent = cell.dataset.state ?? '';
    }
  }

  shake(i) {
    const cell = this.cells[i];
    cell.classList.remove('refused');
    void cell.getBoundingClientRect();
    cell.classList.add('refused');
  }

  moveFocus(i, focus = true) {
    this.cells[this.focus]?.setAttribute('tabindex', '-1');
    this.focus = i;
    this.cells[i].setAttribute('tabindex', '0');
    if (focus) {
      this.reveal(i);
      this.cells[i].focus({ preventScroll: true });
    }
  }

  // The nearest light on the screen in the arrow's direction; Shift + arrow turns a solid.
  neighbour(key, shift = false) {
    const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
    if (!step) return null;
    if (shift && this.solid) { this.rotate(step[0] * 0.4, step[1] * 0.4); return this.focus; }
    const where = (i) => {
      const box = this.cells[i].getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const [x0, y0] = where(this.focus);
    let best = null, bestScore = Infinity;
    this.cells.forEach((_, i) => {
      if (i === this.focus || (this.solid && this.facing(i) <= 0.05)) return;
      const [x, y] = where(i);
      const along = (x - x0) * step[0] + (y - y0) * step[1];
      if (along <= 1) return;
      const across = Math.abs((x - x0) * step[1] - (y - y0) * step[0]);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = i; }
    });
    return best ?? this.focus;
  }

  setZoom() {}
  enableZoomGestures() {}
}
