import { describe, expect, it } from 'vitest';
import { cardsPerPage, nextAutoplayPage, pageCards, pageCount, swipeDirection } from '@/lib/widgets/carousel';

describe('carousel rules (docs/behaviour.md#numbers)', () => {
  it.each([
    [1400, 6],
    [992, 6],
    [991, 4],
    [768, 4],
    [767, 2],
    [320, 2],
  ])('at %i px shows %i cards a page', (width, cards) => {
    expect(cardsPerPage(width)).toBe(cards);
  });

  it.each([
    [0, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [9, 4, 3],
    [9, 2, 5],
  ])('%i cards at %i a page make %i pages', (cards, perPage, pages) => {
    expect(pageCount(cards, perPage)).toBe(pages);
  });

  it('no card is on two pages: the last page holds what remains', () => {
    const cards = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(pageCards(cards, 0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageCards(cards, 1, 6)).toEqual([7, 8]);
    expect(pageCards([1, 2, 3], 0, 6)).toEqual([1, 2, 3]);
  });

  it('autoplay wraps from the last page to the first', () => {
    expect(nextAutoplayPage(0, 3)).toBe(1);
    expect(nextAutoplayPage(2, 3)).toBe(0);
  });

  it.each([
    [-40, 1],
    [-39, 0],
    [39, 0],
    [40, -1],
    [-200, 1],
  ])('a swipe of %i px moves %i', (delta, direction) => {
    expect(swipeDirection(delta)).toBe(direction);
  });
});
