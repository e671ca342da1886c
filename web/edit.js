// Setting up a board by hand: clear, fill, invert, set one light, resize, and
// a pasted text board (parsed by the server, which knows the text format).
import { api } from './api.js';

export function clear(cells) { cells.fill(0); }
export function fill(cells, states) { cells.fill(states - 1); }
export function invert(cells, states) { cells.forEach((v, i) => { cells[i] = states - 1 - v; }); }
export function cycle(cells, i, states) { cells[i] = (cells[i] + 1) % states; }

// The lights of a rows x cols board that keep their place from an old board.
export function resized(cells, rows, cols, newRows, newCols) {
  const out = new Uint8Array(newRows * newCols);
  for (let r = 0; r < Math.min(rows, newRows); r++)
    for (let c = 0; c < Math.min(cols, newCols); c++) out[r * newCols + c] = cells[r * cols + c];
  return out;
}

// A pasted board of `states` states -> { rows, cols, lights }; throws the server's reason.
export async function parsePasted(text, states) {
  const board = await api(`/api/board${states > 2 ? `?states=${states}` : ''}`, text);
  const lights = new Uint8Array(board.rows * board.cols);
  board.cells.forEach((row, r) => [...row].forEach((ch, c) => { lights[r * board.cols + c] = Number(ch); }));
  return { rows: board.rows, cols: board.cols, lights };
}
