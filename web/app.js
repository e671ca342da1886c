// lightsout web game: the page's wiring. Every answer (puzzles, hints,
// solutions, chasing, quiet patterns, certificates) comes from the JSON API of
// `lightsout serve` (api.js); the game (game.js) keeps the lights and flips
// footprints; the view (board-view.js) draws them.
import { api, query } from './api.js';
import { BoardView } from './board-view.js';
import { GraphView } from './graph-view.js';
import { graphPuzzle, loadPresets, preset } from './presets.js';
import { CONSTRAINT_TEXT, choosePreset, readForm, settingsChanged, showSettings, startSettings, toggleNumbers,
         writeForm } from './settings.js';
import * as edit from './edit.js';
import { PALETTE_STATES, gradientTextColour, stateColours } from './colours.js';
import { Game, cellName, topologyOf } from './game.js';
import { buildLesson, LessonPlayer, tableElement } from './learn.js';
import { QuietPanel } from './quiet.js';
import { decodeLights, decodeWitness, loadMoves, loadSettings, puzzleHash, readHash, saveMoves } from './share.js';
import { Certificate } from './why.js';

const $ = (id) => document.getElementById(id);

const ui = {
  game: null,
  mode: 'play',          // play | edit | learn
  busy: false,
  generation: 0,         // bumps on every new board, so stale answers are dropped
  overlay: false,        // Solve's marks are shown
  solution: null,        // what they show: { ordered, sequence, counts }, following the player's presses
  certificate: null,     // "show me why" is open
  lesson: null,          // the light-chasing player
  winClosed: false,
  hash: '',              // the puzzle in the address bar
  title: '',
  fromAddress: false,    // the puzzle being set was read from the address (a link, Back, Forward)
};

const gridView = new BoardView($('board-frame'), $('board'));
const graphView = new GraphView($('board-frame'), $('board'));
let view = gridView;  // the graph presets are drawn by graphView
const quiet = new QuietPanel(gridView, { panel: $('quiet-panel'), summary: $('quiet-summary'), list: $('quiet-list'), button: $('quiet') });

const EDGES_TAG = { flat: '', torus: ' (edges wrap)', klein: ' (edges glued as a Klein bottle)',
                    projective: ' (edges glued as a projective plane)' };
const RULE_TEXT = {
  plus: 'it and its four neighbours',
  square: 'the 3×3 block around it',
  cross: 'its whole row and column',
};
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
// "1 press solves it", "7 presses solve it".
const solveIt = (n) => `${plural(n, 'press', 'presses')} ${n === 1 ? 'solves' : 'solve'} it`;

// ---- the puzzle -------------------------------------------------------------------

// A board's rows from the API: strings of digits (up to 10 states) or arrays of numbers.
const lightsOf = (rows) => Uint8Array.from(rows.flatMap((row) => (Array.isArray(row) ? row : [...row].map(Number))));

// Values per light as the API's rows: digits up to 10 states, numbers above; a graph's as one list.
function rowsOf(values, puzzle = ui.game.puzzle) {
  if (puzzle.variant) return Array.from(values);
  const rows = [];
  for (let r = 0; r < puzzle.rows; r++) {
    const row = Array.from(values.subarray(r * puzzle.cols, (r + 1) * puzzle.cols));
    rows.push(puzzle.states > 10 ? row : row.join(''));
  }
  return rows;
}

// A board for the API; `witness` (counts per light that reach the goal from
// `cells`) goes along when given.
function boardRequest(cells = ui.game.cells, { witness = null, ...extra } = {}) {
  const { puzzle } = ui.game;
  const known = witness ? { witness: rowsOf(witness) } : {};
  if (puzzle.variant) return { variant: puzzle.variant, lights: Array.from(cells), ...known, ...extra };
  const states = puzzle.states > 2 ? { states: puzzle.states } : {};
  return { rows: puzzle.rows, cols: puzzle.cols, ...states, cells: rowsOf(cells), rule: puzzle.rule, topology: topologyOf(puzzle),
           goal: puzzle.goal, constraint: puzzle.constraint, ...known, ...extra };
}

// The board on screen for a puzzle: a grid, or the shape of a graph preset.
function buildView(puzzle) {
  $('board').classList.remove('graph');
  if (puzzle.variant) {
    view = graphView;
    graphView.build(preset(puzzle.variant), (i) => cellName(puzzle, i));
  } else {
    view = gridView;
    gridView.build(puzzle.rows, puzzle.cols, (i) => cellName(puzzle, i), puzzle.states);
  }
  $('turn').hidden = !(puzzle.variant && graphView.solid);
  updateZoomTools();
}

