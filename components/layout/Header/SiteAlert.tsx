import { defaultFlagValue, SITE_ALERT_FLAG, siteAlertMessage } from '@/lib/flags/flags';
import { LiveSiteAlert } from './LiveSiteAlert.client';

/**
 * The site alert driven by the `homsAlertBanner` flag. The server renders the default from lib/flags/flag-defaults.json;
 * when the run-time settings name a LaunchDarkly client id, the browser re-evaluates the flag (LiveSiteAlert).
 */
export function SiteAlert({ label, fallbackMessage }: { label: string; fallbackMessage: string }) {
  const initialMessage = siteAlertMessage(defaultFlagValue(SITE_ALERT_FLAG), fallbackMessage);
  return <LiveSiteAlert initialMessage={initialMessage} fallbackMessage={fallbackMessage} label={label} />;
}
