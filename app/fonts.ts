import localFont from 'next/font/local';

/**
 * The site's two fonts, served from the site itself: no request to any font host, at build or run time. The files
 * are the fontsource packages' latin files cut to the weights the styles use (`npm run fonts:subset`,
 * scripts/subset-fonts.mjs).
 */
export const sans = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-sans',
  weight: '400 700',
  display: 'swap',
});

export const serif = localFont({
  src: './fonts/fraunces-latin-wght-400-700.woff2',
  variable: '--font-serif',
  weight: '400 700',
  display: 'swap',
});
