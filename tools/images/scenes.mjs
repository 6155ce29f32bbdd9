// The illustration system: one flat, botanical style (brand palette, soft ground, a few leaves) with a different
// subject per line of business and per topic. Each subject is drawn in a 400x300 box with its ground at y 260, so
// a hero, a feature image and a card place the same drawing at different sizes. Heroes keep the left 50% clear for
// the text that lies over it on wide screens.
import { PALETTE, random, leaf, bloom } from './palette.mjs';
import { MOTIFS } from './compose.mjs';

const P = PALETTE;
const stroke = `stroke="${P.deep}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

const pot = (x, y, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-14 0 H14 L10 22 H-10 Z" fill="${P.terracotta}" ${stroke}/>`;
const shrub = (x, y, r, color = P.leaf) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" ${stroke}/><circle cx="${x - r * 0.35}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="${P.sage}" opacity="0.6"/>`;
const tree = (x, y, h, color = P.leaf) =>
  `<path d="M${x} ${y} V${y - h * 0.55}" stroke="${P.deep}" stroke-width="6" stroke-linecap="round"/>${shrub(x, y - h * 0.7, h * 0.32, color)}`;
const figure = (x, y, shirt, hat) =>
  `<g transform="translate(${x} ${y})"><path d="M-22 0 V-38 Q-22 -58 0 -58 Q22 -58 22 -38 V0 Z" fill="${shirt}" ${stroke}/><circle cx="0" cy="-74" r="15" fill="${P.cream}" ${stroke}/>${hat ? `<path d="M-18 -80 Q0 -104 18 -80 Z M-22 -80 H22" fill="${P.sun}" ${stroke}/>` : ''}</g>`;

const SUBJECTS = {
  /** Equipment on the move (inland marine): a mower on its trailer and the job site's pin, from the motif library. */
  'equipment-on-the-move': () =>
    `<g transform="translate(10 60) scale(2)">${MOTIFS.trailer()}</g><g transform="translate(250 110) scale(1.5)">${MOTIFS.mapPin()}</g>`,
  greenhouse: () =>
    `<path d="M60 260 V150 Q200 40 340 150 V260 Z" fill="${P.mint}" fill-opacity="0.85" ${stroke}/>` +
    `<path d="M106 260 V106 M153 260 V82 M200 260 V74 M247 260 V82 M294 260 V106 M60 200 H340" stroke="${P.deep}" stroke-width="2.5" opacity="0.55"/>` +
    `<path d="M175 260 V215 H225 V260" fill="${P.green}" ${stroke}/>` +
    [80, 125, 275, 320].map((x) => shrub(x, 244, 12, P.leaf)).join('') +
    bloom(128, 230, 7, 5, P.terracotta, P.sun) +
    bloom(298, 230, 7, 5, P.sun, P.terracotta),
  florist: () =>
    `<path d="M120 260 L105 180 H215 L200 260 Z" fill="${P.terracotta}" ${stroke}/><path d="M110 205 H210" stroke="${P.cream}" stroke-width="4"/>` +
    [
      [130, 150, P.sun],
      [160, 122, P.terracotta],
      [190, 146, P.cream],
      [145, 100, P.cream],
      [182, 92, P.sun],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M160 182 L${x} ${y}" stroke="${P.leaf}" stroke-width="4"/>${bloom(x, y, 13, 6, c, P.deep)}`,
      )
      .join('') +
    leaf(160, 180, 0.45, -120, P.leaf) +
    leaf(160, 180, 0.45, -60, P.sage) +
    `<path d="M250 260 L232 150 L330 150 L300 260 Z" fill="${P.cream}" ${stroke}/><path d="M262 152 L281 260" stroke="${P.sage}" stroke-width="3"/>` +
    bloom(265, 128, 15, 7, P.terracotta, P.sun) +
    bloom(300, 120, 13, 5, P.sun, P.deep) +
    leaf(282, 150, 0.4, -100, P.leaf),
  'garden-center': () =>
    `<rect x="70" y="120" width="260" height="140" fill="${P.cream}" ${stroke}/>` +
    `<path d="M60 120 L80 80 H320 L340 120 Z" fill="${P.terracotta}" ${stroke}/>` +
    [100, 140, 180, 220, 260, 300]
      .map((x) => `<path d="M${x - 8} 80 L${x - 14} 120" stroke="${P.cream}" stroke-width="10"/>`)
      .join('') +
    `<rect x="100" y="150" width="80" height="60" fill="${P.mint}" ${stroke}/><rect x="220" y="160" width="70" height="100" fill="${P.green}" ${stroke}/>` +
    `<path d="M60 236 H200" stroke="${P.deep}" stroke-width="6"/>` +
    [80, 115, 150, 185].map((x, i) => pot(x, 214) + shrub(x, 202, 12, i % 2 ? P.sage : P.leaf)).join('') +
    bloom(115, 196, 6, 5, P.sun, P.terracotta) +
    `<circle cx="330" cy="232" r="22" fill="${P.sun}" ${stroke}/><path d="M322 232 H338" stroke="${P.deep}" stroke-width="3"/>`,
  nursery: () =>
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3, 4]
          .map((col) => {
            const x = 70 + col * 65 + row * 18;
            const y = 170 + row * 40;
            return `<path d="M${x - 10} ${y} H${x + 10} L${x + 7} ${y + 16} H${x - 7} Z" fill="${P.deep}"/>${tree(x, y, 70 - row * 6, [P.leaf, P.sage, P.green][(col + row) % 3])}`;
          })
          .join(''),
      )
      .join(''),
  sod: () =>
    `<path d="M20 260 L120 150 H380 L380 260 Z" fill="${P.leaf}" ${stroke}/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${60 + i * 30} 260 L${140 + i * 62} 150" stroke="${P.sage}" stroke-width="10" opacity="0.6"/>`,
      )
      .join('') +
    [
      [120, 232],
      [180, 232],
      [240, 232],
      [150, 196],
      [210, 196],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x - 30}" y="${y - 24}" width="60" height="48" rx="24" fill="${P.sage}" ${stroke}/><circle cx="${x + 18}" cy="${y}" r="18" fill="${P.terracotta}" ${stroke}/><circle cx="${x + 18}" cy="${y}" r="9" fill="none" stroke="${P.deep}" stroke-width="2.5"/>`,
      )
      .join(''),
  landscaper: () =>
    tree(300, 260, 170, P.green) +
    shrub(90, 236, 28, P.sage) +
    shrub(140, 240, 22, P.leaf) +
    `<path d="M170 200 L250 200 L240 236 H186 Z" fill="${P.terracotta}" ${stroke}/><path d="M186 236 L150 210 M250 200 L275 185" ${stroke} fill="none"/><circle cx="212" cy="246" r="14" fill="${P.deep}"/>` +
    `<path d="M200 200 Q210 180 230 190" fill="${P.leaf}" ${stroke}/>` +
    `<path d="M352 140 L352 240" stroke="${P.deep}" stroke-width="5"/><path d="M340 240 H364 L360 262 H344 Z" fill="${P.sun}" ${stroke}/>`,
  claims: () =>
    `<rect x="90" y="60" width="150" height="200" rx="10" fill="${P.cream}" ${stroke}/><rect x="130" y="48" width="70" height="26" rx="8" fill="${P.sun}" ${stroke}/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M110 ${112 + i * 44} l10 10 l18 -20" fill="none" stroke="${P.leaf}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M150 ${110 + i * 44} H220" stroke="${P.deep}" stroke-width="4" opacity="0.5"/>`,
      )
      .join('') +
    `<circle cx="300" cy="140" r="62" fill="${P.mint}" ${stroke}/><path d="M300 140 V100 M300 140 L330 158" stroke="${P.terracotta}" stroke-width="6" stroke-linecap="round"/>` +
    `<text x="300" y="238" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="30" fill="${P.terracotta}">24/7</text>`,
  safety: () =>
    `<path d="M200 40 L290 72 V140 C290 205 245 240 200 258 C155 240 110 205 110 140 V72 Z" fill="${P.sun}" ${stroke}/>` +
    `<path d="M160 146 L190 176 L244 112" fill="none" stroke="${P.deep}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M52 232 Q52 170 92 170 Q132 170 132 232 Z" fill="${P.terracotta}" ${stroke}/><path d="M40 232 H146" ${stroke}/>` +
    `<rect x="310" y="150" width="40" height="110" rx="14" fill="${P.terracotta}" ${stroke}/><path d="M322 150 V132 H352 L362 142" fill="none" ${stroke}/>`,
  learning: () =>
    `<path d="M60 230 Q130 200 200 226 Q270 200 340 230 V110 Q270 84 200 110 Q130 84 60 110 Z" fill="${P.cream}" ${stroke}/><path d="M200 110 V226" ${stroke}/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M85 ${130 + i * 24} Q130 ${118 + i * 24} 180 ${132 + i * 24} M220 ${132 + i * 24} Q270 ${118 + i * 24} 315 ${130 + i * 24}" stroke="${P.sage}" stroke-width="4" fill="none"/>`,
      )
      .join('') +
    `<path d="M200 110 V50" stroke="${P.leaf}" stroke-width="6"/>` +
    leaf(200, 70, 0.5, -150, P.leaf) +
    leaf(200, 58, 0.45, -30, P.sage) +
    `<circle cx="320" cy="60" r="20" fill="${P.sun}"/>`,
  agents: () =>
    `<path d="M40 250 L110 110 L200 140 L290 100 L360 240 L270 262 L180 232 Z" fill="${P.mint}" ${stroke}/><path d="M110 110 L180 232 M200 140 L270 262 M290 100" stroke="${P.sage}" stroke-width="3"/>` +
    [
      [150, 150, P.terracotta],
      [250, 130, P.sun],
      [310, 200, P.terracotta],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M${x} ${y} C${x - 22} ${y - 24} ${x - 22} ${y - 56} ${x} ${y - 56} C${x + 22} ${y - 56} ${x + 22} ${y - 24} ${x} ${y} Z" fill="${c}" ${stroke}/><circle cx="${x}" cy="${y - 38}" r="7" fill="${P.cream}"/>`,
      )
      .join('') +
    figure(80, 260, P.green) +
    figure(120, 262, P.terracotta),
  about: () =>
    `<path d="M200 262 V150 M200 200 L160 170 M200 185 L245 150" stroke="${P.deep}" stroke-width="14" stroke-linecap="round"/>` +
    [
      [200, 110, 70, P.green],
      [140, 150, 50, P.leaf],
      [260, 140, 56, P.leaf],
      [200, 70, 44, P.sage],
    ]
      .map(([x, y, r, c]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" ${stroke}/>`)
      .join('') +
    `<path d="M300 250 H360 M306 250 V232 H354 V250" ${stroke} fill="${P.terracotta}"/>` +
    bloom(330, 212, 10, 6, P.sun, P.terracotta),
  truck: () =>
    `<rect x="60" y="120" width="190" height="110" rx="8" fill="${P.cream}" ${stroke}/><path d="M250 150 H310 L345 190 V230 H250 Z" fill="${P.green}" ${stroke}/><path d="M262 162 H302 L326 190 H262 Z" fill="${P.mint}" ${stroke}/>` +
    `<circle cx="115" cy="236" r="24" fill="${P.deep}"/><circle cx="115" cy="236" r="9" fill="${P.sage}"/><circle cx="295" cy="236" r="24" fill="${P.deep}"/><circle cx="295" cy="236" r="9" fill="${P.sage}"/>` +
    shrub(120, 175, 22, P.leaf) +
    shrub(170, 180, 18, P.sage) +
    bloom(205, 176, 12, 5, P.terracotta, P.sun),
  building: () =>
    `<rect x="120" y="80" width="160" height="180" fill="${P.cream}" ${stroke}/>` +
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2]
          .map((c) => `<rect x="${140 + c * 46}" y="${100 + r * 44}" width="28" height="28" fill="${P.green}"/>`)
          .join(''),
      )
      .join('') +
    `<rect x="185" y="222" width="30" height="38" fill="${P.terracotta}" ${stroke}/>` +
    tree(80, 262, 120, P.leaf) +
    tree(325, 262, 100, P.sage),
  gear: () =>
    `<g transform="translate(170 150)">${Array.from({ length: 8 }, (_, i) => `<rect x="-14" y="-92" width="28" height="30" rx="5" fill="${P.sun}" ${stroke} transform="rotate(${i * 45})"/>`).join('')}<circle r="70" fill="${P.sun}" ${stroke}/><circle r="26" fill="${P.deep}"/></g>` +
    `<rect x="262" y="120" width="90" height="140" rx="18" fill="${P.terracotta}" ${stroke}/><circle cx="307" cy="170" r="22" fill="${P.cream}" ${stroke}/><path d="M307 170 L320 160" ${stroke}/><path d="M262 230 H352" ${stroke}/>`,
  umbrella: () =>
    `<path d="M60 150 Q200 0 340 150 Q305 128 270 150 Q235 128 200 150 Q165 128 130 150 Q95 128 60 150 Z" fill="${P.terracotta}" ${stroke}/><path d="M200 150 V240 Q200 262 178 262" fill="none" stroke="${P.deep}" stroke-width="7" stroke-linecap="round"/>` +
    [100, 160, 240, 300].map((x, i) => pot(x, 238, 0.9) + shrub(x, 226, 13, i % 2 ? P.sage : P.leaf)).join(''),
  crew: () =>
    figure(130, 262, P.green, true) +
    figure(200, 258, P.terracotta, true) +
    figure(270, 262, P.leaf, true) +
    shrub(340, 240, 24, P.sage) +
    shrub(60, 242, 20, P.leaf),
  document: () =>
    `<path d="M110 50 H250 L290 90 V260 H110 Z" fill="${P.cream}" ${stroke}/><path d="M250 50 V90 H290" fill="${P.mint}" ${stroke}/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M135 ${110 + i * 28} H${265 - (i % 2) * 40}" stroke="${P.deep}" stroke-width="4" opacity="0.45"/>`,
      )
      .join('') +
    `<circle cx="250" cy="225" r="28" fill="${P.sun}" ${stroke}/>` +
    leaf(250, 225, 0.28, -45, P.green) +
    `<path d="M40 250 L80 170 L96 178 L56 258 Z" fill="${P.green}" ${stroke}/>`,
  letter: () =>
    `<rect x="80" y="100" width="240" height="150" rx="8" fill="${P.cream}" ${stroke}/><path d="M80 108 L200 190 L320 108" fill="none" ${stroke}/>` +
    `<circle cx="320" cy="100" r="34" fill="${P.leaf}" ${stroke}/><path d="M304 100 L316 112 L338 88" fill="none" stroke="${P.cream}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    bloom(90, 240, 16, 6, P.sun, P.terracotta),
  chart: () =>
    [0, 1, 2, 3]
      .map((i) => {
        const h = 50 + i * 40;
        return `<rect x="${80 + i * 60}" y="${260 - h}" width="42" height="${h}" rx="6" fill="${i === 3 ? P.sun : P.cream}" ${stroke}/>`;
      })
      .join('') +
    `<path d="M90 170 L150 140 L210 110 L290 60" fill="none" stroke="${P.terracotta}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M330 260 V200" stroke="${P.leaf}" stroke-width="5"/>` +
    leaf(330, 215, 0.4, -140, P.leaf) +
    leaf(330, 205, 0.35, -40, P.sage),
  house: () =>
    `<path d="M110 260 V150 L200 80 L290 150 V260 Z" fill="${P.cream}" ${stroke}/><path d="M95 160 L200 72 L305 160" fill="none" stroke="${P.terracotta}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="180" y="200" width="40" height="60" fill="${P.green}" ${stroke}/><rect x="135" y="170" width="30" height="30" fill="${P.mint}" ${stroke}/><rect x="235" y="170" width="30" height="30" fill="${P.mint}" ${stroke}/>` +
    shrub(80, 240, 24, P.leaf) +
    shrub(320, 240, 24, P.sage),
  orchid: () =>
    pot(200, 238, 1.6) +
    `<path d="M200 240 Q196 150 250 110" fill="none" stroke="${P.leaf}" stroke-width="5"/>` +
    leaf(200, 240, 0.6, -160, P.green) +
    leaf(200, 240, 0.6, -20, P.leaf) +
    [
      [215, 160],
      [235, 128],
      [262, 112],
    ]
      .map(([x, y]) => bloom(x, y, 16, 5, P.cream, P.terracotta))
      .join(''),
  quote: () =>
    `<rect x="100" y="60" width="170" height="200" rx="10" fill="${P.cream}" ${stroke}/>` +
    [0, 1, 2, 3]
      .map((i) => `<rect x="125" y="${92 + i * 38}" width="120" height="20" rx="4" fill="${P.mint}" ${stroke}/>`)
      .join('') +
    `<path d="M300 80 L330 90 L260 250 L236 262 L232 236 Z" fill="${P.sun}" ${stroke}/>` +
    leaf(300, 250, 0.35, -60, P.leaf),
  panorama: () =>
    `<path d="M0 260 Q100 200 200 230 Q300 190 400 240 V260 Z" fill="${P.sage}" opacity="0.7"/>` +
    `<path d="M30 260 V190 Q95 130 160 190 V260 Z" fill="${P.mint}" fill-opacity="0.85" ${stroke}/><path d="M73 260 V160 M116 260 V160 M30 225 H160" stroke="${P.deep}" stroke-width="2" opacity="0.5"/>` +
    tree(210, 262, 120, P.green) +
    tree(250, 262, 90, P.leaf) +
    [300, 335, 370]
      .map(
        (x, i) =>
          `<path d="M${x} 262 V226" stroke="${P.leaf}" stroke-width="4"/>${bloom(x, 220, 11, 6, i === 1 ? P.sun : P.terracotta, P.cream)}`,
      )
      .join(''),
};

