// Illustrations for the widget library: a customer portrait, the quote hero's two crops, a media banner.
import { botanicalScene } from './illustrations.mjs';

const SKIN = ['#8d5a3b', '#c68b5e', '#e2b48f', '#6b3f24', '#f0c9a4', '#a86f48'];
const SHIRT = ['#235a3d', '#a8461f', '#12301f', '#2e7049', '#6c4a8c', '#1f4e6b'];

/** An abstract portrait: head and shoulders over a light botanical scene. */
function portrait(seed, size = 600) {
  const skin = SKIN[seed % SKIN.length];
  const shirt = SHIRT[seed % SHIRT.length];
  const figure = `<g><ellipse cx="${size / 2}" cy="${size * 1.02}" rx="${size * 0.34}" ry="${size * 0.3}" fill="${shirt}"/><circle cx="${size / 2}" cy="${size * 0.43}" r="${size * 0.17}" fill="${skin}"/></g>`;
  return botanicalScene({ width: size, height: size, seed: 300 + seed, tone: 'light', blooms: 2 }).replace(
    '</svg>',
    `${figure}</svg>`,
  );
}

const PEOPLE = ['marisol-vega'];

export const WIDGET_ILLUSTRATIONS = [
  ...PEOPLE.map((name, index) => ({
    file: `people/${name}.jpg`,
    width: 600,
    height: 600,
    format: 'jpg',
    svg: () => portrait(index + 1),
  })),
  {
    file: 'heroes/quote-desktop.jpg',
    width: 1920,
    height: 720,
    format: 'jpg',
    svg: () => botanicalScene({ width: 1920, height: 720, seed: 71, tone: 'deep', blooms: 5 }),
  },
  {
    file: 'heroes/quote-mobile.jpg',
    width: 828,
    height: 1000,
    format: 'jpg',
    svg: () => botanicalScene({ width: 828, height: 1000, seed: 73, tone: 'deep', blooms: 3 }),
  },
  {
    file: 'banners/nursery-rows.jpg',
    width: 1920,
    height: 640,
    format: 'jpg',
    svg: () => botanicalScene({ width: 1920, height: 640, seed: 89, tone: 'deep', blooms: 7 }),
  },
];
