// The presets of `lightsout variants` (GET /api/variants): real products by
// name. A grid preset is a setting of the form (rule, size, states, goal); a
// graph preset (Merlin's Magic Square, Orbix, the Cube) is its own puzzle,
// with its press matrix and the shape to draw.
import { api } from './api.js';

let list = [];

export async function loadPresets(select) {
  list = await api('/api/variants');
  const groups = [['Grids', list.filter((v) => v.grid)], ['Shapes', list.filter((v) => v.graph)]];
  for (const [label, items] of groups) {
    const group = document.createElement('optgroup');
    group.label = label;
    for (const v of items) {
      const option = document.createElement('option');
      option.value = v.name;
      option.textContent = v.product.replace(/ \(.*\)/, '') + (v.name.includes('-') ? ` (${v.name})` : '');
      option.title = `${v.product}: ${v.board}; ${v.rule}; goal ${v.goal}`;
      group.appendChild(option);
    }
    select.appendChild(group);
  }
  return list;
}

export const preset = (name) => list.find((v) => v.name === name) ?? null;

// The form's settings for a grid preset.
export function gridSettings(v) {
  const g = v.grid;
  return { rule: g.rule, torus: g.torus, topology: g.topology ?? (g.torus ? 'torus' : 'flat'), rows: g.rows, cols: g.cols, states: v.states,
           goal: g.goal === 0 ? 'off' : 'on', constraint: 'any' };
}

// A graph preset's puzzle with these lights.
export function graphPuzzle(v, lights) {
  return { variant: v.name, labels: v.graph.labels, changes: v.graph.changes, goalLights: Uint8Array.from(v.goal_lights),
           states: v.states, constraint: 'any', goal: v.goal_lights.every((x) => x === 0) ? 'off' : 'on',
           rows: 1, cols: v.graph.labels.length, torus: false, rule: v.name, lights: Uint8Array.from(lights) };
}
