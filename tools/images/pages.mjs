// Illustrations for the pages of every site section: heroes, feature images, cards, social images and illustrated
// portraits of the (fictional) people on the site. Drawn as SVG and rendered by tools/make-images.mjs.
import { PALETTE, LOGO_MARK, botanicalScene, random, leaf } from './illustrations.mjs';

/** Hero name ─► drawing seed. Every page hero that the foundation does not already draw. */
const HEROES = [
  'agent-search',
  'agents',
  'become-agent',
  'business',
  'claims',
  'commercial-auto',
  'commercial-property',
  'current-customers',
  'equipment-breakdown',
  'financial-strength',
  'florist-insurance',
  'florists',
  'garden-centers',
  'greenhouse-growers',
  'inland-marine',
  'landscapers-and-plantscapers',
  'learn-more',
  'media',
  'members',
  'mpn',
  'nurseries-and-sod-farms',
  'personal-insurance',
  'professional-liability',
  'regulatory',
  'request-a-quote',
  'request-coi',
  'request-loss-control-materials',
  'safety',
  'testimonials',
  'thank-you',
  'umbrella',
  'why-verdance',
  'workers-compensation',
  'boiler-story',
  'florist-story',
  'greenhouse-story',
  'nursery-story',
  'orchid-story',
];

/** Square crops for heroes that switch image below 992px (quote hero). */
const MOBILE_HEROES = ['testimonials'];

const FEATURES = ['boiler', 'crew', 'delivery', 'equipment', 'fleet', 'garden-center', 'safety', 'sod'];

/** Card images (575x300) for preview cards of each segment and coverage. */
const CARDS = [
  'florists',
  'garden-centers',
  'greenhouse-growers',
  'landscapers-and-plantscapers',
  'nurseries-and-sod-farms',
  'claims',
  'safety',
  'agents',
];

/** Social images (1200x629) per site section, each titled. */
const SOCIAL = [
  ['insurance', 'Coverage for horticultural businesses'],
  ['business', 'Who we insure'],
  ['claims', 'Claims, 24 hours a day'],
  ['why-verdance', 'Why Verdance'],
  ['contact', 'Talk to someone who knows the trade'],
  ['about', 'Specialists since 1987'],
];

/** The fictional people of the site: slug ─► look. Illustrated, never photographs. */
const PEOPLE = [
  ['ingrid-vale', '#f1d2b6', '#c9a25f', 'long'],
  ['marcus-delgado-reyes', '#b98563', '#2b1d14', 'short'],
  ['yuki-tanabe', '#f0cfae', '#1c1a1a', 'bob'],
  ['fiona-mcallister', '#f4d5c3', '#a8461f', 'long'],
  ['maren-holloway', '#f3d6bf', '#7a5230', 'bun'],
  ['diego-castaneda', '#c6906a', '#221812', 'short'],
  ['priya-raman', '#a8734f', '#161212', 'long'],
  ['tomas-lindqvist', '#f5dcc8', '#d8b56a', 'short'],
  ['renee-okafor', '#6b4331', '#1b1411', 'curly'],
  ['caleb-whitfield', '#e9c4a4', '#5a3b22', 'short'],
  ['alana-brooks', '#8a5a3f', '#1e1511', 'bun'],
  ['samuel-ferreira', '#d09c76', '#2e2119', 'curly'],
  ['hannah-kowalczyk', '#f6dccb', '#b07a3c', 'bob'],
];

