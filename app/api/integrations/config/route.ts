import { readIntegrationsConfig } from '@/lib/integrations/config';
import { environment } from '@/lib/settings';

export const dynamic = 'force-dynamic';

/** The integrations' runtime settings for the browser (see lib/integrations/config.ts); no secrets live here. */
export function GET() {
  return Response.json(readIntegrationsConfig(environment()), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
