import { screen, within } from '@testing-library/react';
import { fixture, renderFixture, testPage } from '@/tests/support/render-fixture';

const sitemap = (parameters: Record<string, unknown> = { title: 'Sitemap', titleType: 'h1' }) =>
  fixture('sitemap', parameters);

/** Top-level sections /sN, each with size - 1 child pages: `size` sitemap entries per section. */
const sections = (sizes: number[]) =>
  sizes.flatMap((size, section) => [
    testPage(`/s${section}`, { sitemapTitle: `Section ${section}` }),
    ...Array.from({ length: size - 1 }, (_, child) =>
      testPage(`/s${section}/c${child}`, { sitemapTitle: `Page ${section}.${child}` }),
    ),
  ]);

/** The sitemap's columns, each as the titles of its top-level links. */
function columns(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.row > div')].map((column) => ({
    className: column.className,
    sections: [...column.querySelectorAll(':scope > ul > li > a')].map((link) => link.textContent),
  }));
}

describe('HTML sitemap (sitemap)', () => {
  it('shows the title at its heading level and the site tree as nested lists of links, by sitemapTitle', () => {
    renderFixture(sitemap(), {
      pages: [
        testPage('/', { sitemapTitle: 'Home' }),
        testPage('/insurance', { sitemapTitle: 'Insurance' }),
        testPage('/insurance/umbrella', { sitemapTitle: 'Umbrella insurance' }),
        testPage('/about', { sitemapTitle: 'About us' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const top = screen.getAllByRole('list')[0]!;
    expect(
      [...top.querySelectorAll(':scope > li > a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About us', '/about'],
      ['Insurance', '/insurance'],
    ]);
    const insurance = screen.getByRole('link', { name: 'Insurance' }).closest('li')!;
    expect(within(insurance).getByRole('link', { name: 'Umbrella insurance' })).toHaveAttribute(
      'href',
      '/insurance/umbrella',
    );
  });

  it('leaves out pages hidden from the HTML sitemap, such as listed articles', () => {
    renderFixture(sitemap(), {
      pages: [
        testPage('/learning-center', { sitemapTitle: 'Learning Center' }),
        testPage('/learning-center/coverages/what-umbrella-covers', {
          sitemapTitle: 'An article',
          hideOnSitemapHtml: true,
        }),
      ],
    });
    expect(screen.getByRole('link', { name: 'Learning Center' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'An article' })).toBeNull();
  });

  it('keeps 25 entries in one full-width column', () => {
    const { container } = renderFixture(sitemap(), { pages: sections([10, 10, 5]) });
    expect(screen.getAllByRole('link')).toHaveLength(25);
    expect(columns(container)).toEqual([{ className: 'col-12', sections: ['Section 0', 'Section 1', 'Section 2'] }]);
  });

  it('past 25 collected entries splits into two columns between sections, where they are most even', () => {
    const { container } = renderFixture(sitemap(), { pages: sections([10, 10, 6, 4, 3]) });
    expect(columns(container)).toEqual([
      { className: 'col-md-6', sections: ['Section 0', 'Section 1'] },
      { className: 'col-md-6', sections: ['Section 2', 'Section 3', 'Section 4'] },
    ]);
  });

  it('renders a titleType that is not a heading as a div', () => {
    renderFixture(sitemap({ title: 'Sitemap', titleType: 'p' }), { pages: [testPage('/about')] });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Sitemap').tagName).toBe('DIV');
  });
});
