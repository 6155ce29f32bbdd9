'use client';

import { preload, type PreloadOptions } from 'react-dom';

export interface HeroPreload {
  href: string;
  options: PreloadOptions;
}

/**
 * Preloads the hero's crops from a client component: rendered on the server it puts the links in the HTML head, and
 * on a client-side navigation it adds them as the page renders. Called from a server component instead, `preload()`
 * travels as a hint in the route's payload, so a page whose header merely prefetched this route preloaded art it never
 * showed (the browser's "preloaded but not used" warning on every desktop page).
 */
export function HeroPreloads({ preloads }: { preloads: HeroPreload[] }) {
  for (const { href, options } of preloads) preload(href, options);
  return null;
}
