import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

describe('quote', () => {
  // Alignment is measured in the browser (computed text-align): tests/e2e/widget-layout.spec.ts.
  it('shows the quote in a blockquote with its source and location', () => {
    const { container } = renderFixture(
      fixture('quote', {
        quote: 'They valued our poinsettias at retail.',
        quoteSource: 'Hanna Reyes',
        location: 'Salinas, California',
        variant: 'card',
      }),
    );
    expect(container.querySelector('blockquote')).toHaveTextContent('They valued our poinsettias at retail.');
    expect(container.querySelector('figcaption')).toHaveTextContent('Hanna Reyes');
    expect(container.querySelector('figcaption')).toHaveTextContent('Salinas, California');
    expect(container.querySelector('figure')).toHaveAttribute('data-variant', 'card');
  });

  it('reads the Uniform component variant too, and renders nothing without a quote', () => {
    const withVariant = { ...fixture('quote', { quote: 'Short.' }), variant: 'emphasis' };
    const { container } = renderFixture(withVariant);
    expect(container.querySelector('figure')).toHaveAttribute('data-variant', 'emphasis');
    const empty = renderFixture(fixture('quote', { quoteSource: 'Nobody' }));
    expect(empty.container).toBeEmptyDOMElement();
    expect(screen.queryByText('Nobody')).toBeNull();
  });
});
