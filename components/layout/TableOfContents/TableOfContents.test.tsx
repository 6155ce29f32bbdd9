import { act, screen, within } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

const band = (heading: string, extra: Record<string, unknown> = {}) =>
  fixture('textOnly', { heading, headingType: 'h2', content: undefined, ...extra });

function stubObserver() {
  let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = (element: Element) => observed.push(element);
      disconnect() {}
    },
  );
  return { observed, report: (entries: Partial<IntersectionObserverEntry>[]) => act(() => report(entries)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('table of contents on a page', () => {
  it('lists four or more h2 bands before the first, each link pointing at its band, and marks the one read', () => {
    const { observed, report } = stubObserver();
    renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            fixture('breadcrumb', {}),
            band('Using this site'),
            band('Quotes & forms', { anchor: 'quotes' }),
            band('Small print', { headingType: 'h3' }),
            band('Contact'),
            band('Contact'),
          ],
        },
      ),
      { translations: { 'toc.label': 'On this page' } },
    );
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const desktopList = within(toc).getAllByRole('list')[1]!;
    const links = within(desktopList).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Using this site', '#using-this-site'],
      ['Quotes & forms', '#quotes'],
      ['Contact', '#contact'],
      ['Contact', '#contact-2'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(target).toHaveTextContent(link.textContent!);
    }
    expect(toc.compareDocumentPosition(document.getElementById('using-this-site')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(toc.querySelector('details')).not.toHaveAttribute('open');
    expect(observed.map((element) => element.id)).toEqual(['using-this-site', 'quotes', 'contact', 'contact-2']);

    report([{ target: observed[2], isIntersecting: true }]);
    expect(within(desktopList).getAllByRole('link', { current: 'location' })).toHaveLength(1);
    expect(within(desktopList).getByRole('link', { current: 'location' })).toHaveAttribute('href', '#contact');
  });

  it('is left out with fewer than four h2 bands', () => {
    stubObserver();
    renderFixture(fixture('page', {}, { content: [band('One'), band('Two'), band('Three')] }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
