/**
 * Business constants and limits of docs/behaviour.md#numbers, in one place. Everything else imports from here.
 */

/** Bootstrap breakpoints (px) of docs/behaviour.md#numbers. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Blog listing and preview. */
export const LISTING_PAGE_SIZE = 6;
/** Site search results per page (the spec gives no number). */
export const SEARCH_PAGE_SIZE = 10;
export const LISTING_ROW_SIZE = 3;
export const BLOG_PREVIEW_COUNT = 3;
export const CARD_IMAGE = { width: 575, height: 300 } as const;

/** HTML sitemap page: a second column once more than this many entries are collected. */
export const SITEMAP_COLUMN_THRESHOLD = 25;
export const DROPDOWN_OFFSET_PX = 2;

/** Carousel of cards. */
export const CAROUSEL = {
  cardsPerPage: 6,
  cardsPerPageBelowLg: 4,
  cardsPerPageBelowMd: 2,
  autoplayMs: 5000,
  swipePx: 40,
  wrap: true,
} as const;

/** react-select in the executive finder. */
export const SELECT = { pageSize: 5, minMenuHeight: 140, maxMenuHeight: 300 } as const;

/** Quote hero switches to the mobile image below this width. */
export const QUOTE_HERO_MOBILE_BELOW = BREAKPOINTS.lg;

/** Column layouts (Bootstrap 12-column spans): [media, text]. */
export const COLUMN_LAYOUTS = {
  default: [4, 8],
  'fifty-fifty': [6, 6],
  'sixty-forty': [7, 5],
} as const;
export type ColumnSizing = keyof typeof COLUMN_LAYOUTS;

/** Header and timing. */
export const SCROLL_THRESHOLD_PX = 200;
export const HEADER_PADDING_PX = { mobile: 75, desktop: 125 } as const;
export const BOT_CHECK_DELAY_MS = 200;
export const FORM_SCRIPT_DELAY_MS = 1000;

/** Bot-check threat codes that trigger a redirect (docs/behaviour.md#interactive-widgets). */
export const BOT_REDIRECT_CODES = [2, 3, 6, 7, 10, 11, 16, 18, 20, 21] as const;

/** Images. */
export const IMAGE_QUALITY = 75;
/** Site-wide next/image widths: the widget widths plus the 640 to 3840 ladder. */
export const IMAGE_DEVICE_SIZES = [576, 640, 768, 992, 1080, 1200, 1400, 1920, 2048, 3840] as const;
export const IMAGE_ICON_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const SOCIAL_IMAGE = { width: 1200, height: 629 } as const;
export const DEFAULT_TWITTER_CARD = 'summary_large_image';

/** Rich-text tokens. */
export const YEAR_TOKEN = '[INSERT YEAR HERE]';
export const YEAR_SPAN_TOKEN = '[INSERT YEAR SPAN HERE]';
export const SUPPORT_ID_TOKEN = '[SUPPORT_ID_HERE]';
export const TAG_VALUE_MAX_LENGTH = 64;

/** Query-parameter names and their aliases. */
export const QUERY_ALIASES = {
  page: ['page', 'p', 'pagenum', 'page-num'],
  searchTerm: ['q', 'searchterm'],
  zip: ['zip', 'zipcode'],
  letter: ['selLetter', 'letter'],
} as const;

/** Cookies and storage. */
export const USER_ID_COOKIE = {
  name: 'HM_UUID',
  path: '/',
  maxAgeMinutes: 525600,
  sameSite: 'Lax',
  secure: true,
} as const;
export const VISITOR_COOKIES = ['ufvd', 'ufvdqk'] as const;
export const VISITOR_STORAGE_KEYS = ['ufvisitor', 'ufin'] as const;

/** Canonical host used when no site host is configured (docs/behaviour.md#validation). */
export const PLACEHOLDER_SITE_HOST = 'http://localhost:3000';

/** Request-a-quote page: the header hides its button there (compared case-insensitively). */
export const REQUEST_A_QUOTE_PATH = '/contact-us/request-a-quote';

/**
 * Content client (docs/behaviour.md#numbers): at most 10 calls started per 1000 ms and 10 in flight, one retry of a failed call (5xx,
 * 408, 429, network). The 429 back-off (from about 333 ms, doubling, up to 5 attempts, waiting for the rate limit's
 * reset capped at 10 s) is the SDK's own `handleRateLimits`, which has no settings.
 */
export const UNIFORM_LIMITS = { callsPerInterval: 10, intervalMs: 1000, inFlight: 10, retries: 1 } as const;

/** The performance mark LateFonts sets once it has loaded the brand fonts again for the next page (detail: families). */
export const LATE_FONTS_MARK = 'late-fonts';
