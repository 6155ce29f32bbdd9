'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { BOT_CHECK_DELAY_MS } from '@/lib/constants';
import { botCheckRedirect, botCheckUrl, type BotCheckResponse } from '@/lib/integrations/bot-check';
import { loadIntegrationsConfig } from '@/lib/integrations/runtime-config';
import { logToService } from '@/lib/integrations/logger';

async function checkVisitor(): Promise<BotCheckResponse | null> {
  const { botCheck } = await loadIntegrationsConfig();
  if (!botCheck) return null;
  try {
    const response = await fetch(botCheckUrl(botCheck, window.location.href), { cache: 'no-store' });
    if (!response.ok) {
      logToService('Error', 'response not 200', { Component: 'BotCheck', Status: String(response.status) });
      return {};
    }
    return (await response.json()) as BotCheckResponse;
  } catch (error) {
    logToService('Error', 'fetch failed', {
      Component: 'BotCheck',
      ErrorMessage: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** Calls the bot-check service 200 ms after each page address is known and redirects flagged visitors (docs/behaviour.md#personalization-consent-and-flags). */
export function BotCheck({ redirectAddress }: { redirectAddress?: string }) {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const answer = await checkVisitor();
      if (cancelled || !answer) return;
      if (typeof answer.setCookie === 'string' && answer.setCookie) document.cookie = answer.setCookie;
      const target = botCheckRedirect({
        threatTypeCode: answer.threatTypeCode,
        currentPath: window.location.pathname,
        redirectAddress,
      });
      if (target) router.replace(target);
    }, BOT_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname, redirectAddress, router]);
  return null;
}
