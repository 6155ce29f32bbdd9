import 'server-only';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getCompositionById, getEntries, getProjectMap, getRoute, getWithheldPages } from '@/lib/content';
import type { RootComponentInstance } from '@/lib/content';
import { checkArticle, checkComposition, type HealthProblem, type HealthSite } from './index.mjs';

type Definitions = HealthSite['definitions'];
let definitions: Definitions | undefined;

/** The component definitions the rules read required parameters and heading levels from (content/component/). */
function componentDefinitions(): Definitions {
  if (definitions) return definitions;
  const dir = join(process.cwd(), 'content', 'component');
  const loaded = new Map<string, { name?: string; parameters?: unknown[] }>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { id: string; name?: string; parameters?: [] };
    loaded.set(data.id, data);
  }
  definitions = loaded;
  return loaded;
}

function imageBytes(url: string): number | undefined {
  if (!url.startsWith('/')) return undefined;
  try {
    return statSync(join(process.cwd(), 'public', decodeURI(url.split('?')[0]!))).size;
  } catch {
    return undefined;
  }
}

/** The site as the preview sees it: drafts (in the preview's release), and which pages the published site withholds. */
async function previewSite(): Promise<HealthSite> {
  const [pages, articles, withheld] = await Promise.all([
    getProjectMap(true),
    getEntries('blogPost', true),
    getWithheldPages(false),
  ]);
  return {
    definitions: componentDefinitions(),
    nodes: new Map(pages.map((page) => [page.entryID, page.path])),
    articlePaths: new Set(articles.map((entry) => String(entry.fields.url ?? ''))),
    withheldNodeIds: new Set(withheld.map((page) => page.nodeId)),
    pages: pages.map(({ path, seoTitle, seoDescription }) => ({ path, seoTitle, seoDescription })),
    imageBytes,
  };
}

/**
 * The content-health problems of what the canvas has open: the page at `path` (its composition, or its article), or
 * the composition `id` (a header, footer or pattern: no page rules). Undefined when there is no such thing.
 */
export async function previewHealth(target: { path?: string; id?: string }): Promise<HealthProblem[] | undefined> {
  const site = await previewSite();
  if (target.id) {
    const composition = await getCompositionById(target.id);
    return composition ? checkComposition({ composition: asHealth(composition), site, locale: 'en-US' }) : undefined;
  }
  const path = target.path ?? '/';
  const route = await getRoute(path, true);
  if (route.kind === 'composition')
    return checkComposition({ composition: asHealth(route.composition), page: route.page, site, locale: 'en-US' });
  const article = (await getEntries('blogPost', true)).find((entry) => entry.fields.url === path);
  return article ? checkArticle({ entry: article }) : undefined;
}

const asHealth = (composition: RootComponentInstance) =>
  composition as Parameters<typeof checkComposition>[0]['composition'];
