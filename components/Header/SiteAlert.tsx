import { defaultFlagValue, SITE_ALERT_FLAG, siteAlertMessage } from '@/lib/flags';
import { SiteAlertBanner } from './SiteAlertBanner';
import { LiveSiteAlert } from './LiveSiteAlert.client';

/**
 * The site alert driven by the `homsAlertBanner` flag. The server renders the default from lib/flag-defaults.json; when a
 * LaunchDarkly client id is configured, a lazily loaded island re-evaluates the flag in the browser. Without the
 * id no LaunchDarkly code is referenced at all.
 */
export function SiteAlert({ label, fallbackMessage }: { label: string; fallbackMessage: string }) {
  const initialMessage = siteAlertMessage(defaultFlagValue(SITE_ALERT_FLAG), fallbackMessage);
  const clientId = process.env.NEXT_PUBLIC_LD_CLIENT_ID;
  if (!clientId) return <SiteAlertBanner message={initialMessage} label={label} />;
  return (
    <LiveSiteAlert
      clientId={clientId}
      baseUrl={process.env.NEXT_PUBLIC_LD_BASE_URL}
      initialMessage={initialMessage}
      fallbackMessage={fallbackMessage}
      label={label}
    />
  );
}
