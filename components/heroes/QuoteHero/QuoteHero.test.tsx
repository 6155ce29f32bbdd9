import { screen } from '@testing-library/react';
import { fixture, imageFixture, navigationLinkFixture, renderFixture } from '@/tests/support/render-fixture';

const base = {
  heroDesktopImage: imageFixture('/images/heroes/quote-desktop.jpg', 'Rows of seedlings', 1920, 720),
  heading: 'Why growers stay with Verdance',
  headingType: 'h1',
  quote: 'When the boiler failed in January, they had a temporary heater on site the same night.',
  personQuoted: 'Marisol Vega',
  location: 'Vega Family Greenhouses, Yakima, Washington',
};
const links = [
  navigationLinkFixture('Request a quote', '/contact-us/request-a-quote'),
  navigationLinkFixture('Read customer stories', '/why-verdance/testimonials'),
];

describe('quote hero', () => {
  it('serves the mobile image below 992px through <picture> and the desktop image otherwise, eagerly', () => {
    const { container } = renderFixture(
      fixture('quoteHero', {
        ...base,
        heroMobileImage: imageFixture('/images/heroes/quote-mobile.jpg', 'Seedlings', 828, 1000),
      }),
    );
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('media', '(max-width: 991.98px)');
    expect(source.getAttribute('srcset')).toContain('quote-mobile.jpg');
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toContain('quote-desktop.jpg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1920');
  });

  it('preloads each crop in the head for the widths it serves, so a phone fetches only the mobile one', () => {
    renderFixture(
      fixture('quoteHero', {
        ...base,
        heroMobileImage: imageFixture('/images/heroes/quote-mobile.jpg', 'Seedlings', 828, 1000),
      }),
    );
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    const media = (crop: string) =>
      preloads.find((link) => link.getAttribute('imagesrcset')?.includes(crop))?.getAttribute('media');
    expect(media('quote-mobile.jpg')).toBe('(max-width: 991.98px)');
    expect(media('quote-desktop.jpg')).toBe('(min-width: 992px)');
  });

  it('uses the desktop image at every width when no mobile image is set', () => {
    const { container } = renderFixture(fixture('quoteHero', base));
    expect(container.querySelector('picture > source')).toBeNull();
    expect(container.querySelector('picture > img')).not.toBeNull();
  });

  it('shows heading, quote, the person quoted, location and links', () => {
    const { container } = renderFixture(fixture('quoteHero', base, { links }));
    expect(screen.getByRole('heading', { level: 1, name: base.heading })).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent('temporary heater');
    expect(container.querySelector('figcaption')).toHaveTextContent('Marisol Vega');
    expect(container.querySelector('figcaption')).toHaveTextContent('Yakima, Washington');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveClass('btn');
    expect(screen.getByRole('link', { name: 'Read customer stories' })).toHaveAttribute(
      'href',
      '/why-verdance/testimonials',
    );
  });
});
