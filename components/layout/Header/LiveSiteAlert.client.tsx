'use client';

import { lazy, Suspense } from 'react';
import { useIntegrationsConfig } from '../../integrations/Integrations/useIntegrationsConfig';
import { SiteAlertBanner } from './SiteAlertBanner';

export interface SiteAlertProps {
  initialMessage?: string;
  fallbackMessage: string;
  label: string;
}

export interface LiveSiteAlertProps extends SiteAlertProps {
  clientId: string;
  baseUrl?: string;
}

const LaunchDarklyAlert = lazy(() => import('./LaunchDarklyAlert.client'));

/**
 * The default banner, and in the browser, when the run-time settings name a LaunchDarkly client id, the LaunchDarkly
 * island (its SDK cannot render on the server), loaded only then; until the flag answers, the default holds its place.
 */
export function LiveSiteAlert(props: SiteAlertProps) {
  const launchDarkly = useIntegrationsConfig()?.launchDarkly;
  const placeholder = <SiteAlertBanner message={props.initialMessage} label={props.label} />;
  if (!launchDarkly) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LaunchDarklyAlert {...props} clientId={launchDarkly.clientId} baseUrl={launchDarkly.baseUrl ?? undefined} />
    </Suspense>
  );
}
