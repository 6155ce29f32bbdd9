// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TARGET, WEIGHTS, fallbackFaces } from '../../scripts/font-fallbacks.mjs';
import { BROWSER_FEATURES, FONTS, FONT_WEIGHTS, describeFont, isDrawn } from '../../scripts/subset-fonts.mjs';

const ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => join(ROOT, dir, name));
}

describe('the committed web fonts (scripts/subset-fonts.mjs)', () => {
  it.each(FONTS)(
    '$target keeps every drawn character of $source, weights 400 to 700 and only the features browsers apply',
    async (font) => {
      const source = await describeFont(readFileSync(join(ROOT, font.source)));
      const subset = await describeFont(readFileSync(join(ROOT, font.target)));
      expect(subset.codePoints).toEqual(source.codePoints.filter(isDrawn));
      expect(subset.axes.wght).toMatchObject({ min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max });
      expect(subset.features.filter((feature) => !BROWSER_FEATURES.includes(feature))).toEqual([]);
    },
  );

  it('no style asks for an OpenType feature the fonts were cut without (tabular figures, fractions…)', () => {
    const asking = filesUnder('styles', '.scss')
      .concat(filesUnder('components', '.scss'))
      .filter((file) =>
        /font-(feature-settings|variant-(numeric|ligatures|caps|alternates|east-asian))\s*:/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => file.slice(ROOT.length + 1));
    expect(asking).toEqual([]);
  });

  it('no style asks for a weight outside the fonts (the browser would fake it)', () => {
    const weights = filesUnder('styles', '.scss')
      .concat(filesUnder('components', '.scss'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-weight[a-z-]*:\s*(\d{3})\b/g)].map((match) => ({
          file: file.slice(ROOT.length + 1),
          weight: Number(match[1]),
        })),
      );
    expect(weights.length).toBeGreaterThan(10);
    expect(weights.filter(({ weight }) => weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max)).toEqual([]);
    // Each weight in use has a fallback face sized to the font at that weight (scripts/font-fallbacks.mjs).
    expect(weights.filter(({ weight }) => !WEIGHTS.includes(weight))).toEqual([]);
  });

  it(`${TARGET} holds the fallback faces computed from the committed fonts (npm run fonts:fallbacks)`, async () => {
    expect(readFileSync(join(ROOT, TARGET), 'utf8')).toBe(await fallbackFaces(`${ROOT}/`));
  });

  it('every character of the embedded content is in the body font', async () => {
    const bodyFont = FONTS.find((font) => font.target.includes('inter'));
    if (!bodyFont) throw new Error('no Inter among the fonts');
    const { codePoints } = await describeFont(readFileSync(join(ROOT, bodyFont.target)));
    const inFont = new Set(codePoints);
    const missing = new Set<string>();
    for (const file of filesUnder('content', '.json'))
      for (const character of readFileSync(file, 'utf8').normalize('NFC'))
        if (!/\s/.test(character) && !inFont.has(character.codePointAt(0) ?? 0)) missing.add(character);
    expect([...missing]).toEqual([]);
  });
});
