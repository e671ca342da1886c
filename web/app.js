// lightsout web game. Every answer (puzzles, hints, solutions, chasing, quiet
// patterns) comes from the JSON API of `lightsout serve` (docs/WEB.md); this
// file only keeps the board on screen and flips the footprint of a press.
'use strict';

const $ = (id) => document.getElementById(id);

const state = {
  rule: 'plus', rows: 5, cols: 5, goal: 'off', constraint: 'any',
  cells: new Uint8Array(25),  // 1 = lit, row-major
  history: [], future: [],    // presses, as [r, c]
  par: null,
  focus: { r: 0, c: 0 },
  overlay: false,             // Solve shows every press
  quietShown: null,           // index of the quiet pattern marked on the board
  quiet: [],
  busy: false,                // a request or an animation is running
  generation: 0,              // bumps on every new board, so stale answers are dropped
};

const GOAL_TEXT = { off: 'off', on: 'on' };
const CONSTRAINT_TEXT = { 'only-off': 'only unlit lights', 'only-on': 'only lit lights' };

// ---- the board ---------------------------------------------------------------

const index = (r, c) => r * state.cols + c;
const goalValue = () => (state.goal === 'on' ? 1 : 0);
const cellName = (r, c) => `row ${r + 1}, column ${c + 1}`;

// The cells a press at (r, c) flips under the current rule.
function footprint(r, c) {
  const out = [];
  const { rows, cols } = state;
  if (state.rule === 'cross') {
    for (let j = 0; j < cols; j++) out.push([r, j]);
    for (let i = 0; i < rows; i++) if (i !== r) out.push([i, c]);
    return out;
  }
  const reach = state.rule === 'square' ? [-1, 0, 1] : null;
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (!reach && dr !== 0 && dc !== 0) continue;  // plus: no diagonals
      const rr = r + dr, cc = c + dc;
      if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) out.push([rr, cc]);
    }
  }
  return out;
}

function flip(r, c) {
  for (const [rr, cc] of footprint(r, c)) state.cells[index(rr, cc)] ^= 1;
}

function isSolved() {
  const g = goalValue();
  return state.cells.every((v) => v === g);
}

function litCount() {
  let n = 0;
  for (const v of state.cells) n += v;
  return n;
}

function boardRequest(extra = {}) {
  const cells = [];
  for (let r = 0; r < state.rows; r++) {
    let row = '';
    for (let c = 0; c < state.cols; c++) row += state.cells[index(r, c)] ? '1' : '0';
    cells.push(row);
  }
  return { rows: state.rows, cols: state.cols, cells, rule: state.rule, goal: state.goal,
           constraint: state.constraint, ...extra };
}

// ---- the API -------------------------------------------------------------------

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  let answer = null;
  try { answer = await response.json(); } catch (_) { /* not JSON: reported below */ }
  if (!response.ok) throw new Error((answer && answer.error) || `the server answered ${response.status}`);
  return answer;
}

// Runs one request or animation at a time; the tools are disabled meanwhile.
async function busy(work) {
  if (state.busy) return;
  state.busy = true;
  updateTools();
  try {
    await work();
  } catch (error) {
    say(error.message, true);
  } finally {
    state.busy = false;
    updateTools();
  }
}

// ---- drawing ---------------------------------------------------------------------

function buildBoard() {
  const board = $('board');
  board.replaceChildren();
  const n = Math.max(state.rows, state.cols);
  board.style.setProperty('--n', n);
  board.style.setProperty('--gap', `${n <= 7 ? 6 : n <= 12 ? 4 : n <= 25 ? 2 : 1}px`);
  board.style.setProperty('--radius', `${n <= 7 ? 9 : n <= 15 ? 5 : n <= 30 ? 3 : 1}px`);
  board.style.gridTemplateColumns = `repeat(${state.cols}, 1fr)`;
  // A wide board keeps square cells: its height shrinks with the row count.
  board.style.width = state.cols >= state.rows ? '' : `calc(var(--board) * ${state.cols / state.rows})`;
  for (let r = 0; r < state.rows; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.style.display = 'contents';
    for (let c = 0; c < state.cols; c++) {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'cell';
      cell.setAttribute('role', 'gridcell');
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.tabIndex = -1;
      row.appendChild(cell);
    }
    board.appendChild(row);
  }
  state.focus = { r: Math.min(state.focus.r, state.rows - 1), c: Math.min(state.focus.c, state.cols - 1) };
}

function cellElement(r, c) {
  return $('board').querySelector(`.cell[data-r="${r}"][data-c="${c}"]`);
}

