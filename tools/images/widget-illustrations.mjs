// Illustrations for the widget library: video posters, a customer's monogram, the quote and About heroes' crops, a media banner.
import { heroScene, centredScene } from './scenes.mjs';
import { monogram } from './monograms.mjs';

const PEOPLE = [['marisol-vega', 'Marisol Vega']];

/** Video posters: components/Video/poster.ts picks one by the video's title. */
const POSTERS = ['greenhouse', 'crew', 'claims', 'florist', 'nursery', 'landscaper'];

export const WIDGET_ILLUSTRATIONS = [
  ...POSTERS.map((name) => ({
    file: `posters/${name}.jpg`,
    width: 1280,
    height: 720,
    format: 'jpg',
    svg: () => centredScene(name, 1280, 720, 'deep'),
  })),
  ...PEOPLE.map(([slug, name], index) => ({
    file: `people/${slug}.jpg`,
    width: 600,
    height: 600,
    format: 'jpg',
    svg: () => monogram(name, 600, index + 2),
  })),
  {
    file: 'heroes/quote-desktop.jpg',
    width: 1920,
    height: 720,
    format: 'jpg',
    svg: () => heroScene('quote'),
  },
  {
    file: 'heroes/quote-mobile.jpg',
    width: 828,
    height: 1000,
    format: 'jpg',
    svg: () => centredScene('quote', 828, 1000, 'deep'),
  },
  {
    file: 'heroes/mobile/about.jpg',
    width: 828,
    height: 1000,
    format: 'jpg',
    svg: () => centredScene('about', 828, 1000, 'deep'),
  },
  {
    file: 'banners/nursery-rows.jpg',
    width: 1920,
    height: 640,
    format: 'jpg',
    svg: () => heroScene('nursery', 1920, 640),
  },
];
