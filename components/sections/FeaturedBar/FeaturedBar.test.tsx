import { screen } from '@testing-library/react';
import { ctaFixture, fixture, renderFixture } from '@/tests/support/render-fixture';

describe('featured bar', () => {
  it('is a labelled complementary region with its heading, sentence and two links', () => {
    renderFixture(
      fixture('featuredBar', {
        heading: 'Ready for a quote?',
        headingType: 'h2',
        description: 'Most growers hear back within one business day.',
        ...ctaFixture('primaryLink', 'Request a quote', '/contact-us/request-a-quote'),
        ...ctaFixture('secondaryLink', 'Call 1-800-555-0142', { type: 'tel', path: '1-800-555-0142' }),
        tone: 'terracotta',
      }),
    );
    const bar = screen.getByRole('complementary', { name: 'Ready for a quote?' });
    expect(bar).toHaveClass('terracotta');
    expect(screen.getByRole('heading', { level: 2, name: 'Ready for a quote?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveClass('btn-light');
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
  });

  it('renders nothing with neither heading nor link', () => {
    const { container } = renderFixture(fixture('featuredBar', { description: 'Orphan text' }));
    expect(container).toBeEmptyDOMElement();
  });
});
