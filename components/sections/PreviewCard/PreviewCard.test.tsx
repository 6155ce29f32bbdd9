import { screen } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';

describe('preview card', () => {
  it('links the whole card through its heading, once, with a lazily loaded card image', () => {
    renderFixture(
      fixture('previewCard', {
        media: imageFixture('/images/features/claims.jpg', 'A claims adjuster in a greenhouse', 575, 300),
        eyebrow: 'Claims',
        heading: 'How a crop claim is valued',
        headingType: 'h3',
        description: 'What the adjuster counts.',
        ...ctaFixture('link', 'Read more', '/claims'),
      }),
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('How a crop claim is valued');
    expect(links[0]).toHaveAttribute('href', '/claims');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
    const image = screen.getByRole('img', { name: 'A claims adjuster in a greenhouse' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '575');
    expect(image).toHaveAttribute('height', '300');
  });

  it('says when the link opens a new tab and renders nothing without a heading', () => {
    renderFixture(
      fixture('previewCard', {
        heading: 'Trade article',
        ...ctaFixture('link', 'Read', 'https://example.org/a', { newTab: true }),
      }),
      {
        translations: { 'link.opens-in-new-tab': '(opens in a new tab)' },
      },
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Trade article (opens in a new tab)');
    expect(screen.getByRole('link')).toHaveAttribute('target', '_blank');
    const empty = renderFixture(fixture('previewCard', { description: 'No heading' }));
    expect(empty.container).toBeEmptyDOMElement();
  });
});
