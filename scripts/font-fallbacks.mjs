#!/usr/bin/env node
/**
 * `npm run fonts:fallbacks`: writes styles/_font-fallbacks.scss, the metric-matched fallback faces of the site's two
 * web fonts (docs/testing-and-bench.md#fonts-and-layout-shift). Each face draws a system font the visitor already has,
 * scaled (`size-adjust`) so that its average letter is as wide as the web font's at the same weight, with the web
 * font's ascent, descent and line gap, so text set in it takes the room the web font will take. The web fonts'
 * figures are read from the committed files (app/fonts/) at each weight the styles use; run this again after
 * `npm run fonts:subset` (tests/unit/fonts.test.ts fails when the file is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Blob, Face, Font, Variation } from 'harfbuzzjs';
import fontverter from 'fontverter';

/** Letters weighted by how often they occur in text, with spaces for word length: Next's `adjustFontFallback` uses it. */
const AVERAGE_TEXT = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

/** The weights the styles use (tests/unit/fonts.test.ts checks none is outside the fonts' 400 to 700). */
export const WEIGHTS = [400, 600, 700];

/**
 * The system fonts drawn instead, by the names `local()` matches (a font's own full or PostScript name, never an
 * alias). Arimo and Liberation Sans (Linux, ChromeOS) have Arial's advance widths, Tinos and Liberation Serif Times New
 * Roman's, so one face serves each group; Android has none of them, so Roboto and Noto Serif get faces of their own.
 * `averageWidth` is AVERAGE_TEXT's mean advance per 2048 units of em: measured on Liberation Sans and Serif; Roboto's
 * and Noto Serif's are those scaled by the ratio of their `xWidthAvg` to Arial's or Times New Roman's in Capsize's
 * metrics (next/dist/server/capsize-font-metrics.json), as their files are not on this machine.
 */
const ARIAL = { regular: 934.51, bold: 1011.05 };
const TIMES = { regular: 854.4, bold: 907.56 };
const SYSTEM_FONTS = {
  sans: [
    {
      suffix: '',
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      averageWidth: ARIAL,
    },
    {
      suffix: ' Roboto',
      regular: ['Roboto', 'Roboto-Regular'],
      bold: ['Roboto Bold', 'Roboto-Bold'],
      averageWidth: { regular: (ARIAL.regular * 911) / 913, bold: (ARIAL.bold * 926) / 983 },
    },
  ],
  serif: [
    {
      suffix: '',
      regular: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos-Regular',
      ],
      bold: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
      ],
      averageWidth: TIMES,
    },
    {
      suffix: ' Noto Serif',
      regular: ['Noto Serif', 'NotoSerif-Regular', 'NotoSerif'],
      bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
      averageWidth: {
        regular: (TIMES.regular * (481 / 1000)) / (832 / 2048),
        bold: (TIMES.bold * (512 / 1000)) / (886 / 2048),
      },
    },
  ],
};
const SYSTEM_UNITS_PER_EM = 2048;

export const FALLBACKS = [
  { family: 'Inter fallback', file: 'app/fonts/inter-latin-wght-400-700.woff2', system: SYSTEM_FONTS.sans },
  { family: 'Fraunces fallback', file: 'app/fonts/fraunces-latin-wght-400-700.woff2', system: SYSTEM_FONTS.serif },
];

/** A web font's vertical metrics and AVERAGE_TEXT's mean advance at a weight, as shares of its em. */
async function measure(woff2, weight) {
  const font = new Font(new Face(new Blob(await fontverter.convert(woff2, 'sfnt')), 0));
  font.setVariations([new Variation('wght', weight)]);
  const unitsPerEm = font.face.upem;
  const { ascender, descender, lineGap } = font.hExtents();
  const advances = [...AVERAGE_TEXT].map((letter) => font.glyphHAdvance(font.nominalGlyph(letter.codePointAt(0)) ?? 0));
  return {
    ascent: ascender / unitsPerEm,
    descent: -descender / unitsPerEm,
    lineGap: lineGap / unitsPerEm,
    averageWidth: advances.reduce((sum, advance) => sum + advance, 0) / advances.length / unitsPerEm,
  };
}

const percent = (share) => `${(share * 100).toFixed(2)}%`.replace('.00%', '%');

/** The generated SCSS partial, from the font files under `root`: one row a face, drawn by styles/_fallback-faces.scss. */
export async function fallbackFaces(root) {
  const rows = [];
  for (const { family, file, system } of FALLBACKS) {
    const woff2 = readFileSync(`${root}${file}`);
    for (const systemFont of system)
      for (const weight of WEIGHTS) {
        const webFont = await measure(woff2, weight);
        const style = weight >= 600 ? 'bold' : 'regular';
        const sizeAdjust = webFont.averageWidth / (systemFont.averageWidth[style] / SYSTEM_UNITS_PER_EM);
        const locals = systemFont[style].map((name) => `'${name}'`).join(', ');
        const metrics = [
          sizeAdjust,
          webFont.ascent / sizeAdjust,
          webFont.descent / sizeAdjust,
          webFont.lineGap / sizeAdjust,
        ];
        rows.push(`  ('${family}${systemFont.suffix}', ${weight}, (${locals}), ${metrics.map(percent).join(', ')}),`);
      }
  }
  return [
    '// Generated by `npm run fonts:fallbacks` (scripts/font-fallbacks.mjs) from app/fonts/: do not edit.',
    '// family, weight, local font names, size-adjust, ascent-override, descent-override, line-gap-override',
    '// prettier-ignore',
    '$fallback-faces: (',
    ...rows,
    ');',
    '',
  ].join('\n');
}

export const TARGET = 'styles/_font-fallbacks.scss';

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  writeFileSync(`${root}${TARGET}`, await fallbackFaces(root));
  console.log(`${TARGET} written`);
}
