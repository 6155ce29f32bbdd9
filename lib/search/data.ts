import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { getEntries, getProjectMap, getRoute } from '../content';
import { CACHE_TAGS } from '../content/cache-tags';
import { getBlogArticles } from '../blog/data';
import type { SearchDocument } from './documents';
import { buildSearchIndex, type SiteSearchIndex } from './search-index';
import { siteDocuments } from './site-documents';

interface CachedDocuments {
  version: string;
  documents: SearchDocument[];
}

async function readDocuments(): Promise<CachedDocuments> {
  const documents = await siteDocuments({
    pages: await getProjectMap(),
    composition: async (path) => {
      const route = await getRoute(path);
      return route.kind === 'composition' ? route.composition : undefined;
    },
    articles: await getBlogArticles(),
    glossaryItems: await getEntries('glossaryItem'),
  });
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('hex');
  return { version, documents };
}

/**
 * The published documents, kept in Next's data cache under the `search-index` tag, which the revalidation webhook
 * refreshes with any content event. `unstable_cache` because its stable successor (`'use cache'`) needs
 * `cacheComponents`, which would change how every other page renders.
 */
const cachedDocuments = unstable_cache(readDocuments, ['site-search-documents'], {
  tags: [CACHE_TAGS.all, CACHE_TAGS.searchIndex],
});

let built: { version: string; index: SiteSearchIndex } | undefined;

/** The index, built once per process and again only when the cached documents change. */
export async function getSearchIndex(): Promise<SiteSearchIndex> {
  const { version, documents } = await cachedDocuments();
  if (built?.version !== version) built = { version, index: buildSearchIndex(documents) };
  return built.index;
}
