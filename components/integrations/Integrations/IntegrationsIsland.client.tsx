'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { Context, ManifestV2 } from '@uniformdev/context';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';
import { setLoggingKey } from '@/lib/integrations/logger';
import { createVisitorContext, provideVisitorContext } from '@/lib/integrations/visitor-context';
import { loadTagManager } from './data-layer';
import { ConsentDialog, type ConsentLabels } from './ConsentDialog.client';

export interface IntegrationsIslandProps {
  labels: ConsentLabels;
  manifest: ManifestV2;
  /** The visitor asked for the cookie preferences before the island had loaded. */
  openConsent?: boolean;
}

/**
 * The heavy half of the integrations, loaded by Integrations.client.tsx when the page has settled or a widget needs
 * it: runtime settings, the visitor's Uniform Context (fed every address), the tag manager and the consent dialog.
 */
export default function IntegrationsIsland({ labels, manifest, openConsent = false }: IntegrationsIslandProps) {
  const pathname = usePathname();
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
    void context.update({ url: new URL(window.location.href) });
  }, [context, pathname]);

  return <ConsentDialog context={context} labels={labels} initiallyOpen={openConsent} />;
}
