// The content-health rules (lib/content-health/, shared with the canvas panel) over content/: every composition and
// pattern, every article. Problems carry the file and the field path, as the rest of the content check prints them.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { checkArticle, checkComposition } from '../../lib/content-health/index.mjs';

const value = (field) => (field && typeof field === 'object' && 'value' in field ? field.value : field);

/** What the rules know of the site, read from a loaded content store (./load.mjs). */
export function healthSite(store, { publicDir = join(process.cwd(), 'public'), withheldNodeIds = new Set() } = {}) {
  const pageEntries = store.entries.filter(({ data }) => data.entry.type === 'pageIndex');
  return {
    definitions: store.definitions,
    nodes: new Map(store.nodes.map(({ data }) => [data.id, data.path])),
    articlePaths: new Set(
      store.entries
        .filter(({ data }) => data.entry.type === 'blogPost')
        .map(({ data }) => value(data.entry.fields.url)),
    ),
    withheldNodeIds,
    pages: pageEntries.map(({ data }) => ({
      nodeId: value(data.entry.fields.entryID),
      path: value(data.entry.fields.path),
      seoTitle: value(data.entry.fields.seoTitle),
      seoDescription: value(data.entry.fields.seoDescription),
    })),
    imageBytes: (url) => {
      if (!url.startsWith('/')) return undefined;
      try {
        return statSync(join(publicDir, decodeURI(url.split('?')[0]))).size;
      } catch {
        return undefined;
      }
    },
  };
}

/** The page index entry of a composition's page (through its project map node), if it is a page. */
function pageOf(compositionId, store, site) {
  const node = store.nodes.find(({ data }) => data.compositionId === compositionId);
  return node ? site.pages.find((page) => page.nodeId === node.data.id) : undefined;
}

/** `{file, field, message, problem}` per content-health problem in content/ (field: where in the file). */
export function checkHealth(store, options) {
  const site = healthSite(store, options);
  const found = [];
  for (const { file, data } of store.compositions) {
    const composition = data.composition;
    const page = pageOf(composition._id, store, site);
    for (const problem of checkComposition({ composition, page, site }))
      found.push({ file, field: problem.path, message: problem.message, problem, compositionId: composition._id });
  }
  for (const { file, data } of store.entries) {
    if (data.entry.type !== 'blogPost') continue;
    const entry = { id: data.entry._id, type: data.entry.type, fields: data.entry.fields };
    for (const problem of checkArticle({ entry }))
      found.push({ file, field: problem.path, message: problem.message, problem, entryId: entry.id });
  }
  return found;
}
