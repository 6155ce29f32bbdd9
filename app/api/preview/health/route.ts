import { draftMode } from 'next/headers';
import { previewHealth } from '@/lib/content-health/server';
import { createLimit, requestAddress } from '@/lib/limits';
import { settings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
/** Per client: the panel asks once per render of the canvas; a burst of 20, then 2 a second. */
const healthLimit = createLimit('content-health', { capacity: 20, refillPerSecond: 2 });

/**
 * The content-health problems of the composition open in the canvas (`?path=/page` or `?id=<composition id>`), read
 * as the preview reads it (drafts, in the preview's release): `{problems}`. Previews only, as the editing helper:
 * 404 when previews are off (no UNIFORM_PREVIEW_SECRET), 401 outside draft mode, 429 over the rate, 404 for nothing
 * at that address (docs/security.md#the-editing-helper).
 */
export async function GET(request: Request) {
  if (!settings.uniformPreviewSecret()) return new Response('Not found', { status: 404, headers: noStore });
  if (!(await draftMode()).isEnabled)
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: noStore });
  if (!(await healthLimit.take(requestAddress(request.headers))))
    return Response.json({ error: 'Too many requests' }, { status: 429, headers: noStore });
  const params = new URL(request.url).searchParams;
  const id = params.get('id') ?? undefined;
  const path = params.get('path') ?? undefined;
  if ((path && !path.startsWith('/')) || (path?.length ?? 0) > 2048 || (id?.length ?? 0) > 64)
    return Response.json({ error: 'Bad request' }, { status: 400, headers: noStore });
  const problems = await previewHealth({ id, path });
  if (!problems) return Response.json({ error: 'Not found' }, { status: 404, headers: noStore });
  return Response.json({ problems }, { headers: noStore });
}
