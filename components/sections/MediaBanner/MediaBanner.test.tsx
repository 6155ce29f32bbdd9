import { screen } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

describe('media banner', () => {
  it('lays the heading, text and link over a decorative, lazily loaded full-width image', () => {
    const { container } = renderFixture(
      fixture('mediaBanner', {
        media: imageFixture('/images/banners/nursery-rows.jpg', 'Rows of nursery stock', 1920, 640),
        heading: 'Loss control visits at no extra cost',
        content: paragraphs('Every year.'),
        ...ctaFixture('link', 'Book a visit', '/contact-us'),
        textPosition: 'center',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Loss control visits at no extra cost' })).toBeInTheDocument();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/contact-us');
    expect(container.querySelector('[data-text-position]')).toHaveClass('text-center');
  });

  it('renders nothing without an image', () => {
    const { container } = renderFixture(fixture('mediaBanner', { heading: 'No image' }));
    expect(container).toBeEmptyDOMElement();
  });
});
