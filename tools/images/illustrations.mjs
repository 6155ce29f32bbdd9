// Botanical, abstract illustrations as SVG strings. Colours come from the brand palette (styles/_variables.scss).
import { PALETTE, random, leaf, bloom } from './palette.mjs';
import { heroScene } from './scenes.mjs';
import { drawing } from './drawing.mjs';

export { PALETTE, random, leaf, bloom };

/** A scene of leaves and blooms over a gradient; `seed` varies the arrangement, `tone` the background. */
export function botanicalScene({ width, height, seed, tone = 'deep', blooms = 4 }) {
  const rand = random(seed);
  const bg = tone === 'light' ? [PALETTE.cream, PALETTE.mint] : [PALETTE.deep, PALETTE.green];
  const leaves = Array.from({ length: 26 }, () => {
    const x = width * (0.35 + rand() * 0.7);
    const y = height * rand();
    const color = [PALETTE.leaf, PALETTE.sage, PALETTE.green][Math.floor(rand() * 3)];
    return leaf(x, y, 0.8 + rand() * 2.2, rand() * 360, color, 0.55 + rand() * 0.45);
  }).join('');
  const flowers = Array.from({ length: blooms }, () =>
    bloom(
      width * (0.55 + rand() * 0.4),
      height * (0.15 + rand() * 0.7),
      18 + rand() * 30,
      5 + Math.floor(rand() * 4),
      rand() > 0.5 ? PALETTE.terracotta : PALETTE.sun,
      PALETTE.cream,
    ),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${leaves}${flowers}</svg>`;
}

export const LOGO_MARK = `<g><rect width="64" height="64" rx="14" fill="${PALETTE.green}"/><path d="M32 52c0-14 6-26 20-34-16 0-26 8-28 20-2-6-6-10-12-12 2 10 8 18 20 26z" fill="${PALETTE.cream}"/></g>`;

function logo(textColor) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="64" viewBox="0 0 280 64">${LOGO_MARK}<text x="78" y="31" font-family="Georgia, serif" font-size="28" font-weight="700" fill="${textColor}">Verdance</text><text x="79" y="52" font-family="Arial, sans-serif" font-size="13" letter-spacing="3" fill="${textColor}">INSURANCE</text></svg>`;
}

function socialCard() {
  return botanicalScene({ width: 1200, height: 629, seed: 7 }).replace(
    '</svg>',
    `<g transform="translate(80 250)">${LOGO_MARK}</g><text x="80" y="390" font-family="Georgia, serif" font-size="64" font-weight="700" fill="${PALETTE.cream}">Verdance Insurance</text><text x="80" y="440" font-family="Arial, sans-serif" font-size="28" fill="${PALETTE.cream}">Coverage grown for horticultural businesses</text></svg>`,
  );
}

const HEROES = [
  ['home', 11, 'deep', 6],
  ['about', 23, 'deep', 3],
  ['insurance', 37, 'deep', 4],
  ['general-liability', 41, 'deep', 2],
  ['contact', 53, 'deep', 3],
  ['legal', 61, 'light', 1],
];

export const ILLUSTRATIONS = [
  drawing('brand/logo.svg', 280, 64, () => logo(PALETTE.deep)),
  drawing('brand/logo-light.svg', 280, 64, () => logo(PALETTE.cream)),
  drawing('brand/logo.png', 560, 128, () => logo(PALETTE.deep)),
  drawing('social/default.png', 1200, 629, socialCard),
  ...HEROES.map(([name, , tone]) => drawing(`heroes/${name}.jpg`, 1920, 720, () => heroScene(name, 1920, 720, tone))),
];
