import localFont from 'next/font/local';

/** Fonts come from npm packages through next/font/local: no request to any font host, at build or run time. */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});

export const serif = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-serif',
  weight: '100 900',
  display: 'swap',
});
