// The trades, buildings, people and sky of the illustration system, in the same 100x100 box as things.mjs.
import { PALETTE as P, leaf, bloom } from '../palette.mjs';
import { line } from './things.mjs';

const shrub = (x, y, r, color = P.leaf) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" ${line}/><circle cx="${x - r * 0.35}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="${P.sage}" opacity="0.6"/>`;
const tree = (x, h, color = P.leaf) =>
  `<path d="M${x} 100 V${100 - h * 0.55}" stroke="${P.deep}" stroke-width="3.5" stroke-linecap="round"/>${shrub(x, 100 - h * 0.7, h * 0.3, color)}`;
const pot = (x, y, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-9 0 H9 L6 14 H-6 Z" fill="${P.terracotta}" ${line}/>`;
const person = (x, shirt, hat) =>
  `<g transform="translate(${x} 100)"><path d="M-13 0 V-24 Q-13 -36 0 -36 Q13 -36 13 -24 V0 Z" fill="${shirt}" ${line}/><circle cx="0" cy="-45" r="9" fill="${P.cream}" ${line}/>${hat ? `<path d="M-11 -49 Q0 -64 11 -49 Z M-14 -49 H14" fill="${P.sun}" ${line}/>` : ''}</g>`;

export const PLACES = {
  greenhouse: () =>
    `<path d="M6 100 V56 Q50 10 94 56 V100 Z" fill="${P.mint}" fill-opacity="0.9" ${line}/><path d="M28 100 V34 M50 100 V28 M72 100 V34 M6 76 H94" stroke="${P.deep}" stroke-width="1.6" opacity="0.55"/>` +
    `<path d="M42 100 V82 H58 V100" fill="${P.green}" ${line}/>` +
    [16, 30, 70, 84].map((x) => shrub(x, 93, 5, P.leaf)).join('') +
    bloom(30, 88, 3, 5, P.terracotta, P.sun),
  flowerShop: () =>
    `<rect x="10" y="40" width="80" height="60" fill="${P.cream}" ${line}/><path d="M4 40 L12 22 H88 L96 40 Z" fill="${P.terracotta}" ${line}/>` +
    [20, 36, 52, 68, 84]
      .map((x) => `<path d="M${x - 3} 22 L${x - 6} 40" stroke="${P.cream}" stroke-width="5"/>`)
      .join('') +
    `<rect x="18" y="50" width="36" height="30" fill="${P.mint}" ${line}/><rect x="62" y="54" width="20" height="46" fill="${P.green}" ${line}/>` +
    bloom(28, 72, 4, 5, P.terracotta, P.sun) +
    bloom(40, 70, 4, 5, P.sun, P.terracotta),
  bouquet: () =>
    `<path d="M34 100 L26 60 H74 L66 100 Z" fill="${P.terracotta}" ${line}/><path d="M30 74 H70" stroke="${P.cream}" stroke-width="3"/>` +
    [
      [34, 46, P.sun],
      [50, 32, P.terracotta],
      [66, 44, P.cream],
      [42, 22, P.cream],
      [60, 20, P.sun],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M50 62 L${x} ${y}" stroke="${P.leaf}" stroke-width="2.5"/>${bloom(x, y, 8, 6, c, P.deep)}`,
      )
      .join('') +
    leaf(50, 60, 0.26, -130, P.leaf) +
    leaf(50, 60, 0.26, -50, P.sage),
  roses: () =>
    [30, 50, 70]
      .map(
        (x, i) =>
          `<path d="M${x} 100 Q${x + (i - 1) * 4} 60 ${x + (i - 1) * 8} 34" fill="none" stroke="${P.leaf}" stroke-width="3"/>` +
          leaf(x, 72, 0.16, -150 + i * 60, P.leaf) +
          `<circle cx="${x + (i - 1) * 8}" cy="30" r="11" fill="${i === 1 ? P.terracotta : '#c0392b'}" ${line}/><path d="M${x + (i - 1) * 8 - 5} 28 Q${x + (i - 1) * 8} 22 ${x + (i - 1) * 8 + 5} 30" fill="none" stroke="${P.deep}" stroke-width="1.6"/>`,
      )
      .join(''),
  nurseryRows: () =>
    [0, 1]
      .map((row) =>
        [0, 1, 2, 3]
          .map((col) => {
            const x = 14 + col * 24 + row * 10;
            const h = 56 - row * 10;
            return `<g transform="translate(0 ${-row * 14})">${tree(x, h, [P.leaf, P.sage, P.green][(col + row) % 3])}</g>`;
          })
          .join(''),
      )
      .reverse()
      .join(''),
  pottedPlants: () =>
    `<path d="M4 88 H96" stroke="${P.deep}" stroke-width="4"/><path d="M10 88 V100 M90 88 V100" stroke="${P.deep}" stroke-width="3"/>` +
    [20, 42, 64, 84]
      .map(
        (x, i) =>
          pot(x, 72) +
          shrub(x, 62, 10, i % 2 ? P.sage : P.leaf) +
          (i === 1 ? bloom(x, 58, 4, 5, P.sun, P.terracotta) : ''),
      )
      .join(''),
  seedling: () =>
    pot(50, 76, 1.6) +
    `<path d="M50 78 V40" stroke="${P.leaf}" stroke-width="4"/>` +
    leaf(50, 54, 0.28, -150, P.leaf) +
    leaf(50, 44, 0.26, -30, P.sage),
  sodRolls: () =>
    `<path d="M0 100 L20 70 H100 V100 Z" fill="${P.leaf}" ${line}/>` +
    [
      [30, 88],
      [62, 88],
      [46, 72],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x - 16}" y="${y - 10}" width="32" height="20" rx="10" fill="${P.sage}" ${line}/><circle cx="${x + 8}" cy="${y}" r="9" fill="#8a5a3b" ${line}/><circle cx="${x + 8}" cy="${y}" r="4" fill="none" stroke="${P.deep}" stroke-width="1.6"/>`,
      )
      .join(''),
  shrubs: () => shrub(24, 82, 18, P.sage) + shrub(56, 78, 22, P.leaf) + shrub(84, 86, 14, P.green),
  trees: () => tree(22, 70, P.green) + tree(54, 92, P.leaf) + tree(84, 62, P.sage),
  bentTree: () =>
    `<path d="M40 100 Q44 70 62 52" fill="none" stroke="${P.deep}" stroke-width="4"/><path d="M30 100 L50 70 M62 100 L46 70" stroke="#c79a63" stroke-width="3"/>` +
    `<ellipse cx="68" cy="40" rx="26" ry="16" transform="rotate(-20 68 40)" fill="${P.leaf}" ${line}/>` +
    `<path d="M8 30 Q24 24 34 30 M4 48 Q20 42 30 48" fill="none" stroke="${P.cream}" stroke-width="3" stroke-linecap="round"/>`,
  office: () =>
    `<rect x="20" y="14" width="60" height="86" fill="${P.cream}" ${line}/>` +
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map((c) => `<rect x="${28 + c * 16}" y="${22 + r * 16}" width="10" height="10" fill="${P.green}"/>`)
          .join(''),
      )
      .join('') +
    `<rect x="43" y="84" width="14" height="16" fill="${P.terracotta}" ${line}/>`,
  house: () =>
    `<path d="M18 100 V56 L50 30 L82 56 V100 Z" fill="${P.cream}" ${line}/><path d="M12 60 L50 26 L88 60" fill="none" stroke="${P.terracotta}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="43" y="76" width="14" height="24" fill="${P.green}" ${line}/><rect x="26" y="64" width="12" height="12" fill="${P.mint}" ${line}/><rect x="62" y="64" width="12" height="12" fill="${P.mint}" ${line}/>`,
  school: () =>
    `<rect x="8" y="50" width="84" height="50" fill="${P.terracotta}" ${line}/><path d="M30 50 L50 30 L70 50 Z" fill="${P.cream}" ${line}/><path d="M50 30 V12 H64 V18 H50" fill="${P.sun}" ${line}/>` +
    [16, 32, 62, 78].map((x) => `<rect x="${x}" y="60" width="10" height="12" fill="${P.mint}" ${line}/>`).join('') +
    `<rect x="43" y="78" width="14" height="22" fill="${P.deep}"/>`,
  shadeTent: () =>
    `<path d="M4 40 L50 18 L96 40 Z" fill="${P.cream}" ${line}/><path d="M4 40 Q15 48 27 40 Q38 48 50 40 Q62 48 73 40 Q85 48 96 40" fill="${P.terracotta}" ${line}/><path d="M10 42 V100 M90 42 V100" stroke="${P.deep}" stroke-width="3.5"/>` +
    `<path d="M12 100 L30 42 H70 L88 100 Z" fill="${P.deep}" opacity="0.18"/>`,
  fair: () =>
    `<path d="M6 100 V52 L28 30 L50 52 V100 Z M50 100 V52 L72 30 L94 52 V100 Z" fill="${P.cream}" ${line}/><path d="M6 52 L28 30 L50 52 L72 30 L94 52" fill="none" stroke="${P.terracotta}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M28 30 V16 L38 20 L28 24 M72 30 V16 L82 20 L72 24" fill="${P.sun}" ${line}/><path d="M20 100 V72 H36 V100 M64 100 V72 H80 V100" fill="${P.green}" ${line}/>`,
  crew: () => person(24, P.green, true) + person(50, P.terracotta, true) + person(76, P.leaf, true),
  people: () => person(30, P.terracotta) + person(70, P.green),
  worker: () => person(50, P.green, true),
  lifter: () =>
    `<g transform="translate(50 100)"><path d="M-14 0 V-26 Q-14 -38 0 -38 Q14 -38 14 -26 V0 Z" fill="${P.leaf}" ${line}/><circle cx="0" cy="-48" r="10" fill="${P.cream}" ${line}/></g>` +
    `<path d="M30 64 H70 V90 H30 Z" fill="#c79a63" ${line}/><path d="M30 72 H70" stroke="${P.deep}" stroke-width="2" opacity="0.5"/>` +
    `<path d="M36 86 Q24 78 34 66 M64 86 Q76 78 66 66" fill="none" stroke="${P.cream}" stroke-width="5" stroke-linecap="round"/>`,
  cornfield: () =>
    [12, 30, 48, 66, 84]
      .map(
        (x) =>
          `<path d="M${x} 100 V40" stroke="${P.leaf}" stroke-width="3"/>` +
          leaf(x, 70, 0.18, -150, P.leaf) +
          leaf(x, 60, 0.18, -30, P.sage) +
          `<ellipse cx="${x + 4}" cy="50" rx="4" ry="10" fill="${P.sun}" ${line}/>`,
      )
      .join(''),
  palm: () =>
    `<path d="M50 100 Q46 70 54 40" fill="none" stroke="#8a5a3b" stroke-width="5"/>` +
    [-160, -120, -60, -20, -90].map((a, i) => leaf(54, 40, 0.3, a, i % 2 ? P.leaf : P.green)).join(''),
  sun: () =>
    `<circle cx="50" cy="50" r="22" fill="${P.sun}"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<path transform="rotate(${i * 36} 50 50)" d="M50 16 V6" stroke="${P.sun}" stroke-width="4" stroke-linecap="round"/>`,
    ).join(''),
  moon: () =>
    `<path d="M62 12 A38 38 0 1 0 88 66 A30 30 0 1 1 62 12 Z" fill="${P.cream}"/>` +
    [
      [16, 20],
      [30, 8],
      [84, 22],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="${P.cream}"/>`)
      .join(''),
};
