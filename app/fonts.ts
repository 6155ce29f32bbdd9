import localFont from 'next/font/local';

/**
 * The site's two fonts, served from the site itself: no request to any font host, at build or run time. The files
 * are the fontsource packages' latin files cut to the weights the styles use (`npm run fonts:subset`,
 * scripts/subset-fonts.mjs).
 *
 * The names are the faces' family names in the CSS: not `sans` or `serif`, which Linux resolves to a system font of
 * that name (DejaVu) when the face is not drawn, so the page skipped the fallbacks below.
 *
 * `optional`: a font that has not arrived by the first paint is not swapped in on that page, so nothing moves under a
 * reader on a slow line; the next page opened in the tab has it (components/layout/LateFonts). Until then the text is
 * set in the metric-matched fallbacks of styles/_font-fallbacks.scss (`npm run fonts:fallbacks`), which name the fonts
 * each platform has: next/font's own fallback (`adjustFontFallback`) draws only Arial, which Android and Linux lack. Why: docs/testing-and-bench.md#fonts-and-layout-shift.
 */
export const brandSans = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
});

export const brandSerif = localFont({
  src: './fonts/fraunces-latin-wght-400-700.woff2',
  variable: '--font-serif',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
});
