'use client';

import { LDProvider, useFlags } from 'launchdarkly-react-client-sdk';
import { SITE_ALERT_FLAG, siteAlertMessage } from '@/lib/flags/flags';
import { SiteAlertBanner } from './SiteAlertBanner';
import type { LiveSiteAlertProps } from './LiveSiteAlert.client';

/** Seconds the SDK may wait for its first flags before rendering with what it has (docs/behaviour.md#validation warns above 5). */
const LD_TIMEOUT_SECONDS = 3;

function FlaggedBanner({ initialMessage, fallbackMessage, label }: Omit<LiveSiteAlertProps, 'clientId' | 'baseUrl'>) {
  const flags = useFlags();
  const value = flags[SITE_ALERT_FLAG];
  const message = value === undefined ? initialMessage : siteAlertMessage(value, fallbackMessage);
  return <SiteAlertBanner message={message} label={label} />;
}

/** LaunchDarkly's provider around the banner: anonymous context, flags bootstrapped from local storage. */
export default function LaunchDarklyAlert({ clientId, baseUrl, ...banner }: LiveSiteAlertProps) {
  const hosts = baseUrl ? { baseUrl, eventsUrl: baseUrl, streamUrl: baseUrl } : {};
  return (
    <LDProvider
      clientSideID={clientId}
      context={{ kind: 'user', anonymous: true }}
      timeout={LD_TIMEOUT_SECONDS}
      reactOptions={{ useCamelCaseFlagKeys: false }}
      options={{ bootstrap: 'localStorage', streaming: false, sendEvents: !baseUrl, ...hosts }}
    >
      <FlaggedBanner {...banner} />
    </LDProvider>
  );
}
