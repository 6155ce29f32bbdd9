import { OFF, type IntegrationsConfig } from './config';

let pending: Promise<IntegrationsConfig> | undefined;

/** The runtime settings, fetched once per page load from the site itself; everything stays off if that fails. */
export function loadIntegrationsConfig(): Promise<IntegrationsConfig> {
  pending ??= fetch('/api/integrations/config')
    .then((response) => (response.ok ? (response.json() as Promise<IntegrationsConfig>) : OFF))
    .catch(() => OFF);
  return pending;
}
