import { render, screen } from '@testing-library/react';
import type { ContentSource } from '@/lib/content/types';
import { fixture, testContext } from '../../../tests/support/render-fixture';
import { createRenderContext } from '@/lib/render/context';
import { withListingPage } from '@/lib/blog/listing-page';
import { BlogListingWidget } from './BlogListingWidget';

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

/** The widget as the listing route renders it: page N is given to the composition by withListingPage. */
async function renderWidget(path: string, listingPage = 1) {
  const page = await withListingPage({ type: 'page', slots: { content: [fixture('blogListing')] } }, listingPage);
  const component = page.slots.content[0]!;
  const element = await BlogListingWidget({
    component,
    context: contextFor(path),
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
});
