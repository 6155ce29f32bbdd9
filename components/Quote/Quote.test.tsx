import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';

describe('quote', () => {
  it.each([
    ['left', 'text-start'],
    ['center', 'text-center'],
    ['right', 'text-end'],
    ['sideways', 'text-start'],
  ])('quoteAlignment %s aligns the quote with %s', (quoteAlignment, className) => {
    const { container } = renderFixture(fixture('quote', { quote: 'They answered on a Sunday.', quoteAlignment }));
    expect(container.querySelector('figure')).toHaveClass(className);
  });

  it('shows the quote in a blockquote with its source and location', () => {
    const { container } = renderFixture(fixture('quote', { quote: 'They valued our poinsettias at retail.', quoteSource: 'Hanna Reyes', location: 'Salinas, California', variant: 'card' }));
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
