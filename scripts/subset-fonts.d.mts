export interface SiteFont {
  /** The fontsource file it is cut from, from the project root. */
  source: string;
  /** The committed file next/font loads (app/fonts.ts), from the project root. */
  target: string;
}

export const FONT_WEIGHTS: { min: number; max: number };
export const BROWSER_FEATURES: string[];
export const FONTS: SiteFont[];
export function isDrawn(codePoint: number): boolean;
export function describeFont(woff2: Uint8Array): Promise<{
  codePoints: number[];
  axes: Record<string, { min: number; default: number; max: number }>;
  /** The OpenType layout features (GSUB and GPOS), sorted. */
  features: string[];
}>;
