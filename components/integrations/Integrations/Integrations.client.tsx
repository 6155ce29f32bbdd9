'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { usePathname } from 'next/navigation';
import type { ManifestV2 } from '@uniformdev/context';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';
import { onVisitorContextWanted, recordVisit } from '@/lib/integrations/visitor-context-bus';
import { hasStoredVisitor } from '@/lib/integrations/stored-visitor';
import { isCookiePreferencesTrigger, replayEarlyClicks } from '@/lib/browser/early-clicks';
import { pushPageview } from './data-layer';
import type { ConsentLabels } from './ConsentDialog.client';
import type { IntegrationsIslandProps } from './IntegrationsIsland.client';

/** Once the page has loaded and the browser is idle (or after this long at most). */
const IDLE_TIMEOUT_MS = 3000;

let island: Promise<ComponentType<IntegrationsIslandProps>> | undefined;

function loadIsland() {
  if (!island) {
    // The settings and the code in parallel: personalization waits for both, never for one after the other.
    void loadIntegrationsConfig();
    island = import('./IntegrationsIsland.client').then((module) => module.default);
  }
  return island;
}

function whenSettled(callback: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The site-wide integrations, kept out of the page's first load: this part pushes the data-layer pageview, records
 * the addresses the visitor sees, and loads the rest (IntegrationsIsland: Uniform Context, tag manager, consent
 * dialog) at once when a personalized or tested widget asks for the Context or the visitor opens the cookie
 * preferences; once the page has settled, only for a visitor who consented (stored data) or a site with a tag manager.
 */
export function Integrations({ labels, manifest }: { labels: ConsentLabels; manifest: ManifestV2 }) {
  const pathname = usePathname();
  const previousHref = useRef<string | null>(null);
  const [Island, setIsland] = useState<ComponentType<IntegrationsIslandProps>>();
  const [openConsent, setOpenConsent] = useState(false);

  useEffect(() => {
    const load = () => void loadIsland().then((component) => setIsland(() => component));
    const stopWanted = onVisitorContextWanted(load);
    // Idle-time loading only where something runs without a widget asking: a consenting visitor's Context (stored
    // scores, analytics) or the site's tag manager. Others' visits are recorded meanwhile and scored if it loads.
    const stopSettled = whenSettled(() => {
      if (hasStoredVisitor()) load();
      else void loadIntegrationsConfig().then((config) => config.gtmId && load());
    });
    return () => {
      stopWanted();
      stopSettled();
    };
  }, []);

  useEffect(() => {
    if (Island) return;
    // Until the dialog exists, a click on Cookie Preferences (made now, or before this hydrated) opens it as soon as
    // it has loaded.
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest('[data-cookie-preferences]') : null;
      if (!trigger) return;
      event.preventDefault();
      setOpenConsent(true);
      void loadIsland().then((component) => setIsland(() => component));
    };
    window.addEventListener('click', onClick, true);
    replayEarlyClicks(isCookiePreferencesTrigger);
    return () => window.removeEventListener('click', onClick, true);
  }, [Island]);

  useEffect(() => {
    // After the commit, so the new page's title is in place.
    recordVisit(window.location.href);
    const frame = window.requestAnimationFrame(() => {
      pushPageview(previousHref.current ?? document.referrer);
      previousHref.current = window.location.href;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return Island ? <Island labels={labels} manifest={manifest} openConsent={openConsent} /> : null;
}
