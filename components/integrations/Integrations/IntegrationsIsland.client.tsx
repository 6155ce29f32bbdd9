'use client';

import { useEffect, useState } from 'react';
import type { Context, ManifestV2 } from '@uniformdev/context';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';
import { setLoggingKey } from '@/lib/integrations/logger';
import { createVisitorContext, provideVisitorContext } from '@/lib/integrations/visitor-context';
import { onVisit } from '@/lib/integrations/visitor-context-bus';
import { loadTagManager } from './data-layer';
import { ConsentDialog, type ConsentLabels } from './ConsentDialog.client';

export interface IntegrationsIslandProps {
  labels: ConsentLabels;
  manifest: ManifestV2;
  /** The visitor asked for the cookie preferences before the island had loaded. */
  openConsent?: boolean;
}

/**
 * The heavy half of the integrations, loaded by Integrations.client.tsx when a widget needs it, the visitor opens the
 * cookie preferences, or (once the page has settled) for a visitor who consented or a site with a tag manager:
 * runtime settings, the visitor's Uniform Context (fed every address of the tab), the tag manager and the consent
 * dialog.
 */
export default function IntegrationsIsland({ labels, manifest, openConsent = false }: IntegrationsIslandProps) {
  const [context, setContext] = useState<Context>();

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
    // Every address of this tab, in order: those seen before the Context loaded too (it may load late, on demand).
    let applied = Promise.resolve();
    return onVisit((url) => {
      applied = applied.then(() => context.update({ url: new URL(url) }));
    });
  }, [context]);

  return <ConsentDialog context={context} labels={labels} initiallyOpen={openConsent} />;
}