// Shows a puzzle from its start: a new board, the address bar, the panels closed.
function setPuzzle(puzzle, { par = null, title = '', moves = [] } = {}) {
  closeLesson();
  closeWhy();
  ui.generation++;
  ui.game = new Game(puzzle);
  ui.game.par = par;
  ui.game.witness = puzzle.witness ?? null;
  ui.title = title;
  ui.overlay = false;  // a new puzzle shows no solution, and the Solve button says so
  ui.solution = null;
  $('solve').setAttribute('aria-pressed', 'false');
  ui.winClosed = false;
  buildView(puzzle);
  const previous = ui.hash;
  ui.hash = puzzleHash(puzzle);
  // Each puzzle is an entry of the browser's history, so Back and Forward step
  // through them and Back stays in the game. A puzzle opened from the
  // address itself (a link, Back, Forward) only tidies the address.
  if (location.hash !== ui.hash) {
    if (previous && !ui.fromAddress) history.pushState(null, '', ui.hash);
    else history.replaceState(null, '', ui.hash);
  }
  ui.fromAddress = false;
  for (const j of moves) {  // a replayed move that is off the board or not legal ends the replay
    if (!(j >= 0 && j < ui.game.size) || ui.game.refusal(j)) break;
    ui.game.press(j);
  }
  saveMoves(ui.hash, ui.game.history);
  describeRule();
  drawLegend(puzzle.states);
  draw();
  if (quiet.open) quiet.show(puzzle).catch((e) => say(e.message, true));
}

// With more than two states, their colours in the order a press moves through
// them, always beside the score; # shows the numbers on the lights.
// Up to LEGEND_SWATCHES states a swatch each; more run along a gradient strip
// from 1 to K-1 after the swatch of 0.
const LEGEND_SWATCHES = 12;

function drawLegend(states) {
  const legend = $('legend');
  legend.hidden = states <= 2;
  if (states <= 2) { legend.replaceChildren(); return; }
  legend.setAttribute('aria-label', `States 0 to ${states - 1}; a press moves a light one state on`);
  const colours = stateColours(states);
  const swatch = (k) => {
    const i = document.createElement('i');
    i.dataset.state = String(k);
    i.textContent = String(k);
    if (states > PALETTE_STATES && k > 0) {
      i.style.background = colours[k];
      i.style.color = gradientTextColour(k, states);
    }
    return i;
  };
  if (states <= LEGEND_SWATCHES) {
    legend.replaceChildren(...Array.from({ length: states }, (_, k) => swatch(k)));
    return;
  }
  const strip = document.createElement('b');
  strip.className = 'legend-strip';
  const stops = Array.from({ length: 9 }, (_, s) => colours[1 + Math.round((s / 8) * (states - 2))]);
  strip.style.background = `linear-gradient(to right, ${stops.join(', ')})`;
  strip.title = `states 1 to ${states - 1}`;
  legend.replaceChildren(swatch(0), swatch(1), strip, swatch(states - 1));
}

function describeRule() {
  const { puzzle } = ui.game;
  const v = puzzle.variant && preset(puzzle.variant);
  if (v) {
    $('tagline').firstChild.textContent = `${v.product}: ${v.rule}. Goal: `;
    $('goal-word').textContent = v.goal;
    return;
  }
  const what = RULE_TEXT[puzzle.rule] ?? 'the cells of its footprint';
  const verb = puzzle.states > 2 ? 'move' : 'flip';
  const cycle = puzzle.states > 2 ? ` one state on (0 → 1 → … → ${puzzle.states - 1} → 0)` : '';
  $('tagline').firstChild.textContent = `Press a light to ${verb} ${what}${cycle}${EDGES_TAG[topologyOf(puzzle)]}. Turn them all `;
  $('goal-word').textContent = (puzzle.states > 2 && puzzle.goal === 'on' ? `to ${puzzle.states - 1}` : puzzle.goal) +
    (puzzle.constraint && puzzle.constraint !== 'any' ? `, pressing ${CONSTRAINT_TEXT[puzzle.constraint]}` : '');
}

// Par is the count of a known answer: the fewest when proven, else at most that.
const parText = (par) => (par === null ? '–' : par.proven ? String(par.count) : `at most ${par.count}`);

function newPuzzle(note = '') {
  return busy(async () => {
    if (ui.mode === 'edit') leaveEdit();
    const s = readForm();
    say('Making a puzzle…');
    const v = preset(s.variant);
    if (v?.graph) {
      const p = await api(`/api/new?${query({ variant: v.name, difficulty: s.difficulty })}`);
      setPuzzle({ ...graphPuzzle(v, p.lights), witness: Uint8Array.from(p.witness) }, { par: { count: p.par, proven: p.par_proven, legal: false }, title: v.product });
      say(note + `New ${v.product} puzzle: ${solveIt(p.difficulty)}` +
          `${p.minimal ? ' (fewest presses)' : ' (the fewest found; not proven)'}.`);
      return;
    }
    const p = await api(`/api/new?${query({ rule: s.rule, topology: s.topology, rows: s.rows, cols: s.cols, goal: s.goal,
                                             states: s.states > 2 ? s.states : undefined,
                                             constraint: s.constraint, difficulty: s.difficulty })}`);
    const puzzle = { rule: s.rule, torus: s.torus, topology: s.topology, rows: p.rows, cols: p.cols, states: s.states, goal: s.goal,
                     constraint: s.constraint, lights: lightsOf(p.cells), ...witnessOf(p) };
    setPuzzle(puzzle, { par: { count: p.par, proven: p.par_proven, legal: s.constraint !== 'any' }, title: v ? v.product : '' });
    say(note + madeText(p, s), note !== '');
  });
}

// The presses that solve a puzzle from /api/new or /api/daily (none under a move constraint).
const witnessOf = (p) => (p.witness ? { witness: lightsOf(p.witness) } : {});

