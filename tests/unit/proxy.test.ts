// @vitest-environment node
import { NextRequest } from 'next/server';
import {
  getRedirectUrl,
  getRewrittenUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';

/** proxy.ts over the embedded content, as `next dev` and the server both run it. */
const ask = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://site.test${path}`, { headers: cookie ? { cookie } : {} }));

describe('proxy.ts: the site’s routing decisions', () => {
  it('answers every redirect of content/redirect, a live page’s address too, before anything else', async () => {
    const moved = await ask('/get-a-quote?ref=mail');
    expect(moved.status).toBe(301);
    // Absolute here; Next sends a same-site address as a path (tests/e2e/pages.spec.ts reads it on the wire).
    expect(getRedirectUrl(moved)).toBe('http://site.test/contact-us/request-a-quote');
    expect((await ask('/why-verdance/cs-nursery', 'ufvd=~florist-1E~~0~')).status).toBe(308);
    expect((await ask('/about')).status).toBe(200);
  });

  it('rewrites a Context visitor’s page to the page of their evaluation result, private to them', async () => {
    const florist = await ask('/?a=1', 'ufvd=homeQuoteCta-getCoverageQuote~florist-1E~~0~');
    expect(getRewrittenUrl(florist)).toBe('http://site.test/_pz/0-1?a=1');
    expect(florist.headers.get('cache-control')).toBe('private, no-cache');
    // A first visit is assigned a test variant at once, handed back in the Context cookie.
    const assigned = await ask('/', 'ufvd=~~~0~');
    expect(getRewrittenUrl(assigned)).toMatch(/\/_pz\/3-[01]$/);
    expect(assigned.headers.get('set-cookie')).toMatch(/^ufvd=.*homeQuoteCta/);
  });

  it('leaves everyone else, a draft and a page without decision points as they are', async () => {
    for (const response of [
      await ask('/'),
      await ask('/', 'HM_UUID=1'),
      await ask('/', 'ufvd=~florist-1E~~0~; __prerender_bypass=x'),
      await ask('/about', 'ufvd=~florist-1E~~0~'),
    ]) {
      expect(isRewrite(response)).toBe(false);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('sends a listing’s page number to its prerendered page, and a number the site does not have to page 1', async () => {
    expect(getRewrittenUrl(await ask('/learning-center?page=2'))).toBe(
      'http://site.test/listing-page/learning-center/all/2',
    );
    for (const path of ['/learning-center?page=999', '/learning-center?page=abc', '/about?page=2']) {
      expect(isRewrite(await ask(path)), path).toBe(false);
    }
  });

  it('runs for every page and file path, never for API routes or Next’s own files', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const url of ['/', '/about', '/learning-center?page=2', '/brochure.pdf']) expect(matches(url), url).toBe(true);
    for (const url of ['/api/health', '/_next/static/chunks/app.js']) expect(matches(url), url).toBe(false);
  });
});
