'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { LATE_FONTS_MARK } from '@/lib/constants';

/**
 * Draws the brand fonts from the first page change of a visit whose first page missed them.
 *
 * The fonts are `font-display: optional` (app/fonts.ts): on a slow line they arrive after the first paint, and that
 * page keeps its fallbacks so nothing moves under the reader. The browser then holds those faces as failed for the
 * whole document, so every page opened in the tab (client-side navigations) stayed in the fallbacks too, until a full
 * reload. Here each optional face is loaded again (from the cache: the preload fetched it) as a new face of the same
 * family, which takes precedence over the stylesheet's, and added as the next page is committed, before it is painted.
 */
export function LateFonts() {
  const pathname = usePathname();
  const mounted = useRef(false);
  const lateFaces = useRef<FontFace[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadOptionalFacesAgain().then(
      (faces) => {
        if (cancelled) return;
        lateFaces.current = faces;
        // For the bench and the browser tests: the next page change draws these families.
        performance.mark(LATE_FONTS_MARK, { detail: faces.map((face) => face.family) });
      },
      () => {}, // A face that fails to load again leaves the fallbacks, as before.
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const faces = lateFaces.current;
    if (!faces?.length) return;
    for (const face of faces) document.fonts.add(face);
    lateFaces.current = [];
  }, [pathname]);

  return null;
}

/**
 * Each optional face loaded again as a new face of the same family. All of them: whether a face made the first paint
 * cannot be read (one that arrives before the first paint but after its ~100 ms block period is not drawn either), and
 * for one that did, the new face draws the same letters from the same file.
 */
async function loadOptionalFacesAgain(): Promise<FontFace[]> {
  await document.fonts.ready;
  const faces = optionalFaceRules().map((rule) => {
    const base = rule.parentStyleSheet?.href ?? document.baseURI;
    // Relative addresses in a face's src are the stylesheet's; a FontFace would read them against the page.
    const source = rule.style
      .getPropertyValue('src')
      .replace(/url\((["']?)([^"')]+)\1\)/g, (_, _quote, url: string) => `url("${new URL(url, base).href}")`);
    const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
    return new FontFace(descriptor('font-family')?.replace(/^["']|["']$/g, '') ?? '', source, {
      weight: descriptor('font-weight'),
      style: descriptor('font-style'),
      stretch: descriptor('font-stretch'),
      unicodeRange: descriptor('unicode-range'),
    });
  });
  return Promise.all(faces.map((face) => face.load()));
}

function optionalFaceRules(): CSSFontFaceRule[] {
  const rules: CSSFontFaceRule[] = [];
  for (const sheet of document.styleSheets) {
    let sheetRules: CSSRuleList;
    try {
      sheetRules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not ours.
    }
    for (const rule of sheetRules)
      if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-display') === 'optional')
        rules.push(rule);
  }
  return rules;
}
