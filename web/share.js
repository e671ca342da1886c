// The puzzle in the URL (share and replay), the settings across reloads.
//
//   #rule=plus&size=5x5&states=2&goal=off&moves-allowed=any&lights=<code>
//   [&torus=1 | &topology=klein|projective] [&witness=<code>] [&moves=<code>]
//                                     a puzzle, and optionally moves to replay
//   #variant=orbix&lights=<code>[&witness=<code>]
//                                     a preset that is a graph (Orbix, the Cube,
//                                     Merlin's Magic Square): its lights in vertex order
//   #daily=2025-02-03                 the puzzle of a day
//
// `lights`: with 2 states the lights as bits, row-major, six to a character of
// base64url (A = 000000, most significant bit first); with 3 to 36 states one
// character per light, 0-9 then a-z; with more (up to 255) two characters per
// light, base 36 (00 to 73). `witness`: presses that solve the puzzle from its
// start, a count 0..states-1 per light written as the lights are (the presses
// that made a New puzzle: Hint and Solve never announce more than par). `moves`: the pressed cells as numbers
// 1..cells in base 36, separated by '.'.
import { CONSTRAINED_LIMIT_TEXT, MAX_CONSTRAINED_SIDE, MAX_SIDE, MAX_STATES, maxSide, sizeLimitText, topologyOf } from './game.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const WIDE = 36;  // above this many states a light takes two characters

export function encodeLights(lights, states) {
  if (states > WIDE) return Array.from(lights, (v) => v.toString(36).padStart(2, '0')).join('');
  if (states > 2) return Array.from(lights, (v) => v.toString(36)).join('');
  let out = '';
  for (let i = 0; i < lights.length; i += 6) {
    let v = 0;
    for (let b = 0; b < 6; b++) v = (v << 1) | (lights[i + b] ? 1 : 0);
    out += B64[v];
  }
  return out;
}

export function decodeLights(text, count, states) {
  const lights = new Uint8Array(count);
  if (states > 2) {
    const width = states > WIDE ? 2 : 1;
    if (text.length !== count * width) throw new Error(`the link has ${Math.floor(text.length / width)} lights, the board ${count}`);
    for (let i = 0; i < count; i++) {
      const code = text.slice(i * width, (i + 1) * width);
      const v = /^[0-9a-z]+$/.test(code) ? parseInt(code, 36) : NaN;
      if (!(v >= 0 && v < states)) throw new Error(`the link has a light '${code}' outside 0..${states - 1}`);
      lights[i] = v;
    }
    return lights;
  }
  if (text.length !== Math.ceil(count / 6)) throw new Error('the link\'s lights do not fit the board size');
  for (let i = 0; i < count; i++) {
    const v = B64.indexOf(text[Math.floor(i / 6)]);
    if (v < 0) throw new Error(`the link has a character '${text[Math.floor(i / 6)]}' that is not a light`);
    lights[i] = (v >> (5 - (i % 6))) & 1;
  }
  return lights;
}

// A link's witness, written as its lights are.
export function decodeWitness(text, count, states) {
  try {
    return decodeLights(text, count, states);
  } catch (error) {
    throw new Error(`the link's witness does not fit its board (${error.message})`);
  }
}

export function puzzleHash(puzzle, moves = []) {
  const params = new URLSearchParams();
  if (puzzle.daily) {
    params.set('daily', puzzle.daily);
  } else if (puzzle.variant) {
    params.set('variant', puzzle.variant);
    params.set('lights', encodeLights(puzzle.lights, puzzle.states));
  } else {
    params.set('rule', puzzle.rule);
    const topology = topologyOf(puzzle);
    if (topology === 'torus') params.set('torus', '1');
    else if (topology !== 'flat') params.set('topology', topology);
    params.set('size', `${puzzle.rows}x${puzzle.cols}`);
    params.set('states', String(puzzle.states));
    params.set('goal', puzzle.goal);
    params.set('moves-allowed', puzzle.constraint);
    params.set('lights', encodeLights(puzzle.lights, puzzle.states));
  }
  if (puzzle.witness && !puzzle.daily) params.set('witness', encodeLights(puzzle.witness, puzzle.states));
  if (moves.length) params.set('moves', moves.map((j) => (j + 1).toString(36)).join('.'));
  return '#' + params.toString();
}

const RULE = /^(plus|square|cross|stencil:[.x/]+)$/;

// The puzzle a URL hash describes, { daily } for a daily puzzle, or null for
// none; throws an Error saying what is wrong with a broken link.
// A link's footprint as the server reads it (Rule::parse): rows of '.' and 'x'
// of one length, an odd height and width (the pressed cell is the centre), at
// least one 'x'; and small enough for the page's 7 x 7 editor to show it.
function checkStencil(spec) {
  const rows = spec.split('/');
  const width = rows[0].length;
  if (rows.some((row) => row.length !== width) || width === 0)
    throw new Error(`the link's footprint '${spec}' has rows of different lengths`);
  if (rows.length % 2 === 0 || width % 2 === 0)
    throw new Error(`the link's footprint '${spec}' has an even side: its height and width must be odd, the pressed cell in the centre`);
  if (rows.length > 7 || width > 7) throw new Error(`the link's footprint is ${rows.length}x${width}; the game draws up to 7x7`);
  if (!spec.includes('x')) throw new Error(`the link's footprint '${spec}' flips no cell`);
}

