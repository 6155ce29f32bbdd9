import { enhanceEditedComposition, hashMatches, isComposition } from '@/lib/editing/helper';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The editing helper, as canvas-next's preview handler answers a POST: the composition the canvas sent and its hash
 * (`{composition, hash}`); the hash is checked against UNIFORM_PREVIEW_SECRET, the site's enhancers run, and the
 * answer is `{composition}`. 404 when previews are off, 400 for a body that is not a composition, 401 for a wrong
 * hash (docs/editing.md#the-editing-helper).
 */
export async function POST(request: Request) {
  const secret = process.env.UNIFORM_PREVIEW_SECRET;
  if (!secret) return new Response('Not found', { status: 404, headers: noStore });
  const body: unknown = await request.json().catch(() => undefined);
  const { composition, hash } = (body ?? {}) as { composition?: unknown; hash?: unknown };
  if (!isComposition(composition)) return Response.json({ error: 'No composition' }, { status: 400, headers: noStore });
  if (!hashMatches(composition, hash, secret)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: noStore });
  }
  return Response.json({ composition: await enhanceEditedComposition(composition) }, { headers: noStore });
}
