import { LOGO_MARK, LOGO_TAGLINE, LOGO_VIEWBOX, LOGO_WORDMARK } from './logo-paths';

/** The site's own logo files: the header draws these inline instead of fetching them. */
export const BRAND_LOGO_FILES = ['/images/brand/logo.svg', '/images/brand/logo-light.svg'];

const SYMBOL_ID = 'brand-logo';
const VIEWBOX = `0 0 ${LOGO_VIEWBOX.width} ${LOGO_VIEWBOX.height}`;

/**
 * The logo's paths, once per page (the root layout renders it): every logo on the page draws this symbol. Drawn
 * apart, the header's and the footer's logo wrote their 12 kB of paths twice into the HTML and twice more into the
 * RSC payload, a third of an article's HTML.
 */
export function BrandLogoSymbol() {
  return (
    <svg display="none" aria-hidden="true" focusable="false">
      <symbol id={SYMBOL_ID} viewBox={VIEWBOX}>
        <rect width="64" height="64" rx="14" fill="#235a3d" />
        <path d={LOGO_MARK} fill="#f7f4ec" />
        <path d={LOGO_WORDMARK} fill="currentColor" />
        <path d={LOGO_TAGLINE} fill="currentColor" />
      </symbol>
    </svg>
  );
}

/**
 * The logo drawn in the page (the wordmark is outlined from the brand fonts by tools/images/logo.mjs), so it costs
 * no request and looks the same on every system. Decorative: the link around it carries the name.
 */
export function BrandLogo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <svg
      className={className}
      viewBox={VIEWBOX}
      width={LOGO_VIEWBOX.width}
      height={LOGO_VIEWBOX.height}
      color={light ? '#f7f4ec' : '#12301f'}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${SYMBOL_ID}`} />
    </svg>
  );
}