// A link's day: a real one, YYYY-MM-DD (the server's daily puzzles are 2000..2999).
function checkedDay(day) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  const date = m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (!m || date.getUTCFullYear() !== Number(m[1]) || date.getUTCMonth() !== Number(m[2]) - 1 ||
      date.getUTCDate() !== Number(m[3]) || Number(m[1]) < 2000 || Number(m[1]) > 2999)
    throw new Error(`the link's day '${day}' is not a real day of the years 2000 to 2999`);
  return day;
}

export function readHash(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const moves = (params.get('moves') ?? '').split('.').filter(Boolean).map((m) => parseInt(m, 36) - 1);
  if (params.has('daily')) return { daily: checkedDay(params.get('daily')), moves };
  if (!params.has('lights')) return null;
  if (params.has('variant')) return { variant: params.get('variant'), lights: params.get('lights'), witness: params.get('witness'), moves };
  const rule = params.get('rule') ?? 'plus';
  if (!RULE.test(rule)) throw new Error(`the link's rule '${rule}' is not one the game knows`);
  if (rule.startsWith('stencil:')) checkStencil(rule.slice('stencil:'.length));
  const size = /^(\d+)x(\d+)$/.exec(params.get('size') ?? '');
  if (!size) throw new Error('the link has no size (like 5x5)');
  const rows = Number(size[1]), cols = Number(size[2]);
  if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE) throw new Error(`the link's size ${rows}x${cols} is outside 1..${MAX_SIDE}`);
  const states = Number(params.get('states') ?? 2);
  if (!(Number.isInteger(states) && states >= 2 && states <= MAX_STATES))
    throw new Error(`the link's states ${params.get('states')} are outside 2..${MAX_STATES}`);
  const topology = params.get('topology') ?? (params.get('torus') === '1' ? 'torus' : 'flat');
  if (!['flat', 'torus', 'klein', 'projective'].includes(topology))
    throw new Error(`the link's topology '${topology}' is not flat, torus, klein or projective`);
  const side = maxSide(rule, topology, states);
  if (rows > side || cols > side) throw new Error(`${sizeLimitText(rule, topology, states)}, and the link's board is ${rows}x${cols}`);
  const goal = params.get('goal') ?? 'off';
  if (!['off', 'on'].includes(goal)) throw new Error(`the link's goal '${goal}' is not off or on`);
  const constraint = params.get('moves-allowed') ?? 'any';
  if (!['any', 'only-off', 'only-on'].includes(constraint)) throw new Error(`the link's moves-allowed '${constraint}' is unknown`);
  if (constraint !== 'any' && (rows > MAX_CONSTRAINED_SIDE || cols > MAX_CONSTRAINED_SIDE))
    throw new Error(`${CONSTRAINED_LIMIT_TEXT}, and the link's board is ${rows}x${cols}`);
  const lights = decodeLights(params.get('lights'), rows * cols, states);
  const witness = params.has('witness') && constraint === 'any' ? { witness: decodeWitness(params.get('witness'), rows * cols, states) } : {};
  if (moves.some((j) => !(j >= 0 && j < rows * cols))) throw new Error('the link\'s moves are off the board');
  return { puzzle: { rule, torus: topology === 'torus', topology, rows, cols, states, goal, constraint, lights, ...witness }, moves };
}

// ---- what survives a reload ----------------------------------------------------

const SETTINGS = 'lightsout.settings';

export function loadSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS)) ?? {}; } catch (_) { return {}; }
}
export function saveSettings(settings) {
  try { localStorage.setItem(SETTINGS, JSON.stringify(settings)); } catch (_) { /* private mode: not kept */ }
}

// The moves of each puzzle of this tab's history, by a digest of its address
// (a 256 x 256 board's is 100 KB or more), so that Back and Forward find every
// puzzle as it was left; the latest KEPT_PUZZLES.
const MOVES = 'lightsout.moves';
const KEPT_PUZZLES = 50;
function digest(text) {
  let a = 0x811c9dc5, b = 0x01000193;  // two 32-bit FNV-1a lanes
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `${text.length}:${a.toString(36)}:${b.toString(36)}`;
}
function savedMoves() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(MOVES));
    return Array.isArray(saved) ? saved : [];
  } catch (_) { return []; }
}
export function saveMoves(hash, history) {
  const key = digest(hash);
  const kept = savedMoves().filter((entry) => entry.key !== key);
  kept.push({ key, history: [...history] });
  try { sessionStorage.setItem(MOVES, JSON.stringify(kept.slice(-KEPT_PUZZLES))); } catch (_) { /* not kept */ }
}
export function loadMoves(hash) {
  const key = digest(hash);
  return savedMoves().find((entry) => entry.key === key)?.history ?? [];
}