function draw() {
  for (const cell of $('board').querySelectorAll('.cell')) {
    const r = +cell.dataset.r, c = +cell.dataset.c;
    const lit = state.cells[index(r, c)] === 1;
    cell.classList.toggle('lit', lit);
    cell.tabIndex = r === state.focus.r && c === state.focus.c ? 0 : -1;
    cell.setAttribute('aria-label', `${cellName(r, c)}, ${lit ? 'lit' : 'unlit'}`);
  }
  $('moves').textContent = state.history.length;
  $('par').textContent = state.par ?? '–';
  $('lit').textContent = litCount();
  $('goal-word').textContent = GOAL_TEXT[state.goal];
  const win = $('win');
  if (isSolved() && state.history.length > 0) {
    const moves = state.history.length;
    const par = state.par;
    let note = par === null ? '' : moves <= par ? 'That is the fewest presses possible.' :
      `The fewest-press solution takes ${par}.`;
    win.innerHTML = `Solved! Every light is ${GOAL_TEXT[state.goal]} after ${moves} ${moves === 1 ? 'move' : 'moves'}.` +
      (note ? ` <small>${note}</small>` : '');
    win.hidden = false;
  } else {
    win.hidden = true;
  }
  updateTools();
}

function clearMarks() {
  state.overlay = false;
  for (const cell of $('board').querySelectorAll('.cell.press, .cell.hint, .cell.refused, .cell.chasing')) {
    cell.classList.remove('press', 'hint', 'refused', 'chasing');
    delete cell.dataset.order;
  }
  $('solve').setAttribute('aria-pressed', 'false');
}

function updateTools() {
  const b = state.busy;
  $('undo').disabled = b || state.history.length === 0;
  $('redo').disabled = b || state.future.length === 0;
  $('hint').disabled = b;
  $('solve').disabled = b;
  const chaseOk = state.rule === 'plus' && state.constraint === 'any';
  $('chase').disabled = b || !chaseOk;
  $('chase').title = chaseOk ? 'Light chasing, step by step (plus rule)'
    : 'Light chasing is for the plus rule with any light allowed';
  $('quiet').disabled = b;
  $('new').disabled = b;
}

function say(text, refusal = false) {
  const message = $('message');
  message.textContent = text;
  message.classList.toggle('refusal', refusal);
}

function moveFocus(r, c, focus = true) {
  state.focus = { r, c };
  for (const cell of $('board').querySelectorAll('.cell[tabindex="0"]')) cell.tabIndex = -1;
  const cell = cellElement(r, c);
  cell.tabIndex = 0;
  if (focus) cell.focus();
}

// ---- playing -----------------------------------------------------------------------

// Why a press is not allowed under the move constraint, or null.
function refusal(r, c) {
  const lit = state.cells[index(r, c)] === 1;
  if (state.constraint === 'only-off' && lit)
    return `Refused: only unlit lights may be pressed, and the light at ${cellName(r, c)} is lit.`;
  if (state.constraint === 'only-on' && !lit)
    return `Refused: only lit lights may be pressed, and the light at ${cellName(r, c)} is unlit.`;
  return null;
}

function press(r, c, { checked = true } = {}) {
  const reason = checked ? refusal(r, c) : null;
  if (reason) {
    const cell = cellElement(r, c);
    cell.classList.remove('refused');
    void cell.offsetWidth;  // restart the shake
    cell.classList.add('refused');
    say(reason, true);
    return false;
  }
  clearMarks();
  flip(r, c);
  state.history.push([r, c]);
  state.future = [];
  say('');
  draw();
  return true;
}

function undo() {
  if (state.busy || state.history.length === 0) return;
  const [r, c] = state.history.pop();
  flip(r, c);  // a press is its own inverse
  state.future.push([r, c]);
  clearMarks();
  say(`Undid the press at ${cellName(r, c)}.`);
  draw();
}

function redo() {
  if (state.busy || state.future.length === 0) return;
  const [r, c] = state.future.pop();
  flip(r, c);
  state.history.push([r, c]);
  clearMarks();
  say(`Pressed ${cellName(r, c)} again.`);
  draw();
}

function readSettings() {
  const clamp = (v, lo, hi, fallback) => {
    const n = Number.parseInt(v, 10);
    return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
  };
  const rows = clamp($('rows').value, 2, 50, 5);
  const cols = clamp($('cols').value, 2, 50, rows);
  const difficulty = clamp($('difficulty').value, 1, rows * cols, Math.ceil(rows * cols / 4));
  $('rows').value = rows;
  $('cols').value = cols;
  $('difficulty').value = difficulty;
  $('difficulty').max = rows * cols;
  return { rule: $('rule').value, rows, cols, goal: $('goal').value, constraint: $('constraint').value, difficulty };
}

