import { render, screen, within } from '@testing-library/react';
import { BlogListing, type BlogListingLabels } from './BlogListing';
import { pageArticles } from '@/lib/blog/listing';
import { dated } from '../../../tests/unit/blog/fixtures';

const labels: BlogListingLabels = {
  filterBy: 'Filter by',
  all: 'All',
  showAll: 'Show All',
  navigation: 'Article pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page',
  newTab: '(opens in a new tab)',
  featured: 'Featured',
  noArticles: 'No articles yet.',
  errorLoading: 'We couldn’t load these articles right now.',
  tryAgain: 'Try again',
};

const IMAGE = { url: '/images/blog/loss-control-1.jpg', title: 'A field', description: '', width: 575, height: 300 };

const filters = [
  { label: 'Loss control', href: '/learning-center/loss-control', active: false },
  { label: 'Coverages', href: '/learning-center/coverages', active: true },
];

function renderPage(count: number, page: number, featuredIndex?: number) {
  const articles = dated(count);
  if (featuredIndex !== undefined) articles[featuredIndex]!.Featured = true;
  const result = pageArticles(articles, { page });
  return render(
    <BlogListing
      status="ok"
      result={result}
      basePath="/learning-center/coverages"
      allHref="/learning-center"
      filters={filters}
      page={page}
      labels={labels}
    />,
  );
}

describe('blog listing (docs/behaviour.md#articles-and-listings)', () => {
  it('shows the featured article alone, then the others in rows of three, 6 to a page', () => {
    const { container } = renderPage(14, 1, 2);
    const featured = container.querySelector('[data-featured]')!;
    expect(featured).toHaveTextContent('A3');
    const rows = [...container.querySelectorAll('[data-blog-row]')];
    expect(rows.map((row) => row.querySelectorAll('[data-blog-card]').length)).toEqual([3, 3]);
    expect(rows.flatMap((row) => [...row.querySelectorAll('h2')].map((heading) => heading.textContent))).toEqual([
      'A1',
      'A2',
      'A4',
      'A5',
      'A6',
      'A7',
    ]);
  });

  it('fetches the first card’s image at once (a phone’s largest paint) and every other lazily', () => {
    for (const featuredIndex of [2, undefined]) {
      const articles = dated(8, { Image: IMAGE });
      if (featuredIndex !== undefined) articles[featuredIndex]!.Featured = true;
      const { container, unmount } = render(
        <BlogListing
          status="ok"
          result={pageArticles(articles, { page: 1 })}
          basePath="/learning-center"
          allHref="/learning-center"
          filters={filters}
          page={1}
          labels={labels}
        />,
      );
      const images = [...container.querySelectorAll('[data-blog-card] img')];
      expect(images.length).toBeGreaterThan(1);
      expect(images.map((image) => image.getAttribute('loading'))).toEqual([
        'eager',
        ...images.slice(1).map(() => 'lazy'),
      ]);
      expect(images[0]).toHaveAttribute('fetchpriority', 'high');
      unmount();
    }
  });

  it('numbers the pages, titles them "Page N", marks the current one and links the others to ?page=N', () => {
    renderPage(14, 2);
    const pager = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(pager).getByTitle('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByTitle('Page 2').tagName).toBe('SPAN');
    expect(within(pager).getByRole('link', { name: '1' })).toHaveAttribute('href', '/learning-center/coverages?page=1');
    expect(within(pager).getByRole('link', { name: '3' })).toHaveAttribute('title', 'Page 3');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/learning-center/coverages?page=1',
    );
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/learning-center/coverages?page=3',
    );
  });

  it.each([
    [1, 'Previous'],
    [3, 'Next'],
  ])('on page %i, %s is disabled and not a link', (page, name) => {
    renderPage(14, page);
    const pager = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(pager).queryByRole('link', { name })).toBeNull();
    expect(within(pager).getByText(name)).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByText(name).closest('li')).toHaveClass('disabled');
  });

  it('shows no pager with a single page', () => {
    renderPage(6, 1);
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).toBeNull();
  });

  it('filters with All plus a button per category, and a menu whose first entry is Show All', () => {
    const { container } = renderPage(3, 1);
    const buttons = container.querySelector('ul.d-none.d-lg-flex')!;
    expect(
      within(buttons as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/learning-center'],
      ['Loss control', '/learning-center/loss-control'],
      ['Coverages', '/learning-center/coverages'],
    ]);
    expect(within(buttons as HTMLElement).getByRole('link', { name: 'Coverages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const menu = container.querySelector('details')!;
    expect(menu).toHaveClass('d-lg-none');
    expect(menu.querySelector('summary')).toHaveTextContent('Coverages');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Show All', 'Loss control', 'Coverages']);
  });

  it('shows the error-loading message with a try-again button that reloads the same page', () => {
    render(
      <BlogListing
        status="error"
        basePath="/learning-center"
        allHref="/learning-center"
        filters={[]}
        page={2}
        labels={labels}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load these articles right now.');
    const button = screen.getByRole('button', { name: 'Try again' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('action', '/learning-center');
    expect(form.querySelector('input[name="page"]')).toHaveValue('2');
  });
});
