'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { REQUEST_A_QUOTE_PATH, SCROLL_THRESHOLD_PX } from '@/lib/constants';

/** True on the request-a-quote page in any letter case (with or without a trailing slash). */
export function isRequestAQuotePath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === REQUEST_A_QUOTE_PATH;
}

const subscribeNever = () => () => undefined;

/**
 * The header element and its scroll behaviour, as data attributes the stylesheet reads: `data-scrolled` past the
 * scroll threshold, `data-top-bar-hidden` while scrolling down, `data-hero-cta-out` when the hero's call to action
 * is out of view, `data-quote-page` on the request-a-quote page, `data-hydrated` once
 * interactive (tests wait for it). The content inside is server-rendered.
 */
export function HeaderShell({ className, children }: { className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [topBarHidden, setTopBarHidden] = useState(false);
  const [heroCtaOut, setHeroCtaOut] = useState(false);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > SCROLL_THRESHOLD_PX);
      if (y > lastY && y > SCROLL_THRESHOLD_PX) setTopBarHidden(true);
      else if (y < lastY) setTopBarHidden(false);
      lastY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const cta = document.querySelector('[data-hero-cta]');
    if (!cta) return;
    const observer = new IntersectionObserver(([entry]) => setHeroCtaOut(!entry?.isIntersecting));
    observer.observe(cta);
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <header
      className={className}
      data-site-header=""
      data-scrolled={scrolled || undefined}
      data-top-bar-hidden={topBarHidden || undefined}
      data-hero-cta-out={heroCtaOut || undefined}
      data-quote-page={isRequestAQuotePath(pathname) || undefined}
      data-hydrated={hydrated || undefined}
    >
      {children}
    </header>
  );
}
