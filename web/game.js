// The puzzle and the play: who changes whom (the footprint of every button),
// the lights, the moves, the par and the solver's plan. Nothing here asks the
// server or touches the page.
//
// A puzzle is { rule, topology, rows, cols, states, goal, constraint, lights }
// (older puzzles say torus: true instead of topology: 'torus'):
// `lights` is the start position, one value 0..states-1 per light, row-major;
// a preset that is a graph has { variant, labels, goalLights } instead of the
// grid's rule and size, and its press matrix comes with it (`changes`).
// Button j and light j are the same cell; pressing j adds `times` (mod states)
// to every light of its footprint, `changes[j] = [[light, times], ...]`.

export const MAX_SIDE = 256;
export const MAX_STATES = 255;
export const MAX_STENCIL = 7;   // the footprint editor's largest side

// The largest side the server offers (src/web/offered.cpp, max_side: the same
// table), so that every request stays within 100 ms of CPU (docs/WEB.md,
// "Limits"). Two states: 256 for every named rule, 64 for a custom footprint.
// More states: what the engines of K states (the structured solvers, light
// chasing mod K) keep within the budget for every K.
export function maxSide(rule, topology, states) {
  const kind = ruleKind(rule);
  // A Klein bottle or projective plane goes to the dense engines (docs/TOPOLOGY.md);
  // the cross rule is the same on every topology.
  if ((topology === 'klein' || topology === 'projective') && kind !== 'cross') return states <= 2 ? 50 : 20;
  if (states <= 2) return kind === 'footprint' ? 64 : MAX_SIDE;
  return kind === 'footprint' ? 20 : MAX_SIDE;
}

// Under a move constraint the legal order is searched for: up to 50x50.
export const MAX_CONSTRAINED_SIDE = 50;
export const CONSTRAINED_LIMIT_TEXT = 'boards with moves allowed only on lit or only on unlit lights are offered up to 50x50';

// The limit in words, as the server says it.
const ON_EDGES = { flat: '', torus: ' on a torus', klein: ' on a Klein bottle', projective: ' on a projective plane' };

export function sizeLimitText(rule, topology, states) {
  const side = maxSide(rule, topology, states);
  const kind = ruleKind(rule);
  const twisted = topology === 'klein' || topology === 'projective';
  const what = kind === 'footprint' ? `a custom footprint${twisted ? ON_EDGES[topology] : ''}` : `the ${kind} rule${ON_EDGES[topology]}`;
  const many = states <= 2 ? '' : ' with more than two states';
  return `boards of ${what}${many} are offered up to ${side}x${side}`;
}

// plus, square, cross, or a footprint (a stencil of the plus or the square
// shape is that rule, as the server reads it).
function ruleKind(rule) {
  if (!rule.startsWith('stencil:')) return rule;
  const key = (offsets) => offsets.map(([r, c]) => `${r},${c}`).sort().join(' ');
  const mine = key(stencilOffsets(rule));
  if (mine === key(OFFSETS.plus)) return 'plus';
  if (mine === key(OFFSETS.square)) return 'square';
  return 'footprint';
}

export const cellName = (puzzle, i) => (puzzle.labels ? `light ${puzzle.labels[i]}`
  : `row ${Math.floor(i / puzzle.cols) + 1}, column ${i % puzzle.cols + 1}`);

// "stencil:.x./xxx/.x." -> offsets [dr, dc] around the pressed cell.
export function stencilOffsets(rule) {
  const rows = rule.slice('stencil:'.length).split('/');
  const height = rows.length, width = rows[0].length;
  const out = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    if ('1#xX*'.includes(ch)) out.push([r - (height - 1) / 2, c - (width - 1) / 2]);
  }));
  return out;
}

const OFFSETS = {
  plus: [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1]],
  square: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 0], [0, 1], [1, -1], [1, 0], [1, 1]],
};

// 'flat', 'torus', 'klein' or 'projective'.
export const topologyOf = (puzzle) => puzzle.topology ?? (puzzle.torus ? 'torus' : 'flat');

// Where the offset [dr, dc] from (r, c) lands, or null off a flat board; the
// library's Rule::for_each_flipped (docs/TOPOLOGY.md): rows cross first, and
// crossing top/bottom of a Klein bottle or projective plane mirrors the
// column; then columns, and crossing left/right of a projective plane mirrors
// the row.
export function landing(topology, rows, cols, r, c, dr, dc) {
  const wrap = (i, n) => ((i % n) + n) % n;
  let rr = r + dr, cc = c + dc;
  if (topology === 'flat') return rr < 0 || rr >= rows || cc < 0 || cc >= cols ? null : [rr, cc];
  if (topology === 'torus') return [wrap(rr, rows), wrap(cc, cols)];
  const rowCrossings = Math.floor(rr / rows);
  rr = wrap(rr, rows);
  if (rowCrossings % 2 !== 0) cc = cols - 1 - cc;
  const colCrossings = Math.floor(cc / cols);
  cc = wrap(cc, cols);
  if (topology === 'projective' && colCrossings % 2 !== 0) rr = rows - 1 - rr;
  return [rr, cc];
}

