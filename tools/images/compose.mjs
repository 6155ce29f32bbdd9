// The illustration system's composer: a picture is a ground in its category's colours, an optional sky (sun, moon,
// cloud, frost) and two or three motifs standing on the ground, chosen from what the picture is about. Articles are
// composed from their title and description (motifsFor), features from the motifs listed in features.mjs.
import { PALETTE as P, random, leaf } from './palette.mjs';
import { THINGS } from './motifs/things.mjs';
import { PLACES } from './motifs/places.mjs';

export const MOTIFS = { ...THINGS, ...PLACES };
const SKY = new Set(['sun', 'moon', 'rainCloud', 'lightning', 'snowflake', 'airplane']);
/** Motifs that read the same mirrored (no writing, no chart going up). */
const MIRRORABLE = new Set([
  'mower',
  'van',
  'car',
  'trailer',
  'wateringCan',
  'sprayer',
  'bentTree',
  'hose',
  'roses',
  'trees',
  'shrubs',
  'handTruck',
  'tools',
]);

/** Ground colours per category (and per feature tone): [sky from, sky to, ground]. */
export const PALETTES = {
  'loss-control': [P.deep, P.green, P.leaf],
  coverages: ['#e3efe6', '#c9dfcf', P.sage],
  'business-tips': [P.cream, '#f0deb0', '#c8dcb8'],
  employees: ['#eef2dc', '#d9e6c2', '#a9c79a'],
  community: ['#f6e1d4', P.cream, '#b9d3bf'],
  'industry-insights': ['#1d3b38', '#2f5f58', '#46786d'],
  'company-news': ['#dde8ee', '#eef3ea', P.sage],
  light: [P.cream, P.mint, P.sage],
  deep: [P.deep, P.green, P.leaf],
};

/**
 * What a text is about ─► motif. Order matters: topics first (what the piece is about), then the trade (whose
 * business it is), then the sky. `claims` draws the claims clipboard only for pieces about claims.
 */
const RULES = [
  [/autonomous|robot/, 'robotMower'],
  [/liab(le|ility)\b.*\?|who is liable/, 'scales'],
  [/\bclaims?\b/, 'clipboard', 'title'],
  [/records?\b|photos/, 'camera'],
  [/records?\b|invoices/, 'folder'],
  [/chemical storage|storage/, 'cabinet'],
  [/chemical/, 'hazardCan'],
  [/regulatory/, 'gavel'],
  [/pesticide/, 'sprayer'],
  [/pesticide/, 'gloves'],
  [/training/, 'goggles'],
  [/heat illness/, 'waterJug'],
  [/heat illness/, 'shadeTent'],
  [/mower|power equipment/, 'mower'],
  [/power equipment/, 'goggles'],
  [/driver/, 'steeringWheel'],
  [/driver|fleet/, 'cone'],
  [/delivery van|van safety|fleet/, 'van'],
  [/deductible/, 'scales'],
  [/deductible|income|bills|grants?\b/, 'coins'],
  [/renewal/, 'calendar'],
  [/renewal|afternoon/, 'clock'],
  [/documents/, 'document'],
  [/cyber/, 'laptop'],
  [/cyber|theft|walk away/, 'padlock'],
  [/portal|online/, 'phone'],
  [/trailers?/, 'trailer'],
  [/tools?\b/, 'tools'],
  [/fires?\b/, 'extinguisher'],
  [/fires?\b/, 'flame'],
  [/slips?\b|falls?\b/, 'wetFloorSign'],
  [/slips?\b|hoses?\b/, 'hose'],
  [/lifting/, 'lifter'],
  [/lifting/, 'handTruck'],
  [/return-to-work|back to work/, 'bandage'],
  [/return-to-work|peak season|seasonal labor/, 'calendar'],
  [/workers. compensation/, 'hardHat'],
  [/workers. compensation/, 'firstAid'],
  [/certificates?/, 'certificate'],
  [/certificates?|subcontractor/, 'handshake'],
  [/subcontractor/, 'hardHat'],
  [/umbrella/, 'umbrella'],
  [/umbrella|general liability/, 'shield'],
  [/designers?|plans?\b.*design/, 'blueprint'],
  [/valued|building costs|costs keep/, 'priceTag'],
  [/continuity|one-page/, 'document'],
  [/continuity/, 'cycle'],
  [/boilers?/, 'boiler'],
  [/coolers?/, 'cooler'],
  [/irrigation controller/, 'controller'],
  [/water restrictions?/, 'waterDrop'],
  [/water restrictions?|sprinkler/, 'sprinkler'],
  [/spanish|language/, 'speechBubbles'],
  [/spanish|materials/, 'booklet'],
  [/onboarding|seasonal crews?|labor/, 'crew'],
  [/mental health|looking after/, 'heart'],
  [/mental health|looking after/, 'people'],
  [/scholarship/, 'gradCap'],
  [/scholarship/, 'trophy'],
  [/high school|floristry program/, 'school'],
  [/youth|fair\b/, 'fair'],
  [/youth|fair\b/, 'rosette'],
  [/volunteer|arboretum/, 'shovel'],
  [/volunteer day/, 'people'],
  [/arboretum/, 'trees'],
  [/community garden/, 'raisedBed'],
  [/community garden/, 'wateringCan'],
  [/food bank/, 'crate'],
  [/opens an? .*office/, 'office'],
  [/des moines|midwest/, 'cornfield'],
  [/account executives/, 'people'],
  [/southeast/, 'palm'],
  [/office|account executives/, 'mapPin'],
  [/ratings?|financial strength/, 'star'],
  [/ratings?|costs keep|building costs|trends|changing/, 'chart'],
  [/thirty-five|35 years/, 'badge35'],
  [/thirty-five|35 years/, 'cake'],
  [/valentine|cut flower supply/, 'roses'],
  [/valentine/, 'heart'],
  [/new service|adding a/, 'plusSign'],
  [/home and auto|personal insurance/, 'house'],
  [/home and auto|personal insurance/, 'car'],
  [/flood/, 'waves'],
  [/rebuild/, 'hammer'],
  [/storm/, 'bentTree'],
  [/flower shops?|florists?\b(?!.*(van|valentine))/, 'flowerShop'],
  [/florists?|flowers?\b/, 'bouquet'],
  [/greenhouses?/, 'greenhouse'],
  [/nurser(y|ies)/, 'nurseryRows'],
  [/sod farms?/, 'sodRolls'],
  [/landscap|plantscap/, 'shrubs'],
  [/garden centers?/, 'pottedPlants'],
  [/growers?|growing|new services?/, 'seedling'],
  [/frost|nights?\b/, 'moon'],
  [/winter|frost|freez/, 'snowflake'],
  [/frost|freez/, 'thermometer'],
  [/heat|summer|spring rush/, 'sun'],
  [/storm|extreme weather|hail/, 'lightning'],
  [/flood|\brain/, 'rainCloud'],
  [/import/, 'airplane'],
];

