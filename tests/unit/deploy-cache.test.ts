// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers } from '@/lib/metrics/cache-health';
import { edgePurgeKeys, purgeCdn, purgeEdge, type PurgeRequest } from '@/lib/integrations/revalidation';
import { applyBuildConfig } from '@/lib/serve/build-config';
import {
  applyCdnCacheControl,
  CDN_CACHE_CONTROL,
  CDN_TARGETED_CACHE_CONTROL,
  EDGE_TAGS_HEADER,
} from '@/lib/serve/cdn-cache';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return (server.address() as AddressInfo).port;
}

/** A fake CDN purge endpoint on 127.0.0.1: records what it was sent, answers `status`. */
async function fakeCdn(status = 200) {
  const received: { body: PurgeRequest; authorization?: string }[] = [];
  const port = await listen(
    createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ body: JSON.parse(text) as PurgeRequest, authorization: req.headers.authorization });
        res.writeHead(status).end();
      });
    }),
  );
  return { url: `http://127.0.0.1:${port}/purge`, received };
}

describe('purgeCdn', () => {
  it('POSTs the refreshed paths and tags, with the bearer token, and says so', async () => {
    const cdn = await fakeCdn();
    const plan = { paths: [{ path: '/about' }, { path: '/', type: 'layout' as const }], tags: ['route:/about'] };
    expect(await purgeCdn(plan, { CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: 't0ken' })).toBe(true);
    expect(cdn.received).toEqual([
      { body: { paths: ['/about', '/'], tags: ['route:/about'], everything: true }, authorization: 'Bearer t0ken' },
    ]);
  });

  it('sends nothing without CDN_PURGE_URL or without anything refreshed; a failing CDN is not an error', async () => {
    const cdn = await fakeCdn(503);
    expect(await purgeCdn({ paths: [{ path: '/about' }], tags: [] }, {})).toBe(false);
    expect(await purgeCdn({ paths: [], tags: [] }, { CDN_PURGE_URL: cdn.url })).toBe(false);
    expect(cdn.received).toHaveLength(0);
    expect(await purgeCdn({ paths: [{ path: '/about' }], tags: [] }, { CDN_PURGE_URL: cdn.url })).toBe(false);
    expect(cdn.received).toHaveLength(1);
  });
});

describe('purgeEdge', () => {
  it('names the refreshed tags and paths as the tags pages carry, a site-wide change as the root layout', () => {
    const plan = { paths: [{ path: '/about' }, { path: '/', type: 'layout' as const }], tags: ['route:/about'] };
    expect(edgePurgeKeys(plan)).toEqual(['route:/about', '_N_T_/about', '_N_T_/layout']);
  });

  it('sends PURGE with the keys in xkey-purge to every edge; a failing edge is logged, not thrown', async () => {
    const received: { method?: string; keys?: string | string[] }[] = [];
    const edge = (status: number) =>
      listen(
        createServer((req, res) => {
          received.push({ method: req.method, keys: req.headers['xkey-purge'] });
          res.writeHead(status).end();
        }),
      );
    const [up, down] = [await edge(200), await edge(503)];
    const plan = { paths: [{ path: '/about' }], tags: ['composition:1'] };
    expect(await purgeEdge(plan, { EDGE_PURGE_URL: `http://127.0.0.1:${up}/` })).toBe(true);
    expect(await purgeEdge(plan, { EDGE_PURGE_URL: `http://127.0.0.1:${up}/, http://127.0.0.1:${down}/` })).toBe(false);
    expect(received).toEqual(Array(3).fill({ method: 'PURGE', keys: 'composition:1 _N_T_/about' }));
    expect(await purgeEdge(plan, {})).toBe(false);
    expect(await purgeEdge({ paths: [], tags: [] }, { EDGE_PURGE_URL: `http://127.0.0.1:${up}/` })).toBe(false);
    expect(received).toHaveLength(3);
  });
});

