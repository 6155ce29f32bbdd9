import { BREAKPOINTS } from '../constants';

/** Bootstrap's container width at xxl (1400px and up), the widest any content column gets. */
const CONTAINER_XXL_PX = 1320;

/**
 * The `sizes` of an image in a Bootstrap column of `span` twelfths from `breakpoint` up, full width below it.
 * The xxl container caps the width, so the largest screens never fetch more pixels than the column shows.
 */
export function columnSizes(span: number, breakpoint: 'sm' | 'md' | 'lg' = 'md'): string {
  const fraction = span / 12;
  return `(min-width: ${BREAKPOINTS.xxl}px) ${Math.round(CONTAINER_XXL_PX * fraction)}px, (min-width: ${BREAKPOINTS[breakpoint]}px) ${Math.round(fraction * 100)}vw, 100vw`;
}

/** A fixed display width (portraits, tiles): one size at every width. */
export function fixedSizes(px: number): string {
  return `${px}px`;
}
