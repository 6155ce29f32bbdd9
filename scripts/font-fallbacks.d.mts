/** The font weights the styles use, each with a fallback face of its own. */
export const WEIGHTS: number[];
/** The generated SCSS partial, from the project root. */
export const TARGET: string;
/** The partial's text, computed from the font files under `root` (ending in a slash). */
export function fallbackFaces(root: string): Promise<string>;
