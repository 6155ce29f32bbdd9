import { screen } from '@testing-library/react';
import { ctaFixture, fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

describe('callout', () => {
  it('shows its heading at the requested level, its text and its call to action', () => {
    renderFixture(
      fixture('callout', {
        heading: 'Frost warning season',
        headingType: 'h3',
        content: paragraphs('Check your greenhouse heaters before the first cold night.'),
        ...ctaFixture('cta', 'Read the checklist', '/learning-center/loss-control'),
        tone: 'green',
        anchor: 'frost',
      }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Frost warning season' })).toBeInTheDocument();
    expect(screen.getByText(/greenhouse heaters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the checklist' })).toHaveAttribute(
      'href',
      '/learning-center/loss-control',
    );
    expect(document.getElementById('frost')).not.toBeNull();
    expect(document.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'green');
  });

  it('falls back to the cream tone and renders no link when none is set', () => {
    renderFixture(fixture('callout', { heading: 'Note', tone: 'purple' }));
    expect(document.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'cream');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