// What was made, and when it is not what was asked, says so.
function madeText(p, s) {
  const fewest = p.minimal ? 'fewest presses' : 'the fewest found; not proven';
  const kind = `${s.choice === 'custom' ? 'custom' : s.rule}${s.states > 2 ? `, ${s.states}-state` : ''}`;
  let text = `New ${p.rows}×${p.cols} ${kind} puzzle: ` +
    `${solveIt(p.difficulty)} (${fewest}).`;
  if (s.asked !== p.difficulty && Number.isFinite(s.asked))
    text = `You asked for difficulty ${s.asked}; the ${s.asked > p.difficulty ? 'hardest' : 'closest'} board found ` +
      `on ${p.rows}×${p.cols} ${kind} needs ${plural(p.difficulty, 'press', 'presses')} (${fewest}).`;
  if (s.constraint !== 'any')
    text += ` Moves allowed: ${CONSTRAINT_TEXT[s.constraint]}; the solver's legal sequence takes ` +
      `${plural(p.par, 'press', 'presses')}${p.par_proven ? ' (fewest, proven)' : ' (fewest not proven)'}.`;
  return text;
}

function localDate() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function loadDaily(date = localDate(), moves = []) {
  return busy(async () => {
    if (ui.mode === 'edit') leaveEdit();
    const p = await api(`/api/daily?${query({ date })}`);
    const puzzle = { rule: p.rule, torus: p.torus, topology: p.topology, rows: p.rows, cols: p.cols, states: 2, goal: p.goal,
                     constraint: p.constraint, lights: lightsOf(p.cells), daily: date, ...witnessOf(p) };
    setPuzzle(puzzle, { par: { count: p.par, proven: p.par_proven, legal: p.constraint !== 'any' },
                        title: `Daily ${date}`, moves });
    writeForm({ ...puzzle, variant: '', difficulty: undefined });  // the settings say what is on the board
    say(`The puzzle of ${date}, the same for everyone: ${p.rows}×${p.cols} ${p.rule}${p.torus ? ' on a torus' : ''}, ` +
        `par ${parText(ui.game.par)}.`);
  });
}

// A puzzle from a link or an edited board: the solver gives its par.
// Its answer becomes the witness Hint and Solve send (a link's own witness, if
// it has one, is sent with the board; the lighter answer is par).
async function computePar() {
  const generation = ui.generation;
  const game = ui.game;
  let answer;
  try {
    answer = await api('/api/solve', boardRequest(game.puzzle.lights, { minimal: true, witness: game.constrained ? null : game.witness }));
  } catch (error) {
    if (!game.witness || !/witness/.test(error.message)) throw error;
    game.witness = null;  // a link's witness that does not solve its board is dropped
    answer = await api('/api/solve', boardRequest(game.puzzle.lights, { minimal: true }));
  }
  if (generation !== ui.generation) return null;
  if (!answer.solvable) {
    game.par = null;
    return answer;
  }
  const legal = (answer.sequence ?? []).length > 0 || game.constrained;
  game.par = { count: legal ? (answer.sequence ?? []).length : answer.count, proven: answer.minimal, legal };
  if (!legal) game.witness = game.countsOf(game.buttonsOf(answer.presses));
  return answer;
}

function loadFromHash() {
  ui.fromAddress = true;  // the next puzzle set comes from the address: no new history entry
  let link;
  try {
    link = readHash(location.hash);
  } catch (error) {
    return newPuzzle(`This link is broken: ${error.message}. Here is a new puzzle instead. `);
  }
  if (!link) return newPuzzle();
  if (link.daily) return loadDaily(link.daily, link.moves.length ? link.moves : loadMoves(location.hash));
  if (link.variant) {
    const v = preset(link.variant);
    try {
      if (!v?.graph) throw new Error(`'${link.variant}' is not one of the shapes`);
      link.puzzle = graphPuzzle(v, decodeLights(link.lights, v.graph.labels.length, v.states));
      if (link.witness) link.puzzle.witness = decodeWitness(link.witness, v.graph.labels.length, v.states);
    } catch (error) {
      return newPuzzle(`This link is broken: ${error.message}. Here is a new puzzle instead. `);
    }
  }
  return busy(async () => {
    const stored = link.moves.length ? [] : loadMoves(location.hash);
    const v = link.puzzle.variant && preset(link.puzzle.variant);
    setPuzzle(link.puzzle, { moves: link.moves.length ? link.moves : stored, title: v ? v.product : '' });
    writeForm(v ? { variant: v.name } : { ...link.puzzle, variant: '', difficulty: undefined });
    const answer = await computePar();
    draw();
    const replayed = link.moves.length ? ` Replayed ${plural(link.moves.length, 'move')} from the link; Restart plays it from the start.` : '';
    if (answer && !answer.solvable) noSolution(answer, 'This puzzle has no solution.');
    else say(`Puzzle from the link: ${v ? v.product : `${link.puzzle.rows}×${link.puzzle.cols}`}, par ${parText(ui.game.par)}.${replayed}`);
  });
}

// ---- drawing ------------------------------------------------------------------------

function stateWords(v) {
  if (ui.game.states === 2) return v ? 'lit' : 'unlit';
  return `state ${v}`;
}

