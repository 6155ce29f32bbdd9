// Illustrations for the pages of every site section: heroes, segment cards, social images and illustrated
// monogram portraits of the (fictional) people on the site. Drawn as SVG and rendered by tools/make-images.mjs.
import { PALETTE, LOGO_MARK, botanicalScene } from './illustrations.mjs';
import { heroScene, centredScene } from './scenes.mjs';
import { monogram } from './monograms.mjs';
import { drawing } from './drawing.mjs';

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

/** The fictional people of the site: file slug ─► name, drawn as monograms (tools/images/monograms.mjs). */
const PEOPLE = [
  ['ingrid-vale', 'Ingrid Vale'],
  ['marcus-delgado-reyes', 'Marcus Delgado-Reyes'],
  ['yuki-tanabe', 'Yuki Tanabe'],
  ['fiona-mcallister', 'Fiona McAllister'],
  ['maren-holloway', 'Maren Holloway'],
  ['diego-castaneda', 'Diego Castañeda'],
  ['priya-raman', 'Priya Raman'],
  ['tomas-lindqvist', 'Tomas Lindqvist'],
  ['renee-okafor', 'Renée Okafor'],
  ['caleb-whitfield', 'Caleb Whitfield'],
  ['alana-brooks', 'Alana Brooks'],
  ['samuel-ferreira', 'Samuel Ferreira'],
  ['hannah-kowalczyk', 'Hannah Kowalczyk'],
];

function seedOf(name) {
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

function socialCard([, title]) {
  return botanicalScene({ width: 1200, height: 629, seed: seedOf(title) }).replace(
    '</svg>',
    `<rect x="48" y="220" width="760" height="260" rx="24" fill="${PALETTE.deep}" opacity="0.82"/><g transform="translate(80 250)">${LOGO_MARK}</g><text x="80" y="390" font-family="Georgia, serif" font-size="52" font-weight="700" fill="${PALETTE.cream}">${title}</text><text x="80" y="440" font-family="Arial, sans-serif" font-size="26" fill="${PALETTE.cream}">Verdance Insurance</text></svg>`,
  );
}

export const PAGE_ILLUSTRATIONS = [
  ...HEROES.map((name) =>
    drawing(`heroes/${name}.jpg`, 1920, 720, () =>
      heroScene(name, 1920, 720, name.includes('story') ? 'light' : 'deep'),
    ),
  ),
  ...MOBILE_HEROES.map((name) =>
    drawing(`heroes/mobile/${name}.jpg`, 768, 768, () => centredScene(name, 768, 768, 'deep')),
  ),
  ...CARDS.map((name) => drawing(`cards/${name}.jpg`, 575, 300, () => centredScene(name, 575, 300))),
  ...SOCIAL.map((item) => drawing(`social/${item[0]}.jpg`, 1200, 629, () => socialCard(item))),
  ...PEOPLE.map(([slug, name], index) => drawing(`portraits/${slug}.jpg`, 800, 800, () => monogram(name, 800, index))),
];
