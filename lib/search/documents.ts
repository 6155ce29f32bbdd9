import type { ComponentInstance, ContentEntry, PageIndexEntry } from '../content/types';
import type { BlogArticle } from '../blog/types';
import type { RichTextNode } from '../text/richtext';

/** One searchable thing: a page, an article or a glossary term, as plain text by field. */
export interface SearchDocument {
  id: string;
  kind: 'page' | 'article' | 'glossary';
  path: string;
  title: string;
  description: string;
  headings: string;
  body: string;
}

/** Text parameters that label a section (searched with a boost) and those that are running text. */
const HEADING_PARAMS = new Set(['heading', 'title', 'question', 'name', 'subHeading']);
const BODY_TEXT_PARAMS = new Set([
  'description',
  'summary',
  'eyebrow',
  'disclaimer',
  // A customer's words and who said them, wherever a testimonial, quote, short quote or quote hero puts them.
  'quote',
  'quoteSource',
  'personQuoted',
  'person',
  'business',
  'location',
  'videoTitle',
]);

/** The plain text of a rich-text value (Lexical JSON), block by block. */
export function richTextPlain(value: unknown): string {
  const root = (value as { root?: RichTextNode } | undefined)?.root;
  const blocks: string[] = [];
  const inline = (node: RichTextNode): string =>
    node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(inline).join('');
  const walk = (node: RichTextNode) => {
    const isContainer = node.type === 'root' || node.type === 'list';
    if (isContainer) (node.children ?? []).forEach(walk);
    else blocks.push(inline(node));
  };
  if (root) walk(root);
  return blocks
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');
}

interface CompositionText {
  headings: string[];
  body: string[];
  types: Set<string>;
}

function collectText(component: ComponentInstance, into: CompositionText) {
  into.types.add(component.type);
  for (const [name, parameter] of Object.entries(component.parameters ?? {})) {
    const { type, value } = parameter as { type: string; value: unknown };
    if (type === 'richText') into.body.push(richTextPlain(value));
    else if (type === 'text' && typeof value === 'string' && HEADING_PARAMS.has(name)) into.headings.push(value);
    else if (type === 'text' && typeof value === 'string' && BODY_TEXT_PARAMS.has(name)) into.body.push(value);
  }
  for (const slot of Object.values(component.slots ?? {})) for (const child of slot) collectText(child, into);
}

/** The headings, running text and component types of a composition (every variant of a personalization or test). */
export function compositionText(composition: ComponentInstance): CompositionText {
  const text: CompositionText = { headings: [], body: [], types: new Set() };
  collectText(composition, text);
  return text;
}

export function pageDocument(page: PageIndexEntry, composition: ComponentInstance): SearchDocument {
  const { headings, body } = compositionText(composition);
  return {
    id: `page:${page.path}`,
    kind: 'page',
    path: page.path,
    title: page.sitemapTitle || page.seoTitle,
    description: page.seoDescription,
    headings: headings.join('\n'),
    body: [page.keywords ?? '', ...body].filter(Boolean).join('\n'),
  };
}

/** An article with its own page; external news items are left to their publications. */
export function articleDocument(article: BlogArticle): SearchDocument | undefined {
  if (article.preview.External) return undefined;
  const headings = article.blocks.flatMap((block) => ('heading' in block && block.heading ? [block.heading] : []));
  return {
    id: `article:${article.preview.EntryID}`,
    kind: 'article',
    path: article.preview.Url,
    title: article.preview.Title,
    description: article.preview.Description,
    headings: headings.join('\n'),
    body: article.blocks.map((block) => richTextPlain(block.content)).join('\n'),
  };
}

/** A glossary term, found on the page that shows the glossary. */
export function glossaryDocument(entry: ContentEntry, glossaryPath: string): SearchDocument {
  return {
    id: `glossary:${entry.id}`,
    kind: 'glossary',
    path: glossaryPath,
    title: String(entry.fields.title ?? entry.name),
    description: '',
    headings: '',
    body: richTextPlain(entry.fields.body),
  };
}
