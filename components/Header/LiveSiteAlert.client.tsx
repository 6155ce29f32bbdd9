'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SiteAlertBanner } from './SiteAlertBanner';

export interface LiveSiteAlertProps {
  clientId: string;
  baseUrl?: string;
  initialMessage?: string;
  fallbackMessage: string;
  label: string;
}

const LaunchDarklyAlert = lazy(() => import('./LaunchDarklyAlert.client'));
const subscribeNever = () => () => undefined;

/**
 * Loads the LaunchDarkly island in the browser only (its SDK cannot render on the server); until the flag answers,
 * the default banner holds its place.
 */
export function LiveSiteAlert(props: LiveSiteAlertProps) {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const placeholder = <SiteAlertBanner message={props.initialMessage} label={props.label} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LaunchDarklyAlert {...props} />
    </Suspense>
  );
}
