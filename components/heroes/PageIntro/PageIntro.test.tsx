import { screen } from '@testing-library/react';
import { fixture, navigationLinkFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

describe('page intro', () => {
  it('shows eyebrow, heading, lead and links, the first as the primary button', () => {
    const { container } = renderFixture(
      fixture(
        'pageIntro',
        {
          eyebrow: 'Coverage',
          heading: 'Everything a grower needs',
          headingType: 'h2',
          content: paragraphs('Property, liability, auto and workers’ compensation, written together.'),
          textAlignment: 'center',
        },
        {
          links: [
            navigationLinkFixture('Request a quote', '/contact-us/request-a-quote'),
            navigationLinkFixture('Find an agent', '/contact-us/agent-search'),
          ],
        },
      ),
    );
    expect(screen.getByText('Coverage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Everything a grower needs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveClass('btn-primary');
    expect(screen.getByRole('link', { name: 'Find an agent' })).toHaveClass('btn-outline-primary');
    expect(container.querySelector('[data-alignment]')).toHaveClass('text-center');
  });

  it('opens a link in a new tab with nofollow when its checkboxes say so, and leaves out a link without a label', () => {
    renderFixture(
      fixture(
        'pageIntro',
        { heading: 'Intro' },
        {
          links: [
            navigationLinkFixture('Trade show', 'https://example.org/show', { newTab: true, noFollow: true }),
            fixture('navigationLink', { link: { type: 'url', path: '/claims' } }),
          ],
        },
      ),
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Trade show/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Trade show/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('is left aligned by default', () => {
    const { container } = renderFixture(fixture('pageIntro', { heading: 'Intro' }));
    expect(container.querySelector('[data-alignment]')).toHaveAttribute('data-alignment', 'left');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
