import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What content/ says each page should show, read straight from the files (not through the site's own loader), so
 * browser tests compare the rendered site with the content a marketer wrote.
 */
export interface ContentComponent {
  type: string;
  /** A value shared by every locale, or Uniform's `locales` (the English page shows `en-US`). */
  parameters?: Record<string, { value?: unknown; locales?: Record<string, unknown> }>;
  slots?: Record<string, ContentComponent[]>;
}

export interface ContentPage {
  path: string;
  composition: ContentComponent;
}

const CONTENT = join(process.cwd(), 'content');

function readFolder<T>(folder: string): T[] {
  const dir = join(CONTENT, folder);
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T);
}

/** Every page of the project map with its composition, sorted by path. */
export function contentPages(): ContentPage[] {
  const compositions = new Map(
    readFolder<{ composition: ContentComponent & { _id: string } }>('composition').map(({ composition }) => [
      composition._id,
      composition,
    ]),
  );
  return readFolder<{ path: string; compositionId: string }>('projectMapNode')
    .map((node) => ({ path: node.path, composition: compositions.get(node.compositionId)! }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The components of a composition in document order (depth first), the composition itself excluded. */
export function componentsOf(root: ContentComponent): ContentComponent[] {
  return Object.values(root.slots ?? {}).flatMap((children) =>
    children.flatMap((child) => [child, ...componentsOf(child)]),
  );
}

export function param(component: ContentComponent, name: string): unknown {
  const parameter = component.parameters?.[name];
  return parameter?.locales ? parameter.locales['en-US'] : parameter?.value;
}

/**
 * The texts a page marks as its h1: every `*Type` parameter set to H1 names its text parameter (`headingType` →
 * `heading`, `nameType` → `name`, `titleType` → `title`). A personalized page has one per variant.
 */
export function h1Texts(page: ContentPage): string[] {
  return componentsOf(page.composition).flatMap((component) =>
    Object.entries(component.parameters ?? {})
      .filter(([name]) => name.endsWith('Type') && String(param(component, name)).toLowerCase() === 'h1')
      .map(([name]) => String(param(component, name.slice(0, -'Type'.length)))),
  );
}

/** Paths whose page index entry hides them from both sitemaps: pages a visitor reaches only after a form or a check. */
export function pathsHiddenFromSitemaps(): Set<string> {
  return pathsHidden(true);
}

/** Pages left out of the HTML sitemap: hidden from both sitemaps, or a campaign page reached from its ads (still in sitemap.xml). */
export function pathsHiddenFromHtmlSitemap(): Set<string> {
  return pathsHidden(false);
}

function pathsHidden(fromXmlToo: boolean): Set<string> {
  type Field = { value?: unknown } | undefined;
  const entries = readFolder<{ entry: { type: string; fields: Record<string, Field> } }>('entry').map(
    ({ entry }) => entry,
  );
  return new Set(
    entries
      .filter(
        ({ type, fields }) =>
          type === 'pageIndex' && fields.hideOnSitemapHtml?.value && (!fromXmlToo || fields.hideOnSitemapXml?.value),
      )
      .map(({ fields }) => String(fields.path?.value)),
  );
}
