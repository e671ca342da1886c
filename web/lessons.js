// The Learn menu: the library's lessons (GET /api/learn, the JSON of
// `lightsout learn`), drawn step by step. The steps, captions and states all
// come from the server; this file only draws them: a board, or for the
// elimination the tableau [A | b] with the rows the step changed highlighted.

const $ = (id) => document.getElementById(id);
const DELAY = 1500;

const view = { lesson: null, index: 0, timer: null };

function cellsOf(list) {
  return new Set((list || []).map(([r, c]) => `${r},${c}`));
}

function drawBoard(step, lesson) {
  const grid = document.createElement('div');
  grid.className = 'lesson-grid';
  grid.style.gridTemplateColumns = `repeat(${lesson.cols}, 1fr)`;
  grid.setAttribute('role', 'img');
  const pressed = cellsOf(step.presses);
  const legal = cellsOf(step.legal);
  const marked = cellsOf(step.marked);
  let lit = 0;
  step.board.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const cell = document.createElement('div');
      const key = `${r},${c}`;
      cell.className = 'cell';
      if (row[c] === '1') { cell.classList.add('lit'); lit++; }
      if (pressed.has(key)) cell.classList.add('pressed');
      if (legal.has(key)) cell.classList.add('legal');
      if (marked.has(key)) cell.classList.add('marked');
      grid.appendChild(cell);
    }
  });
  grid.setAttribute('aria-label', `${lesson.rows} by ${lesson.cols} board, ${lit} lit, ${pressed.size} pressed in this step`);
  return grid;
}

function drawTableau(step) {
  const rows = step.tableau;
  const width = rows[0].length;
  const grid = document.createElement('div');
  grid.className = 'lesson-tableau';
  grid.style.gridTemplateColumns = `repeat(${width}, 1fr)`;
  grid.setAttribute('role', 'img');
  const changed = new Set(step.changed || []);
  const pivot = step.pivot;
  rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      if (row[c] === '1') cell.classList.add('one');
      if (c === width - 1) cell.classList.add('b');
      if (changed.has(r)) cell.classList.add('changed');
      if (pivot && pivot.row === r && pivot.variable === c) cell.classList.add('pivot');
      grid.appendChild(cell);
    }
  });
  grid.setAttribute('aria-label', `the tableau [A | b], ${rows.length} equations; rows changed: ` +
    ([...changed].map((r) => r + 1).join(', ') || 'none'));
  return grid;
}

function show() {
  const lesson = view.lesson;
  const step = lesson.steps[view.index];
  $('lesson-step').textContent = `Step ${view.index + 1} of ${lesson.steps.length}`;
  $('lesson-caption').textContent = step.caption;
  $('lesson-figure').replaceChildren(step.tableau ? drawTableau(step) : drawBoard(step, lesson));
  const last = view.index === lesson.steps.length - 1;
  const notes = last ? [`End: ${lesson.end}${lesson.reached ? ' (checked by replay).' : '.'}`, ...lesson.notes] : [];
  $('lesson-notes').replaceChildren(...notes.map((text) => {
    const p = document.createElement('p');
    p.textContent = text;
    return p;
  }));
  $('lesson-prev').disabled = view.index === 0;
  $('lesson-next').disabled = last;
  if (last) pause();
}

function go(index) {
  view.index = Math.max(0, Math.min(view.lesson.steps.length - 1, index));
  show();
}

function pause() {
  if (view.timer !== null) clearInterval(view.timer);
  view.timer = null;
  $('lesson-play').textContent = '▶ Play';
  $('lesson-play').setAttribute('aria-label', 'Play');
}

function play() {
  pause();
  if (view.index === view.lesson.steps.length - 1) go(0);
  view.timer = setInterval(() => go(view.index + 1), DELAY);
  $('lesson-play').textContent = '❚❚ Pause';
  $('lesson-play').setAttribute('aria-label', 'Pause');
}

async function open(name) {
  pause();
  $('lesson-view').hidden = false;
  $('lesson-title').textContent = 'Loading…';
  $('lesson-caption').textContent = '';
  $('lesson-figure').replaceChildren();
  $('lesson-notes').replaceChildren();
  let answer;
  try {
    const response = await fetch(`api/learn?lesson=${encodeURIComponent(name)}`);
    answer = await response.json();
    if (!response.ok) throw new Error(answer.error || `error ${response.status}`);
  } catch (error) {
    $('lesson-title').textContent = `The lesson could not be loaded: ${error.message}`;
    return;
  }
  view.lesson = answer;
  $('lesson-title').textContent = answer.title;
  go(0);
}

function close() {
  pause();
  view.lesson = null;
  $('lesson-view').hidden = true;
}

for (const button of document.querySelectorAll('[data-lesson]'))
  button.addEventListener('click', () => open(button.dataset.lesson));
$('lesson-prev').addEventListener('click', () => { pause(); go(view.index - 1); });
$('lesson-next').addEventListener('click', () => { pause(); go(view.index + 1); });
$('lesson-play').addEventListener('click', () => (view.timer === null ? play() : pause()));
$('lesson-close').addEventListener('click', close);
