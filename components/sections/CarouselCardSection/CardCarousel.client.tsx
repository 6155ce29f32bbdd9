'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BREAKPOINTS, CAROUSEL } from '@/lib/constants';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';
import { cardsPerPage, nextAutoplayPage, pageCards, pageCount, swipeDirection } from '@/lib/widgets/carousel';
import styles from './CarouselCardSection.module.scss';

export interface CarouselCardNode {
  id: string;
  label: string;
  node: ReactNode;
}

export interface CarouselLabels {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  page: string;
  pages: string;
}

function subscribeToMedia(onChange: () => void) {
  const queries = [
    `(min-width: ${BREAKPOINTS.md}px)`,
    `(min-width: ${BREAKPOINTS.lg}px)`,
    '(prefers-reduced-motion: reduce)',
  ].map((query) => window.matchMedia(query));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}
const subscribeNever = () => () => undefined;
const viewportWidth = () => window.innerWidth;
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Pages of cards: 6, 4 below 992 px, 2 below 768 px. Autoplays every 5 s (wrapping to the first page) unless the
 * visitor prefers reduced motion, pauses while hovered or focused, and has a visible pause/play button (WCAG 2.2.2).
 * Previous and Next stop at the ends; numbered buttons pick a page; a 40 px swipe turns it. The server renders the
 * first page with the same per-width card counts in CSS, so nothing shifts when this hydrates.
 *
 * Every page is full (the last one is completed from the start) and, once interactive, all pages are laid in the same
 * grid cell with only the current one visible: the band is as tall as its tallest page, so turning a page never moves
 * what follows. The controls sit above the cards in a band of fixed height. Previous and Next are there from the
 * first paint (a press before hydration is held and replayed, and so is a swipe: lib/browser/early-clicks.ts presses Previous
 * or Next for it); without JavaScript the band stays empty (no dead buttons).
 */
export function CardCarousel({ cards, labels }: { cards: CarouselCardNode[]; labels: CarouselLabels }) {
  const width = useSyncExternalStore(subscribeToMedia, viewportWidth, () => BREAKPOINTS.xxl);
  const reducedMotion = useSyncExternalStore(subscribeToMedia, prefersReducedMotion, () => true);
  const perPage = cardsPerPage(width);
  const pages = pageCount(cards.length, perPage);
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pages - 1);
  const [stopped, setStopped] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<number | undefined>(undefined);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const region = useRef<HTMLDivElement>(null);
  // Previous and Next pressed before hydration act once the page count at this width is known.
  useHeldClicks(region, hydrated);

  const playing = (stopped ?? reducedMotion) === false && pages > 1;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(
      () => setPage((current) => nextAutoplayPage(Math.min(current, pages - 1), pages)),
      CAROUSEL.autoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [moving, pages]);

  // Before hydration the width is unknown: the controls are drawn for a phone's page count (the most pages), CSS
  // hides the page buttons a wider screen has no page for (and everything where one page holds every card, and
  // without JavaScript), and a press is held until the island is in (lib/browser/early-clicks.ts). Pause shows once it works,
  // its label (Play for a visitor who prefers reduced motion) already the one it will have.
  const pagesAt = {
    md: pageCount(cards.length, CAROUSEL.cardsPerPageBelowLg),
    lg: pageCount(cards.length, CAROUSEL.cardsPerPage),
  };
  const drawnPages = hydrated ? pages : pageCount(cards.length, CAROUSEL.cardsPerPageBelowMd);
  const controls = drawnPages > 1;
  const go = (target: number) => setPage(Math.max(0, Math.min(pages - 1, target)));
  const shownPages = hydrated ? Array.from({ length: pages }, (_, index) => index) : [page];

  return (
    <div
      ref={region}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX;
      }}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (touchStart.current !== undefined && endX !== undefined) {
          const direction = swipeDirection(endX - touchStart.current);
          if (direction) go(page + direction);
        }
        touchStart.current = undefined;
      }}
      data-carousel-page={page + 1}
      data-early-swipe={hydrated ? undefined : ''}
    >
      <div
        className={`${styles.controls} ${hydrated ? '' : styles.early}`}
        data-fits-md={cards.length <= CAROUSEL.cardsPerPageBelowLg || undefined}
        data-fits-lg={cards.length <= CAROUSEL.cardsPerPage || undefined}
      >
        {controls ? (
          <>
            <button
              type="button"
              className={`btn btn-outline-primary btn-sm ${hydrated ? '' : styles.waiting}`}
              onClick={() => setStopped(playing)}
            >
              {hydrated ? (
                playing ? (
                  labels.pause
                ) : (
                  labels.play
                )
              ) : (
                <>
                  <span className={styles.withMotion}>{labels.pause}</span>
                  <span className={styles.withoutMotion}>{labels.play}</span>
                </>
              )}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              data-early-click=""
              data-swipe="previous"
              onClick={() => go(page - 1)}
              disabled={page === 0}
            >
              {labels.previous}
            </button>
            <ul className={styles.pageList} aria-label={labels.pages}>
              {Array.from({ length: drawnPages }, (_, index) => `page-${index + 1}`).map((key, index) => (
                <li
                  key={key}
                  data-beyond-md={(!hydrated && index >= pagesAt.md) || undefined}
                  data-beyond-lg={(!hydrated && index >= pagesAt.lg) || undefined}
                >
                  <button
                    type="button"
                    className={`btn btn-sm ${index === page ? 'btn-primary' : 'btn-outline-primary'}`}
                    data-early-click=""
                    aria-current={index === page ? 'true' : undefined}
                    aria-label={`${labels.page} ${index + 1}`}
                    onClick={() => go(index)}
                  >
                    {index + 1}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              data-early-click=""
              data-swipe="next"
              onClick={() => go(page + 1)}
              disabled={hydrated && page === pages - 1}
            >
              {labels.next}
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.pages}>
        {shownPages.map((index) => {
          const current = index === page;
          return (
            <div
              key={`page-${index + 1}`}
              className={styles.cards}
              aria-hidden={current ? undefined : true}
              inert={!current}
              aria-live={current ? (moving ? 'off' : 'polite') : undefined}
              aria-atomic={current ? 'false' : undefined}
            >
              {pageCards(cards, index, perPage).map((card, slot) => (
                <div
                  key={`${card.id}-${slot}`}
                  className={styles.slot}
                  role={current ? 'group' : undefined}
                  aria-roledescription={current ? 'slide' : undefined}
                  aria-label={current ? card.label : undefined}
                >
                  {card.node}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
