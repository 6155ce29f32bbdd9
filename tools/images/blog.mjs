// Learning center and news drawings: 575x300 card images (one motif per category, three variants each), section
// heroes, author monograms and share icons. Colours follow the brand palette (styles/_variables.scss).
import { heroScene } from './scenes.mjs';
import { monogram } from './monograms.mjs';
import { PALETTE } from './illustrations.mjs';
import { drawing } from './drawing.mjs';

const W = 575;
const H = 300;

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function frame(background, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
}

function leaves(rand, count, area, dim = 1) {
  return Array.from({ length: count }, () => {
    const x = area.x + rand() * area.w;
    const y = area.y + rand() * area.h;
    const color = [PALETTE.leaf, PALETTE.sage, PALETTE.green][Math.floor(rand() * 3)];
    return `<path transform="translate(${x} ${y}) rotate(${rand() * 360}) scale(${0.3 + rand() * 0.5})" d="M0 0 C 30 -40, 90 -40, 120 0 C 90 40, 30 40, 0 0 Z" fill="${color}" opacity="${((0.6 + rand() * 0.4) * dim).toFixed(2)}"/>`;
  }).join('');
}

const greenhouse = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 120 V50 Q60 -10 120 50 V120 Z" fill="${fill}" stroke="${PALETTE.cream}" stroke-width="3"/><path d="M40 120 V30 M80 120 V30 M0 80 H120" stroke="${PALETTE.cream}" stroke-width="2" opacity="0.7"/></g>`;
const shield = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M50 0 L100 18 V55 C100 90 75 110 50 120 C25 110 0 90 0 55 V18 Z" fill="${PALETTE.sun}"/><path d="M28 60 L45 77 L75 40" fill="none" stroke="${PALETTE.deep}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>`;
const umbrella = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 60 Q75 -40 150 60 Q131 48 112 60 Q94 48 75 60 Q56 48 38 60 Q19 48 0 60 Z" fill="${PALETTE.terracotta}"/><path d="M75 60 V135 Q75 150 62 150" fill="none" stroke="${PALETTE.deep}" stroke-width="6" stroke-linecap="round"/></g>`;
const bars = (x, y, s, rand) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${[0, 1, 2, 3]
    .map((i) => {
      const h = 30 + i * 22 + rand() * 15;
      return `<rect x="${i * 34}" y="${130 - h}" width="24" height="${h}" rx="4" fill="${i === 3 ? PALETTE.sun : PALETTE.cream}"/>`;
    })
    .join('')}<path d="M0 134 H130" stroke="${PALETTE.cream}" stroke-width="3"/></g>`;
const sprout = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M40 110 V50" stroke="${PALETTE.leaf}" stroke-width="6"/><path d="M40 60 C10 60 0 35 5 20 C30 20 40 40 40 60 Z M40 50 C70 50 80 25 75 10 C50 10 40 30 40 50 Z" fill="${PALETTE.sage}"/><path d="M15 110 H65 L58 140 H22 Z" fill="${PALETTE.terracotta}"/></g>`;
const person = (x, y, s, shirt) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="30" cy="22" r="20" fill="${PALETTE.cream}"/><path d="M0 110 V70 Q0 48 30 48 Q60 48 60 70 V110 Z" fill="${shirt}"/></g>`;
const heart = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M50 90 C10 60 0 40 10 22 C20 5 42 8 50 25 C58 8 80 5 90 22 C100 40 90 60 50 90 Z" fill="${PALETTE.terracotta}"/></g>`;
const chart = (x, y, s, rand) => {
  const points = Array.from({ length: 6 }, (_, i) => `${i * 30},${100 - i * 12 - rand() * 20}`).join(' ');
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="170" height="120" rx="10" fill="${PALETTE.cream}"/><polyline points="${points}" transform="translate(10 5)" fill="none" stroke="${PALETTE.terracotta}" stroke-width="5" stroke-linejoin="round"/></g>`;
};
const building = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect width="120" height="130" fill="${PALETTE.cream}"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${14 + c * 36}" y="${14 + r * 36}" width="22" height="22" fill="${PALETTE.green}"/>`).join('')).join('')}<rect x="48" y="100" width="24" height="30" fill="${PALETTE.terracotta}"/></g>`;

const MOTIFS = {
  'loss-control': (rand) => greenhouse(70 + rand() * 60, 110, 1.3, PALETTE.leaf) + shield(330 + rand() * 60, 70, 1.2),
  coverages: (rand) => umbrella(200 + rand() * 80, 40, 1.3) + leaves(rand, 6, { x: 200, y: 200, w: 200, h: 60 }),
  'business-tips': (rand) => bars(90 + rand() * 40, 70, 1.2, rand) + sprout(380, 80 + rand() * 20, 1.2),
  employees: (rand) =>
    person(150, 110, 1.5, PALETTE.terracotta) +
    person(260, 90, 1.7, PALETTE.sun) +
    person(380 + rand() * 20, 110, 1.5, PALETTE.sage),
  community: (rand) => heart(230 + rand() * 40, 60, 1.6) + sprout(80, 110, 1) + sprout(440, 110, 1),
  'industry-insights': (rand) => chart(170 + rand() * 60, 70, 1.3, rand),
  'company-news': (rand) => building(230 + rand() * 40, 90, 1.4) + leaves(rand, 5, { x: 60, y: 200, w: 120, h: 60 }),
};
const BACKGROUNDS = [PALETTE.deep, PALETTE.green, PALETTE.leaf];

function card(category, variant) {
  const rand = random(category.length * 97 + variant * 13);
  const background = BACKGROUNDS[(variant - 1) % BACKGROUNDS.length];
  return frame(background, leaves(rand, 10, { x: -40, y: -40, w: W + 40, h: H + 40 }, 0.3) + MOTIFS[category](rand));
}

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
  ...Object.keys(MOTIFS).flatMap((category) =>
    [1, 2, 3].map((variant) => drawing(`blog/${category}-${variant}.jpg`, W, H, () => card(category, variant))),
  ),
  ...Object.entries(AUTHORS).map(([slug, name], index) =>
    drawing(`blog/authors/${slug}.jpg`, 200, 200, () => monogram(name, 200, index)),
  ),
  ...['learning-center', 'news'].map((name) => drawing(`heroes/${name}.jpg`, 1920, 720, () => heroScene(name))),
  ...Object.entries(ICON_PATHS).map(([name, paths]) => drawing(`icons/share-${name}.svg`, 24, 24, () => icon(paths))),
];