function draw() {
  const game = ui.game;
  const shown = ui.mode === 'learn' && ui.lesson ? ui.lesson.frames[ui.lesson.index].cells : game.cells;
  view.draw(shown, stateWords);
  $('moves').textContent = game.history.length;
  $('par').textContent = ui.mode === 'edit' ? '–' : parText(game.par);
  const byLit = game.states === 2 && !game.puzzle.goalLights?.some((g) => g !== game.puzzle.goalLights[0]);
  $('lit-label').firstChild.textContent = byLit ? 'Lit ' : 'Left ';
  $('lit').textContent = byLit ? shown.reduce((n, v) => n + (v !== 0), 0)
    : shown.reduce((n, v, i) => n + (v !== game.goalOf(i)), 0);
  $('title').textContent = ui.mode === 'edit' ? 'Editing' : ui.title;
  drawWin();
  if (ui.certificate) $('why-count').textContent = ui.certificate.countText(game.history.at(-1));
  updateTools();
}

function winText() {
  const game = ui.game;
  const moves = game.history.length;
  const goal = game.states === 2 ? `Every light is ${game.puzzle.goal}` : 'Every light is at its goal';
  let text = `Solved! ${goal} after ${plural(moves, 'move')}.`;
  const par = game.par;
  if (par === null) return text;
  const legal = par.legal ? 'legal ' : '';
  let note;
  if (par.proven) {
    note = moves <= par.count ? `That is the fewest ${legal}presses possible.` : `The fewest ${legal}presses: ${par.count}.`;
  } else if (moves < par.count) {
    note = `Fewer than the solver's ${par.legal ? 'legal sequence' : 'answer'} of ${par.count}!`;
  } else if (moves === par.count) {
    note = `As few as the solver's ${par.legal ? 'legal sequence' : 'answer'} (not proven fewest).`;
  } else {
    note = `The solver's ${par.legal ? 'legal sequence' : 'answer'} takes ${par.count} (not proven fewest).`;
  }
  return `${text} <small>${note}</small>`;
}

function drawWin() {
  const won = ui.mode === 'play' && ui.game.history.length > 0 && ui.game.isSolved() && !ui.winClosed;
  if (won) $('win-text').innerHTML = winText();
  $('win').hidden = !won;
}

function updateTools() {
  const b = ui.busy, game = ui.game, mode = ui.mode;
  const playing = mode === 'play';
  $('undo').disabled = b || !playing || game.history.length === 0;
  $('redo').disabled = b || !playing || game.future.length === 0;
  $('restart').disabled = b || !playing || game.history.length === 0;
  $('hint').disabled = b || !playing;
  $('solve').disabled = b || mode === 'learn';
  const chaseOk = game.puzzle.rule === 'plus' && topologyOf(game.puzzle) === 'flat' && game.puzzle.constraint === 'any' &&
    game.states === 2 && !game.puzzle.variant && game.puzzle.rows <= LESSON_SIDE && game.puzzle.cols <= LESSON_SIDE;
  $('chase').disabled = b || !playing || !chaseOk;
  $('chase').title = chaseOk ? 'Learn light chasing, step by step'
    : `Light chasing is taught for the plus rule without a torus, any light allowed, up to ${LESSON_SIDE}x${LESSON_SIDE}`;
  $('quiet').disabled = b || Boolean(game.puzzle.variant);
  $('numbers').hidden = game.states === 2;
  $('edit').disabled = b || mode === 'learn';
  $('edit').setAttribute('aria-pressed', String(mode === 'edit'));
  $('share').disabled = b || mode !== 'play';
  $('new').disabled = b;
  $('daily').disabled = b;
  $('tools').hidden = mode === 'learn';
  $('edit-tools').hidden = mode !== 'edit';
  $('board').classList.toggle('editing', mode === 'edit');
  $('board').classList.toggle('learning', mode === 'learn');
  document.body.dataset.busy = b ? '1' : '';
  if (!b) delete document.body.dataset.busy;
}

function say(text, refusal = false) {
  const message = $('message');
  message.textContent = text;
  message.classList.toggle('refusal', refusal);
}

// Runs one request at a time; the tools are disabled meanwhile.
async function busy(work) {
  if (ui.busy) return;
  ui.busy = true;
  updateTools();
  try {
    await work();
  } catch (error) {
    say(error.message, true);
  } finally {
    ui.busy = false;
    updateTools();
  }
}

function clearMarks() {
  ui.overlay = false;
  ui.solution = null;
  view.clearMarks(['press', 'hint', 'refused', 'chasing', 'next']);
  $('solve').setAttribute('aria-pressed', 'false');
}

// The shown solution follows the player (as Tatham's Flip does): a press of a
// marked light takes one press off its mark, a press elsewhere adds the K - 1
// presses that undo it (with two states: the mark toggles). A numbered order
// (a move constraint) is kept while the player follows it; any other press
// takes the marks away.
function followSolution(j) {
  const s = ui.solution;
  view.clearMarks(['hint', 'refused', 'chasing', 'next']);
  if (s.ordered) {
    if (s.sequence[0] !== j) { clearMarks(); return; }
    s.followed.push(s.sequence.shift());
  } else {
    const k = ui.game.states;
    s.counts.set(j, ((s.counts.get(j) ?? 0) + k - 1) % k);
  }
  drawSolution();
}

// An undone press j: the marks need it once more (a numbered order takes it
// back when it was the last press followed, else the marks go).
function unfollowSolution(j) {
  const s = ui.solution;
  view.clearMarks(['hint', 'refused', 'chasing', 'next']);
  if (s.ordered) {
    if (s.followed.at(-1) !== j) { clearMarks(); return; }
    s.sequence.unshift(s.followed.pop());
  } else {
    s.counts.set(j, ((s.counts.get(j) ?? 0) + 1) % ui.game.states);
  }
  drawSolution();
}