// changes[j] for every button of a grid puzzle. Off the flat board an offset
// that lands on a light already changed changes it again (times 2).
// Each button's list is made when asked for, not kept: a cross button changes
// rows + cols - 1 lights, 33 million entries for 256 x 256, whose making in
// full would keep the page busy for 11 s after New.
export function gridChanges(puzzle) {
  const { rule, rows, cols } = puzzle;
  const topology = topologyOf(puzzle);
  const offsets = OFFSETS[rule] ?? (rule.startsWith('stencil:') ? stencilOffsets(rule) : null);
  const footprint = (j) => {
    const r = Math.floor(j / cols), c = j % cols;
    const times = new Map();
    const add = (i) => times.set(i, (times.get(i) ?? 0) + 1);
    if (rule === 'cross') {
      for (let cc = 0; cc < cols; cc++) add(r * cols + cc);
      for (let rr = 0; rr < rows; rr++) if (rr !== r) add(rr * cols + c);
    } else {
      for (const [dr, dc] of offsets) {
        const cell = landing(topology, rows, cols, r, c, dr, dc);
        if (cell) add(cell[0] * cols + cell[1]);
      }
    }
    return [...times.entries()].sort((a, b) => a[0] - b[0]);
  };
  return new Proxy(new Array(rows * cols), {
    get(buttons, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key) && Number(key) < buttons.length) return footprint(Number(key));
      return Reflect.get(buttons, key, receiver);
    },
  });
}

export class Game {
  constructor(puzzle, changes) {
    this.puzzle = puzzle;
    this.changes = changes ?? puzzle.changes ?? gridChanges(puzzle);
    this.cells = Uint8Array.from(puzzle.lights);
    this.history = [];   // buttons pressed, in order
    this.future = [];    // undone presses, for redo
    this.par = null;     // { count, proven, legal }: what the solver's answer takes from the start
    // Presses known to reach the goal from the start (counts 0..states-1 per
    // light): those that made the puzzle, or the answer par was read from.
    // Hint and Solve send it, less the player's presses, so that they never
    // announce more than par (the server takes the lighter answer).
    this.witness = null;
    this.plan = null;    // the solver's remaining presses from the current position
  }

  get size() { return this.cells.length; }
  get states() { return this.puzzle.states; }
  get constrained() { return this.puzzle.constraint !== 'any'; }

  goalOf(i) {
    const goal = this.puzzle.goalLights;
    if (goal) return goal[i];
    return this.puzzle.goal === 'on' ? this.states - 1 : 0;
  }
  atGoal(i) { return this.cells[i] === this.goalOf(i); }
  isSolved() { return this.cells.every((_, i) => this.atGoal(i)); }

  // Adds `times` presses of button j to the lights (times may be negative).
  apply(j, times = 1, cells = this.cells) {
    const k = this.states;
    for (const [i, t] of this.changes[j]) cells[i] = (((cells[i] + t * times) % k) + k) % k;
  }

  // Why pressing j is not allowed now under the move constraint, or null.
  refusal(j) {
    const lit = this.cells[j] !== 0;
    if (this.puzzle.constraint === 'only-off' && lit) return 'only unlit lights may be pressed';
    if (this.puzzle.constraint === 'only-on' && !lit) return 'only lit lights may be pressed';
    return null;
  }

  press(j) {
    this.apply(j, 1);
    this.history.push(j);
    this.future = [];
    this.followPlan(j);
  }

  undo() {
    const j = this.history.pop();
    this.apply(j, -1);
    this.future.push(j);
    this.plan = null;
    return j;
  }

  redo() {
    const j = this.future.pop();
    this.apply(j, 1);
    this.history.push(j);
    this.plan = null;
    return j;
  }

  restart() {
    this.cells = Uint8Array.from(this.puzzle.lights);
    this.history = [];
    this.future = [];
    this.plan = null;
  }

  // The witness from the current position: each press made needs one press fewer.
  witnessNow() {
    if (!this.witness || this.constrained) return null;
    const k = this.states;
    const counts = Uint8Array.from(this.witness);
    for (const j of this.history) counts[j] = (counts[j] + k - 1) % k;
    return counts;
  }

  // An answer's presses (buttons, repeated) as counts per light, mod states.
  countsOf(buttons) {
    const counts = new Uint8Array(this.size);
    for (const j of buttons) counts[j] = (counts[j] + 1) % this.states;
    return counts;
  }

  // A light named in an answer: [r, c] (1-based) on a grid, a label on a graph;
  // with more than two states [r, c, t] / [label, t]: t presses or a weight t.
  lightOf(item) {
    const { labels, cols } = this.puzzle;
    if (labels) return labels.indexOf(Array.isArray(item) ? item[0] : item);
    return (item[0] - 1) * cols + (item[1] - 1);
  }
  timesOf(item) {
    if (this.puzzle.labels) return Array.isArray(item) ? item[1] : 1;
    return item.length > 2 ? item[2] : 1;
  }
  // An answer's presses as buttons, each repeated as often as it is pressed.
  buttonsOf(items) {
    return items.flatMap((item) => Array(this.timesOf(item)).fill(this.lightOf(item)));
  }

  // The plan stays the solver's answer while the player follows it: the next
  // press of a sequence, or any press of a pattern (order free); each followed
  // press leaves a plan one press shorter, so hints win in exactly par presses.
  setPlan(presses, ordered) { this.plan = { presses: [...presses], ordered, at: this.history.length }; }
  followPlan(j) {
    const plan = this.plan;
    if (!plan || plan.at !== this.history.length - 1) { this.plan = null; return; }
    const k = plan.ordered ? (plan.presses[0] === j ? 0 : -1) : plan.presses.indexOf(j);
    if (k < 0) { this.plan = null; return; }
    plan.presses.splice(k, 1);
    plan.at = this.history.length;
  }
  nextPlanned() {
    const plan = this.plan;
    return plan && plan.at === this.history.length && plan.presses.length > 0 ? plan.presses[0] : null;
  }
}
