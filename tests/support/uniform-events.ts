import {
  CompositionPublishedDefinition,
  EntryDeletedDefinition,
  EntryPublishedDefinition,
  ProjectMapNodeInsertDefinition,
  ProjectMapNodeUpdateDefinition,
  RedirectInsertDefinition,
} from '@uniformdev/webhooks';
import { signWebhook } from '../../lib/integrations/webhook-signature';

/** Uniform's own example events (@uniformdev/webhooks), pointed at this site's content. */
export const compositionPublished = (id: string, slug: string) => ({
  ...CompositionPublishedDefinition.example,
  id,
  slug,
});
export const entryPublished = (id: string, type: string, slug: string) => ({
  ...EntryPublishedDefinition.example,
  id,
  type,
  slug,
});
/** Uniform sends entry.deleted when an entry is unpublished (its published version deleted) or deleted. */
export const entryDeleted = (id: string, type: string, slug: string) => ({
  ...EntryDeletedDefinition.example,
  id,
  type,
  slug,
});
export const nodeUpdated = (path: string, previousPath = path) => ({
  ...ProjectMapNodeUpdateDefinition.example,
  path,
  previous_path: previousPath,
  locales: undefined,
});

export const nodeInserted = (path: string) => ({ ...ProjectMapNodeInsertDefinition.example, path, locales: undefined });
export const redirectInserted = (sourceUrl: string, targetUrl: string, status: number) => ({
  ...RedirectInsertDefinition.example,
  source_url: sourceUrl,
  target_url: targetUrl,
  target_status_code: status,
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
