/** Headers for every response; the Content-Security-Policy is per page and set by the front door (lib/serve/html-policy.ts). */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  // Nothing the site serves is embedded by another origin: Uniform's assets come from Uniform's own CDN, social images
  // are fetched by crawlers (no CORP there), and the canvas frames pages as documents, which CORP leaves alone.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
] as const;
