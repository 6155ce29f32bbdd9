import { useEffect, useState } from 'react';
import type { IntegrationsConfig } from '@/lib/integrations/config';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';

/** The integrations' run-time settings (lib/integrations/config.ts); undefined on the server and until they arrive. */
export function useIntegrationsConfig(): IntegrationsConfig | undefined {
  const [config, setConfig] = useState<IntegrationsConfig>();
  useEffect(() => {
    let mounted = true;
    void loadIntegrationsConfig().then((loaded) => mounted && setConfig(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  return config;
}
