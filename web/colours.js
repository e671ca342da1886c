// The colours of the light states, for every board view and the legend.
//
// Up to 9 states each has its own colour of the palette in style.css (--unlit,
// --s1..--s8, light and dark by turns: 3:1 or more between neighbours). With more states (up to
// 255) state 0 stays unlit and 1..K-1 run along a gradient of hues, yellow
// (1) through green and blue to magenta (K-1): neighbouring states look alike,
// so the numbers can be shown on the lights (the 123 button).
export const PALETTE_STATES = 9;

const PALETTE = ['--unlit', '--s1', '--s2', '--s3', '--s4', '--s5', '--s6', '--s7', '--s8'];

// The gradient's hue, saturation and lightness (degrees, %, %) of state v (1..K-1) of K.
function gradientHsl(v, states) {
  const t = states <= 2 ? 0 : (v - 1) / (states - 2);
  return [Math.round(48 + 272 * t), 80, Math.round(60 - 8 * Math.sin(Math.PI * t))];
}

// The gradient's colour of state v (1..K-1) of K.
export function gradientColour(v, states) {
  const [h, s, l] = gradientHsl(v, states);
  return `hsl(${h}, ${s}%, ${l}%)`;
}

// WCAG 2 relative luminance of sRGB channels in 0..1.
function luminance([r, g, b]) {
  const linear = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// The sRGB channels (0..1) of hue h, saturation s and lightness l (degrees, %, %).
function hslToRgb(h, s, l) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

// Black or white, whichever reads better on the gradient's colour of state v:
// the better of the two is 4.58:1 or more on any colour.
export function gradientTextColour(v, states) {
  const y = luminance(hslToRgb(...gradientHsl(v, states)));
  return (y + 0.05) / 0.05 >= 1.05 / (y + 0.05) ? '#000000' : '#ffffff';
}

// One CSS colour per state 0..K-1.
export function stateColours(states) {
  const style = getComputedStyle(document.documentElement);
  const unlit = style.getPropertyValue('--unlit').trim() || '#3a4456';
  if (states <= PALETTE_STATES) return PALETTE.slice(0, states).map((name) => style.getPropertyValue(name).trim() || '#888');
  return Array.from({ length: states }, (_, v) => (v === 0 ? unlit : gradientColour(v, states)));
}
