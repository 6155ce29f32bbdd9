import { screen, within } from '@testing-library/react';
import { fixture, renderFixture, testPage } from '@/tests/support/render-fixture';

const pages = [
  testPage('/', { breadcrumb: 'Home' }),
  testPage('/insurance', { breadcrumb: 'Insurance' }),
  testPage('/insurance/general-liability', { breadcrumb: 'General liability' }),
];
const translations = { 'breadcrumb.label': 'Breadcrumb', 'breadcrumb.back': 'Back' };

describe('breadcrumb', () => {
  it('shows the trail from the page index ancestors with the current page marked', () => {
    renderFixture(fixture('breadcrumb'), { pages, translations, path: '/insurance/general-liability' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const trail = nav.querySelector('[data-breadcrumb="trail"]') as HTMLElement;
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Insurance', 'General liability']);
    expect(within(trail).getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/insurance');
    expect(within(trail).getByText('General liability')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'General liability' })).toBeNull();
  });

  it('offers a disclosure with the back label that opens the ancestors, for small screens', () => {
    renderFixture(fixture('breadcrumb'), { pages, translations, path: '/insurance/general-liability' });
    const compact = document.querySelector('details[data-breadcrumb="compact"]') as HTMLElement;
    expect(compact.querySelector('summary')).toHaveTextContent('Back');
    expect(
      within(compact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/insurance']);
  });

  it('skips ancestors that have no page and renders nothing on the home page', () => {
    renderFixture(fixture('breadcrumb'), {
      pages: [pages[0]!, pages[2]!],
      translations,
      path: '/insurance/general-liability',
    });
    const trail = document.querySelector('[data-breadcrumb="trail"]') as HTMLElement;
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'General liability']);
    const home = renderFixture(fixture('breadcrumb'), { pages, translations, path: '/' });
    expect(home.container).toBeEmptyDOMElement();
  });
});
