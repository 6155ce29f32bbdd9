import { loadLocalStore } from '../content/local';
import { BLOG_POST_TYPE, toBlogArticle } from '../blog/entries';
import type { SiteContent } from './site-documents';

/** The site content straight from a `content/` tree, without Next: for the tests and the bench. */
export function localSiteContent(dir?: string): SiteContent {
  const store = loadLocalStore(dir);
  return {
    pages: [...store.pagesByPath.values()],
    composition: async (path) => {
      const id = store.nodesByPath.get(path)?.compositionId;
      return id ? store.compositionsById.get(id) : undefined;
    },
    articles: (store.entriesByType.get(BLOG_POST_TYPE) ?? []).map(toBlogArticle),
    glossaryItems: store.entriesByType.get('glossaryItem') ?? [],
  };
}
