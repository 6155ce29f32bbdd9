import { draftMode } from 'next/headers';
import { safeInternalPath } from '@/lib/integrations/safe-path';

export const dynamic = 'force-dynamic';

/** Leaves preview: turns draft mode off and returns to the page (`?path=`, internal paths only). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = safeInternalPath(new URL(request.url).searchParams.get('path')) ?? '/';
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
