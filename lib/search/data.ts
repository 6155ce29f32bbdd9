import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_cache } from 'next/cache';
import { after } from 'next/server';
import { getEntries, getProjectMap, getRoute } from '../content';
import { CACHE_TAGS } from '../content/cache-tags';
import { getBlogArticles } from '../blog/data';
import type { SearchDocument } from './documents';
import { createIndexHolder, type IndexHolder, type Versioned } from './index-holder';
import { buildSearchIndex, type SiteSearchIndex } from './search-index';
import { siteDocuments } from './site-documents';
import { settings } from '../settings';
import { DEFAULT_LOCALE, type SiteLocale } from '../i18n/locales';

/**
 * The published documents of one locale, each at its address in that locale (`/es/…`): only the pages and posts
 * enabled for it, so a Spanish search never finds an English-only page. A locale's documents are read on its first
 * search, so a locale nobody searches costs nothing.
 */
async function readDocuments(locale: SiteLocale): Promise<Versioned<SearchDocument[]>> {
  const documents = await siteDocuments(
    {
      pages: await getProjectMap(false, locale),
      composition: async (path) => {
        const route = await getRoute(path, false, false, locale);
        return route.kind === 'composition' ? route.composition : undefined;
      },
      articles: await getBlogArticles(false, false, locale),
      glossaryItems: await getEntries('glossaryItem', false, false, locale),
    },
    locale,
  );
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('hex');
  return { version, documents };
}

/**
 * The build being served: Next keeps its data cache (`.next/cache/fetch-cache`) across builds in one folder, so the
 * documents are cached per build, and a rebuild with changed content never answers from the last build's.
 */
function buildId(): string {
  try {
    return readFileSync(join(process.cwd(), settings.distDir(), 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** How long a search waits for a check of the documents before it answers from the index held. */
const CHECK_WAIT_MS = 1_000;
const SHARED = Symbol.for('verdance.searchIndex');
const holder = globalThis as typeof globalThis & { [SHARED]?: Map<SiteLocale, IndexHolder<SiteSearchIndex>> };

/**
 * The published documents, kept in Next's data cache under the `search-index` tag, which the revalidation webhook
 * refreshes with any content event. `unstable_cache` because its stable successor (`'use cache'`) needs
 * `cacheComponents`, which would change how every other page renders. One holder per locale and process (on `globalThis`:
 * the search page and the webhook are separate bundles).
 */
function searchIndexHolder(locale: SiteLocale): IndexHolder<SiteSearchIndex> {
  holder[SHARED] ??= new Map();
  let found = holder[SHARED].get(locale);
  if (!found) {
    found = createIndexHolder({
      load: unstable_cache(() => readDocuments(locale), ['site-search-documents', buildId(), locale], {
        tags: [CACHE_TAGS.all, CACHE_TAGS.searchIndex],
      }),
      build: buildSearchIndex,
      background: (task) => after(task),
      waitMs: CHECK_WAIT_MS,
    });
    holder[SHARED].set(locale, found);
  }
  return found;
}

/**
 * The index for a search: checked against the cached documents (a change found in the check is searched at once); a
 * check that reads the documents again (seconds, after a content change) goes on after the answer, and the search is
 * answered within CHECK_WAIT_MS from the index held. Only a process's first search waits for the documents.
 */
export function getSearchIndex(locale: SiteLocale = DEFAULT_LOCALE): Promise<SiteSearchIndex> {
  return searchIndexHolder(locale).get();
}

/**
 * For the webhook, after its answer: reads the documents again and rebuilds the index, so no search waits for it.
 * Only in a process that has searched (holds an index): its first search reads them anyway. Against Uniform this
 * takes seconds (every page read again); searches meanwhile are answered from the index held.
 */
export async function refreshSearchIndex(): Promise<void> {
  const held = [...(holder[SHARED]?.values() ?? [])].filter((current) => current.holds());
  await Promise.all(held.map((current) => current.refresh()));
}
