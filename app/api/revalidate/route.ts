import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { readBody } from '@/lib/integrations/read-body';
import {
  changesRouteIndex,
  parseContentEvent,
  planRevalidation,
  purgeCdn,
  purgeEdge,
} from '@/lib/integrations/revalidation';
import { markRouteIndexStale } from '@/lib/content/route-index';
import { contentSource } from '@/lib/content/source';
import { CACHE_TAGS } from '@/lib/content/cache-tags';
import { forgetWarmReads } from '@/lib/content/warm-reads';
import { markRedirectsStale } from '@/lib/redirects/sources';
import { createReplayMemory } from '@/lib/integrations/webhook-replay';
import { refreshSearchIndex } from '@/lib/search/data';
import {
  freshWebhookHeaders,
  secretsMatch,
  TOLERANCE_SECONDS,
  verifyWebhookSignature,
  type WebhookHeaders,
} from '@/lib/integrations/webhook-signature';
import { environment, settings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

/**
 * Uniform's webhook payloads are metadata (ids, names, paths, project and editor links, per-locale paths): about 1 kB
 * in @uniformdev/webhooks' own examples. 1 MB leaves room for any project map while bounding what a caller can make
 * the server hold.
 */
const MAX_BODY_BYTES = 1024 * 1024;
const BODY_DEADLINE_MS = 10_000;
const deliveries = createReplayMemory();

type Caller = { kind: 'shared-secret' } | { kind: 'webhook'; secret: string; delivery: WebhookHeaders };

/** Who may send a body, judged from the headers alone: the shared secret, or signature headers fresh enough to check. */
function identifyCaller(request: Request): Caller | null {
  const given = request.headers.get('x-revalidate-secret') ?? new URL(request.url).searchParams.get('secret');
  if (secretsMatch(given, settings.revalidateSecret())) return { kind: 'shared-secret' };
  const secret = settings.uniformWebhookSecret();
  const delivery = secret ? freshWebhookHeaders(request.headers) : null;
  return secret && delivery ? { kind: 'webhook', secret, delivery } : null;
}

/** Uniform webhook: refreshes the pages and cache tags a content event touches (see lib/integrations/revalidation.ts). */
export async function POST(request: Request) {
  const caller = identifyCaller(request);
  if (!caller) return new Response('Unauthorized', { status: 401 });
  const body = await readBody(request, { maxBytes: MAX_BODY_BYTES, deadlineMs: BODY_DEADLINE_MS });
  if (!body.ok)
    return body.reason === 'too-large'
      ? new Response('Payload Too Large', { status: 413 })
      : new Response('Request Timeout', { status: 408 });

  if (caller.kind === 'webhook') {
    const { secret, delivery } = caller;
    if (!verifyWebhookSignature({ secret, ...delivery, body: body.text }))
      return new Response('Unauthorized', { status: 401 });
    // 409, not 401: the delivery is authentic and was handled already (a 401 would suggest a wrong secret). Nothing is
    // refreshed twice; should Svix be retrying a delivery whose answer it lost, a later retry, once the id is
    // forgotten, refreshes again, which is harmless.
    if (!deliveries.firstDelivery(delivery.id, Number(delivery.timestamp) + TOLERANCE_SECONDS)) {
      return new Response('Already delivered', { status: 409 });
    }
  }

  let json: unknown = null;
  try {
    json = JSON.parse(body.text);
  } catch {
    json = null;
  }
  const event = parseContentEvent(json);
  let plan = event ? planRevalidation(event) : { paths: [], tags: [] };
  // proxy.ts holds Uniform's redirects (lib/redirects/sources.ts): it reads them again on the next request.
  if (event?.eventType.startsWith('redirect.')) await markRedirectsStale();
  // Which addresses are pages: read again now; when Uniform cannot be read, by the next request on any instance. A
  // page published or unpublished changes every page's navigation and sitemaps.
  if (changesRouteIndex(event)) {
    const changed = await contentSource()
      .refreshRouteIndex?.()
      .catch(() => markRouteIndexStale(environment()).then(() => false));
    if (changed) plan = { ...plan, paths: [...plan.paths, { path: '/', type: 'layout' }] };
  }
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  for (const target of plan.paths) revalidatePath(target.path, target.type);
  // What was read into Next's data cache may be gone now: the next read of each waits its turn in the Uniform limit.
  forgetWarmReads();
  // Any content that changes a page may change what site search finds.
  if (plan.tags.length + plan.paths.length > 0) {
    revalidateTag(CACHE_TAGS.searchIndex, { expire: 0 });
    // Rebuilt now, after the answer, so the next search finds the change without waiting for the documents.
    after(refreshSearchIndex);
  }
  // Next applies the revalidations above once this handler returns, before the answer ends: the edge is purged now (the
  // webhook's answer means "purged") and again after the answer, so a page fetched from the origin in between, still
  // the old one, is not kept.
  await Promise.all([purgeCdn(plan, environment()), purgeEdge(plan, environment())]);
  after(() => purgeEdge(plan, environment()));
  console.info(
    JSON.stringify({ level: 'Information', message: 'Revalidated', event: event?.eventType ?? null, ...plan }),
  );
  return Response.json({ revalidated: plan.tags.length + plan.paths.length > 0, ...plan });
}