function drawSolution() {
  const s = ui.solution;
  view.clearMarks(['press']);
  if (s.ordered) {
    const orders = new Map();
    s.sequence.forEach((j, k) => orders.set(j, [...(orders.get(j) ?? []), k + 1]));
    for (const [j, list] of orders) view.mark('press', j, list.join(' '));
    return;
  }
  for (const [j, count] of s.counts)
    if (count > 0) view.mark('press', j, ui.game.states > 2 ? `×${count}` : '');
}

// ---- playing -------------------------------------------------------------------------

function pressLight(j) {
  const game = ui.game;
  if (ui.mode === 'learn') { say(LESSON_SHOWING); return; }
  if (ui.mode === 'edit') {
    edit.cycle(game.cells, j, game.states);
    clearMarks();
    closeWhy();
    draw();
    return;
  }
  if (ui.busy) return;
  const reason = game.refusal(j);
  if (reason) {
    view.shake(j);
    say(`Refused: ${reason}, and the light at ${cellName(game.puzzle, j)} is ${stateWords(game.cells[j])}.`, true);
    return;
  }
  if (ui.overlay && ui.solution) followSolution(j);
  else clearMarks();
  game.press(j);
  saveMoves(ui.hash, game.history);
  say('');
  draw();
}

function undo() {
  if (ui.busy || ui.mode !== 'play' || ui.game.history.length === 0) return;
  const j = ui.game.undo();
  if (ui.overlay && ui.solution) unfollowSolution(j);  // Solve's marks stay on, and follow
  else clearMarks();
  ui.winClosed = false;
  saveMoves(ui.hash, ui.game.history);
  say(`Undid the press at ${cellName(ui.game.puzzle, j)}.`);
  draw();
}

function redo() {
  if (ui.busy || ui.mode !== 'play' || ui.game.future.length === 0) return;
  const j = ui.game.redo();
  if (ui.overlay && ui.solution) followSolution(j);
  else clearMarks();
  saveMoves(ui.hash, ui.game.history);
  say(`Pressed ${cellName(ui.game.puzzle, j)} again.`);
  draw();
}

function restart() {
  if (ui.busy || ui.mode !== 'play') return;
  if (ui.overlay && ui.solution) {
    for (const j of [...ui.game.history].reverse()) if (ui.solution) unfollowSolution(j);  // the marks from the start
  } else {
    clearMarks();
  }
  ui.game.restart();
  ui.winClosed = false;
  saveMoves(ui.hash, ui.game.history);
  say('Back to the start position.');
  draw();
}

// The solver's answer from the current lights: the plan hints follow.
async function solveNow() {
  const game = ui.game;
  const generation = ui.generation;
  // The witness is of the puzzle as played: edited lights are another board.
  const witness = ui.mode === 'play' ? game.witnessNow() : null;
  const answer = await api('/api/solve', boardRequest(game.cells, { minimal: true, witness }));
  if (generation !== ui.generation) return null;
  if (answer.solvable) {
    const ordered = (answer.sequence ?? []).length > 0;
    const presses = game.buttonsOf(ordered ? answer.sequence : answer.presses);
    if (ui.mode === 'play') game.setPlan(presses, ordered);
    answer.buttons = presses;
    answer.ordered = ordered;
  }
  return answer;
}

function hint() {
  if (ui.mode !== 'play') return;
  return busy(async () => {
    view.clearMarks(['hint', 'refused', 'chasing', 'next']);  // Solve's marks stay
    const game = ui.game;
    if (game.isSolved()) { say('Already solved.'); return; }
    let next = game.nextPlanned();
    if (next === null) {
      const answer = await solveNow();
      if (!answer) return;
      if (!answer.solvable) { noSolution(answer, 'No way to reach the goal from here.'); return; }
      next = game.nextPlanned();
    }
    const left = game.plan.presses.length;
    view.mark('hint', next);
    view.moveFocus(next);
    say(`Hint: press ${cellName(game.puzzle, next)} — ${plural(left, 'press', 'presses')} to go` +
        (game.par && !game.par.proven ? ' (fewest not proven).' : '.'));
  });
}

function solve() {
  if (ui.overlay) { clearMarks(); say(''); return; }
  return busy(async () => {
    clearMarks();
    const answer = await solveNow();
    if (!answer) return;
    if (!answer.solvable) { noSolution(answer, 'No solution from here.'); return; }
    const orders = new Map();
    answer.buttons.forEach((j, k) => orders.set(j, [...(orders.get(j) ?? []), k + 1]));
    // Numbered in order under a move constraint; with more states, how many times.
    ui.solution = { ordered: answer.ordered, sequence: [...answer.buttons], followed: [],
                    counts: new Map([...orders].map(([j, list]) => [j, list.length])) };
    drawSolution();
    ui.overlay = true;
    $('solve').setAttribute('aria-pressed', 'true');
    const n = answer.buttons.length;
    const hidden = view === graphView && graphView.solid ? [...orders.keys()].filter((j) => graphView.facing(j) <= 0.05).length : 0;
    say(n === 0 ? 'Already solved.' :
      `${plural(n, 'press solves', 'presses solve')} it` + (answer.ordered ? ', in the numbered order' : ', in any order') +
      (answer.minimal ? ' (fewest possible).' : ' (fewest not proven).') +
      (hidden ? ` ${hidden} of them ${hidden === 1 ? 'is' : 'are'} on the far side: turn the shape to see ${hidden === 1 ? 'it' : 'them'}.` : ''));
  });
}

