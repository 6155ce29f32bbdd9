import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_BODY_LIMIT,
  NEXT_BUILD_FILES,
  NEXT_DRAFT_COOKIES,
  NEXT_HEADERS,
  NEXT_INTERNAL_MODULES,
  NEXT_CACHE_KINDS,
  NEXT_EXPERIMENTAL,
  NEXT_INTERNAL_PAGES,
  NEXT_PATH_TAG_PREFIX,
  NEXT_STATIC_PREFIX,
  SHARED_MAX_AGE,
  STANDALONE_CONFIG_ENV,
  actionHost,
  nextSharedLifetime,
  pathTag,
} from '@/lib/serve/next-private';
import nextConfig from '@/next.config';

// Next's own files, loaded as the server loads them: a rename or a move in an upgrade fails here first. `npm run
// check:next -- <version>` (scripts/check-next.mjs) points CHECK_NEXT_DIR at another Next installed on its own.
const root = join(__dirname, '..', '..');
const load = createRequire(join(process.env.CHECK_NEXT_DIR ?? root, 'package.json'));
const nextFile = (path: string) => readFileSync(load.resolve(path), 'utf8');

describe('the private details of Next the site relies on, against the installed Next', () => {
  it('header names', () => {
    const headers = load('next/dist/client/components/app-router-headers');
    const constants = load('next/dist/lib/constants');
    const { cacheState, ...named } = NEXT_HEADERS;
    // Written as a literal by the page template, not exported as a constant.
    expect(readFileSync(load.resolve('next/dist/build/templates/app-page-runtime.js'), 'utf8')).toContain(
      `'${cacheState}'`,
    );
    expect(named).toEqual({
      prefetch: headers.NEXT_ROUTER_PREFETCH_HEADER,
      routerStateTree: headers.NEXT_ROUTER_STATE_TREE_HEADER,
      action: headers.ACTION_HEADER,
      cacheTags: constants.NEXT_CACHE_TAGS_HEADER,
      rsc: headers.RSC_HEADER,
    });
  });

  it('the tags revalidatePath expires, as Next derives them for a page', async () => {
    expect(NEXT_PATH_TAG_PREFIX).toBe(load('next/dist/lib/constants').NEXT_CACHE_IMPLICIT_TAG_ID);
    const { getImplicitTags } = load('next/dist/server/lib/implicit-tags');
    const { tags } = await getImplicitTags('/[[...path]]/page', '/insurance/florists', undefined);
    expect(tags).toEqual(expect.arrayContaining([pathTag('/', 'layout'), pathTag('/insurance/florists')]));
  });

  it('the kinds of entry a cache handler is given', () => {
    const { CachedRouteKind } = load('next/dist/server/response-cache/types');
    expect(NEXT_CACHE_KINDS).toEqual({
      appPage: CachedRouteKind.APP_PAGE,
      pages: CachedRouteKind.PAGES,
      appRoute: CachedRouteKind.APP_ROUTE,
    });
  });

  it("where the build's static files are served", () => {
    const constants = load('next/dist/shared/lib/constants');
    // The folder Next writes them to (.next/static), served under /_next/ (next/dist/server/lib/router-utils).
    expect(constants.CLIENT_STATIC_FILES_PATH).toBe('static');
    expect(nextFile('next/dist/server/lib/router-utils/filesystem')).toContain(`'${NEXT_STATIC_PREFIX.slice(0, -1)}'`);
  });

  it.each([
    [{ revalidate: 60, expire: 3600 }, 60],
    [{ revalidate: 300, expire: undefined }, 300],
    [{ revalidate: false, expire: undefined }, 31_536_000],
    [{ revalidate: 0, expire: undefined }, undefined],
  ])('the lifetime a shared cache reads in the Cache-Control Next writes for %j', (cacheControl, lifetime) => {
    const header = load('next/dist/server/lib/cache-control').getCacheControlHeader(cacheControl);
    expect(nextSharedLifetime(header)).toBe(lifetime);
    if (lifetime !== undefined) expect(header.startsWith(`${SHARED_MAX_AGE}=`)).toBe(true);
  });

  it('the experimental switches next.config.ts sets are ones this Next knows', () => {
    const schema = nextFile('next/dist/server/config-schema');
    for (const name of Object.keys(NEXT_EXPERIMENTAL))
      expect(schema).toMatch(new RegExp(`\\b${name}: _zod\\.z\\.boolean\\(\\)`));
  });

  it('draft-mode cookie names', () => {
    const apiUtils = load('next/dist/server/api-utils');
    expect(NEXT_DRAFT_COOKIES).toEqual({
      bypass: apiUtils.COOKIE_NAME_PRERENDER_BYPASS,
      previewData: apiUtils.COOKIE_NAME_PRERENDER_DATA,
    });
  });

  it('build files', () => {
    const constants = load('next/dist/shared/lib/constants');
    expect(NEXT_BUILD_FILES).toEqual({
      prerenderManifest: constants.PRERENDER_MANIFEST,
      routesManifest: constants.ROUTES_MANIFEST,
      // Next adds the extension to this one where it writes and reads it.
      serverFiles: `${constants.SERVER_FILES_MANIFEST}.json`,
      notFoundPage: `server/app${constants.UNDERSCORE_NOT_FOUND_ROUTE}.html`,
      serverActions: `server/${constants.SERVER_REFERENCE_MANIFEST}.json`,
    });
    expect(NEXT_INTERNAL_PAGES).toEqual([constants.UNDERSCORE_GLOBAL_ERROR_ROUTE]);
  });

  it('the standalone config variable and the server-action body limit', () => {
    expect(nextFile('next/dist/server/config')).toContain(`process.env.${STANDALONE_CONFIG_ENV}`);
    // One value: the front door's limit is the one next.config.ts gives Next, read as Next reads it.
    const actionHandler = nextFile('next/dist/server/app-render/action-handler');
    expect(actionHandler).toContain('serverActions.bodySizeLimit) ?? defaultBodySizeLimit');
    const bodySizeLimit = nextConfig.experimental?.serverActions?.bodySizeLimit;
    expect(load('next/dist/compiled/bytes').parse(bodySizeLimit)).toBe(ACTION_BODY_LIMIT);
    expect(ACTION_BODY_LIMIT).toBe(1024 * 1024);
  });

  it.each<[{ host: string; 'x-forwarded-host'?: string | string[] }]>([
    [{ host: 'site.example' }],
    [{ host: 'internal:3000', 'x-forwarded-host': 'site.example, proxy.example' }],
    [{ host: 'internal:3000', 'x-forwarded-host': ['site.example', 'other.example'] }],
  ])('the host a server action is checked against, as Next reads it: %j', (headers) => {
    const { parseHostHeader } = load('next/dist/server/app-render/action-handler');
    expect(actionHost(headers['x-forwarded-host'], headers.host)).toBe(parseHostHeader(headers)?.value);
  });

  it('internal modules and the exports the site uses', () => {
    const { default: NextNodeServer } = load(NEXT_INTERNAL_MODULES.nodeServer);
    expect(typeof NextNodeServer.prototype.imageOptimizer).toBe('function');
    expect(typeof load(NEXT_INTERNAL_MODULES.imageOptimizer).ImageError).toBe('function');
    expect(typeof load(NEXT_INTERNAL_MODULES.fileSystemCache).default.prototype.set).toBe('function');
    expect(typeof load(NEXT_INTERNAL_MODULES.fileTrace).nodeFileTrace).toBe('function');
    expect(typeof load(NEXT_INTERNAL_MODULES.busboy)).toBe('function');
  });

  it('the files that cannot import next-private.ts name the same details', () => {
    const text = (file: string) => readFileSync(join(root, file), 'utf8');
    expect(text('cache-handler.mjs')).toContain(`'${NEXT_HEADERS.cacheTags}'`);
    expect(text('cache-handler.mjs')).toContain(`kind === '${NEXT_CACHE_KINDS.appPage}'`);
    expect(text('page-cache-handler.mjs')).toContain(
      `new Set(${JSON.stringify(Object.values(NEXT_CACHE_KINDS))})`.replaceAll('"', "'").replaceAll(',', ', '),
    );
    expect(text('page-cache-handler.mjs')).toContain(`from '${NEXT_INTERNAL_MODULES.fileSystemCache}'`);
    expect(text('deploy/standalone.mjs')).toContain(`require('${NEXT_INTERNAL_MODULES.fileTrace}')`);
    expect(text('deploy/standalone.mjs')).toContain(`'${NEXT_BUILD_FILES.serverFiles}'`);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

it('no other product file names a private detail of Next', () => {
  const owners = ['lib/serve/next-private.ts', 'cache-handler.mjs', 'page-cache-handler.mjs', 'deploy/standalone.mjs'];
  const files = ['app', 'lib', 'components', 'deploy']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .concat(['server.ts', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'].map((file) => join(root, file)))
    .filter((file) => !owners.some((owner) => file === join(root, owner)));
  const privateName = new RegExp(
    [
      /next\/dist\/|__NEXT_|__next_|__prerender_bypass|next-router-|next-action|x-next-|x-nextjs-|x-middleware-/,
      /-manifest\.json|required-server-files|_not-found\.html/,
      // Shapes and markup: revalidatePath's tags, the RSC request header, cache-entry kinds, the static files' path,
      // Next's cacheable-answer header, the experimental switches.
      /_N_T_|(?<!NEXT_HEADERS)\.rsc\b|['"]rsc['"]|\b(APP_PAGE|APP_ROUTE|PAGES)\b|\/_next\/static|s-maxage|optimisticRouting/,
    ]
      .map((part) => part.source)
      .join('|'),
  );
  const offenders = files.filter((file) => privateName.test(readFileSync(file, 'utf8')));
  expect(offenders.map((file) => file.slice(root.length + 1))).toEqual([]);
});
