import { headers } from 'next/headers';

/**
 * The CSP nonce of this request (draft mode only: lib/serve/front-door.ts puts its policy on the request). Reading it
 * makes the render dynamic, so only a draft-mode render may call this.
 */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
