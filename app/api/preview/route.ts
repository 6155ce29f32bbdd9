import { draftMode } from 'next/headers';
import {
  IN_CONTEXT_EDITOR_CONFIG_CHECK_QUERY_STRING_PARAM,
  IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM,
  IN_CONTEXT_EDITOR_QUERY_STRING_PARAM,
  SECRET_QUERY_STRING_PARAM,
} from '@uniformdev/canvas';
import { safeInternalPath } from '@/lib/integrations/safe-path';
import { secretsMatch } from '@/lib/integrations/webhook-signature';
import { playgroundPath } from '@/lib/integrations/playground';
import { getBlogArticles } from '@/lib/blog/data';
import { canvasOrigin } from '@/lib/serve/csp-sources';

export const dynamic = 'force-dynamic';

/**
 * Canvas preview, as the official Next.js SDK's preview handler answers it:
 * - `?is_config_check=true`: the canvas asks what the preview URL supports (no secret, no content);
 * - `?secret=…&path=/about[&is_incontext_editing_mode=true]`: checks UNIFORM_PREVIEW_SECRET (401 without it or when
 *   unset), turns on draft mode and redirects to the page;
 * - `…&is_incontext_editing_playground=true&id=…`: a pattern, a component or a composition without a page, rendered
 *   alone on the playground (`/uniform-playground/<id>`); an entry (a blog post) on its own article page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = url.searchParams;
  if (query.get(IN_CONTEXT_EDITOR_CONFIG_CHECK_QUERY_STRING_PARAM) === 'true') {
    return Response.json(
      { hasPlayground: true, isUsingCustomFullPathResolver: false },
      { headers: { 'Access-Control-Allow-Origin': canvasOrigin(process.env), 'Cache-Control': 'no-store' } },
    );
  }
  if (!secretsMatch(query.get(SECRET_QUERY_STRING_PARAM), process.env.UNIFORM_PREVIEW_SECRET)) {
    return new Response('Unauthorized', { status: 401 });
  }
  const editing = query.get(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM) === 'true';
  const playground = query.get(IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM) === 'true';
  const page = playground ? await playgroundTarget(query.get('id') ?? '') : safeInternalPath(query.get('path') ?? '/');
  const path = page && editing ? withEditingFlag(page, playground) : page;
  if (!path) return new Response('Invalid path', { status: 400 });

  (await draftMode()).enable();
  // Editing is not remembered: the page's own URL keeps the flag, and each request is judged by it.
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/** The page with the flags the SDK keeps on it in the canvas (`?is_incontext_editing_mode=true`). */
function withEditingFlag(path: string, playground: boolean): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM, 'true');
  if (playground) url.searchParams.set(IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An entry (a blog post) previews as its own article page; a pattern or component on the playground. */
async function playgroundTarget(id: string): Promise<string | null> {
  if (!/^[\w-]+$/.test(id)) return null;
  const article = (await getBlogArticles(true)).find((candidate) => candidate.preview.EntryID === id);
  return safeInternalPath(article?.preview.Url) ?? playgroundPath(id);
}
