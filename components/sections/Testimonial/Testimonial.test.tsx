import { screen } from '@testing-library/react';
import { fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';

describe('testimonial', () => {
  it('shows title, quote, source and location with a lazily loaded photo whose alt comes from the asset', () => {
    const { container } = renderFixture(
      fixture('testimonial', {
        media: imageFixture('/images/people/owen-hart.jpg', 'Owen Hart in his nursery', 600, 600),
        title: 'A claim settled before the spring rush',
        quote: 'Our adjuster walked the rows with us two days after the hail.',
        quoteSource: 'Owen Hart',
        location: 'Hartwood Nursery, Boring, Oregon',
      }),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'A claim settled before the spring rush' }),
    ).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent('walked the rows');
    expect(container.querySelector('figcaption')).toHaveTextContent('Owen Hart · Hartwood Nursery, Boring, Oregon');
    const image = screen.getByRole('img', { name: 'Owen Hart in his nursery' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 176px, 112px');
  });

  it('shows the quote without media', () => {
    const { container } = renderFixture(fixture('testimonial', { quote: 'Plain words.' }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('blockquote')).toHaveTextContent('Plain words.');
  });
});
