// Light chasing, step by step (seed 002): the lesson's frames from the
// server's chase answer, one per press with a caption, and the bottom-row
// lookup table with the entries in use highlighted. The lesson works on a copy
// of the board: its presses are never the player's moves.

const cols1 = (list) => list.join(', ');

// frames[k] = { cells, press (the button pressed next, or null), caption, step, used }
export function buildLesson(game, answer) {
  const { rows, cols } = game.puzzle;
  const goalOn = game.puzzle.goal === 'on';
  const wrongWord = goalOn ? 'unlit' : 'lit';
  const fixWord = goalOn ? 'on' : 'off';
  const cells = Uint8Array.from(game.cells);
  const wrong = (state, i) => state[i] !== game.goalOf(i);
  const bottomWrong = (state) => {
    const out = [];
    for (let c = 0; c < cols; c++) if (wrong(state, (rows - 1) * cols + c)) out.push(c + 1);
    return out;
  };
  const total = answer.steps.reduce((n, s) => n + s.presses.length, 0);
  const frames = [{
    cells: Uint8Array.from(cells), press: null, step: 0, used: [],
    caption: `Light chasing clears the board row by row from the top: for every ${wrongWord} light, press the one ` +
      `below it. Then only the bottom row can be left ${wrongWord}, and a lookup table says which top-row lights to ` +
      `press so that a second chase clears everything. ${total} presses in all; press Next to follow them.`,
  }];
  answer.steps.forEach((step, s) => {
    const again = s === 2 ? ' again' : '';
    let used = [];
    if (step.name.startsWith('top row')) used = bottomWrong(cells);
    step.presses.forEach(([r1, c1], k) => {
      const j = (r1 - 1) * cols + (c1 - 1);
      let caption;
      if (step.name.startsWith('top row')) {
        const columns = step.presses.map(([, c]) => c);
        caption = (k === 0
          ? `Only the bottom row is left: ${used.length === 1 ? 'light' : 'lights'} ${cols1(used)} ${used.length === 1 ? 'is' : 'are'} ${wrongWord}. ` +
            `The table says: press the top row at ${columns.length === 1 ? 'column' : 'columns'} ${cols1(columns)}. `
          : '') + `Top row from the table: press row 1, column ${c1} (${k + 1} of ${step.presses.length}).`;
      } else {
        caption = `Chase down${again}, row ${r1 - 1}: the light at row ${r1 - 1}, column ${c1} is ${wrongWord}, so press ` +
          `the one below it (row ${r1}, column ${c1}). That turns it ${fixWord} without touching the rows above.`;
      }
      frames.push({ cells: Uint8Array.from(cells), press: j, step: s + 1, used, caption });
      game.apply(j, 1, cells);
    });
    if (step.presses.length === 0 && step.name.startsWith('top row') && bottomWrong(cells).length === 0)
      frames[frames.length - 1].caption += ' The bottom row is clear already: no table needed.';
  });
  const solved = cells.every((_, i) => !wrong(cells, i));
  const end = { cells: Uint8Array.from(cells), press: null, step: answer.steps.length + 1, used: [] };
  if (solved) {
    const fewest = answer.minimal ? answer.minimal.length : null;
    end.caption = `Every light is ${fixWord}: chasing took ${total} presses.` + (fewest !== null
      ? ` Pressing a cell twice changes nothing, so the same board falls to ${answer.simple.length} presses; ` +
        `the fewest-press solution takes ${fewest}${answer.minimal_proven ? '' : ' (the best found)'}.` : '');
  } else {
    const left = bottomWrong(cells);
    end.caption = `The bottom row keeps ${left.length === 1 ? 'light' : 'lights'} ${cols1(left)} ${wrongWord}, and no ` +
      'entry of the table clears that: this board has no solution. "Show me why" proves it.';
  }
  end.solvable = answer.solvable;
  frames.push(end);
  return frames;
}

// The lookup table as a small HTML table; rows for `used` bottom lights are highlighted.
export function tableElement(table, used) {
  const box = document.createElement('div');
  const title = document.createElement('p');
  title.textContent = 'The lookup table: bottom-row light left → top-row columns to press';
  box.appendChild(title);
  const t = document.createElement('table');
  const head = t.insertRow();
  for (const text of ['bottom light', 'press top row at']) {
    const th = document.createElement('th');
    th.textContent = text;
    head.appendChild(th);
  }
  for (const entry of table.entries) {
    const row = t.insertRow();
    row.insertCell().textContent = `column ${entry.light}`;
    row.insertCell().textContent = entry.presses.length ? entry.presses.join(' ') : '—';
    if (used.includes(entry.light)) row.classList.add('used');
  }
  box.appendChild(t);
  if (table.ignored.length) {
    const note = document.createElement('p');
    note.textContent = `Columns ${table.ignored.join(', ')}: follow from the others (they clear together with them).`;
    box.appendChild(note);
  }
  return box;
}

// Plays the frames: Next / Previous / Play-Pause, a caption for every step.
export class LessonPlayer {
  constructor(frames, table, show) {
    this.frames = frames;
    this.table = table;
    this.show = show;    // show(frame, index, total)
    this.index = 0;
    this.timer = null;
  }
  get playing() { return this.timer !== null; }
  go(index) {
    this.index = Math.max(0, Math.min(this.frames.length - 1, index));
    if (this.index === this.frames.length - 1) this.pause();
    this.show(this.frames[this.index], this.index, this.frames.length);
  }
  next() { this.go(this.index + 1); }
  previous() { this.go(this.index - 1); }
  play(delay) {
    this.pause();
    if (this.index === this.frames.length - 1) this.go(0);
    this.timer = setInterval(() => this.next(), delay);
  }
  pause() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
