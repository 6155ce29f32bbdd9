import type { RootComponentInstance, UpdateCompositionMessage } from '@uniformdev/canvas';
import { HELPER_HEADERS, HELPER_PATH } from './helper-limits';

type CanvasSdk = typeof import('@uniformdev/canvas');

interface Pass {
  token: string;
  key: CryptoKey;
  /** Server time minus this page's time when the pass came: the MAC's timestamp is on the server's clock. */
  skew: number;
  expires: number;
}

let pass: Promise<Pass> | undefined;

async function fetchPass(url: string): Promise<Pass> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error('Error reading enhanced composition');
  const issued = (await response.json()) as { token: string; key: string; now: number; expires: number };
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(issued.key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { token: issued.token, key, skew: issued.now - Date.now(), expires: issued.expires };
}

async function currentPass(url: string): Promise<Pass> {
  const known = pass ? await pass.catch(() => undefined) : undefined;
  if (known && known.expires - known.skew > Date.now() + 60_000) return known;
  pass = fetchPass(url);
  return pass;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

async function postSigned(url: string, body: string): Promise<Response> {
  const { token, key, skew } = await currentPass(url);
  const timestamp = Date.now() + skew;
  const mac = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`)));
  return fetch(url, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      [HELPER_HEADERS.pass]: token,
      [HELPER_HEADERS.signature]: `t=${timestamp},v1=${mac}`,
    },
  });
}

/**
 * The composition of an `update-composition`, enhanced by the editing helper. The site's own helper gets the body
 * the SDK sends (`{composition, hash}`) signed with the page's pass (helper-auth.ts), asked again once if refused (an
 * expired pass); a helper elsewhere (UNIFORM_EDITING_HELPER_URL) gets the SDK's own post.
 */
export async function enhanceThroughHelper(
  sdk: CanvasSdk,
  helperUrl: string,
  message: Pick<UpdateCompositionMessage, 'composition' | 'hash'>,
): Promise<RootComponentInstance> {
  if (helperUrl !== HELPER_PATH) return sdk.createUniformApiEnhancer({ apiUrl: helperUrl })(message);
  const body = JSON.stringify({ composition: message.composition, hash: message.hash });
  let response = await postSigned(helperUrl, body);
  if (response.status === 401) {
    pass = undefined;
    response = await postSigned(helperUrl, body);
  }
  if (!response.ok) throw new Error('Error reading enhanced composition');
  return ((await response.json()) as { composition: RootComponentInstance }).composition;
}
