// Illustrations for the widget library: video posters, a customer's monogram, the quote and About heroes' crops, a media banner.
import { heroScene, centredScene } from './scenes.mjs';
import { monogram } from './monograms.mjs';
import { drawing } from './drawing.mjs';

const PEOPLE = [['marisol-vega', 'Marisol Vega']];

/** Video posters: components/integrations/Video/poster.ts picks one by the video's title. */
const POSTERS = ['greenhouse', 'crew', 'claims', 'florist', 'nursery', 'landscaper'];

export const WIDGET_ILLUSTRATIONS = [
  ...POSTERS.map((name) => drawing(`posters/${name}.jpg`, 1280, 720, () => centredScene(name, 1280, 720, 'deep'))),
  ...PEOPLE.map(([slug, name], index) => drawing(`people/${slug}.jpg`, 600, 600, () => monogram(name, 600, index + 2))),
  drawing('heroes/quote-desktop.jpg', 1920, 720, () => heroScene('quote')),
  drawing('heroes/quote-mobile.jpg', 828, 1000, () => centredScene('quote', 828, 1000, 'deep')),
  drawing('heroes/mobile/about.jpg', 828, 1000, () => centredScene('about', 828, 1000, 'deep')),
  drawing('banners/nursery-rows.jpg', 1920, 640, () => heroScene('nursery', 1920, 640)),
];
