// Small objects of the trade, each drawn in a 100x100 box standing on its ground line (y 100), centred on x 50.
// The composer (tools/images/compose.mjs) places two or three of them per picture, so one drawing per subject
// serves every article and feature that is about it.
import { PALETTE as P, leaf, bloom } from '../palette.mjs';

export const line = `stroke="${P.deep}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"`;

const lines = (x1, x2, ys, opacity = 0.5) =>
  ys.map((y) => `<path d="M${x1} ${y} H${x2}" stroke="${P.deep}" stroke-width="2" opacity="${opacity}"/>`).join('');
const tick = (x, y, color = P.leaf) =>
  `<path d="M${x} ${y} l4 4 l8 -9" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

export const THINGS = {
  clipboard: () =>
    `<rect x="26" y="14" width="48" height="86" rx="5" fill="${P.cream}" ${line}/><rect x="38" y="8" width="24" height="11" rx="3" fill="${P.sun}" ${line}/>` +
    [32, 52, 72].map((y) => tick(32, y) + lines(50, 68, [y + 2])).join(''),
  camera: () =>
    `<rect x="14" y="52" width="72" height="46" rx="7" fill="${P.deep}" ${line}/><rect x="34" y="44" width="22" height="10" rx="2" fill="${P.deep}" ${line}/><circle cx="50" cy="75" r="15" fill="${P.sage}" ${line}/><circle cx="50" cy="75" r="7" fill="${P.green}"/><circle cx="76" cy="61" r="3" fill="${P.sun}"/>`,
  folder: () =>
    `<path d="M12 38 H40 L46 46 H88 V98 H12 Z" fill="${P.sun}" ${line}/><rect x="20" y="30" width="58" height="40" fill="${P.cream}" ${line}/><path d="M12 54 H88 V98 H12 Z" fill="${P.sun}" ${line}/>`,
  document: () =>
    `<path d="M24 10 H64 L78 24 V100 H24 Z" fill="${P.cream}" ${line}/><path d="M64 10 V24 H78" fill="${P.mint}" ${line}/>` +
    lines(33, 68, [38, 50, 62, 74]),
  certificate: () =>
    `<rect x="10" y="26" width="80" height="58" rx="3" fill="${P.cream}" ${line}/><rect x="16" y="32" width="68" height="46" fill="none" stroke="${P.sun}" stroke-width="2"/>` +
    lines(24, 62, [44, 54]) +
    `<circle cx="70" cy="74" r="11" fill="${P.terracotta}" ${line}/><path d="M64 84 L60 100 L68 95 L72 100 L74 84" fill="${P.terracotta}" ${line}/>`,
  calendar: () =>
    `<rect x="14" y="24" width="72" height="74" rx="6" fill="${P.cream}" ${line}/><path d="M14 24 H86 V42 H14 Z" fill="${P.terracotta}" ${line}/><path d="M32 16 V30 M68 16 V30" ${line}/>` +
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2, 3]
          .map((c) => `<rect x="${22 + c * 15}" y="${50 + r * 14}" width="9" height="8" fill="${P.sage}"/>`)
          .join(''),
      )
      .join('') +
    `<circle cx="56" cy="68" r="8" fill="none" stroke="${P.terracotta}" stroke-width="2.5"/>`,
  clock: () =>
    `<circle cx="50" cy="58" r="38" fill="${P.cream}" ${line}/><path d="M50 58 V32 M50 58 L68 68" stroke="${P.terracotta}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="58" r="3" fill="${P.deep}"/>`,
  chart: () =>
    [0, 1, 2, 3]
      .map((i) => {
        const h = 26 + i * 18;
        return `<rect x="${12 + i * 20}" y="${100 - h}" width="14" height="${h}" rx="2" fill="${i === 3 ? P.sun : P.cream}" ${line}/>`;
      })
      .join('') +
    `<path d="M14 60 L36 50 L58 36 L88 14" fill="none" stroke="${P.terracotta}" stroke-width="3.5" stroke-linecap="round"/><path d="M78 12 L90 12 L88 24" fill="none" stroke="${P.terracotta}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  coins: () =>
    [
      [30, 96],
      [30, 86],
      [30, 76],
      [64, 96],
      [64, 86],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="18" ry="6" fill="${P.sun}" ${line}/>`)
      .join('') +
    `<circle cx="64" cy="52" r="16" fill="${P.sun}" ${line}/><path d="M64 44 V60 M59 48 Q64 44 69 48 M59 56 Q64 60 69 56" stroke="${P.deep}" stroke-width="2" fill="none"/>`,
  priceTag: () =>
    `<path d="M20 40 L52 12 H86 V46 L54 74 Z" fill="${P.sun}" ${line} transform="translate(0 22)"/><circle cx="74" cy="46" r="5" fill="${P.cream}" ${line}/><path d="M40 74 L56 60 M46 82 L62 68" stroke="${P.deep}" stroke-width="2.5" opacity="0.6"/>`,
  scales: () =>
    `<path d="M50 18 V94 M34 98 H66 M18 30 H82" ${line}/><circle cx="50" cy="16" r="5" fill="${P.sun}" ${line}/>` +
    `<path d="M18 30 L8 60 H28 Z M82 30 L72 60 H92 Z" fill="none" ${line}/><path d="M6 60 Q18 72 30 60 Z M70 60 Q82 72 94 60 Z" fill="${P.sun}" ${line}/>`,
  shield: () =>
    `<path d="M50 8 L86 20 V50 C86 76 68 92 50 100 C32 92 14 76 14 50 V20 Z" fill="${P.sun}" ${line}/><path d="M34 54 L46 66 L68 40" fill="none" stroke="${P.deep}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  shieldGap: () =>
    `<path d="M50 8 L86 20 V50 C86 76 68 92 50 100 C32 92 14 76 14 50 V20 Z" fill="${P.cream}" ${line}/><path d="M36 40 L64 68 M64 40 L36 68" stroke="${P.terracotta}" stroke-width="7" stroke-linecap="round"/>`,
  umbrella: () =>
    `<path d="M6 52 Q50 -8 94 52 Q83 44 72 52 Q61 44 50 52 Q39 44 28 52 Q17 44 6 52 Z" fill="${P.terracotta}" ${line}/><path d="M50 52 V92 Q50 100 42 100" fill="none" stroke="${P.deep}" stroke-width="3.5" stroke-linecap="round"/>`,
  laptop: () =>
    `<rect x="18" y="34" width="64" height="46" rx="4" fill="${P.deep}" ${line}/><rect x="23" y="39" width="54" height="36" fill="${P.mint}"/><path d="M8 86 H92 L86 96 H14 Z" fill="${P.cream}" ${line}/>` +
    lines(29, 60, [48, 57, 66], 0.4),
  padlock: () =>
    `<path d="M32 56 V40 Q32 22 50 22 Q68 22 68 40 V56" fill="none" stroke="${P.deep}" stroke-width="7"/><rect x="22" y="54" width="56" height="44" rx="7" fill="${P.sun}" ${line}/><circle cx="50" cy="72" r="6" fill="${P.deep}"/><path d="M50 74 V86" stroke="${P.deep}" stroke-width="4"/>`,
  sprayer: () =>
    `<rect x="24" y="40" width="40" height="58" rx="12" fill="${P.sage}" ${line}/><path d="M30 40 V32 H58 V40" fill="${P.deep}" ${line}/><path d="M44 32 V20 M44 22 H60 Q72 22 74 34 L86 58" fill="none" stroke="${P.deep}" stroke-width="3.5" stroke-linecap="round"/><path d="M82 60 L92 58 M84 64 L94 68 M80 66 L86 74" stroke="${P.sage}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M30 60 H58" stroke="${P.terracotta}" stroke-width="5"/>`,
  gloves: () =>
    `<path d="M22 100 V62 Q22 56 27 56 V34 Q27 30 31 30 Q35 30 35 34 V52 V26 Q35 22 39 22 Q43 22 43 26 V52 V28 Q43 24 47 24 Q51 24 51 28 V58 L57 48 Q61 44 64 48 L56 72 Q52 82 50 100 Z" fill="${P.sun}" ${line}/><path d="M22 88 H50" stroke="${P.terracotta}" stroke-width="6"/>` +
    `<path d="M56 100 V70 Q56 64 61 64 V44 Q61 40 65 40 Q69 40 69 44 V60 V38 Q69 34 73 34 Q77 34 77 38 V62 Q83 56 86 60 L80 80 Q78 90 78 100 Z" fill="${P.leaf}" ${line}/>`,
  goggles: () =>
    `<path d="M10 62 Q10 46 30 46 H70 Q90 46 90 62 Q90 78 70 78 Q58 78 54 68 H46 Q42 78 30 78 Q10 78 10 62 Z" fill="${P.mint}" ${line}/><path d="M4 60 H10 M90 60 H96" ${line}/><path d="M22 56 L30 52" stroke="${P.cream}" stroke-width="3"/>`,
  hardHat: () =>
    `<path d="M18 78 Q18 36 50 36 Q82 36 82 78 Z" fill="${P.sun}" ${line}/><path d="M8 80 H92 V88 H8 Z" fill="${P.sun}" ${line}/><path d="M44 38 V66 M56 38 V66" stroke="${P.deep}" stroke-width="2" opacity="0.5"/>`,
  firstAid: () =>
    `<rect x="12" y="40" width="76" height="58" rx="8" fill="${P.cream}" ${line}/><path d="M38 40 V30 H62 V40" fill="none" ${line}/><path d="M50 54 V84 M35 69 H65" stroke="${P.terracotta}" stroke-width="9"/>`,
  extinguisher: () =>
    `<rect x="34" y="32" width="30" height="66" rx="12" fill="${P.terracotta}" ${line}/><path d="M42 32 V22 H56 V32" fill="${P.deep}" ${line}/><path d="M49 22 V16 H68 L78 26" fill="none" stroke="${P.deep}" stroke-width="3.5"/><path d="M40 24 Q24 30 24 54" fill="none" stroke="${P.deep}" stroke-width="3"/><rect x="40" y="52" width="18" height="16" fill="${P.cream}"/>`,
  flame: () =>
    `<path d="M50 100 Q20 100 22 72 Q24 52 40 38 Q38 54 48 58 Q44 34 62 14 Q62 40 74 54 Q84 68 78 84 Q72 100 50 100 Z" fill="${P.terracotta}" ${line}/><path d="M50 98 Q36 96 38 82 Q40 72 48 66 Q50 78 58 80 Q64 86 60 92 Q56 98 50 98 Z" fill="${P.sun}"/>`,
  waterJug: () =>
    `<path d="M24 40 Q24 32 32 32 H68 Q76 32 76 40 V92 Q76 100 68 100 H32 Q24 100 24 92 Z" fill="${P.mint}" ${line}/><path d="M24 58 H76 V92 Q76 100 68 100 H32 Q24 100 24 92 Z" fill="#7fb6c9" opacity="0.8"/><path d="M40 32 V22 H60 V32" fill="${P.terracotta}" ${line}/><path d="M76 50 H84 V74 H76" fill="none" ${line}/><rect x="30" y="80" width="10" height="8" fill="${P.deep}"/>`,
  waterDrop: () =>
    `<path d="M50 12 Q76 50 76 70 Q76 98 50 98 Q24 98 24 70 Q24 50 50 12 Z" fill="#7fb6c9" ${line}/><path d="M38 72 Q38 62 44 56" stroke="${P.cream}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  sprinkler: () =>
    `<path d="M48 100 V62 H52 V100" fill="${P.deep}" ${line}/><rect x="40" y="54" width="20" height="10" rx="3" fill="${P.sun}" ${line}/>` +
    [-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<path transform="rotate(${a} 50 54)" d="M50 46 V20" stroke="#7fb6c9" stroke-width="3" stroke-dasharray="5 5" stroke-linecap="round"/>`,
      )
      .join(''),
  wateringCan: () =>
    `<path d="M28 52 H68 L64 98 H32 Z" fill="${P.sage}" ${line}/><path d="M68 60 L90 40 L94 44" fill="none" stroke="${P.deep}" stroke-width="4" stroke-linecap="round"/><path d="M88 36 L98 46" stroke="${P.deep}" stroke-width="6" stroke-linecap="round"/><path d="M30 58 Q14 60 18 80 Q20 88 30 86" fill="none" stroke="${P.deep}" stroke-width="4"/>`,
  thermometer: () =>
    `<rect x="40" y="8" width="20" height="70" rx="10" fill="${P.cream}" ${line}/><circle cx="50" cy="84" r="14" fill="${P.terracotta}" ${line}/><path d="M50 80 V36" stroke="${P.terracotta}" stroke-width="7" stroke-linecap="round"/>` +
    [24, 36, 48, 60].map((y) => `<path d="M60 ${y} H68" stroke="${P.deep}" stroke-width="2"/>`).join(''),
  snowflake: () =>
    `<g transform="translate(50 52)">${[0, 60, 120]
      .map(
        (a) =>
          `<path transform="rotate(${a})" d="M0 -38 V38 M-9 -28 L0 -20 L9 -28 M-9 28 L0 20 L9 28" fill="none" stroke="#7fb6c9" stroke-width="4.5" stroke-linecap="round"/>`,
      )
      .join('')}</g>`,
  gear: () =>
    `<g transform="translate(50 56)">${Array.from({ length: 8 }, (_, i) => `<rect x="-7" y="-44" width="14" height="14" rx="2" fill="${P.sun}" ${line} transform="rotate(${i * 45})"/>`).join('')}<circle r="34" fill="${P.sun}" ${line}/><circle r="12" fill="${P.deep}"/></g>`,
  boiler: () =>
    `<rect x="18" y="24" width="54" height="76" rx="10" fill="${P.terracotta}" ${line}/><circle cx="45" cy="48" r="12" fill="${P.cream}" ${line}/><path d="M45 48 L52 42" ${line}/><path d="M18 76 H72" ${line}/><path d="M72 40 H88 V100" fill="none" stroke="${P.deep}" stroke-width="5"/><path d="M36 86 Q40 80 44 86 Q48 92 52 86" fill="none" stroke="${P.sun}" stroke-width="3"/>`,
  cooler: () =>
    `<rect x="16" y="10" width="64" height="90" rx="4" fill="${P.mint}" ${line}/><path d="M48 10 V100" ${line}/><path d="M42 44 V60 M54 44 V60" stroke="${P.deep}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="21" y="16" width="22" height="22" fill="#bcd9e2" opacity="0.8"/>` +
    bloom(32, 27, 5, 5, P.terracotta, P.sun) +
    `<g transform="translate(84 34) scale(0.5)">${`<path d="M0 -20 V20 M-17 -10 L17 10 M-17 10 L17 -10" stroke="#7fb6c9" stroke-width="5" stroke-linecap="round"/>`}</g>`,
  controller: () =>
    `<rect x="20" y="22" width="60" height="76" rx="6" fill="${P.cream}" ${line}/><rect x="28" y="30" width="44" height="20" rx="2" fill="${P.green}"/><path d="M32 40 H52" stroke="${P.sun}" stroke-width="3"/>` +
    [0, 1, 2].map((i) => `<circle cx="${36 + i * 14}" cy="66" r="5" fill="${P.sage}" ${line}/>`).join('') +
    `<path d="M80 80 H92 V100" fill="none" stroke="#7fb6c9" stroke-width="4"/>`,
  hose: () =>
    `<path d="M10 96 Q30 70 50 90 Q70 108 80 80 Q88 60 70 56 Q56 54 60 40" fill="none" stroke="${P.leaf}" stroke-width="7" stroke-linecap="round"/><rect x="54" y="26" width="12" height="16" rx="3" fill="${P.sun}" ${line}/>`,
  wetFloorSign: () =>
    `<path d="M28 100 L44 14 H56 L72 100" fill="${P.sun}" ${line}/><path d="M34 100 H66" ${line}/><path d="M50 34 L62 58 H38 Z" fill="${P.deep}"/><path d="M50 42 V50" stroke="${P.sun}" stroke-width="2.5"/><path d="M40 74 Q44 66 48 74 Q52 82 56 74" fill="none" stroke="${P.deep}" stroke-width="3"/>`,
  cone: () =>
    `<path d="M36 90 L46 20 H54 L64 90 Z" fill="${P.terracotta}" ${line}/><path d="M41 54 H59 M39 70 H61" stroke="${P.cream}" stroke-width="6"/><rect x="24" y="90" width="52" height="10" rx="2" fill="${P.terracotta}" ${line}/>`,
  hazardCan: () =>
    `<rect x="24" y="32" width="42" height="68" rx="5" fill="${P.cream}" ${line}/><path d="M34 32 V22 H54 V32" fill="${P.terracotta}" ${line}/><path d="M45 52 L59 66 L45 80 L31 66 Z" fill="${P.sun}" ${line}/><path d="M45 60 V68 M45 72 V74" stroke="${P.deep}" stroke-width="3"/>` +
    `<rect x="68" y="62" width="22" height="38" rx="4" fill="${P.sage}" ${line}/><rect x="74" y="54" width="10" height="8" fill="${P.deep}"/>`,
  cabinet: () =>
    `<rect x="16" y="10" width="68" height="90" rx="3" fill="${P.sun}" ${line}/><path d="M50 10 V100" ${line}/><path d="M30 24 L50 44 L70 24" fill="none" stroke="${P.terracotta}" stroke-width="3"/><path d="M44 58 V70 M56 58 V70" stroke="${P.deep}" stroke-width="4"/>` +
    `<rect x="44" y="72" width="12" height="10" rx="2" fill="${P.deep}"/><path d="M47 72 V66 Q50 62 53 66 V72" fill="none" stroke="${P.deep}" stroke-width="2.5"/>`,
  mower: () =>
    `<path d="M14 60 H70 Q78 60 78 68 V84 H14 Z" fill="${P.terracotta}" ${line}/><rect x="24" y="48" width="28" height="14" rx="3" fill="${P.deep}" ${line}/><path d="M70 60 L92 16 M86 16 H98" stroke="${P.deep}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="26" cy="88" r="11" fill="${P.deep}"/><circle cx="26" cy="88" r="4" fill="${P.sage}"/><circle cx="68" cy="88" r="11" fill="${P.deep}"/><circle cx="68" cy="88" r="4" fill="${P.sage}"/>`,
  robotMower: () =>
    `<path d="M10 84 Q14 54 50 52 Q86 54 90 84 Z" fill="${P.cream}" ${line}/><path d="M34 56 Q50 46 66 56" fill="none" stroke="${P.sage}" stroke-width="4"/><circle cx="50" cy="40" r="5" fill="${P.terracotta}" ${line}/><path d="M50 45 V53" ${line}/><path d="M40 40 Q50 30 60 40 M34 36 Q50 20 66 36" fill="none" stroke="${P.sun}" stroke-width="2.5"/>` +
    `<circle cx="26" cy="88" r="10" fill="${P.deep}"/><circle cx="74" cy="88" r="10" fill="${P.deep}"/><rect x="32" y="66" width="36" height="8" rx="4" fill="${P.green}"/>`,
  wheelbarrow: () =>
    `<path d="M18 50 H74 L66 76 H30 Z" fill="${P.terracotta}" ${line}/><path d="M30 76 L10 58 M74 50 L96 40" ${line} fill="none"/><circle cx="52" cy="88" r="11" fill="${P.deep}"/><path d="M38 76 L46 96 M62 76 L56 88" ${line}/>` +
    `<path d="M30 50 Q40 32 60 42" fill="${P.leaf}" ${line}/>`,
  shovel: () =>
    `<path d="M50 10 V66" stroke="${P.terracotta}" stroke-width="5" stroke-linecap="round"/><path d="M40 10 H60" stroke="${P.deep}" stroke-width="5" stroke-linecap="round"/><path d="M38 64 H62 V84 Q62 100 50 100 Q38 100 38 84 Z" fill="${P.sage}" ${line}/>`,
  tools: () =>
    `<rect x="10" y="62" width="80" height="36" rx="4" fill="${P.terracotta}" ${line}/><path d="M36 62 V54 H64 V62" fill="none" ${line}/><path d="M10 76 H90" ${line}/>` +
    `<path d="M24 60 L40 20" stroke="${P.deep}" stroke-width="4"/><path d="M34 18 L48 24 L44 32" fill="${P.sage}" ${line}/><path d="M70 60 L62 24" stroke="${P.deep}" stroke-width="4"/><path d="M54 20 Q62 10 70 20 L66 26 H58 Z" fill="${P.sun}" ${line}/>`,
  trailer: () =>
    `<path d="M8 72 H84 V82 H8 Z" fill="${P.green}" ${line}/><path d="M84 78 H98" stroke="${P.deep}" stroke-width="4"/><path d="M12 72 V52 M80 72 V52 M12 52 H80" stroke="${P.deep}" stroke-width="3"/>` +
    `<circle cx="46" cy="88" r="11" fill="${P.deep}"/><circle cx="46" cy="88" r="4" fill="${P.sage}"/>` +
    `<path d="M20 70 V56 H52 Q58 56 58 62 V70 Z" fill="${P.terracotta}" ${line}/><path d="M58 62 L74 42" stroke="${P.deep}" stroke-width="3"/>`,
  van: () =>
    `<path d="M6 40 Q6 32 14 32 H62 L82 50 Q94 54 94 64 V86 H6 Z" fill="${P.cream}" ${line}/><path d="M62 36 L78 52 H62 Z" fill="${P.mint}" ${line}/><path d="M6 66 H94" stroke="${P.green}" stroke-width="5"/>` +
    bloom(28, 52, 6, 6, P.terracotta, P.sun) +
    bloom(44, 50, 5, 5, P.sun, P.terracotta) +
    `<circle cx="24" cy="88" r="11" fill="${P.deep}"/><circle cx="24" cy="88" r="4" fill="${P.sage}"/><circle cx="74" cy="88" r="11" fill="${P.deep}"/><circle cx="74" cy="88" r="4" fill="${P.sage}"/>`,
  car: () =>
    `<path d="M8 80 V66 Q8 58 16 58 L28 40 H66 L80 58 Q92 58 92 68 V80 Z" fill="${P.terracotta}" ${line}/><path d="M33 46 H48 V58 H24 Z M54 46 H64 L74 58 H54 Z" fill="${P.mint}" ${line}/>` +
    `<circle cx="28" cy="86" r="11" fill="${P.deep}"/><circle cx="28" cy="86" r="4" fill="${P.sage}"/><circle cx="72" cy="86" r="11" fill="${P.deep}"/><circle cx="72" cy="86" r="4" fill="${P.sage}"/>`,
  steeringWheel: () =>
    `<circle cx="50" cy="58" r="36" fill="none" stroke="${P.deep}" stroke-width="9"/><circle cx="50" cy="58" r="10" fill="${P.sun}" ${line}/><path d="M16 52 Q50 46 84 52 M50 68 V92" stroke="${P.deep}" stroke-width="7" fill="none"/>`,
  road: () =>
    `<path d="M36 100 L46 20 H54 L64 100 Z" fill="${P.deep}" opacity="0.85"/><path d="M50 28 V40 M50 52 V66 M50 78 V96" stroke="${P.sun}" stroke-width="3"/>`,
  airplane: () =>
    `<path d="M10 58 L40 52 L62 22 H70 L60 52 L84 48 L92 38 H98 L94 56 L60 64 L66 92 H58 L40 66 L12 64 Z" fill="${P.cream}" ${line}/>`,
  mapPin: () =>
    `<path d="M50 100 C28 72 20 58 20 42 C20 24 34 12 50 12 C66 12 80 24 80 42 C80 58 72 72 50 100 Z" fill="${P.terracotta}" ${line}/><circle cx="50" cy="42" r="12" fill="${P.cream}" ${line}/>`,
  handshake: () =>
    `<path d="M4 56 L24 46 L44 52 L62 46 L96 56 V66 L74 84 Q66 90 58 84 L44 78 L24 70 L4 70 Z" fill="${P.sun}" ${line}/><path d="M44 52 L34 62 Q40 68 48 62 L58 56" fill="${P.sun}" ${line}/><path d="M56 76 L64 70 M50 72 L58 66" ${line}/><path d="M4 56 V70 M96 56 V66" stroke="${P.terracotta}" stroke-width="8"/>`,
  speechBubbles: () =>
    `<path d="M6 20 H58 Q64 20 64 26 V54 Q64 60 58 60 H26 L14 72 V60 H12 Q6 60 6 54 Z" fill="${P.cream}" ${line}/><path d="M40 44 H88 Q94 44 94 50 V78 Q94 84 88 84 H84 V96 L72 84 H46 Q40 84 40 78 Z" fill="${P.sun}" ${line}/>` +
    lines(16, 52, [32, 44], 0.45) +
    lines(50, 84, [58, 70], 0.45),
  booklet: () =>
    `<path d="M8 30 Q28 22 50 30 Q72 22 92 30 V96 Q72 88 50 96 Q28 88 8 96 Z" fill="${P.cream}" ${line}/><path d="M50 30 V96" ${line}/>` +
    lines(16, 42, [46, 58, 70], 0.4) +
    lines(58, 84, [46, 58, 70], 0.4),
  heart: () =>
    `<path d="M50 96 C14 68 6 48 14 32 C22 16 42 18 50 34 C58 18 78 16 86 32 C94 48 86 68 50 96 Z" fill="${P.terracotta}" ${line}/>`,
  bandage: () =>
    `<g transform="rotate(-30 50 60)"><rect x="10" y="46" width="80" height="28" rx="14" fill="${P.sun}" ${line}/><rect x="38" y="46" width="24" height="28" fill="${P.cream}" ${line}/>${[42, 50, 58].map((x) => `<circle cx="${x}" cy="56" r="1.6" fill="${P.deep}"/><circle cx="${x}" cy="64" r="1.6" fill="${P.deep}"/>`).join('')}</g>`,
  rosette: () =>
    `<path d="M38 60 L26 100 L40 92 L48 100 L54 64 M62 60 L74 100 L60 92 L52 100" fill="${P.terracotta}" ${line}/>` +
    bloom(50, 46, 16, 10, P.sun, P.sun) +
    `<circle cx="50" cy="46" r="14" fill="${P.cream}" ${line}/><path d="M44 46 L49 51 L57 41" fill="none" stroke="${P.leaf}" stroke-width="3.5" stroke-linecap="round"/>`,
  trophy: () =>
    `<path d="M30 16 H70 V40 Q70 64 50 64 Q30 64 30 40 Z" fill="${P.sun}" ${line}/><path d="M30 24 H18 Q16 44 32 48 M70 24 H82 Q84 44 68 48" fill="none" ${line}/><path d="M44 64 V80 H56 V64" fill="${P.sun}" ${line}/><rect x="30" y="80" width="40" height="18" rx="2" fill="${P.deep}" ${line}/>`,
  gradCap: () =>
    `<path d="M4 42 L50 22 L96 42 L50 62 Z" fill="${P.deep}" ${line}/><path d="M24 52 V74 Q50 90 76 74 V52 L50 62 Z" fill="${P.green}" ${line}/><path d="M90 44 V70" stroke="${P.sun}" stroke-width="3"/><circle cx="90" cy="72" r="4" fill="${P.sun}"/>`,
  cake: () =>
    `<rect x="16" y="60" width="68" height="38" rx="4" fill="${P.cream}" ${line}/><path d="M16 70 Q25 78 33 70 Q42 78 50 70 Q58 78 67 70 Q75 78 84 70" fill="none" stroke="${P.terracotta}" stroke-width="4"/>` +
    [32, 50, 68]
      .map(
        (x) =>
          `<rect x="${x - 3}" y="38" width="6" height="22" fill="${P.sage}" ${line}/><path d="M${x} 26 Q${x + 6} 32 ${x} 36 Q${x - 6} 32 ${x} 26 Z" fill="${P.sun}"/>`,
      )
      .join(''),
  badge35: () =>
    `<circle cx="50" cy="56" r="40" fill="${P.sun}" ${line}/><circle cx="50" cy="56" r="31" fill="none" stroke="${P.deep}" stroke-width="2" stroke-dasharray="4 4"/><text x="50" y="68" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="32" fill="${P.deep}">35</text>`,
  star: () =>
    `<path d="M50 12 L61 40 L92 42 L68 62 L76 92 L50 76 L24 92 L32 62 L8 42 L39 40 Z" fill="${P.sun}" ${line}/>`,
  blueprint: () =>
    `<rect x="8" y="24" width="84" height="70" rx="3" fill="#cfe2ea" ${line}/><path d="M18 84 V40 H52 V62 H80 V84 Z" fill="none" stroke="${P.deep}" stroke-width="2" stroke-dasharray="4 3"/>` +
    `<circle cx="34" cy="60" r="7" fill="${P.leaf}"/><circle cx="66" cy="74" r="5" fill="${P.leaf}"/><path d="M70 14 L90 34 L56 68 L48 70 L50 62 Z" fill="${P.sun}" ${line}/>`,
  plusSign: () =>
    `<circle cx="50" cy="56" r="30" fill="${P.leaf}" ${line}/><path d="M50 40 V72 M34 56 H66" stroke="${P.cream}" stroke-width="8" stroke-linecap="round"/>`,
  cycle: () =>
    `<path d="M22 56 A28 28 0 0 1 74 40" fill="none" stroke="${P.sun}" stroke-width="8" stroke-linecap="round"/><path d="M78 56 A28 28 0 0 1 26 72" fill="none" stroke="${P.sage}" stroke-width="8" stroke-linecap="round"/><path d="M66 30 L78 40 L64 46 Z M34 82 L22 72 L36 66 Z" fill="${P.deep}"/>`,
  crate: () =>
    `<path d="M10 60 H90 V98 H10 Z" fill="#c79a63" ${line}/><path d="M10 72 H90 M10 86 H90" stroke="${P.deep}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="26" cy="54" r="10" fill="${P.terracotta}" ${line}/><circle cx="46" cy="52" r="11" fill="${P.sun}" ${line}/><path d="M60 58 Q66 36 72 58 Z" fill="${P.leaf}" ${line}/><circle cx="82" cy="54" r="8" fill="${P.terracotta}" ${line}/>`,
  handTruck: () =>
    `<path d="M22 12 V92 H66" fill="none" stroke="${P.deep}" stroke-width="5" stroke-linecap="round"/><rect x="28" y="50" width="36" height="40" fill="#c79a63" ${line}/><rect x="30" y="18" width="30" height="32" fill="#c79a63" ${line}/><circle cx="26" cy="94" r="7" fill="${P.deep}"/>`,
  box: () =>
    `<path d="M14 48 L50 36 L86 48 V90 L50 100 L14 90 Z" fill="#c79a63" ${line}/><path d="M14 48 L50 58 L86 48 M50 58 V100" fill="none" ${line}/><path d="M32 42 L68 54" stroke="${P.cream}" stroke-width="5"/>`,
  gavel: () =>
    `<g transform="rotate(-35 50 50)"><rect x="22" y="26" width="44" height="22" rx="4" fill="#c79a63" ${line}/><rect x="40" y="48" width="8" height="48" rx="3" fill="#c79a63" ${line}/></g><rect x="50" y="86" width="42" height="12" rx="2" fill="${P.deep}" ${line}/>`,
  raisedBed: () =>
    `<rect x="6" y="72" width="88" height="26" fill="#c79a63" ${line}/><path d="M6 84 H94" stroke="${P.deep}" stroke-width="2" opacity="0.5"/>` +
    [18, 36, 54, 72, 88]
      .map((x, i) => leaf(x, 72, 0.18, -70 - i * 8, i % 2 ? P.leaf : P.sage) + leaf(x, 72, 0.16, -110 + i * 6, P.green))
      .join(''),
  rainCloud: () =>
    `<path d="M20 52 Q8 52 8 40 Q8 28 22 28 Q26 12 44 14 Q58 4 70 18 Q92 16 92 36 Q92 52 76 52 Z" fill="${P.cream}" ${line}/>` +
    [24, 40, 56, 72]
      .map((x) => `<path d="M${x} 62 L${x - 6} 78" stroke="#7fb6c9" stroke-width="3.5" stroke-linecap="round"/>`)
      .join(''),
  lightning: () =>
    `<path d="M20 44 Q8 44 8 32 Q8 20 22 20 Q28 6 46 8 Q60 0 72 12 Q92 12 92 30 Q92 44 76 44 Z" fill="#9aa7a0" ${line}/><path d="M52 44 L40 70 H54 L44 98 L70 62 H56 L64 44 Z" fill="${P.sun}" ${line}/>`,
  waves: () =>
    [70, 84, 98]
      .map(
        (y, i) =>
          `<path d="M0 ${y} Q12 ${y - 10} 25 ${y} Q38 ${y + 10} 50 ${y} Q62 ${y - 10} 75 ${y} Q88 ${y + 10} 100 ${y}" fill="none" stroke="${i === 1 ? P.cream : '#7fb6c9'}" stroke-width="6" stroke-linecap="round"/>`,
      )
      .join(''),
  hammer: () =>
    `<g transform="rotate(30 50 50)"><rect x="46" y="30" width="9" height="66" rx="3" fill="#c79a63" ${line}/><path d="M30 18 H70 V34 H30 Q24 26 30 18 Z" fill="${P.deep}" ${line}/></g>`,
  phone: () =>
    `<rect x="30" y="10" width="40" height="88" rx="7" fill="${P.deep}" ${line}/><rect x="35" y="20" width="30" height="64" rx="2" fill="${P.mint}"/>` +
    tick(42, 46) +
    `<circle cx="50" cy="91" r="3" fill="${P.cream}"/>`,
};
