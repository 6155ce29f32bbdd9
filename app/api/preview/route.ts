import { draftMode } from 'next/headers';
import {
  IN_CONTEXT_EDITOR_CONFIG_CHECK_QUERY_STRING_PARAM,
  IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM,
  SECRET_QUERY_STRING_PARAM,
} from '@uniformdev/canvas';
import { safeInternalPath } from '@/lib/integrations/safe-path';
import { secretsMatch } from '@/lib/integrations/webhook-signature';
import { playgroundPath } from '@/lib/integrations/playground';
import {
  isCanvasEditing,
  previewLocation,
  previewPage,
  previewSitePart,
  SITE_PART_SHELL,
} from '@/lib/integrations/preview-target';
import { getGlobalComposition } from '@/lib/content';
import { SITE_PARTS } from '@/lib/editing/request-mode';
import { getBlogArticles } from '@/lib/blog/data';
import { canvasOrigin } from '@/lib/csp/sources';
import { environment, settings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

/**
 * Canvas preview, at parity with the official Next.js SDK's preview handler (`canvas-next-rsc`'s
 * createPreviewGETRouteHandler and createPreviewOPTIONSRouteHandler):
 * - `?is_config_check=true`: the canvas asks what the preview URL supports (no secret, no content);
 * - `sec-fetch-mode: no-cors`: the canvas probing that the URL answers: 204;
 * - `?secret=…&path=/about` (or `slug=`): checks UNIFORM_PREVIEW_SECRET (401 without it or when unset, compared in
 *   constant time), turns on draft mode and redirects to the page, passing on every other parameter (`releaseId`,
 *   the canvas's flags); `is_incontext_editing_mode=true` is kept only when the canvas sent the request; the
 *   `releaseId` stays in the page's address, and every read of that tab reads that release (nothing is stored: another
 *   tab's preview, with or without a release, changes nothing here; lib/http/preview-release.ts);
 * - `…&is_incontext_editing_playground=true&id=…`: a pattern, a component or a composition without a page, rendered
 *   alone on the playground (`/uniform-playground/<id>`); a blog post, drafts included, on its own article page;
 * - the header or footer composition (by its slug or id, playground or not): the home page as the shell around it, the
 *   part alone editable (docs/editing.md#header-and-footer).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const origin = canvasOrigin(environment());
  if (query.get(IN_CONTEXT_EDITOR_CONFIG_CHECK_QUERY_STRING_PARAM) === 'true') {
    return Response.json(
      { hasPlayground: true, isUsingCustomFullPathResolver: false },
      { headers: { 'Access-Control-Allow-Origin': origin, 'Cache-Control': 'no-store' } },
    );
  }
  if (request.headers.get('sec-fetch-mode') === 'no-cors') return new Response(null, { status: 204 });
  if (!secretsMatch(query.get(SECRET_QUERY_STRING_PARAM), settings.uniformPreviewSecret())) {
    return new Response('Unauthorized', { status: 401 });
  }
  // A page the canvas names by its path is never a site part: the parts' ids are read only for a request without one.
  const sitePart = previewSitePart(query, query.has('path') ? {} : await sitePartIds());
  const playground = !sitePart && query.get(IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM) === 'true';
  const named = query.has('path') || query.has('slug');
  const page = sitePart
    ? SITE_PART_SHELL
    : playground
      ? await playgroundTarget(query.get('id') ?? '')
      : named
        ? previewPage(query)
        : '/';
  if (!page) return new Response('Invalid path', { status: 400 });
  const editing = isCanvasEditing(query, request.headers.get('referer'), origin);
  const location = previewLocation(page, query, { editing, playground, sitePart });

  (await draftMode()).enable();
  // Neither editing nor the release is remembered: the page's own URL keeps them, and each request is judged by it.
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The canvas's preflight for a configuration check from its own origin. */
export function OPTIONS() {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': canvasOrigin(environment()),
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
  });
}

/** The ids of the header and footer compositions (their drafts). */
async function sitePartIds() {
  const [header, footer] = await Promise.all([
    getGlobalComposition(SITE_PARTS.header, true),
    getGlobalComposition(SITE_PARTS.footer, true),
  ]);
  return { header: header?._id, footer: footer?._id };
}

/** An entry (a blog post, a draft too) previews as its own article page; a pattern or component on the playground. */
async function playgroundTarget(id: string): Promise<string | null> {
  if (!/^[\w-]+$/.test(id)) return null;
  const article = (await getBlogArticles(true)).find((candidate) => candidate.preview.EntryID === id);
  return safeInternalPath(article?.preview.Url) ?? playgroundPath(id);
}
