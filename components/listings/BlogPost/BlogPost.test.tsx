import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogPost } from './BlogPost';
import { articleContents, BlogBlocks } from './BlogBlocks';
import { TableOfContents } from '../../layout/TableOfContents';
import { testContext } from '../../../tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';
import type { BlogArticle } from '@/lib/blog/types';
import { preview } from '../../../tests/unit/blog/fixtures';

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

const labels = {
  added: 'Added',
  by: 'By',
  share: 'Share',
  copied: 'Link copied',
  newTab: '(opens in a new tab)',
  print: 'Print',
};

function renderPost(value: BlogArticle) {
  const toc = articleContents(value.blocks);
  return render(
    <BlogPost
      article={value}
      shareItems={[{ id: 's', label: 'Copy link' }]}
      labels={labels}
      contents={toc.length ? <TableOfContents label="On this page" links={toc} /> : null}
      body={
        <BlogBlocks blocks={value.blocks} context={testContext()} anchors={new Map(toc.map((e) => [e.key, e.id]))} />
      }
    />,
  );
}

const section = (id: string, heading: string, headingType?: string) => ({
  id,
  type: 'topiccontentBlock' as const,
  heading,
  headingType,
  content: paragraphs(`About ${heading}.`),
});

describe('blog post layout (docs/behaviour.md#articles-and-listings)', () => {
  it('shows the title at its heading level, the en-US date, the author and the share menu', () => {
    renderPost(article());
    expect(screen.getByRole('heading', { level: 1, name: 'Frost nights' })).toBeInTheDocument();
    expect(screen.getByText(/^Added/)).toHaveTextContent('Added March 4, 2025');
    expect(screen.getByText('By Dale Whitcomb')).toBeInTheDocument();
    expect(screen.getByText('Risk Engineer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("draws each share item's icon as it is, beside its label", async () => {
    const { container } = render(
      <BlogPost
        article={article()}
        shareItems={[
          { id: 'x', label: 'Share on X', href: 'https://x.example/share?u=', iconUrl: '/images/icons/share-x.svg' },
          { id: 'copy', label: 'Copy link' },
        ]}
        labels={labels}
        contents={null}
        body={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const link = screen.getByRole('link', { name: /Share on X/ });
    const icon = link.querySelector('img');
    expect(icon).toHaveAttribute('src', '/images/icons/share-x.svg');
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Copy link' }).querySelector('img')).toBeNull();
    expect(container.querySelectorAll('.dropdown-menu img')).toHaveLength(1);
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

  it('makes each block’s call-to-action label editable in place in the canvas, with the block’s id', () => {
    render(<BlogBlocks blocks={article().blocks} context={{ ...testContext(), editing: true }} />);
    for (const [name, blockId] of [
      ['Report a claim', 'b2'],
      ['Order materials', 'b3'],
    ]) {
      const label = screen.getByRole('link', { name }).querySelector('[data-uniform-parameter-id="ctaLabel"]');
      expect(label, name).toHaveAttribute('data-uniform-component-id', blockId);
      expect(label, name).toHaveAttribute('contenteditable', 'true');
      expect(label, name).toHaveTextContent(name!);
    }
  });

  it('prints the page from the print button beside the share menu', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPost(article());
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.parentElement).toContainElement(screen.getByRole('button', { name: 'Share' }));
    expect(button).toHaveClass('d-print-none');
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a table of contents of four or more h2 blocks, linked to their sections; none with fewer', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const blocks = [
      section('s1', 'Heat'),
      section('s2', 'Vents', 'h3'),
      section('s3', 'Alarms'),
      section('s4', 'Power'),
    ];
    const { unmount } = renderPost(article({ blocks }));
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    unmount();
    renderPost(article({ blocks: [...blocks, section('s5', 'Heat')] }));
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(within(toc).getAllByRole('list')[0]!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#heat', '#alarms', '#power', '#heat-2']);
    expect(document.getElementById('heat-2')).toHaveTextContent('About Heat.');
    vi.unstubAllGlobals();
  });
});