function seedOf(name) {
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

const HAIR = {
  short: (c) =>
    `<path d="M300 235c0-70 50-105 100-105s100 35 100 105c-20-30-55-45-100-45s-80 15-100 45z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M290 250c0-80 50-120 110-120s110 40 110 120v170c-20 10-40 10-55 0V260c-20-25-95-25-110 0v160c-15 10-35 10-55 0z" fill="${c}"/>`,
  bob: (c) =>
    `<path d="M285 255c0-80 55-125 115-125s115 45 115 125v85c-15 10-35 10-45 0v-80c-30-40-110-40-140 0v80c-10 10-30 10-45 0z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="400" cy="120" r="38" fill="${c}"/><path d="M300 240c0-70 50-110 100-110s100 40 100 110c-25-30-60-42-100-42s-75 12-100 42z" fill="${c}"/>`,
  curly: (c) =>
    Array.from(
      { length: 11 },
      (_, i) => `<circle cx="${305 + i * 19}" cy="${170 + Math.abs(5 - i) * 9}" r="30" fill="${c}"/>`,
    ).join(''),
};

/** An illustrated, abstract portrait: a flat-colour bust over a botanical ground. */
function portrait([slug, skin, hair, style]) {
  const rand = random(seedOf(slug));
  const shirt = [PALETTE.green, PALETTE.terracotta, PALETTE.leaf, PALETTE.deep][Math.floor(rand() * 4)];
  const leaves = Array.from({ length: 14 }, () =>
    leaf(
      rand() * 800,
      rand() * 800,
      1 + rand() * 1.5,
      rand() * 360,
      [PALETTE.sage, PALETTE.leaf][Math.floor(rand() * 2)],
      0.5,
    ),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${PALETTE.mint}"/>${leaves}<circle cx="400" cy="420" r="330" fill="${PALETTE.cream}" opacity="0.85"/>
<path d="M170 800c0-150 100-250 230-250s230 100 230 250z" fill="${shirt}"/><rect x="365" y="420" width="70" height="150" rx="30" fill="${skin}"/>
${style === 'long' || style === 'bob' ? `<g transform="translate(0 20)">${HAIR[style](hair)}</g>` : ''}<ellipse cx="400" cy="320" rx="100" ry="122" fill="${skin}"/><circle cx="362" cy="320" r="8" fill="${PALETTE.deep}"/><circle cx="438" cy="320" r="8" fill="${PALETTE.deep}"/><path d="M368 372q32 24 64 0" fill="none" stroke="${PALETTE.deep}" stroke-width="7" stroke-linecap="round"/>
${style === 'long' || style === 'bob' ? '' : `<g transform="translate(0 20)">${HAIR[style](hair)}</g>`}<path d="M360 560l40 40 40-40" fill="none" stroke="${PALETTE.cream}" stroke-width="10"/></svg>`;
}

function socialCard([, title]) {
  return botanicalScene({ width: 1200, height: 629, seed: seedOf(title) }).replace(
    '</svg>',
    `<rect x="48" y="220" width="760" height="260" rx="24" fill="${PALETTE.deep}" opacity="0.82"/><g transform="translate(80 250)">${LOGO_MARK}</g><text x="80" y="390" font-family="Georgia, serif" font-size="52" font-weight="700" fill="${PALETTE.cream}">${title}</text><text x="80" y="440" font-family="Arial, sans-serif" font-size="26" fill="${PALETTE.cream}">Verdance Insurance</text></svg>`,
  );
}

export const PAGE_ILLUSTRATIONS = [
  ...HEROES.map((name) => ({
    file: `heroes/${name}.jpg`,
    width: 1920,
    height: 720,
    format: 'jpg',
    svg: () =>
      botanicalScene({
        width: 1920,
        height: 720,
        seed: seedOf(name),
        tone: name.includes('story') ? 'light' : 'deep',
        blooms: 2 + (seedOf(name) % 5),
      }),
  })),
  ...MOBILE_HEROES.map((name) => ({
    file: `heroes/mobile/${name}.jpg`,
    width: 768,
    height: 768,
    format: 'jpg',
    svg: () => botanicalScene({ width: 768, height: 768, seed: seedOf(`mobile-${name}`), tone: 'deep', blooms: 3 }),
  })),
  ...FEATURES.map((name) => ({
    file: `features/${name}.jpg`,
    width: 1200,
    height: 900,
    format: 'jpg',
    svg: () => botanicalScene({ width: 1200, height: 900, seed: seedOf(name), tone: 'light', blooms: 4 }),
  })),
  ...CARDS.map((name) => ({
    file: `cards/${name}.jpg`,
    width: 575,
    height: 300,
    format: 'jpg',
    svg: () => botanicalScene({ width: 575, height: 300, seed: seedOf(`card-${name}`), tone: 'light', blooms: 3 }),
  })),
  ...SOCIAL.map((item) => ({
    file: `social/${item[0]}.jpg`,
    width: 1200,
    height: 629,
    format: 'jpg',
    svg: () => socialCard(item),
  })),
  ...PEOPLE.map((person) => ({
    file: `portraits/${person[0]}.jpg`,
    width: 800,
    height: 800,
    format: 'jpg',
    svg: () => portrait(person),
  })),
];