/** Page or card name ─► subject. Names not listed fall back to the greenhouse, the trade's emblem. */
const SUBJECT_OF = {
  home: 'panorama',
  about: 'about',
  insurance: 'umbrella',
  business: 'panorama',
  'general-liability': 'safety',
  contact: 'letter',
  legal: 'document',
  greenhouse: 'greenhouse',
  'greenhouse-growers': 'greenhouse',
  'greenhouse-story': 'greenhouse',
  florist: 'florist',
  florists: 'florist',
  'florist-insurance': 'florist',
  'florist-story': 'florist',
  landscaper: 'landscaper',
  'landscapers-and-plantscapers': 'landscaper',
  nursery: 'nursery',
  'nurseries-and-sod-farms': 'nursery',
  'nursery-story': 'nursery',
  sod: 'sod',
  'garden-center': 'garden-center',
  'garden-centers': 'garden-center',
  claims: 'claims',
  team: 'crew',
  crew: 'crew',
  safety: 'safety',
  'request-loss-control-materials': 'safety',
  'agent-search': 'agents',
  agents: 'agents',
  'become-agent': 'agents',
  members: 'agents',
  mpn: 'crew',
  'workers-compensation': 'crew',
  'commercial-auto': 'truck',
  fleet: 'truck',
  delivery: 'truck',
  'commercial-property': 'building',
  property: 'building',
  'financial-strength': 'chart',
  'equipment-breakdown': 'gear',
  equipment: 'gear',
  boiler: 'gear',
  'boiler-story': 'gear',
  'inland-marine': 'equipment-on-the-move',
  umbrella: 'umbrella',
  'professional-liability': 'document',
  'personal-insurance': 'house',
  'current-customers': 'letter',
  'learn-more': 'learning',
  'learning-center': 'learning',
  news: 'document',
  media: 'document',
  regulatory: 'document',
  'request-coi': 'document',
  'request-a-quote': 'quote',
  quote: 'quote',
  'thank-you': 'letter',
  testimonials: 'letter',
  'why-verdance': 'about',
  'orchid-story': 'orchid',
};