function newPuzzle() {
  return busy(async () => {
    const s = readSettings();
    const query = new URLSearchParams({ rule: s.rule, rows: s.rows, cols: s.cols, goal: s.goal, difficulty: s.difficulty });
    say('Making a puzzle…');
    const puzzle = await api(`/api/new?${query}`);
    Object.assign(state, { rule: s.rule, rows: puzzle.rows, cols: puzzle.cols, goal: s.goal, constraint: s.constraint });
    state.cells = new Uint8Array(puzzle.rows * puzzle.cols);
    puzzle.cells.forEach((row, r) => [...row].forEach((ch, c) => { state.cells[index(r, c)] = ch === '1' ? 1 : 0; }));
    state.history = [];
    state.future = [];
    state.par = puzzle.difficulty;
    state.generation++;
    state.quiet = [];
    state.quietShown = null;
    buildBoard();
    clearMarks();
    draw();
    const fewest = puzzle.minimal ? 'fewest presses' : 'the fewest found';
    let text = `New ${puzzle.rows}×${puzzle.cols} ${s.rule} puzzle: ${puzzle.difficulty} presses solve it (${fewest}).`;
    if (s.constraint !== 'any') text += ` Moves allowed: ${CONSTRAINT_TEXT[s.constraint]}.`;
    say(text);
    if (!$('quiet-panel').hidden) await showQuiet();
  });
}

// ---- help from the library -------------------------------------------------------------

function hint() {
  return busy(async () => {
    clearMarks();
    const answer = await api('/api/hint', boardRequest());
    if (!answer.solvable) {
      say(`No ${state.constraint === 'any' ? '' : 'legal '}way to reach the goal from here` +
          (answer.note ? `: ${answer.note}` : '.') + ' Undo some moves or start a new puzzle.', true);
      return;
    }
    if (answer.solved || !answer.press) { say('Already solved.'); return; }
    const [r, c] = [answer.press[0] - 1, answer.press[1] - 1];
    cellElement(r, c).classList.add('hint');
    moveFocus(r, c);
    say(`Hint: press ${cellName(r, c)} — ${answer.remaining} ${answer.remaining === 1 ? 'press' : 'presses'} to go` +
        (answer.minimal ? '.' : ' (fewest not proven).'));
  });
}

