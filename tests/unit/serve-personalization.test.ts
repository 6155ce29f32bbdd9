// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RootComponentInstance } from '@uniformdev/canvas';
import { createLocalSource } from '@/lib/content/local';
import { decisionPoints } from '@/lib/personalization/decision-points';
import { decodeKey } from '@/lib/personalization/evaluate';
import {
  createPersonalization,
  hasContextCookie,
  quirksFromHeaders,
  readGeoHeaders,
} from '@/lib/personalization/visitor-route';

const HOME = '46ca17fe-6247-5771-be2b-6e31511aca78';
const home = (
  JSON.parse(readFileSync(join(process.cwd(), 'content/composition', `${HOME}.json`), 'utf8')) as {
    composition: RootComponentInstance;
  }
).composition;
const points = decisionPoints(home).map(({ point }) => point);

async function routeFor(cookie: string | undefined, extra: Record<string, string> = {}, pagePoints = points) {
  const manifest = await createLocalSource().getContextManifest();
  const route = createPersonalization(async () => ({ manifest, points: pagePoints }));
  return route('/?segment=florist', { ...(cookie ? { cookie } : {}), ...extra });
}

describe('decision points and keys', () => {
  it('finds the home page hero personalization and the quote test, in document order', () => {
    expect(points.map((point) => point.kind)).toEqual(['pz', 'test']);
  });

  it('accepts only keys evaluateKey writes for these points', () => {
    expect(decodeKey(points, '0-1')).toEqual([
      { kind: 'pz', shown: [expect.any(String)] },
      { kind: 'test', shown: 'getCoverageQuote' },
    ]);
    for (const key of ['', '0', '0-1-0', '4-0', '0-2', '00-0', '01-0', '0.1-0', '1.0-0', '-0', 'n-x', '0-0 ', '１-0']) {
      expect(decodeKey(points, key), key).toBeUndefined();
    }
  });
});

describe('the front door evaluation', () => {
  it('is for Context visitors only', () => {
    expect(hasContextCookie(undefined)).toBe(false);
    expect(hasContextCookie('HM_UUID=1; ufvdx=2; xufvd=3')).toBe(false);
    expect(hasContextCookie('a=1; ufvd=~~~0~')).toBe(true);
  });

  it('picks the florist hero from the cookie and keeps a test assignment it finds', async () => {
    const florist = await routeFor('ufvd=homeQuoteCta-getCoverageQuote~florist-1E~~0~');
    expect(florist).toEqual({ url: '/_pz/0-1?segment=florist' });
  });

  it('assigns an unassigned test once and hands the assignment back in the Context cookie', async () => {
    const route = await routeFor('ufvd=~~~0~');
    expect(route?.url).toMatch(/^\/_pz\/3-[01]\?segment=florist$/);
    const assigned = route?.url.includes('3-1') ? 'getCoverageQuote' : 'requestQuote';
    expect(route?.setCookie).toBe(`ufvd=${encodeURIComponent(`homeQuoteCta-${assigned}~~~0~`)}; Path=/; SameSite=Lax`);
  });

  it('reads hostile cookies without failing and lands on a known result', async () => {
    for (const cookie of [
      'ufvd=%E0%A4%A',
      'ufvd=x-1!'.repeat(300),
      'ufvd=a~b~c~d~e~f~g',
      'ufvd=~~~0~; ufvdqk=a-b!!c',
    ]) {
      const route = await routeFor(cookie);
      expect(decodeKey(points, route?.url.split('/')[2]?.split('?')[0] ?? ''), cookie).toBeDefined();
    }
  });

  it('turns the trusted proxy’s country and region headers into quirks a visibility rule reads', async () => {
    const geo = readGeoHeaders({
      TRUSTED_PROXY_HOPS: '1',
      GEO_QUIRK_HEADERS: 'CF-IPCountry, cloudfront-viewer-country-region',
    });
    expect(quirksFromHeaders({ 'cf-ipcountry': 'us', 'cloudfront-viewer-country-region': 'NY' }, geo)).toEqual({
      country: 'US',
      region: 'NY',
    });
    expect(quirksFromHeaders({ 'cf-ipcountry': '<script>' }, geo)).toEqual({});
    expect(readGeoHeaders({ GEO_QUIRK_HEADERS: 'cf-ipcountry' })).toEqual({});
  });

  it('leaves a page without decision points alone', async () => {
    expect(await routeFor('ufvd=~~~0~', {}, [])).toBeUndefined();
  });

  it('gives the same cookie the same page again, but rolls an unassigned test anew for each visitor', async () => {
    const manifest = await createLocalSource().getContextManifest();
    const route = createPersonalization(async () => ({ manifest, points }));
    const florist = { cookie: 'ufvd=homeQuoteCta-getCoverageQuote~florist-1E~~0~' };
    expect(await route('/', florist)).toEqual({ url: '/_pz/0-1' });
    expect(await route('/', florist)).toEqual({ url: '/_pz/0-1' });
    const random = vi.spyOn(Math, 'random');
    try {
      random.mockReturnValue(0.1);
      expect((await route('/', { cookie: 'ufvd=~~~0~' }))?.url).toBe('/_pz/3-0');
      random.mockReturnValue(0.9);
      const second = await route('/', { cookie: 'ufvd=~~~0~' });
      expect(second?.url).toBe('/_pz/3-1');
      expect(second?.setCookie).toContain(encodeURIComponent('homeQuoteCta-getCoverageQuote'));
    } finally {
      random.mockRestore();
    }
  });

  it('evaluates again once the page’s decision points change', async () => {
    const manifest = await createLocalSource().getContextManifest();
    let pagePoints = points;
    const route = createPersonalization(async () => ({ manifest, points: pagePoints }));
    const cookie = { cookie: 'ufvd=homeQuoteCta-getCoverageQuote~florist-1E~~0~' };
    expect((await route('/', cookie))?.url).toBe('/_pz/0-1');
    const withoutTest = points.filter((point) => point.kind !== 'test');
    pagePoints = withoutTest;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      // The first request after the points went stale starts their reload and is answered from the known ones.
      await route('/', cookie);
      await vi.waitFor(async () => expect((await route('/', cookie))?.url).toBe('/_pz/0'));
    } finally {
      vi.useRealTimers();
    }
  });
});
