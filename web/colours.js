// The colours of the light states, for every board view and the legend.
//
// Up to 9 states each has its own colour of the palette in style.css (--unlit,
// --s1..--s8, light and dark by turns: 3:1 or more between neighbours). With more states (up to
// 255) state 0 stays unlit and 1..K-1 run along a gradient of hues, yellow
// (1) through green and blue to magenta (K-1): neighbouring states look alike,
// so the numbers can be shown on the lights (the 123 button).
export const PALETTE_STATES = 9;

const PALETTE = ['--unlit', '--s1', '--s2', '--s3', '--s4', '--s5', '--s6', '--s7', '--s8'];

// The gradient's colour of state v (1..K-1) of K.
export function gradientColour(v, states) {
  const t = states <= 2 ? 0 : (v - 1) / (states - 2);
  return `hsl(${Math.round(48 + 272 * t)}, 80%, ${Math.round(60 - 8 * Math.sin(Math.PI * t))}%)`;
}

// One CSS colour per state 0..K-1.
export function stateColours(states) {
  const style = getComputedStyle(document.documentElement);
  const unlit = style.getPropertyValue('--unlit').trim() || '#3a4456';
  if (states <= PALETTE_STATES) return PALETTE.slice(0, states).map((name) => style.getPropertyValue(name).trim() || '#888');
  return Array.from({ length: states }, (_, v) => (v === 0 ? unlit : gradientColour(v, states)));
}
