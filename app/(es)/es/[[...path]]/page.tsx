import type { Metadata } from 'next';
import { getProjectMap } from '@/lib/content';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { toContentPath, toSegments } from '@/lib/routing/route-path';
import { CompositionPage } from '@/app/_page/CompositionPage';

type Props = { params: Promise<{ path?: string[] }> };

const LOCALE = 'es-US';

export const dynamicParams = true;

/** Every page enabled for Spanish (its composition's and page index entry's `_locales`), prerendered under /es. */
export async function generateStaticParams() {
  const pages = await getProjectMap(false, LOCALE);
  return pages.map((page) => ({ path: toSegments(page.path) }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(toContentPath((await props.params).path), await requestReadMode(), 1, LOCALE);
}

/**
 * A page in Spanish: `/es/<path>` is `<path>` read in es-US. A page not enabled for Spanish is a 404 here (no page
 * mixes languages); the language switch never links to one. Personalization's per-visitor variants are the English
 * site's (`/_pz/…`): a Spanish page always shows its default variants.
 */
export default async function SpanishPage(props: Props) {
  const { path } = await props.params;
  return <CompositionPage {...await loadPage(toContentPath(path), await requestReadMode(), LOCALE)} />;
}
