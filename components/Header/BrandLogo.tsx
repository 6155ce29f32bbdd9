import { LOGO_MARK, LOGO_TAGLINE, LOGO_VIEWBOX, LOGO_WORDMARK } from './logo-paths';

/** The site's own logo files: the header draws these inline instead of fetching them. */
export const BRAND_LOGO_FILES = ['/images/brand/logo.svg', '/images/brand/logo-light.svg'];

/**
 * The logo drawn in the page (the wordmark is outlined from the brand fonts by tools/images/logo.mjs), so it costs
 * no request and looks the same on every system. Decorative: the link around it carries the name.
 */
export function BrandLogo({ className, light = false }: { className?: string; light?: boolean }) {
  const text = light ? '#f7f4ec' : '#12301f';
  return (
    <svg
      className={className}
      viewBox={`0 0 ${LOGO_VIEWBOX.width} ${LOGO_VIEWBOX.height}`}
      width={LOGO_VIEWBOX.width}
      height={LOGO_VIEWBOX.height}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#235a3d" />
      <path d={LOGO_MARK} fill="#f7f4ec" />
      <path d={LOGO_WORDMARK} fill={text} />
      <path d={LOGO_TAGLINE} fill={text} />
    </svg>
  );
}
