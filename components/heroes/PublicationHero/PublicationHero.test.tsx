import { screen } from '@testing-library/react';
import { ctaFixture, fixture, imageFixture, renderFixture } from '@/tests/support/render-fixture';
import { socialPageType } from '@/lib/seo/page-type';

const hero = fixture('publicationHero', {
  category: 'Industry insights',
  heading: 'Greenhouse Grower names Verdance a top specialty insurer',
  summary: 'The trade magazine’s annual survey of growers ranked our claims service first.',
  publicationName: 'Greenhouse Grower',
  publishedDate: '2026-03-14T00:00:00Z',
  image: imageFixture('/images/features/greenhouse.jpg', 'A greenhouse range at dawn', 1200, 900),
  ...ctaFixture('link', 'Read the article', 'https://www.greenhousegrower.com/', { newTab: true, noFollow: true }),
});

describe('publication hero', () => {
  it('shows category, title as the h1, summary, publication and an en-US date', () => {
    renderFixture(hero, { translations: { 'publication.published': 'Published' } });
    expect(screen.getByRole('heading', { level: 1, name: /top specialty insurer/ })).toBeInTheDocument();
    expect(screen.getByText('Industry insights')).toBeInTheDocument();
    expect(screen.getByText('Greenhouse Grower')).toBeInTheDocument();
    expect(screen.getByText('Published March 14, 2026')).toHaveAttribute('datetime', '2026-03-14');
  });

  it('opens the original article in a new tab with nofollow, and loads its image eagerly', () => {
    renderFixture(hero);
    const link = screen.getByRole('link', { name: /Read the article/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('img', { name: 'A greenhouse range at dawn' })).toHaveAttribute('loading', 'eager');
  });

  it('makes its page an article for social cards', () => {
    expect(socialPageType(fixture('page', {}, { content: [hero] }))).toBe('article');
  });

  it('leaves out a date that does not parse', () => {
    renderFixture(fixture('publicationHero', { heading: 'Undated', publishedDate: 'last spring' }));
    expect(document.querySelector('time')).toBeNull();
  });
});
