'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { Context, ManifestV2 } from '@uniformdev/context';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';
import { setLoggingKey } from '@/lib/integrations/logger';
import { createVisitorContext, provideVisitorContext } from '@/lib/integrations/visitor-context';
import { loadTagManager, pushPageview } from './data-layer';
import { ConsentDialog, type ConsentLabels } from './ConsentDialog.client';

/**
 * The site-wide integrations in one island: runtime settings, the visitor's Uniform Context (fed every address),
 * the data-layer pageview, the lazily loaded tag manager and the cookie-preferences dialog.
 */
export function Integrations({ labels, manifest }: { labels: ConsentLabels; manifest: ManifestV2 }) {
  const pathname = usePathname();
  const [context, setContext] = useState<Context>();
  const previousHref = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    void loadIntegrationsConfig().then((config) => {
      if (!active) return;
      setLoggingKey(config.loggingKey);
      const created = createVisitorContext(config, manifest);
      provideVisitorContext(created);
      setContext(created);
      if (config.gtmId) loadTagManager(config.gtmId);
    });
    return () => {
      active = false;
    };
  }, [manifest]);

  useEffect(() => {
    if (!context) return;
    void context.update({ url: new URL(window.location.href) });
  }, [context, pathname]);

  useEffect(() => {
    // After the commit, so the new page's title is in place.
    const frame = window.requestAnimationFrame(() => {
      pushPageview(previousHref.current ?? document.referrer);
      previousHref.current = window.location.href;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return <ConsentDialog context={context} labels={labels} />;
}
