#!/usr/bin/env node
/**
 * `npm run fonts:subset`: writes the site's two web fonts into app/fonts/ from the fontsource packages, with only the
 * part of each variable weight axis the styles use (400 to 700; the packages ship 100 to 900). Every character of the
 * fontsource latin file is kept but the combining accents (U+0300–036F: text is stored precomposed, and they carry
 * the mark-positioning tables), so no letter falls back to another font. Only the OpenType features a browser applies
 * on its own are kept (BROWSER_FEATURES): Inter's fractions and tabular figures, which no style asks for, brought 3.5 kB
 * of glyphs. Inter goes from 48 kB to 25 kB and Fraunces from 37 kB to 33 kB: both are preloaded, and on a phone they
 * share the first round trips with the hero image and the scripts. The files are committed; run this again after
 * updating a font package, or when the styles need a weight outside the range or a feature such as `tnum`
 * (tests/unit/fonts.test.ts checks all three).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

export const FONT_WEIGHTS = { min: 400, max: 700 };

/** The layout features browsers turn on by default (CSS Fonts 4, "Default features"), plus variable-font `rvrn`. */
export const BROWSER_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
];

/** What the pages draw of a font's characters: not NUL, not the combining accents. */
export const isDrawn = (codePoint) => codePoint >= 0x20 && !(codePoint >= 0x300 && codePoint <= 0x36f);

export const FONTS = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'app/fonts/inter-latin-wght-400-700.woff2',
  },
  {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'app/fonts/fraunces-latin-wght-400-700.woff2',
  },
];

/** The characters and variation axes of a WOFF2 font (harfbuzz reads the decompressed tables). */
export async function describeFont(woff2) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'sfnt')), 0);
  const features = new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
  return { codePoints: [...face.collectUnicodes()], axes: face.getAxisInfos(), features: [...features].sort() };
}

async function main() {
  const root = new URL('..', import.meta.url).pathname;
  for (const { source, target } of FONTS) {
    const original = readFileSync(`${root}${source}`);
    const { codePoints } = await describeFont(original);
    const subset = await subsetFont(original, String.fromCodePoint(...codePoints.filter(isDrawn)), {
      targetFormat: 'woff2',
      variationAxes: { wght: FONT_WEIGHTS },
      keepFeatures: BROWSER_FEATURES,
    });
    writeFileSync(`${root}${target}`, subset);
    console.log(`${target}: ${original.length} → ${subset.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
