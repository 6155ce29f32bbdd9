import { draftMode } from 'next/headers';
import { IN_CONTEXT_EDITOR_QUERY_STRING_PARAM } from '@uniformdev/canvas';
import { safeInternalPath } from '@/lib/integrations/safe-path';
import { secretsMatch } from '@/lib/integrations/webhook-signature';
import { EDITING_COOKIE } from '@/lib/integrations/editing';

export const dynamic = 'force-dynamic';

/**
 * Canvas preview: `/api/preview?secret=…&path=/about[&is_incontext_editing_mode=true]`. Checks
 * UNIFORM_PREVIEW_SECRET (401 without it or when unset), turns on draft mode and redirects to the page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  if (!secretsMatch(url.searchParams.get('secret'), process.env.UNIFORM_PREVIEW_SECRET)) {
    return new Response('Unauthorized', { status: 401 });
  }
  const path = safeInternalPath(url.searchParams.get('path') ?? '/');
  if (!path) return new Response('Invalid path', { status: 400 });

  (await draftMode()).enable();
  const editing = url.searchParams.get(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM) === 'true';
  const headers = new Headers({ Location: path, 'Cache-Control': 'no-store' });
  // Same attributes as Next's draft-mode cookie: the canvas frames the page from another site.
  const attributes = 'Path=/; HttpOnly; SameSite=None; Secure';
  headers.append(
    'Set-Cookie',
    editing ? `${EDITING_COOKIE}=1; ${attributes}` : `${EDITING_COOKIE}=; ${attributes}; Max-Age=0`,
  );
  return new Response(null, { status: 307, headers });
}
