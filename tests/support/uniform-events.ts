import { CompositionPublishedDefinition, ProjectMapNodeUpdateDefinition } from '@uniformdev/webhooks';
import { signWebhook } from '../../lib/integrations/webhook-signature';

/** Uniform's own example events (@uniformdev/webhooks), pointed at this site's content. */
export const compositionPublished = (id: string, slug: string) => ({
  ...CompositionPublishedDefinition.example,
  id,
  slug,
});
export const nodeUpdated = (path: string, previousPath = path) => ({
  ...ProjectMapNodeUpdateDefinition.example,
  path,
  previous_path: previousPath,
  locales: undefined,
});

let deliveries = 0;

/** A POST to /api/revalidate as Uniform's Svix delivers the event: JSON body and svix-id, -timestamp, -signature. */
export function signedDelivery(secret: string, event: unknown) {
  const data = JSON.stringify(event);
  const id = `msg_e2e_${Date.now()}_${(deliveries += 1)}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(timestamp),
    'svix-signature': signWebhook(secret, id, timestamp, data),
  };
  return { headers, data };
}
