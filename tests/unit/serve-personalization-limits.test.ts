// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as uniformContext from '@uniformdev/context';
import { createLocalSource } from '@/lib/content/local';
import type { DecisionPoint } from '@/lib/personalization/evaluate';
import { createPersonalization } from '@/lib/personalization/visitor-route';

/** How many times Uniform's Context is built: the work a memoised result saves (about 20 ms for a 7 kB cookie). */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('@uniformdev/context', async (original) => {
  const real = await original<typeof uniformContext>();
  class CountedContext extends real.Context {
    constructor(...args: ConstructorParameters<typeof real.Context>) {
      super(...args);
      built.count += 1;
    }
  }
  return { ...real, Context: CountedContext };
});

const onlyInUs: DecisionPoint = {
  kind: 'viz',
  rule: { criteria: { op: '&', clauses: [{ rule: '$qk', source: 'country', op: 'is', value: 'US' }] } },
};

async function personalization(env: Record<string, string | undefined> = {}, points: DecisionPoint[] = [onlyInUs]) {
  const manifest = await createLocalSource().getContextManifest();
  return createPersonalization(async () => ({ manifest, points }), env);
}

/** A returning visitor's Context cookie of about `size` characters: many visits, scores and quirks. */
function contextCookie(size: number): string {
  const scores = Array.from({ length: Math.ceil(size / 14) }, (_, i) => `s${i}-${i}`).join('!');
  return `ufvd=${encodeURIComponent(`~${scores}~~0~`).slice(0, size)}`;
}

afterEach(() => {
  built.count = 0;
});

describe('the Context evaluation memo', () => {
  it('evaluates a returning visitor’s 3.5 kB Context cookie once, then answers from the memo', async () => {
    const route = await personalization();
    const cookie = contextCookie(3_500);
    const first = await route('/', { cookie });
    for (let i = 0; i < 5; i += 1) expect(await route('/', { cookie })).toEqual(first);
    expect(built.count).toBe(1);
  });

  it('serves a Context cookie larger than a browser keeps (4 kB) the default page, without evaluating it', async () => {
    const route = await personalization();
    expect(await route('/', { cookie: contextCookie(7_000) })).toBeUndefined();
    expect(built.count).toBe(0);
  });
});

describe('country and region quirks', () => {
  const trusted = { TRUSTED_PROXY_HOPS: '1', GEO_QUIRK_HEADERS: 'cloudfront-viewer-country' };

  it('are ignored when a visitor sends a CDN’s header the settings do not name', async () => {
    for (const env of [{}, { TRUSTED_PROXY_HOPS: '1' }, { GEO_QUIRK_HEADERS: 'cf-ipcountry' }, trusted]) {
      const route = await personalization(env);
      expect((await route('/', { cookie: 'ufvd=~~~0~', 'cf-ipcountry': 'US' }))?.url, JSON.stringify(env)).toBe(
        '/_pz/0',
      );
    }
  });

  it('come from the header the trusted proxy sets, as GEO_QUIRK_HEADERS names it', async () => {
    const route = await personalization(trusted);
    const inUs = { cookie: 'ufvd=~~~0~', 'cloudfront-viewer-country': 'us' };
    expect((await route('/', inUs))?.url).toBe('/_pz/1');
    expect((await route('/', { ...inUs, 'cloudfront-viewer-country': 'DE' }))?.url).toBe('/_pz/0');
  });
});

describe('the Context cookie a test assignment sets', () => {
  const abTest: DecisionPoint[] = [
    {
      kind: 'test',
      name: 'homeQuoteCta',
      variants: [
        { id: 'requestQuote', testDistribution: 50 },
        { id: 'getCoverageQuote', testDistribution: 50 },
      ],
    },
  ];
  it('is Secure when the trusted proxy says the visitor came over https, and not on plain http://localhost', async () => {
    const behindProxy = await personalization({ TRUSTED_PROXY_HOPS: '1' }, abTest);
    const https = await behindProxy('/', { cookie: 'ufvd=~~~0~', 'x-forwarded-proto': 'https' });
    expect(https?.setCookie).toMatch(/; Secure(;|$)/);
    const http = await behindProxy('/', { cookie: 'ufvd=~~~0~', 'x-forwarded-proto': 'http' });
    expect(http?.setCookie).toBeDefined();
    expect(http?.setCookie).not.toMatch(/Secure/);
    const direct = await personalization({}, abTest);
    const forged = await direct('/', { cookie: 'ufvd=~~~0~', 'x-forwarded-proto': 'https' });
    expect(forged?.setCookie).not.toMatch(/Secure/);
  });
});
