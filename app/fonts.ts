import localFont from 'next/font/local';

/**
 * The site's two fonts, served from the site itself: no request to any font host, at build or run time. The files
 * are the fontsource packages' latin files cut to the weights the styles use (`npm run fonts:subset`,
 * scripts/subset-fonts.mjs).
 *
 * `optional`: a font that has not arrived when the page first paints is not swapped in later (it is used from the
 * next page on), so nothing moves under a reader on a slow line.
 */
export const sans = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'optional',
});

export const serif = localFont({
  src: './fonts/fraunces-latin-wght-400-700.woff2',
  variable: '--font-serif',
  weight: '400 700',
  display: 'optional',
});
