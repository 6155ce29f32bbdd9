import { draftMode } from 'next/headers';
import { safeInternalPath } from '@/lib/integrations/safe-path';
import { EDITING_COOKIE } from '@/lib/integrations/editing';

export const dynamic = 'force-dynamic';

/** Leaves preview: turns draft mode off and returns to the page (`?path=`, internal paths only). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = safeInternalPath(new URL(request.url).searchParams.get('path')) ?? '/';
  const headers = new Headers({ Location: path, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', `${EDITING_COOKIE}=; Path=/; HttpOnly; SameSite=None; Secure; Max-Age=0`);
  return new Response(null, { status: 307, headers });
}