// ---- no solution: the certificate, and "show me why" --------------------------------

function noSolution(answer, lead) {
  const cert = answer.certificate ?? [];
  const link = document.createElement('button');
  say(cert.length ? `${lead} The marked lights prove it. ` : noSolutionText(answer, lead), true);
  if (!cert.length) return;
  const weights = new Map(cert.map((item) => [ui.game.lightOf(item), ui.game.timesOf(item)]));
  ui.certificateWeights = weights;
  showCertificate(weights);
  link.type = 'button';
  link.className = 'link';
  link.id = 'show-why';
  link.textContent = 'Show me why';
  link.addEventListener('click', () => openWhy(weights));
  $('message').appendChild(link);
}

// Without a certificate: a proof that no legal sequence exists (the note says
// which), or a search that gave up, which proves nothing ("proven": false).
// Says whether the verdict is proven, in one sentence per fact.
function noSolutionText(answer, lead) {
  const note = (answer.note ?? '').replace(/^no legal sequence exists: /, '');
  const sentence = note ? ` ${note[0].toUpperCase()}${note.slice(1).replace(/\.$/, '')}.` : '';
  if (answer.proven === false)
    return `No legal sequence found, and none proven impossible (not proven): the search gave up.${sentence}`;
  return `${lead.replace(/\.$/, '')} (proven).${sentence}`;
}

function showCertificate(weights) {
  view.clearMarks(['cert']);
  for (const [i, y] of weights) view.mark('cert', i, ui.game.states > 2 ? String(y) : '');
}

function openWhy(weights) {
  ui.certificate = new Certificate(ui.game, weights);
  showCertificate(weights);
  $('why-text').textContent = ui.certificate.explain();
  $('why').hidden = false;
  draw();
  $('why').scrollIntoView({ block: 'nearest' });
}

function closeWhy() {
  ui.certificate = null;
  $('why').hidden = true;
  view.clearMarks(['cert']);
}

// ---- learn: light chasing, step by step -------------------------------------------------

function openLesson() {
  if (ui.mode !== 'play') return;
  return busy(async () => {
    clearMarks();
    const game = ui.game;
    const answer = await api('/api/chase', boardRequest(game.cells, { constraint: 'any' }));
    const frames = buildLesson(game, answer);
    ui.lessonCertificate = answer.solvable ? null : answer.certificate;
    ui.mode = 'learn';
    ui.lesson = new LessonPlayer(frames, answer.table, showFrame);
    $('learn').hidden = false;
    ui.lesson.go(0);
    showBoardWithLessonButtons();
    playLesson();
  });
}

// On a phone the board and the lesson's buttons (above its caption, so that
// a long caption does not move them) are a screen apart: scroll so that both
// show at once, or the buttons when the two do not fit in the window.
function showBoardWithLessonButtons() {
  const board = $('board').getBoundingClientRect(), next = $('learn-next').getBoundingClientRect();
  const top = Math.min(board.top, next.top), bottom = Math.max(board.bottom, next.bottom);
  if (top >= 0 && bottom <= window.innerHeight) return;
  if (bottom - top <= window.innerHeight) window.scrollBy(0, top - (window.innerHeight - (bottom - top)) / 2);
  else $('learn-next').scrollIntoView({ block: 'nearest' });
}

const LESSON_DELAY = 1100;
const LESSON_SIDE = 50;  // a frame per press: the server teaches up to 50x50 (offered.hpp)

function playLesson() {
  ui.lesson.play(LESSON_DELAY);
  showPlayButton();
}

function showPlayButton() {
  const playing = ui.lesson?.playing;
  $('learn-play').textContent = playing ? '❚❚ Pause' : '▶ Play';
  $('learn-play').setAttribute('aria-label', playing ? 'Pause' : 'Play');
}

function showFrame(frame, index, total) {
  view.clearMarks(['next', 'chasing']);
  $('learn-step').textContent = `Step ${index + 1} of ${total}`;
  $('learn-caption').textContent = frame.caption;
  if (frame.press !== null) view.mark('next', frame.press);
  $('learn-table').replaceChildren(tableElement(ui.lesson.table, frame.used));
  $('learn-prev').disabled = index === 0;
  $('learn-next').disabled = index === total - 1;
  $('learn-why').hidden = !(index === total - 1 && frame.solvable === false);
  showPlayButton();
  draw();
}

const LESSON_SHOWING = 'The lesson is showing; close it to play.';

function closeLesson() {
  if (!ui.lesson) return;
  if ($('message').textContent === LESSON_SHOWING) say('');  // it spoke of the lesson, now closed
  ui.lesson.pause();
  ui.lesson = null;
  ui.mode = 'play';
  $('learn').hidden = true;
  view.clearMarks(['next', 'chasing']);
  if (ui.game) draw();
}

// ---- edit mode -------------------------------------------------------------------------------

