// The settings form: rule (and the custom footprint), size, states, goal,
// moves allowed, difficulty, the edges (topology; the torus box is its short
// form), the preset ("Game"), numbers on demand.
// They are kept across reloads (share.js) and fold away on phones.
import { MAX_CONSTRAINED_SIDE, MAX_STATES, maxSide, topologyOf } from './game.js';
import { gridSettings, preset } from './presets.js';
import { saveSettings } from './share.js';
import { StencilEditor } from './stencil.js';

const $ = (id) => document.getElementById(id);
export const CONSTRAINT_TEXT = { 'only-off': 'only unlit lights', 'only-on': 'only lit lights' };
const EDGES_TEXT = { flat: '', torus: ' torus', klein: ' Klein bottle', projective: ' projective plane' };
let stencil;

export function startSettings(onChange) {
  stencil = new StencilEditor($('stencil'), onChange);
  // The torus box and the Edges select say the same thing; each sets the other
  // before the form hears of the change.
  $('torus').addEventListener('change', () => { $('topology').value = $('torus').checked ? 'torus' : 'flat'; });
  $('topology').addEventListener('change', () => { $('torus').checked = $('topology').value === 'torus'; });
  const states = $('states');  // the form lists 2..9; the rest up to 255 are added here
  for (let k = states.options.length + 2; k <= MAX_STATES; k++) states.add(new Option(String(k), String(k)));
}

function clampInput(id, lo, hi, fallback) {
  const n = Number.parseInt($(id).value, 10);
  const v = Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
  $(id).value = v;
  return v;
}

// The settings, clamped to what the page offers (and shown so), and saved.
// `asked` is the difficulty typed, before clamping.
export function readForm() {
  const states = Number($('states').value);
  const choice = $('rule').value;
  const rule = choice === 'custom' ? stencil.rule() : choice;
  const constrained = states <= 2 && $('constraint').value !== 'any';
  const side = Math.min(maxSide(rule, $('topology').value, states), constrained ? MAX_CONSTRAINED_SIDE : Infinity);
  const rows = clampInput('rows', 1, side, 5);
  const cols = clampInput('cols', 1, side, rows);
  const v = preset($('variant').value);
  const lights = v?.graph ? v.graph.labels.length : rows * cols;
  const asked = Number.parseInt($('difficulty').value, 10);
  const difficulty = clampInput('difficulty', 1, lights * (states - 1), Math.ceil(lights / 4));
  const settings = {
    rule, choice, torus: $('topology').value === 'torus', topology: $('topology').value, rows, cols, states,
    goal: $('goal').value, constraint: states > 2 ? 'any' : $('constraint').value, difficulty, asked,
    variant: $('variant').value, numbers: $('numbers').getAttribute('aria-pressed') === 'true',
  };
  saveSettings({ ...settings, asked: undefined });
  return settings;
}

export function writeForm(s) {
  if (s.rule?.startsWith('stencil:') && stencil.set(s.rule)) $('rule').value = 'custom';
  else if (['plus', 'square', 'cross'].includes(s.rule)) $('rule').value = s.rule;
  for (const id of ['rows', 'cols', 'goal', 'constraint', 'difficulty', 'states']) if (s[id] !== undefined) $(id).value = s[id];
  if (s.torus !== undefined || s.topology !== undefined) {
    $('topology').value = topologyOf(s);
    $('torus').checked = $('topology').value === 'torus';
  }
  if (s.variant !== undefined && (s.variant === '' || preset(s.variant))) $('variant').value = s.variant;
  if (s.numbers !== undefined) showNumbers(s.numbers);
  showWhatApplies();
  summarize();
}

export function showSettings(open) {
  $('settings').hidden = !open;
  $('settings-toggle').setAttribute('aria-expanded', String(open));
}

// The footprint editor for the custom rule; a shape preset has its own board;
// more than two states have no move constraint.
function showWhatApplies() {
  const shape = Boolean(preset($('variant').value)?.graph);
  // A shape preset brings its own board, rule and goal: the grid's fields (and a
  // footprint left from a grid preset such as XL-25's knight) are not shown for it.
  $('stencil-editor').hidden = shape || $('rule').value !== 'custom';
  for (const id of ['rule', 'rows', 'cols', 'states', 'goal', 'torus', 'topology']) {
    $(id).disabled = shape;
    $(id).closest('label').hidden = shape;
  }
  $('constraint').disabled = shape || Number($('states').value) > 2;
  const rule = $('rule').value === 'custom' ? stencil.rule() : $('rule').value;
  const constrained = $('constraint').value !== 'any';
  const side = String(Math.min(maxSide(rule, $('topology').value, Number($('states').value)), constrained ? MAX_CONSTRAINED_SIDE : Infinity));
  for (const id of ['rows', 'cols']) $(id).max = side;
  if ($('constraint').disabled) $('constraint').value = 'any';
}

// A preset chosen: a grid preset sets the form, a shape preset has its own board.
export function choosePreset() {
  const v = preset($('variant').value);
  if (v?.grid) writeForm({ ...gridSettings(v), variant: v.name });
  showWhatApplies();
  summarize();
}

function showNumbers(on) {
  $('numbers').setAttribute('aria-pressed', String(on));
  $('board').classList.toggle('numbers', on);
}

export function toggleNumbers() {
  showNumbers($('numbers').getAttribute('aria-pressed') !== 'true');
  readForm();
}

// The folded settings in one line.
function summarize() {
  const v = preset($('variant').value);
  if (v?.graph) { $('settings-summary').textContent = v.product.replace(/ \(.*\)/, ''); return; }
  const rule = $('rule').value === 'custom' ? 'custom' : $('rule').value;
  const states = Number($('states').value);
  $('settings-summary').textContent = `${$('rows').value}×${$('cols').value} ${rule}${EDGES_TEXT[$('topology').value]}` +
    `${states > 2 ? `, ${states} states` : ''}, goal ${$('goal').value}` +
    `${$('constraint').value === 'any' ? '' : ', ' + CONSTRAINT_TEXT[$('constraint').value]}`;
  $('settings-toggle').title = $('settings-summary').textContent;  // whole, where the line is cut (phones)
}

// Any change in the form. Changing a grid preset's settings makes them your own.
export function settingsChanged() {
  const v = preset($('variant').value);
  if (v?.grid) {
    const s = gridSettings(v);
    const rule = $('rule').value === 'custom' ? stencil.rule() : $('rule').value;
    if (rule !== s.rule || $('topology').value !== topologyOf(s) || Number($('rows').value) !== s.rows ||
        Number($('cols').value) !== s.cols || Number($('states').value) !== s.states || $('goal').value !== s.goal)
      $('variant').value = '';
  }
  showWhatApplies();
  summarize();
  readForm();
}