describe('applyCdnCacheControl', () => {
  async function cacheHeadersFor(nextSends: string | undefined, maxAge?: number) {
    const port = await listen(
      createServer((_req, res) => {
        if (nextSends) res.setHeader('Cache-Control', nextSends);
        applyCdnCacheControl(res, maxAge);
        res.end('ok');
      }),
    );
    return new Promise<{ browser?: string; cdn?: string | string[] }>((resolve) =>
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        resolve({ browser: res.headers['cache-control'], cdn: res.headers['cdn-cache-control'] });
      }).end(),
    );
  }

  it.each([['s-maxage=31536000'], ['s-maxage=600, stale-while-revalidate=31535400']])(
    'a cached page (Next’s %s): CDNs may serve it stale for a day, browsers never',
    async (nextSends) => {
      const sent = await cacheHeadersFor(nextSends);
      expect(sent.browser).toBe(CDN_CACHE_CONTROL);
      expect(sent.browser).not.toMatch(/stale-while-revalidate/);
      expect(sent.cdn).toBe(CDN_TARGETED_CACHE_CONTROL);
    },
  );

  // What Next writes for a route with `export const revalidate = N` (or a cacheLife of N seconds) and its expiry.
  const routeRevalidating = (revalidate: number | false) => getCacheControlHeader({ revalidate, expire: 31_536_000 });

  it.each([
    [60, undefined, 60],
    [120, 600, 120],
    [false, undefined, 300],
    [3600, undefined, 300],
    [3600, 900, 900],
  ] as const)(
    'a route revalidating every %s s keeps that lifetime at the CDN, capped at CDN_MAX_AGE (%s; 300 unset): %s s',
    async (revalidate, maxAge, lifetime) => {
      const sent = await cacheHeadersFor(routeRevalidating(revalidate), maxAge);
      expect(sent.browser).toBe(`public, max-age=0, s-maxage=${lifetime}`);
      expect(sent.cdn).toBe(`max-age=${lifetime}, stale-while-revalidate=86400`);
    },
  );

  it.each([
    ['private, no-cache, no-store, max-age=0, must-revalidate'],
    ['public, max-age=31536000, immutable'],
    [undefined],
  ])('Next’s %s is left as it is, with nothing for CDNs', async (nextSends) => {
    expect(await cacheHeadersFor(nextSends)).toEqual({ browser: nextSends, cdn: undefined });
  });

  async function tagHeadersFor(nextSends: string) {
    const port = await listen(
      createServer((_req, res) => {
        res.setHeader('Cache-Control', nextSends);
        res.setHeader(EDGE_TAGS_HEADER, 'route:/about,_N_T_/about,route:/about,entries:siteSettings');
        applyCdnCacheControl(res);
        res.end('ok');
      }),
    );
    return new Promise<Record<string, string | string[] | undefined>>((resolve) =>
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        const { xkey, 'surrogate-key': surrogate, 'cache-tag': cacheTag } = res.headers;
        resolve({ xkey, surrogate, cacheTag, internal: res.headers[EDGE_TAGS_HEADER] });
      }).end(),
    );
  }

  it('a cached page names its tags for Varnish, Fastly and Cloudflare; a private answer names none', async () => {
    expect(await tagHeadersFor('s-maxage=31536000')).toEqual({
      xkey: 'route:/about _N_T_/about entries:siteSettings',
      surrogate: 'route:/about _N_T_/about entries:siteSettings',
      cacheTag: 'route:/about,_N_T_/about,entries:siteSettings',
      internal: undefined,
    });
    expect(await tagHeadersFor('private, no-store')).toEqual({
      xkey: undefined,
      surrogate: undefined,
      cacheTag: undefined,
      internal: undefined,
    });
  });
});

describe('redisAnswers', () => {
  /** A RESP speaker that wants `password` (if any) before it answers PING. */
  async function fakeRedis(password?: string) {
    const port = await listen(
      createTcpServer((socket) => {
        let authed = !password;
        socket.on('data', (chunk) => {
          const text = chunk.toString();
          if (password && text.includes('AUTH')) {
            authed = text.includes(password);
            socket.write(authed ? '+OK\r\n' : '-WRONGPASS\r\n');
          }
          if (text.includes('PING')) socket.write(authed ? '+PONG\r\n' : '-NOAUTH\r\n');
        });
      }),
    );
    return port;
  }

  it('is true when the server answers PONG, after AUTH with the URL’s password', async () => {
    expect(await redisAnswers(`redis://127.0.0.1:${await fakeRedis()}`)).toBe(true);
    expect(await redisAnswers(`redis://:s3cret@127.0.0.1:${await fakeRedis('s3cret')}`)).toBe(true);
  });

  it('is false for a wrong password, a closed port and a server that never answers', async () => {
    expect(await redisAnswers(`redis://:wrong@127.0.0.1:${await fakeRedis('s3cret')}`)).toBe(false);
    const closed = await listen(createTcpServer());
    closers.pop()?.();
    expect(await redisAnswers(`redis://127.0.0.1:${closed}`)).toBe(false);
    const silent = await listen(createTcpServer(() => {}));
    expect(await redisAnswers(`redis://127.0.0.1:${silent}`, 200)).toBe(false);
  });
});

describe('applyBuildConfig', () => {
  function buildDir() {
    const dir = mkdtempSync(join(tmpdir(), 'build-config-'));
    mkdirSync(join(dir, '.next'));
    writeFileSync(join(dir, '.next', 'required-server-files.json'), JSON.stringify({ config: { distDir: './.next' } }));
    return dir;
  }

  it('hands Next the build’s config, with the shared cache handler only when REDIS_URL is set', () => {
    const dir = buildDir();
    const plain: Record<string, string | undefined> = {};
    applyBuildConfig(dir, '.next', plain);
    expect(JSON.parse(plain.__NEXT_PRIVATE_STANDALONE_CONFIG!)).toEqual({
      distDir: './.next',
      cacheHandler: join(dir, 'page-cache-handler.mjs'),
    });
    const shared: Record<string, string | undefined> = { REDIS_URL: 'redis://127.0.0.1:6379' };
    applyBuildConfig(dir, '.next', shared);
    expect(JSON.parse(shared.__NEXT_PRIVATE_STANDALONE_CONFIG!)).toEqual({
      distDir: './.next',
      cacheHandler: join(dir, 'cache-handler.mjs'),
    });
  });
});