function toggleEdit() {
  if (ui.mode === 'edit') { playEdited(); return; }
  if (ui.mode !== 'play' || ui.busy) return;
  closeWhy();
  clearMarks();
  // The board being edited keeps its own rule, size and states (the form may
  // have been changed since it was made); changes made while editing apply.
  if (!ui.game.puzzle.variant) {
    writeForm({ ...ui.game.puzzle, variant: preset($('variant').value)?.graph ? '' : undefined, difficulty: undefined });
    settingsChanged();  // a grid preset whose settings these are not is let go
  }
  ui.mode = 'edit';
  say('Edit mode: click lights to set them; Clear, Fill, Invert or Paste a board; then Play this board or Solve it.');
  draw();
}

function leaveEdit() {
  ui.mode = 'play';
  closeWhy();
}

// The edited board with the settings' rule, size, goal and moves allowed.
function editedPuzzle(lights = ui.game.cells, size = ui.game.puzzle) {
  // The edited board is a new puzzle: the old one's witness does not solve it.
  if (ui.game.puzzle.variant) return { ...ui.game.puzzle, lights: Uint8Array.from(lights), witness: undefined };
  const s = readForm();
  return { rule: s.rule, torus: s.torus, topology: s.topology, rows: size.rows, cols: size.cols, states: s.states, goal: s.goal,
           constraint: s.constraint, lights: Uint8Array.from(lights, (v) => Math.min(v, s.states - 1)) };
}

// Settings changed while editing: the board follows (lights keep their place).
function editSettingsChanged() {
  const s = readForm();
  const old = ui.game.puzzle;
  if (old.variant) return;
  const lights = edit.resized(ui.game.cells, old.rows, old.cols, s.rows, s.cols);
  const puzzle = editedPuzzle(lights, s);
  ui.game = new Game(puzzle);
  buildView(puzzle);
  describeRule();
  draw();
}

function editAll(action) {
  if (ui.mode !== 'edit') return;
  action(ui.game.cells, ui.game.states);
  clearMarks();
  closeWhy();
  draw();
}

function playEdited() {
  return busy(async () => {
    const puzzle = editedPuzzle();
    ui.mode = 'play';
    setPuzzle(puzzle, { title: 'Your board' });
    const answer = await computePar();
    draw();
    if (!answer) return;
    if (!answer.solvable) noSolution(answer, 'Your board has no solution.');
    else say(`Your board: ${answer.count === 0 ? 'already at the goal' : `par ${parText(ui.game.par)}`}. ` +
             'Share it with the Share button.');
  });
}

function openPaste() {
  if (ui.mode !== 'edit') toggleEdit();
  $('paste-error').textContent = '';
  $('paste-dialog').showModal();
  $('paste-text').focus();
}

async function usePasted() {
  try {
    if (ui.game.puzzle.variant) throw new Error('a shape preset cannot take a pasted grid: choose your own settings first');
    const board = await edit.parsePasted($('paste-text').value, Number($('states').value));
    $('rows').value = board.rows;
    $('cols').value = board.cols;
    const puzzle = editedPuzzle(board.lights, board);
    ui.game = new Game(puzzle);
    buildView(puzzle);
    $('paste-dialog').close();
    say(`Pasted a ${board.rows}×${board.cols} board. Play this board, or Solve it.`);
    draw();
  } catch (error) {
    $('paste-error').textContent = error.message;
  }
}

// ---- share ------------------------------------------------------------------------------------

function shareLink() {
  const moves = $('share-moves').checked ? ui.game.history : [];
  return `${location.origin}${location.pathname}${puzzleHash(ui.game.puzzle, moves)}`;
}

function openShare() {
  $('share-link').value = shareLink();
  $('share-note').textContent = '';
  $('share-dialog').showModal();
  $('share-link').select();
}

async function copyShare() {
  $('share-link').select();
  try {
    await navigator.clipboard.writeText($('share-link').value);
    $('share-note').textContent = 'Copied.';
  } catch (_) {
    $('share-note').textContent = 'Select the link and copy it (Ctrl+C).';
  }
}

// ---- quiet patterns -----------------------------------------------------------------------------

function toggleQuiet() {
  if (quiet.open) { quiet.close(); return; }
  return busy(() => quiet.show(ui.game.puzzle));
}

// ---- zoom ---------------------------------------------------------------------------------------

// Zoom tools show when the lights are small on this screen.
function updateZoomTools() {
  const cell = $('board-frame').clientWidth / Math.max(ui.game.puzzle.cols, 1);
  $('zoom').hidden = Boolean(ui.game.puzzle.variant) || (cell >= 26 && gridView.zoom === 1);
}

gridView.onZoom = (zoom) => {
  $('zoom-level').textContent = `${Math.round(zoom * 100)}%`;
  $('zoom-out').disabled = zoom <= 1;
  $('zoom-in').disabled = zoom >= gridView.maxZoom * 0.999;
};

// ---- input ------------------------------------------------------------------------------------

function onBoardClick(event) {
  const cell = event.target.closest('.cell');
  const j = view === gridView ? gridView.lightAt(event) : cell && Number(cell.dataset.i);
  if (j === null) return;
  view.moveFocus(j, false);
  pressLight(j);
}

