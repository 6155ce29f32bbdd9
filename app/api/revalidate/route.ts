import { revalidatePath, revalidateTag } from 'next/cache';
import { parseContentEvent, planRevalidation } from '@/lib/integrations/revalidation';
import { secretsMatch, verifyWebhookSignature } from '@/lib/integrations/webhook-signature';

export const dynamic = 'force-dynamic';

function authorized(request: Request, body: string): boolean {
  const url = new URL(request.url);
  const given = request.headers.get('x-revalidate-secret') ?? url.searchParams.get('secret');
  if (secretsMatch(given, process.env.REVALIDATE_SECRET)) return true;
  const webhookSecret = process.env.UNIFORM_WEBHOOK_SECRET;
  return Boolean(
    webhookSecret &&
      verifyWebhookSignature({
        secret: webhookSecret,
        id: request.headers.get('svix-id') ?? request.headers.get('webhook-id'),
        timestamp: request.headers.get('svix-timestamp') ?? request.headers.get('webhook-timestamp'),
        signature: request.headers.get('svix-signature') ?? request.headers.get('webhook-signature'),
        body,
      }),
  );
}

/** Uniform webhook: refreshes the pages and cache tags a content event touches (see lib/integrations/revalidation.ts). */
export async function POST(request: Request) {
  const body = await request.text();
  if (!authorized(request, body)) return new Response('Unauthorized', { status: 401 });
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  const event = parseContentEvent(json);
  const plan = event ? planRevalidation(event) : { paths: [], tags: [] };
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  for (const target of plan.paths) revalidatePath(target.path, target.type);
  console.info(JSON.stringify({ level: 'Information', message: 'Revalidated', event: event?.eventType ?? null, ...plan }));
  return Response.json({ revalidated: plan.tags.length + plan.paths.length > 0, ...plan });
}
