import { BREAKPOINTS, CAROUSEL } from '../constants';

/** Cards per carousel page at a viewport width (docs/behaviour.md#numbers): 6, 4 below 992 px, 2 below 768 px. */
export function cardsPerPage(viewportWidth: number): number {
  if (viewportWidth < BREAKPOINTS.md) return CAROUSEL.cardsPerPageBelowMd;
  if (viewportWidth < BREAKPOINTS.lg) return CAROUSEL.cardsPerPageBelowLg;
  return CAROUSEL.cardsPerPage;
}

export function pageCount(cardCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(cardCount / perPage));
}

/** The page after `page` when autoplaying: wraps from the last page to the first. */
export function nextAutoplayPage(page: number, pages: number): number {
  return (page + 1) % pages;
}

/** A horizontal swipe of at least 40 px: -1 (to the previous page), 1 (next) or 0. */
export function swipeDirection(deltaX: number, threshold: number = CAROUSEL.swipePx): -1 | 0 | 1 {
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return 0;
}

/**
 * The cards of a page: `perPage` at a time, the last page holding what remains. Never completed with cards from the
 * start: a visitor paging on would meet the same cards twice and read it as a page that did not turn.
 */
export function pageCards<T>(cards: readonly T[], page: number, perPage: number): T[] {
  return cards.slice(page * perPage, (page + 1) * perPage);
}