function onBoardKey(event) {
  if (ui.mode === 'learn') return;  // the lesson's keys are global
  const next = view.neighbour(event.key, event.shiftKey);
  if (next !== null) {
    view.moveFocus(next);
    event.preventDefault();
  } else if (event.key === ' ' || event.key === 'Enter') {
    pressLight(view.focus);
    event.preventDefault();
  }
}

function onLessonKey(event) {
  const lesson = ui.lesson;
  if (event.key === 'ArrowRight') { lesson.pause(); lesson.next(); }
  else if (event.key === 'ArrowLeft') { lesson.pause(); lesson.previous(); }
  else if (event.key === ' ') { if (lesson.playing) lesson.pause(); else playLesson(); showPlayButton(); }
  else if (event.key === 'Escape') closeLesson();
  else return;
  event.preventDefault();
}

function onGlobalKey(event) {
  if (event.target.closest('input, select, textarea, dialog, summary')) return;
  if (ui.mode === 'learn') { onLessonKey(event); return; }
  const key = event.key.toLowerCase();
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if ((event.ctrlKey || event.metaKey) && key === 'z' && !event.shiftKey) { undo(); event.preventDefault(); }
  else if ((event.ctrlKey || event.metaKey) && (key === 'y' || (key === 'z' && event.shiftKey))) { redo(); event.preventDefault(); }
  else if (plain && key === 'h') hint();
  else if (plain && key === 's') solve();
  else if (plain && key === 'r') restart();
  else if (plain && key === 'e') toggleEdit();
  else if (plain && key === 'n') newPuzzle();
  else if (plain && key === '#') { toggleNumbers(); view.repaint?.(); }
}

function onSettingsChange(event) {
  settingsChanged();
  if (ui.mode === 'edit') editSettingsChanged();
  // The board keeps the rule it was made with until New, which a changed
  // form alone would not show; say so, once, until New is pressed.
  else if (ui.mode === 'play' && event?.target?.id !== 'numbers')
    say('The board keeps its puzzle: press New to play these settings.');
}

async function start() {
  document.body.dataset.busy = '1';  // until the first puzzle is on the board (tests wait for it)
  say('');  // the page's line for a browser that runs none of its scripts
  $('settings').addEventListener('submit', (event) => { event.preventDefault(); newPuzzle(); });
  $('settings').addEventListener('change', onSettingsChange);
  $('board').addEventListener('click', onBoardClick);
  $('board').addEventListener('keydown', onBoardKey);
  document.addEventListener('keydown', onGlobalKey);
  const on = (id, f) => $(id).addEventListener('click', f);
  on('undo', undo);
  on('redo', redo);
  on('restart', restart);
  on('hint', hint);
  on('solve', solve);
  on('chase', openLesson);
  on('quiet', toggleQuiet);
  on('edit', toggleEdit);
  on('share', openShare);
  on('daily', () => loadDaily());
  on('settings-toggle', () => showSettings($('settings').hidden));
  on('win-close', () => { ui.winClosed = true; drawWin(); });
  on('edit-clear', () => editAll(edit.clear));
  on('edit-fill', () => editAll(edit.fill));
  on('edit-invert', () => editAll(edit.invert));
  on('edit-paste', openPaste);
  on('edit-done', playEdited);
  on('paste-use', usePasted);
  on('share-copy', copyShare);
  $('share-moves').addEventListener('change', () => { $('share-link').value = shareLink(); });
  on('learn-prev', () => { ui.lesson.pause(); ui.lesson.previous(); });
  on('learn-next', () => { ui.lesson.pause(); ui.lesson.next(); });
  on('learn-play', () => { if (ui.lesson.playing) { ui.lesson.pause(); showPlayButton(); } else playLesson(); });
  on('learn-close', closeLesson);
  on('learn-why', () => {
    const certificate = ui.lessonCertificate;
    closeLesson();
    noSolution({ solvable: false, certificate }, 'This board has no solution.');
    openWhy(ui.certificateWeights);
  });
  on('why-close', closeWhy);
  on('zoom-in', () => gridView.setZoom(gridView.zoom * 1.5));
  on('zoom-out', () => gridView.setZoom(gridView.zoom / 1.5));
  on('zoom-fit', () => gridView.setZoom(1));
  gridView.enableZoomGestures();
  on('numbers', () => { toggleNumbers(); view.repaint?.(); });
  on('turn-left', () => graphView.rotate(-0.5, 0));
  on('turn-right', () => graphView.rotate(0.5, 0));
  on('turn-up', () => graphView.rotate(0, -0.5));
  on('turn-down', () => graphView.rotate(0, 0.5));
  $('variant').addEventListener('change', choosePreset);
  window.addEventListener('resize', () => { if (ui.game) { updateZoomTools(); gridView.resized(); } });
  window.addEventListener('hashchange', () => { if (location.hash !== ui.hash) loadFromHash(); });

  startSettings(onSettingsChange);
  await loadPresets($('variant')).catch(() => say('The presets did not load; your own settings still work.', true));
  writeForm(loadSettings());
  showSettings(window.matchMedia('(min-width: 700px)').matches);
  // A board to show at once; the puzzle (from the link, or a new one) follows.
  ui.game = new Game({ rule: 'plus', torus: false, rows: 5, cols: 5, states: 2, goal: 'off', constraint: 'any', lights: new Uint8Array(25) });
  gridView.build(5, 5, (i) => cellName(ui.game.puzzle, i));
  draw();
  await loadFromHash();
}

start();
