import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingPageParams } from '@/lib/blog/listing-pages';
import { withListingPage } from '@/lib/blog/listing-page';
import { listingPath } from '@/lib/blog/rewrites';
import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/i18n/locales';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { CompositionPage } from './CompositionPage';

type Props = { params: Promise<{ section: string; category: string; page: string }> };

/**
 * Page N of a blog listing in a locale (the posts enabled in it), prerendered for every page that exists at build.
 * Visitors reach it only through proxy.ts's rewrite of `[/es]/{section}[/{category}]?page=N`. A page that posts
 * published later add renders on demand; a page past the last one is a 404, never stored (page-cache-handler.mjs).
 * Re-exported by each locale's page.tsx.
 */
export function listingPageRoute(locale: SiteLocale = DEFAULT_LOCALE) {
  return {
    generateStaticParams: () => listingPageParams(false, locale),
    async generateMetadata(props: Props): Promise<Metadata> {
      const { section, category, page } = await props.params;
      return pageMetadata(listingPath(section, category), await requestReadMode(), Number(page) || 1, locale);
    },
    async Page(props: Props) {
      const { section, category, page } = await props.params;
      const mode = await requestReadMode();
      const pages = await listingPageParams(mode.preview, locale);
      if (!pages.some((known) => known.section === section && known.category === category && known.page === page))
        notFound();
      const loaded = await loadPage(listingPath(section, category), mode, locale);
      return <CompositionPage {...loaded} composition={await withListingPage(loaded.composition, Number(page))} />;
    },
  };
}
