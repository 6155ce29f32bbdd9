import { render, screen } from '@testing-library/react';
import { BlogPost } from './BlogPost';
import { BlogBlocks } from './BlogBlocks';
import { testContext } from '../../tests/support/render-fixture';
import { paragraphs } from '@/lib/richtext';
import type { BlogArticle } from '@/lib/blog/types';
import { preview } from '../../tests/unit/blog/fixtures';

const image = {
  url: '/images/blog/loss-control-1.jpg',
  title: 'Greenhouse at night',
  description: '',
  width: 575,
  height: 300,
};

function article(overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    preview: preview({ Title: 'Frost nights', PublishedDate: '2025-03-04', Image: image }),
    section: 'learning-center',
    category: 'loss-control',
    slug: 'frost-nights',
    headingType: 'h1',
    modifiedDate: '2025-03-04',
    author: {
      nameOfAuthor: 'Dale Whitcomb',
      title: 'Risk Engineer',
      authorImage: { ...image, url: '/images/blog/authors/dale.jpg', width: 200, height: 200 },
    },
    socialShareLinks: [],
    blocks: [
      { id: 'b1', type: 'topicheaderlessText', content: paragraphs('Heaters fail on the coldest night.') },
      {
        id: 'b2',
        type: 'topiccontentBlock',
        heading: 'Service your heat',
        content: paragraphs('Check every burner.'),
        cta: { linkTitle: 'Report a claim', link: { type: 'url', path: '/claims' } },
      },
      {
        id: 'b3',
        type: 'topiccta',
        heading: 'Free checklists',
        content: paragraphs('Order them today.'),
        cta: {
          linkTitle: 'Order materials',
          link: { type: 'url', path: '/contact-us/request-loss-control-materials' },
        },
      },
    ],
    ...overrides,
  };
}

const labels = { added: 'Added', by: 'By', share: 'Share', copied: 'Link copied', newTab: '(opens in a new tab)' };

function renderPost(value: BlogArticle) {
  return render(
    <BlogPost
      article={value}
      shareItems={[{ id: 's', label: 'Copy link' }]}
      labels={labels}
      body={<BlogBlocks blocks={value.blocks} context={testContext()} />}
    />,
  );
}

describe('blog post layout (SPEC §2)', () => {
  it('shows the title at its heading level, the en-US date, the author and the share menu', () => {
    renderPost(article());
    expect(screen.getByRole('heading', { level: 1, name: 'Frost nights' })).toBeInTheDocument();
    expect(screen.getByText(/^Added/)).toHaveTextContent('Added March 4, 2025');
    expect(screen.getByText('By Dale Whitcomb')).toBeInTheDocument();
    expect(screen.getByText('Risk Engineer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['h2', 2],
    ['H3', 3],
  ])('uses headingType %s', (headingType, level) => {
    renderPost(article({ headingType }));
    expect(screen.getByRole('heading', { level, name: 'Frost nights' })).toBeInTheDocument();
  });

  it('puts the body in an 8/12 column and the eagerly loaded image in a 4/12 column, full width on small screens', () => {
    const { container } = renderPost(article());
    expect(container.querySelector('[data-column="main"]')).toHaveClass('col-12', 'col-lg-8');
    const imageColumn = container.querySelector('[data-column="image"]')!;
    expect(imageColumn).toHaveClass('col-12', 'col-lg-4');
    const img = imageColumn.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('alt', 'Greenhouse at night');
  });

  it('renders the three block types: content block with an arrow link, headerless text, and the call-to-action bar', () => {
    const { container } = renderPost(article());
    expect(screen.getByRole('heading', { level: 2, name: 'Service your heat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a claim' })).toHaveClass('link-arrow');
    expect(screen.getByText('Heaters fail on the coldest night.')).toBeInTheDocument();
    const bar = container.querySelector('[data-block="topiccta"]')!;
    expect(bar).toHaveTextContent('Free checklists');
    expect(screen.getByRole('link', { name: 'Order materials' })).toHaveAttribute(
      'href',
      '/contact-us/request-loss-control-materials',
    );
    expect(container).not.toHaveTextContent('TODO');
  });
});
