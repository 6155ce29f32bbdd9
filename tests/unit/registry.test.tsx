import { screen } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '../support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

describe('registry and slot rendering', () => {
  it('shows a notice naming an unknown component type, logs it, and renders the rest of the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            fixture('contentBlock', { heading: 'Before', headingType: 'h2' }),
            fixture('mysteryWidget'),
            fixture('contentBlock', { heading: 'After', headingType: 'h2' }),
          ],
        },
      ),
    );
    expect(screen.getByRole('note')).toHaveTextContent('“mysteryWidget”');
    expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mysteryWidget'));
    warn.mockRestore();
  });

  it('renders page sections as full bands and nested components without a second container', () => {
    const { container } = renderFixture(
      fixture('page', {}, { content: [fixture('textOnly', { heading: 'Band', content: paragraphs('Text') })] }),
    );
    expect(container.querySelectorAll('section.section > .container')).toHaveLength(1);
  });
});

describe('hero', () => {
  it.each([
    ['h1', 'H1'],
    ['h3', 'h3'],
    ['div', 'banner'],
    ['div', 'H7'],
  ])('renders heading type %s for %j', (tag, headingType) => {
    renderFixture(fixture('hero', { heading: 'Grow safely', headingType }));
    const heading = screen.getByText('Grow safely');
    expect(heading.tagName.toLowerCase()).toBe(tag);
    // A div is no heading at all: assistive technology must not announce one.
    expect(screen.queryAllByRole('heading', { name: 'Grow safely' })).toHaveLength(tag === 'div' ? 0 : 1);
  });

  it('loads the hero image eagerly with full-width sizes and the call to action', () => {
    renderFixture(
      fixture('hero', {
        heading: 'Grow',
        heroImage: imageFixture(),
        ...ctaFixture('link', 'Request a quote', '/contact-us/request-a-quote'),
      }),
    );
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '1920');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contact-us/request-a-quote',
    );
  });
});

// Column widths (docs/behaviour.md#numbers) are measured in the browser: tests/e2e/widget-layout.spec.ts.
describe('text plus image', () => {
  it('loads its image lazily', () => {
    const { container } = renderFixture(
      fixture('textPlusImage', {
        heading: 'H',
        media: imageFixture('/images/features/greenhouse.jpg', 'Leaves', 1200, 900),
      }),
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('uses the asset title as alt text', () => {
    renderFixture(
      fixture('textPlusImage', {
        heading: 'H',
        imagePosition: 'right',
        media: imageFixture('/x.jpg', 'Poinsettias on a bench', 1200, 900),
      }),
    );
    expect(screen.getByRole('img', { name: 'Poinsettias on a bench' })).toBeInTheDocument();
  });
});

describe('content block', () => {
  it('renders heading level, alignment, anchor and a link-style call to action', () => {
    const { container } = renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            fixture('contentBlock', {
              heading: 'Claims',
              headingType: 'h3',
              textAlignment: 'center',
              anchor: 'claims',
              linkType: 'link',
              ...ctaFixture('cta', 'File a claim', 'https://example.org', { newTab: true }),
            }),
          ],
        },
      ),
      { translations: { 'link.opens-in-new-tab': '(opens in a new tab)' } },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Claims' })).toBeInTheDocument();
    expect(container.querySelector('#claims')).not.toBeNull();
    expect(container.querySelector('.text-center')).not.toBeNull();
    const link = screen.getByRole('link', { name: /File a claim/ });
    expect(link).toHaveClass('link-arrow');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });
});
