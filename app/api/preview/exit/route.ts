import { cookies, draftMode } from 'next/headers';
import { RELEASE_COOKIE, releaseCookieOptions } from '@/lib/content/preview-release';
import { safeInternalPath } from '@/lib/integrations/safe-path';

export const dynamic = 'force-dynamic';

/** Leaves preview: turns draft mode off (and forgets the preview's release) and returns to the page (`?path=`, internal paths only). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).delete({ name: RELEASE_COOKIE, ...releaseCookieOptions() });
  const path = safeInternalPath(new URL(request.url).searchParams.get('path')) ?? '/';
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
