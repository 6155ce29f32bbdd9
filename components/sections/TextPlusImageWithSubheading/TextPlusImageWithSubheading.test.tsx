import { screen } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const base = {
  title: 'For nurseries',
  heading: 'Stock valued at what it sells for',
  headingType: 'h2',
  subHeading: 'Field, container and greenhouse stock',
  subHeadingType: 'h3',
  content: paragraphs('Season by season.'),
  media: imageFixture('/images/features/nursery.jpg', 'Container stock in rows', 1200, 900),
};

describe('text plus image with subheading', () => {
  it('shows title, heading and subheading at their levels, with a transparent background by default', () => {
    const { container } = renderFixture(
      fixture('page', {}, { content: [fixture('textPlusImageWithSubheading', base)] }),
    );
    expect(screen.getByText('For nurseries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: base.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: base.subHeading })).toHaveClass('green');
    expect(container.querySelector('section')!.className).toBe('section');
  });

  it.each([
    ['default', 'col-md-4', 'col-md-8'],
    ['fifty-fifty', 'col-md-6', 'col-md-6'],
    ['sixty-forty', 'col-md-7', 'col-md-5'],
  ])('columnSizing %s → media %s, text %s, with matching image sizes', (columnSizing, media, text) => {
    const { container } = renderFixture(fixture('textPlusImageWithSubheading', { ...base, columnSizing }));
    expect(container.querySelector('[data-column="media"]')).toHaveClass(media);
    expect(container.querySelector('[data-column="text"]')).toHaveClass(text);
    const span = Number(media.replace('col-md-', ''));
    expect(screen.getByRole('img', { name: 'Container stock in rows' })).toHaveAttribute(
      'sizes',
      `(min-width: 1400px) ${Math.round((1320 * span) / 12)}px, (min-width: 768px) ${Math.round((span / 12) * 100)}vw, 100vw`,
    );
  });

  it('applies the image position, underlines, subheading colour, link type and rich-text override', () => {
    const { container } = renderFixture(
      fixture('textPlusImageWithSubheading', {
        ...base,
        imagePosition: 'right',
        underlineUnderImage: true,
        shouldUnderlineHeading: true,
        subheaderFontColor: 'terracotta',
        subheadingOverride: paragraphs('Override wins'),
        backgroundColor: 'cream',
        linkType: 'link',
        ...ctaFixture('link', 'Nursery coverage', '/business/nurseries-and-sod-farms'),
      }),
    );
    expect(container.querySelector('.row')).toHaveClass('flex-md-row-reverse');
    expect(container.querySelector('[data-image-underline]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('underline');
    expect(screen.getByText('Override wins').closest('.rich-text')).toHaveClass('terracotta');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(container.querySelector('.bg-cream')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Nursery coverage' })).toHaveClass('link-arrow');
  });
});
