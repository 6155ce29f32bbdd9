// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PageCacheHandler from '@/page-cache-handler.mjs';

const fs = {
  readFile,
  writeFile,
  mkdir: (dir: string) => mkdir(dir, { recursive: true }),
  stat,
  existsSync: () => false,
};

function handler() {
  const serverDistDir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  return { serverDistDir, cache: new PageCacheHandler({ fs, flushToDisk: true, serverDistDir, revalidatedTags: [] }) };
}

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<html>${status}</html>`,
  rscData: Buffer.from('rsc'),
  status,
  headers: {},
  postponed: undefined,
  segmentData: undefined,
});
const ctx = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false };

describe('the page cache', () => {
  it('stores a page rendered on demand, and never a 404', async () => {
    const { serverDistDir, cache } = handler();
    await cache.set('/learning-center/loss-control/zz-made-up', page(404), ctx);
    await cache.set('/learning-center/loss-control/published-later', page(200), ctx);
    const files = readdirSync(serverDistDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.includes('zz-made-up'))).toEqual([]);
    expect(files.filter((file) => file.includes('published-later')).length).toBeGreaterThan(0);
    expect(await cache.get('/learning-center/loss-control/zz-made-up', { kind: 'APP_PAGE', isFallback: false })).toBe(
      null,
    );
  });

  it.each([
    ['a 500 page', page(500)],
    ['a 503 page', page(503)],
    ['a route handler’s 404', { kind: 'APP_ROUTE', status: 404, body: Buffer.from('x'), headers: {} }],
  ])('never stores %s rendered on demand', async (_, data) => {
    const { serverDistDir, cache } = handler();
    await cache.set('/zz-made-up', data, ctx);
    expect(readdirSync(serverDistDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('zz-'))).toEqual(
      [],
    );
  });

  it('keeps the build’s own not-found page', async () => {
    const { serverDistDir, cache } = handler();
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await cache.set('/_not-found', page(404), ctx);
    } finally {
      process.env.NEXT_PHASE = phase;
    }
    expect(
      readdirSync(serverDistDir, { recursive: true, encoding: 'utf8' }).some((f) => f.includes('_not-found')),
    ).toBe(true);
  });
});