/** Fallback motifs of each category when a text names fewer than two. */
const CATEGORY_MOTIFS = {
  'loss-control': ['shield', 'greenhouse'],
  coverages: ['umbrella', 'shield'],
  'business-tips': ['chart', 'seedling'],
  employees: ['crew', 'hardHat'],
  community: ['heart', 'trees'],
  'industry-insights': ['chart', 'greenhouse'],
  'company-news': ['office', 'star'],
};

/**
 * The motifs (up to three standing, one in the sky) for a piece in a category: from its title first, then from its
 * description when the title names fewer than three, then the category's own. A rule marked 'title' reads the title
 * only (a claims clipboard for an article about claims, not for one that mentions a claim in passing).
 */
export function motifsFor(title, description, category) {
  const matches = (text, where) =>
    RULES.filter(([pattern, , only]) => (!only || only === where) && pattern.test(text.toLowerCase())).map(
      ([, motif]) => motif,
    );
  const found = [...new Set([...matches(title, 'title'), ...matches(description, 'description')])];
  const standing = found.filter((motif) => !SKY.has(motif)).slice(0, 3);
  for (const motif of CATEGORY_MOTIFS[category] ?? [])
    if (standing.length < 2 && !standing.includes(motif)) standing.push(motif);
  return { standing, sky: found.find((motif) => SKY.has(motif)) };
}

/**
 * What a picture shows, whatever its colours: its motifs, sorted. Two pictures with the same are the same drawing to
 * a visitor; make-images writes it for every composed file to tools/images/drawings.json for the repeat check.
 */
export function drawnWith({ standing, sky }) {
  return [...standing, ...(sky ? [sky] : [])].sort().join('+');
}

export function seedOf(name) {
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

const place = (motif, x, groundY, size, flip = false) =>
  `<g transform="translate(${(x - (size / 2) * (flip ? -1 : 1)).toFixed(1)} ${(groundY - size).toFixed(1)}) scale(${((flip ? -1 : 1) * size) / 100} ${size / 100})">${MOTIFS[motif]()}</g>`;

/** One picture, `width` x `height`: the palette's ground, faint leaves, the sky motif, the standing motifs. */
export function composition({ width, height, standing, sky, palette, seed }) {
  const rand = random(seed);
  const [from, to, ground] = PALETTES[palette];
  const groundY = height * 0.87;
  const big = height * 0.56;
  const small = height * 0.4;
  const slots =
    standing.length === 1
      ? [[0.5, big]]
      : standing.length === 2
        ? [
            [0.38, big],
            [0.68, small],
          ]
        : [
            [0.5, big],
            [0.2, small],
            [0.8, small],
          ];
  const shift = (rand() - 0.5) * width * 0.06;
  const leaves = Array.from({ length: 7 }, () =>
    leaf(
      rand() * width,
      rand() * groundY,
      (height / 300) * (0.5 + rand() * 0.8),
      rand() * 360,
      rand() > 0.5 ? P.sage : P.leaf,
      0.25,
    ),
  ).join('');
  const skyX = rand() > 0.5 ? width * 0.86 : width * 0.14;
  const horizon = `<path d="M0 ${height} V${groundY - height * 0.04} Q${width * (0.3 + rand() * 0.4)} ${groundY - height * 0.12} ${width} ${groundY - height * 0.02} V${height} Z" fill="${ground}"/>`;
  // Side motifs first so the main one overlaps them.
  const order = slots.map((slot, index) => ({ motif: standing[index], slot })).reverse();
  const figures = order
    .map(({ motif, slot: [x, size] }, index) =>
      place(motif, width * x + shift, groundY, size, index === 0 && MIRRORABLE.has(motif) && rand() > 0.5),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>${leaves}${sky ? place(sky, skyX, height * 0.36, height * 0.28) : ''}${horizon}${figures}</svg>`;
}
