import { render, screen } from '@testing-library/react';
import type { ContentSource } from '@/lib/content/types';
import { fixture, testContext } from '../../../tests/support/render-fixture';
import { createRenderContext } from '@/lib/render/context';
import { withListingPage } from '@/lib/blog/listing-page';
import { BlogListingWidget } from './BlogListingWidget';
import { createLocalSource } from '@/lib/content/local';
import { BLOG_POST_TYPE } from '@/lib/blog/entries';
import type { RenderContext } from '@/lib/render/context';
import type { SiteLocale } from '@/lib/i18n/locales';

const state = vi.hoisted(() => ({ failing: false }));

vi.mock('@/lib/content/source', async () => {
  const { createLocalSource: local } =
    await vi.importActual<typeof import('@/lib/content/local')>('@/lib/content/local');
  const real = local();
  const failing: ContentSource = { ...real, getEntries: () => Promise.reject(new Error('content source unavailable')) };
  return { contentSource: () => (state.failing ? failing : real) };
});

const translations = {
  'blog.error-loading-page': 'We couldn’t load these articles right now.',
  'blog.try-again': 'Try again',
  'pager.page': 'Page',
};

function contextFor(path: string) {
  const { settings, pages } = testContext();
  return createRenderContext({ settings, pages, translations, path });
}

/** A page's context in a locale as the site builds it: that locale's project map and phrases, from content/. */
async function localeContext(path: string, locale: SiteLocale) {
  const source = createLocalSource();
  const [pages, phrases] = await Promise.all([
    source.getProjectMap({ locale }),
    source.getEntries('translation', { locale }),
  ]);
  const translated = Object.fromEntries(
    phrases.map((entry) => [String(entry.fields.internalName), String(entry.fields.phrase)]),
  );
  return createRenderContext({ settings: testContext().settings, pages, translations: translated, path, locale });
}

/** The titles of the posts enabled in a locale, as that locale reads them. */
async function titlesIn(locale: SiteLocale) {
  const entries = await createLocalSource().getEntries(BLOG_POST_TYPE, { locale });
  return new Set(entries.map((entry) => String(entry.fields.title)));
}

const cardLinks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('[data-blog-card] h2 a')].map((link) => ({
    title: link.textContent,
    href: link.getAttribute('href'),
  }));

/** The widget as the listing route renders it: page N is given to the composition by withListingPage. */
async function renderWidget(path: string, listingPage = 1, context?: RenderContext) {
  const page = await withListingPage({ type: 'page', slots: { content: [fixture('blogListing')] } }, listingPage);
  const component = page.slots.content[0]!;
  const element = await BlogListingWidget({
    component,
    context: context ?? contextFor(path),
    renderSlot: () => [],
    nested: false,
  });
  return render(<>{element}</>);
}

afterEach(() => {
  state.failing = false;
});

describe('blog listing widget', () => {
  it('shows the error-loading message with a try-again button, and logs the failure, when the content source fails', async () => {
    state.failing = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWidget('/learning-center');
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load these articles right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-blog-card]')).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"component":"BlogListing"'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('content source unavailable'));
    error.mockRestore();
  });

  it('reads section and category from the path and the page number given by the listing route', async () => {
    const { container } = await renderWidget('/learning-center/loss-control', 2);
    expect(screen.getByTitle('Page 2')).toHaveAttribute('aria-current', 'page');
    const categories = [...container.querySelectorAll('[data-blog-card] p:first-child')].map(
      (item) => item.textContent,
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((text) => text?.endsWith('Loss control'))).toBe(true);
  });

  it('announces the section feed', async () => {
    await renderWidget('/news');
    // React hoists the link element into the document head.
    expect(document.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/news/feed.xml',
    );
  });

  it('renders nothing outside a blog section', async () => {
    const { container } = await renderWidget('/about');
    expect(container).toBeEmptyDOMElement();
  });

  it('in Spanish shows exactly the posts enabled in es-US, at their /es addresses, one page of them', async () => {
    const [spanishTitles, englishTitles] = await Promise.all([titlesIn('es-US'), titlesIn('en-US')]);
    const path = '/learning-center/loss-control';
    const { container } = await renderWidget(path, 1, await localeContext(path, 'es-US'));
    const cards = cardLinks(container);
    expect(cards.map((card) => card.title).sort()).toEqual([...spanishTitles].sort());
    expect(cards.filter((card) => englishTitles.has(card.title ?? ''))).toEqual([]);
    expect(cards.every((card) => card.href?.startsWith('/es/learning-center/'))).toBe(true);
    // Three posts are one page: no pager (page N of a Spanish listing is /es/listing-page/…, lib/blog/rewrites.ts),
    // and no link leads to a listing Spanish lacks (no Spanish /learning-center: no Filter by row).
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Páginas de artículos' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Filtrar por' })).toBeNull();
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => !href.startsWith('/es/'))).toEqual([]);
    expect(container).toHaveTextContent('Prevención de pérdidas');
  });

  it('in English shows no Spanish post', async () => {
    const spanishTitles = await titlesIn('es-US');
    for (const page of [1, 2]) {
      const { container, unmount } = await renderWidget('/learning-center/loss-control', page);
      const cards = cardLinks(container);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.filter((card) => spanishTitles.has(card.title ?? ''))).toEqual([]);
      expect(cards.filter((card) => card.href?.startsWith('/es'))).toEqual([]);
      unmount();
    }
  });
});
