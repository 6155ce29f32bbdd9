import { BREAKPOINTS, CAROUSEL } from './constants';

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
 * The cards of a page, always a full page when there are enough cards: the last page is completed with cards from the
 * start (the carousel wraps), so no page leaves part of a row empty.
 */
export function pageCards<T>(cards: readonly T[], page: number, perPage: number): T[] {
  if (cards.length <= perPage) return [...cards];
  return Array.from({ length: perPage }, (_, index) => cards[(page * perPage + index) % cards.length] as T);
}
