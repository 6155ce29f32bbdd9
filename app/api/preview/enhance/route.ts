import { draftMode } from 'next/headers';
import { enhanceEditedComposition, hashMatches, isComposition } from '@/lib/editing/helper';
import { createReplayMemory, isValidPass, issuePass, verifySignature, withinDepth } from '@/lib/editing/helper-auth';
import { HELPER_BODY_LIMIT, HELPER_HEADERS } from '@/lib/editing/helper-limits';
import { readBody } from '@/lib/integrations/read-body';
import { createLimit, requestAddress } from '@/lib/limits';
import { settings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
/** A body that has not arrived whole by then is dropped (a trickled post holds nothing for long). */
const BODY_DEADLINE_MS = 5_000;
/** Per client: a burst of 30 posts (and passes), then 5 a second: a marketer typing never reaches it. */
const helperLimit = createLimit('editing-helper', { capacity: 30, refillPerSecond: 5 });
const seenMacs = createReplayMemory();

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: noStore });

/** In draft mode only: a pass for the site's own client (lib/editing/helper-client.ts). */
export async function GET(request: Request) {
  const secret = settings.uniformPreviewSecret();
  if (!secret) return new Response('Not found', { status: 404, headers: noStore });
  if (!(await draftMode()).isEnabled) return refuse(401, 'Unauthorized');
  if (!(await helperLimit.take(requestAddress(request.headers)))) return refuse(429, 'Too many requests');
  return Response.json(issuePass(secret), { headers: noStore });
}

/**
 * The editing helper, as canvas-next's preview handler answers a POST: the composition the canvas sent and its hash
 * (`{composition, hash}`); the site's enhancers run and the answer is `{composition}`. Before the body is read: a
 * valid pass (`X-Editing-Pass`) or draft mode, and the client's rate. The site's own client signs the raw body
 * (`X-Editing-Signature`, checked before parsing, a replay refused); either way the composition must carry the SDK's
 * hash of it with UNIFORM_PREVIEW_SECRET, as the canvas made it. 404 when previews are off, 401 unauthenticated, 429 over the rate,
 * 413 over HELPER_BODY_LIMIT, 400 for a body that is not a composition (docs/security.md#the-editing-helper).
 */
export async function POST(request: Request) {
  const secret = settings.uniformPreviewSecret();
  if (!secret) return new Response('Not found', { status: 404, headers: noStore });
  const pass = request.headers.get(HELPER_HEADERS.pass);
  const signature = request.headers.get(HELPER_HEADERS.signature);
  const signed = signature !== null && isValidPass(pass, secret);
  if (!signed && !(await draftMode()).isEnabled) return refuse(401, 'Unauthorized');
  if (!(await helperLimit.take(requestAddress(request.headers)))) return refuse(429, 'Too many requests');

  const body = await readBody(request, { maxBytes: HELPER_BODY_LIMIT, deadlineMs: BODY_DEADLINE_MS });
  if (!body.ok) return refuse(body.reason === 'too-large' ? 413 : 408, 'Body refused');
  if (signed) {
    const verdict = verifySignature(signature, pass, body.text, secret, seenMacs);
    if (verdict !== 'ok') return refuse(401, verdict === 'replayed' ? 'Replayed' : 'Unauthorized');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return refuse(400, 'No composition');
  }
  if (!withinDepth(parsed)) return refuse(400, 'No composition');
  const { composition, hash } = (parsed ?? {}) as { composition?: unknown; hash?: unknown };
  if (!isComposition(composition)) return refuse(400, 'No composition');
  if (!hashMatches(composition, hash, secret)) return refuse(401, 'Unauthorized');
  return Response.json({ composition: await enhanceEditedComposition(composition) }, { headers: noStore });
}
