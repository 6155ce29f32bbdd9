import { toBlogArticle } from '@/lib/blog/entries';
import type { ContentEntry } from '@/lib/content/types';

const text = (value: string) => ({ type: 'text', value });
const icon = (url: string) => [
  {
    _id: 'icon',
    type: 'image',
    fields: {
      url: text(url),
      title: text(''),
      width: { type: 'number', value: 24 },
      height: { type: 'number', value: 24 },
    },
  },
];

/** A blog post entry as the content source hands it over: field values flattened, blocks as Uniform sends them. */
function post(fields: Record<string, unknown>): ContentEntry {
  return {
    id: 'post',
    type: 'blogPost',
    name: 'Records that make a claim faster',
    fields: {
      title: 'Records that make a claim faster',
      description: 'Photos, logs and invoices.',
      categories: ['Business tips'],
      publishedDate: '2025-07-08',
      url: '/learning-center/business-tips/records',
      tags: ['blogPostTypeLearningCenter'],
      ...fields,
    },
  };
}

describe('blog post entries (docs/content-and-uniform.md#entries)', () => {
  it('reads the author from its own fields', () => {
    const article = toBlogArticle(
      post({ authorName: 'Hank Delacroix', authorTitle: 'Claims Manager', authorImage: icon('/images/hank.jpg') }),
    );
    expect(article.author).toMatchObject({ nameOfAuthor: 'Hank Delacroix', title: 'Claims Manager' });
    expect(article.author?.authorImage?.url).toBe('/images/hank.jpg');
    expect(toBlogArticle(post({ authorName: ' ' })).author).toBeUndefined();
  });

  it('reads share links from shareLink blocks, in order, leaving out one without a label', () => {
    const block = (id: string, fields: Record<string, unknown>) => ({ _id: id, type: 'shareLink', fields });
    const article = toBlogArticle(
      post({
        socialShareLinks: [
          block('x', {
            label: text('Share on X'),
            shareUrl: text('https://x.com/intent/post?url='),
            icon: { type: 'asset', value: icon('/images/icons/share-x.svg') },
          }),
          block('blank', { label: text('') }),
          block('copy', { label: text('Copy link') }),
        ],
      }),
    );
    expect(article.socialShareLinks).toEqual([
      {
        id: 'x',
        label: 'Share on X',
        shareUrl: 'https://x.com/intent/post?url=',
        iconUrl: '/images/icons/share-x.svg',
      },
      { id: 'copy', label: 'Copy link', shareUrl: undefined, iconUrl: undefined },
    ]);
  });

  it('reads the preview call to action and the body blocks’ calls to action from link fields and their labels', () => {
    const article = toBlogArticle(
      post({
        blogPreviewCta: { type: 'url', path: 'https://www.floraltradereview.example/news' },
        blogPreviewCtaLabel: 'Read it in Floral Trade Review',
        blogPreviewCtaNewTab: true,
        blogPreviewCtaNoFollow: true,
        content: [
          {
            _id: 'b1',
            type: 'topiccta',
            fields: {
              heading: text('Report a claim'),
              cta: { type: 'link', value: { type: 'projectMapNode', nodeId: 'n', path: '/claims', projectMapId: 'm' } },
              ctaLabel: text('How to report a claim'),
            },
          },
          {
            _id: 'b2',
            type: 'topiccontentBlock',
            fields: { cta: { type: 'link', value: { type: 'url', path: '/x' } } },
          },
        ],
      }),
    );
    expect(article.preview.BlogPreviewCta).toEqual({
      linkTitle: 'Read it in Floral Trade Review',
      link: { type: 'url', path: 'https://www.floraltradereview.example/news' },
      targetAction: '_blank',
      noFollow: true,
    });
    expect(article.blocks[0]).toMatchObject({
      cta: { linkTitle: 'How to report a claim', link: { type: 'projectMapNode', path: '/claims' }, noFollow: false },
    });
    // A link without its label is no call to action.
    expect(article.blocks[1]).toMatchObject({ cta: undefined });
  });

  it('takes categories and tags from multi-selects, as a list or joined by commas', () => {
    const article = toBlogArticle(
      post({ categories: 'Business tips, Coverages', tags: ['blogPostTypeLearningCenter'] }),
    );
    expect(article.preview.Categories).toEqual(['Business tips', 'Coverages']);
    expect(article.preview.Tags).toEqual(['blogPostTypeLearningCenter']);
    expect(() => toBlogArticle(post({ categories: [] }))).toThrow(/categories/);
  });
});
