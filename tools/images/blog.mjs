// Learning center and news drawings besides the articles' own pictures (articles.mjs): section heroes, author
// monograms and share icons. Colours follow the brand palette (styles/_variables.scss).
import { heroScene } from './scenes.mjs';
import { monogram } from './monograms.mjs';
import { PALETTE } from './illustrations.mjs';
import { drawing } from './drawing.mjs';

const AUTHORS = {
  marisol: 'Marisol Ortega',
  dale: 'Dale Whitcomb',
  priya: 'Priya Raman',
  hank: 'Hank Delacroix',
  janelle: 'Janelle Obi',
  tomas: 'Tomas Lindqvist',
  ruth: 'Ruth Abernathy',
};

const ICON_PATHS = {
  facebook:
    '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H7.8v3h2.6V21z" fill="currentColor"/>',
  linkedin:
    '<path d="M5 9h3v11H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H10z" fill="currentColor"/>',
  x: '<path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H3.8l6.7-7.7z" fill="currentColor"/>',
  email:
    '<path d="M3 6h18v12H3z" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 6l9 7 9-7" fill="none" stroke="currentColor" stroke-width="2"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
};

const icon = (paths) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" color="${PALETTE.green}">${paths}</svg>`;

export const BLOG_IMAGES = [
  ...Object.entries(AUTHORS).map(([slug, name], index) =>
    drawing(`blog/authors/${slug}.jpg`, 200, 200, () => monogram(name, 200, index)),
  ),
  ...['learning-center', 'news'].map((name) => drawing(`heroes/${name}.jpg`, 1920, 720, () => heroScene(name))),
  ...Object.entries(ICON_PATHS).map(([name, paths]) => drawing(`icons/share-${name}.svg`, 24, 24, () => icon(paths))),
];