function solve() {
  if (state.overlay) { clearMarks(); say(''); return; }
  return busy(async () => {
    clearMarks();
    const answer = await api('/api/solve', boardRequest({ minimal: true }));
    if (!answer.solvable) {
      const cert = answer.certificate || [];
      for (const [r, c] of cert) cellElement(r - 1, c - 1).classList.add('refused');
      say(cert.length ? 'No solution from here: the marked cells form a quiet pattern that overlaps the lights to change an odd number of times.'
                      : `No solution from here${answer.note ? ': ' + answer.note : '.'}`, true);
      return;
    }
    const ordered = answer.sequence && answer.sequence.length > 0;
    const cells = ordered ? answer.sequence : answer.presses;
    cells.forEach(([r, c], i) => {
      const cell = cellElement(r - 1, c - 1);
      cell.classList.add('press');
      cell.dataset.order = ordered ? String(i + 1) : '';
    });
    state.overlay = true;
    $('solve').setAttribute('aria-pressed', 'true');
    say(answer.count === 0 ? 'Already solved.' :
        `${answer.count} ${answer.count === 1 ? 'press solves' : 'presses solve'} it` +
        (ordered ? ', in the numbered order' : ', in any order') + (answer.minimal ? ' (fewest possible).' : '.'));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function chase() {
  return busy(async () => {
    clearMarks();
    const generation = state.generation;
    const answer = await api('/api/chase', boardRequest({ constraint: 'any' }));
    const total = answer.steps.reduce((n, step) => n + step.presses.length, 0);
    const delay = Math.max(40, Math.min(320, 6000 / Math.max(1, total)));
    for (const [k, step] of answer.steps.entries()) {
      say(`Chase, step ${k + 1} of ${answer.steps.length}: ${step.name} (${step.presses.length} presses)`);
      for (const [r1, c1] of step.presses) {
        if (generation !== state.generation) return;
        const cell = cellElement(r1 - 1, c1 - 1);
        cell.classList.add('chasing');
        await sleep(delay);
        press(r1 - 1, c1 - 1, { checked: false });
      }
      await sleep(delay * 2);
    }
    if (!answer.solvable)
      say('Chasing leaves lights on the bottom row that no top-row presses clear: this board has no solution.', true);
    else if (!isSolved())
      say('Chasing finished.');
  });
}

async function showQuiet() {
  const query = new URLSearchParams({ rule: state.rule, rows: state.rows, cols: state.cols });
  const analysis = await api(`/api/analyze?${query}`);
  state.quiet = analysis.quiet;
  state.quietShown = null;
  const fraction = analysis.nullity === 0 ? 'every board can be solved' :
    `1 board in ${2 ** Math.min(analysis.nullity, 52)} can be solved`;
  $('quiet-summary').textContent = `${analysis.rows}×${analysis.cols} ${analysis.rule}: rank ${analysis.rank}, ` +
    `nullity ${analysis.nullity} — ${fraction}. ` +
    (analysis.nullity === 0 ? 'No press pattern is quiet.' :
      'Each pattern below changes nothing when pressed; click one to mark it on the board.') +
    (analysis.quiet_truncated ? ` (The first ${analysis.quiet.length} of a basis are shown.)` : '');
  const list = $('quiet-list');
  list.replaceChildren();
  analysis.quiet.forEach((rows, k) => {
    const mini = document.createElement('button');
    mini.type = 'button';
    mini.className = 'mini';
    mini.setAttribute('aria-pressed', 'false');
    mini.setAttribute('aria-label', `quiet pattern ${k + 1}`);
    mini.style.gridTemplateColumns = `repeat(${analysis.cols}, 1fr)`;
    for (const row of rows) for (const ch of row) {
      const dot = document.createElement('span');
      if (ch === '1') dot.className = 'on';
      mini.appendChild(dot);
    }
    mini.addEventListener('click', () => markQuiet(k));
    list.appendChild(mini);
  });
}

function markQuiet(k) {
  const same = state.quietShown === k;
  state.quietShown = same ? null : k;
  for (const cell of $('board').querySelectorAll('.cell.quiet-mark')) cell.classList.remove('quiet-mark');
  $('quiet-list').querySelectorAll('.mini').forEach((m, i) => m.setAttribute('aria-pressed', String(!same && i === k)));
  if (same) return;
  state.quiet[k].forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch === '1') cellElement(r, c).classList.add('quiet-mark');
  }));
}

function toggleQuiet() {
  const panel = $('quiet-panel');
  if (!panel.hidden) {
    panel.hidden = true;
    $('quiet').setAttribute('aria-pressed', 'false');
    for (const cell of $('board').querySelectorAll('.cell.quiet-mark')) cell.classList.remove('quiet-mark');
    return;
  }
  return busy(async () => {
    await showQuiet();
    panel.hidden = false;
    $('quiet').setAttribute('aria-pressed', 'true');
  });
}

// ---- input ---------------------------------------------------------------------------

function onBoardClick(event) {
  const cell = event.target.closest('.cell');
  if (!cell || state.busy) return;
  const r = +cell.dataset.r, c = +cell.dataset.c;
  moveFocus(r, c, false);
  press(r, c);
}

function onBoardKey(event) {
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const { r, c } = state.focus;
  if (moves[event.key]) {
    const [dr, dc] = moves[event.key];
    moveFocus(Math.min(state.rows - 1, Math.max(0, r + dr)), Math.min(state.cols - 1, Math.max(0, c + dc)));
    event.preventDefault();
  } else if (event.key === ' ' || event.key === 'Enter') {
    if (!state.busy) press(r, c);
    event.preventDefault();
  }
}

function onGlobalKey(event) {
  if (event.target.closest('input, select, textarea')) return;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && key === 'z' && !event.shiftKey) { undo(); event.preventDefault(); }
  else if ((event.ctrlKey || event.metaKey) && (key === 'y' || (key === 'z' && event.shiftKey))) { redo(); event.preventDefault(); }
  else if (!event.ctrlKey && !event.metaKey && !event.altKey && key === 'h') { hint(); }
}

function start() {
  $('settings').addEventListener('submit', (event) => { event.preventDefault(); newPuzzle(); });
  $('board').addEventListener('click', onBoardClick);
  $('board').addEventListener('keydown', onBoardKey);
  document.addEventListener('keydown', onGlobalKey);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('hint').addEventListener('click', hint);
  $('solve').addEventListener('click', solve);
  $('chase').addEventListener('click', chase);
  $('quiet').addEventListener('click', toggleQuiet);
  $('goal').addEventListener('change', () => { $('goal-word').textContent = GOAL_TEXT[$('goal').value]; });
  buildBoard();
  draw();
  newPuzzle();
}

start();
