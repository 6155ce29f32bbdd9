import { EARLY_CLICKS_SCRIPT } from '@/lib/browser/early-clicks';
import { requestNonce } from '@/lib/page/request-nonce';

/**
 * Holds clicks on island-wired controls until their island has loaded (lib/browser/early-clicks.ts). A published page allows
 * it by hash like every inline script; a draft-mode page, whose policy is a nonce, gives it the request's nonce.
 */
export async function EarlyClicksScript({ preview }: { preview: boolean }) {
  const nonce = preview ? await requestNonce() : undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
