import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rawRequest } from '../support/raw-request';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * 1,000 hostile requests of the shapes it found writing to disk leave the page and image
 * caches exactly as they were. They go to a second server of the same build, on a copy of it (its own cache folders),
 * so the other suites' visits (images a browser loads) cannot change what is compared.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const SOURCE_DIST = process.env.NEXT_DIST_DIR || '.next';
const DIST = '.next-security-caches';
const CACHE_FOLDERS = ['server', 'cache'];
const TOTAL = 1_000;
const PARALLEL = 8;
let site: SecondServer;

/** Every file under the cache folders, with a hash of its content: a new, changed or removed file shows. */
function cacheListing(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return [`${path.slice(DIST.length + 1)} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`];
    });
  return CACHE_FOLDERS.flatMap((folder) => walk(join(DIST, folder))).sort();
}

/** A raw GET: the target goes out byte for byte (no client resolving `%2e%2e` or folding `%2F`). */
const rawGet = (path: string) => rawRequest({ port: PORT, path });

const random = () => Math.random().toString(36).slice(2, 10);
const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));

/** The shapes a hostile review reported, each with a fresh random part, so no two requests are the same. */
const SHAPES: (() => string)[] = [
  () => `/api/zz-${random()}`,
  () => `/api/${random()}/${random()}`,
  () => `/api/%2e%2e/${random()}`,
  () => `/api/%2e%2e/learning-center?page=${5000 + Math.floor(Math.random() * 1e6)}`,
  () => `/learning-center?page=${5000 + Math.floor(Math.random() * 1e6)}`,
  () => `/about%2F?${random()}`,
  () => `/about${'%2F'.repeat(1 + Math.floor(Math.random() * 4))}`,
  () => `/insurance%2F${random()}`,
  () => `/${random()}`,
  () => `/_next/image?url=/${random()}&w=640&q=75`,
  () => `/_next/image?url=%2F${random()}.png&w=640&q=75`,
  () => `/_next/image?url=/images/..%2F${random()}.png&w=640&q=75`,
  () => `/search?q=${encodeURIComponent(`${letters().join(' ')} ${random()}`)}`,
  () => `/search?q=${encodeURIComponent(random())}&page=${Math.floor(Math.random() * 5000)}`,
];
/** An allowed remote host that cannot be reached (no network here): a clean 4xx/502, never a 500. */
const REMOTE_IMAGE = () =>
  `/_next/image?url=${encodeURIComponent(`https://img.uniform.global/p/${random()}.jpg`)}&w=640&q=75`;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  rmSync(DIST, { recursive: true, force: true });
  // The build as served (no standalone copy, no compiler cache): pages, prerenders and the image cache.
  cpSync(SOURCE_DIST, DIST, {
    recursive: true,
    filter: (path) => !/(^|\/)(standalone|turbopack)$/.test(path.slice(SOURCE_DIST.length)),
  });
  site = await startSecondServer(PORT, { NEXT_DIST_DIR: DIST });
});

test.afterAll(() => {
  site?.stop();
  rmSync(DIST, { recursive: true, force: true });
});

/**
 * The pages the hostile requests end at, visited as anyone would first: the first visit of a prerendered page copies
 * it into Next's route cache, and the first search stores the search documents, once each. Visited until a round
 * changes nothing (those writes may finish after the answer).
 */
const LEGITIMATE = ['/', '/learning-center', '/about', '/search?q=frost'];

async function settledListing(): Promise<string[]> {
  let listing = cacheListing();
  for (let round = 0; round < 10; round += 1) {
    for (const path of LEGITIMATE) expect((await rawGet(path)).status, path).toBe(200);
    const next = cacheListing();
    if (next.join('\n') === listing.join('\n')) return listing;
    listing = next;
  }
  throw new Error('the caches kept changing while the same pages were visited');
}

test('1,000 hostile requests leave the page and image caches exactly as they were, with no 500', async () => {
  const before = await settledListing();
  const paths = Array.from({ length: TOTAL }, (_, n) => (n % 25 === 0 ? REMOTE_IMAGE() : SHAPES[n % SHAPES.length]!()));
  const serverErrors: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const { status, body } = await rawGet(path);
      const cleanBadGateway = status === 502 && path.includes('img.uniform.global');
      if (status >= 500 && !cleanBadGateway) serverErrors.push(`${status} ${path}`);
      if (/at \S+ \(/.test(body)) serverErrors.push(`stack trace: ${path}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const after = cacheListing();
  expect(
    after.filter((line) => !before.includes(line)),
    'files written or changed',
  ).toEqual([]);
  expect(
    before.filter((line) => !after.includes(line)),
    'files removed or changed',
  ).toEqual([]);
  expect(serverErrors).toEqual([]);
});