export function subjectOf(name) {
  return SUBJECT_OF[name] ?? 'greenhouse';
}

function seedOf(name) {
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

/**
 * One picture: ground, a light disc behind the subject, scattered leaves, the subject. `box` is where the subject's
 * 400x300 drawing goes ({ x, y, scale }); `tone` 'deep' or 'light' picks the background.
 */
export function scene({ width, height, name, tone = 'deep', box }) {
  const rand = random(seedOf(name));
  const [from, to] = tone === 'light' ? [P.cream, P.mint] : [P.deep, P.green];
  const ground = tone === 'light' ? P.sage : P.leaf;
  const leaves = Array.from({ length: 8 }, () => {
    const x = box.x + rand() * 400 * box.scale;
    const y = box.y + rand() * 300 * box.scale;
    return leaf(x, y, 0.6 + rand() * 1.2, rand() * 360, [P.sage, P.leaf][Math.floor(rand() * 2)], 0.35);
  }).join('');
  const cx = box.x + 200 * box.scale;
  const groundY = box.y + 258 * box.scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${cx + (rand() - 0.5) * 120 * box.scale}" cy="${box.y + 120 * box.scale}" r="${150 * box.scale}" fill="${tone === 'light' ? P.cream : P.sage}" opacity="${tone === 'light' ? 0.9 : 0.18}"/>
${leaves}
<path d="M0 ${height} V${groundY + 20 * box.scale} Q${cx} ${groundY - 40 * box.scale} ${width} ${groundY} V${height} Z" fill="${ground}" opacity="0.9"/>
<g transform="translate(${box.x} ${box.y}) scale(${box.scale})">${SUBJECTS[subjectOf(name)]()}</g></svg>`;
}

/** A hero: the subject on the right half, clear of the text. */
export const heroScene = (name, width = 1920, height = 720, tone = 'deep') =>
  scene({ width, height, name, tone, box: { x: width * 0.56, y: height * 0.12, scale: (height * 0.8) / 300 } });

/** A card, feature or square crop: the subject centred. */
export function centredScene(name, width, height, tone = 'light') {
  const scale = Math.min((width * 0.8) / 400, (height * 0.85) / 300);
  return scene({
    width,
    height,
    name,
    tone,
    box: { x: (width - 400 * scale) / 2, y: (height - 300 * scale) / 2 + 10 * scale, scale },
  });
}

export const SUBJECT_NAMES = Object.keys(SUBJECTS);
