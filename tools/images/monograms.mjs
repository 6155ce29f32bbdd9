// Portraits of the site's (fictional) people as monograms: the person's initials in the brand serif, outlined, on
// a brand-coloured ground with one botanical shape. A deliberate treatment rather than clip-art faces: every
// person gets their own colour pair and shape, chosen from their name, so no two neighbours on a page look alike.
import { PALETTE as P, leaf } from './palette.mjs';
import { outline } from './logo.mjs';

const SERIF = 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';

/** Ground, shape and letter colours; each pair keeps the letters above 4.5:1 against the ground. */
const SCHEMES = [
  { ground: P.green, shape: P.leaf, letters: P.cream },
  { ground: P.terracotta, shape: '#923c1a', letters: P.cream },
  { ground: P.deep, shape: P.green, letters: P.sun },
  { ground: P.mint, shape: P.sage, letters: P.deep },
  { ground: P.cream, shape: P.sun, letters: P.deep },
  { ground: P.leaf, shape: P.green, letters: P.cream },
];

const SHAPES = [
  (s, c) => `<circle cx="${s * 0.78}" cy="${s * 0.2}" r="${s * 0.42}" fill="${c}"/>`,
  (s, c) => `<path d="M0 ${s} V${s * 0.55} Q${s * 0.5} ${s * 0.3} ${s} ${s * 0.55} V${s} Z" fill="${c}"/>`,
  (s, c) => leaf(s * 0.02, s * 0.98, s / 140, -45, c),
  (s, c) => `<path d="M${s * 0.62} 0 H${s} V${s * 0.38} A${s * 0.38} ${s * 0.38} 0 0 1 ${s * 0.62} 0 Z" fill="${c}"/>`,
];

function seedOf(name) {
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

export function initialsOf(name) {
  const words = name.split(/\s+/).filter(Boolean);
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

/** The bounding box of an outlined path, from its coordinates (control points included, close enough to centre). */
function boxOf(path) {
  const xs = [];
  const ys = [];
  for (const [, x, y] of path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)) {
    xs.push(Number(x));
    ys.push(Number(y));
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

export async function monogram(name, size, index) {
  const seed = seedOf(name);
  const scheme = SCHEMES[(index ?? seed) % SCHEMES.length];
  const shape = SHAPES[seed % SHAPES.length];
  const letters = await outline(SERIF, initialsOf(name), { x: 0, y: 0, size: size * 0.4, weight: 600 });
  const box = boxOf(letters);
  const dx = (size - (box.right - box.left)) / 2 - box.left;
  const dy = (size - (box.bottom - box.top)) / 2 - box.top;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${scheme.ground}"/>${shape(size, scheme.shape)}<path transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})" d="${letters}" fill="${scheme.letters}"/></svg>`;
}
