import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkArticle, checkComposition, TOKENS, type HealthSite } from '../../lib/content-health/index.mjs';
import { loadContent } from '../../scripts/content-check/load.mjs';
import { checkHealth } from '../../scripts/content-check/health.mjs';
import { previewHealth } from '../../lib/content-health/server';

const { store } = loadContent('content');
const text = (value: string) => ({ type: 'text', value });
const select = (value: string) => ({ type: 'select', value });
const richText = (...paragraphs: string[]) => ({
  type: 'richText',
  value: {
    root: {
      type: 'root',
      children: paragraphs.map((words) => ({ type: 'paragraph', children: [{ type: 'text', text: words }] })),
    },
  },
});
const image = (fields: Record<string, unknown>) => ({
  type: 'asset',
  value: [{ type: 'image', fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v }])) }],
});
const LONG =
  'Notwithstanding contemporaneous institutional considerations, comprehensive organizational administrative ' +
  'responsibilities necessitate extraordinarily sophisticated interdisciplinary documentation, multidimensional ' +
  'operational accountability, international regulatory interpretation, environmental sustainability evaluation, ' +
  'occupational qualification verification, infrastructural modernization authorization and considerable ' +
  'professional communication capability within agricultural insurance administration';

const site: HealthSite = {
  definitions: new Map(store.definitions as Map<string, { name?: string; parameters?: unknown[] }>),
  nodes: new Map([['node-about', '/about']]),
  articlePaths: new Set(),
  withheldNodeIds: new Set(['node-about']),
  pages: [
    {
      path: '/planted',
      seoTitle: 'A title far too long for any search engine to show it whole in a result',
      seoDescription: 'Same description',
    },
    { path: '/other', seoTitle: 'Other', seoDescription: 'Same description' },
  ],
  imageBytes: (url) => (url === '/heavy.jpg' ? 900_000 : 10_000),
};

/** A page with one problem of each kind the rules know (docs/content-and-uniform.md#content-health). */
const planted = {
  _id: 'root',
  type: 'page',
  parameters: {},
  slots: {
    content: [
      {
        _id: 'hero',
        type: 'hero',
        parameters: {
          heading: text('Plants'),
          headingType: select('h1'),
          heroImage: image({ url: '/a.jpg', title: 'A greenhouse', width: 4000 }),
        },
      },
      {
        _id: 'intro',
        type: 'pageIntro',
        parameters: { heading: text('Second top heading'), headingType: select('h1') },
      },
      {
        _id: 'skip',
        type: 'textOnly',
        parameters: { heading: text('Deep'), headingType: select('h4'), content: richText(`${LONG} and ${LONG}.`) },
      },
      {
        _id: 'cta',
        type: 'callout',
        parameters: { link: { type: 'link', value: { type: 'projectMapNode', nodeId: 'gone', path: '/gone' } } },
      },
      {
        _id: 'vague',
        type: 'navigationLink',
        parameters: {
          label: text('Click here'),
          link: { type: 'link', value: { type: 'projectMapNode', nodeId: 'node-about', path: '/about' } },
        },
      },
      { _id: 'noalt', type: 'textPlusImage', parameters: { media: image({ url: '/heavy.jpg' }) } },
      { _id: 'quote', type: 'testimonial', parameters: { quote: text('') } },
      {
        _id: 'sub',
        type: 'textPlusImageWithSubheading',
        parameters: {
          subHeading: text('The colour of money'),
          subHeadingType: select('p'),
          subheaderFontColor: select('terracotta'),
          backgroundColor: select('green'),
        },
      },
    ],
  },
};

describe('content health: the rules', () => {
  it('finds one problem of each kind planted in a page, each naming its component and parameter', () => {
    const problems = checkComposition({ composition: planted, page: site.pages[0], site, locale: 'en-US' });
    const byRule = (rule: string) =>
      problems.filter((problem) => problem.rule === rule).map((p) => `${p.componentId}.${p.parameter}`);
    expect(byRule('link-target').sort()).toEqual(['cta.link', 'vague.link']);
    expect(byRule('link-text')).toEqual(['vague.label']);
    expect(byRule('image-alt')).toEqual(['noalt.media']);
    expect(byRule('image-size').sort()).toEqual(['hero.heroImage', 'noalt.media']);
    expect(byRule('seo-title')).toEqual(['root.seoTitle']);
    expect(byRule('seo-description')).toEqual(['root.seoDescription']);
    expect(byRule('heading-h1')).toEqual(['intro.headingType']);
    expect(byRule('heading-order')).toEqual(['skip.headingType']);
    expect(byRule('required')).toEqual(['quote.quote']);
    expect(byRule('contrast')).toEqual(['sub.subheaderFontColor']);
    expect(byRule('spelling')).toEqual(['sub.subHeading']);
    expect(byRule('reading-level')).toEqual(['skip.content']);
    expect(problems.find((p) => p.componentId === 'hero')?.componentName).toBe('Hero');
  });

  it('leaves spelling and reading level to English values', () => {
    const problems = checkComposition({ composition: planted, page: site.pages[0], site, locale: 'es-US' });
    expect(problems.filter((p) => p.rule === 'spelling' || p.rule === 'reading-level')).toEqual([]);
  });

  it('an article needs a category, a summary and a link onward', () => {
    const rules = checkArticle({
      entry: { id: 'post', type: 'blogPost', fields: { title: 'A post', categories: [] } },
    });
    expect(rules.map((p) => `${p.rule}:${p.parameter}`)).toEqual([
      'article-summary:description',
      'article-category:categories',
      'article-related:content',
    ]);
  });

  it('takes a press mention’s link out (no body, a card link) as its link onward, but not a card link beside a body', () => {
    const link = { type: 'url', path: 'https://news.example/story' };
    const mention = checkArticle({
      entry: {
        id: 'mention',
        type: 'blogPost',
        fields: {
          title: 'In the news',
          description: 'A story.',
          categories: ['news'],
          content: [],
          blogPreviewCta: link,
        },
      },
    });
    expect(mention).toEqual([]);
    const body = [
      { type: 'topicheaderlessText', fields: { content: { root: { children: [{ type: 'text', text: 'Hi' }] } } } },
    ];
    const post = checkArticle({
      entry: {
        id: 'post',
        type: 'blogPost',
        fields: { title: 'A post', description: 'A post.', categories: ['news'], content: body, blogPreviewCta: link },
      },
    });
    expect(post.map((p) => p.rule)).toEqual(['article-related']);
  });

  it('reads the brand colours styles/_variables.scss defines', () => {
    const scss = readFileSync('styles/_variables.scss', 'utf8');
    for (const [name, hex] of Object.entries(TOKENS).filter(([name]) => name !== 'white'))
      expect(scss, name).toContain(`$${name}: ${hex};`);
  });
});

describe('content health: npm run content:check and the canvas panel report the same problems', () => {
  it('for every page of content/', async () => {
    const fromScript = checkHealth(store).filter((found) => found.compositionId);
    type Entry = { entry: { type: string; fields: Record<string, { value: string }> } };
    const pages = store.entries
      .map(({ data }) => data as unknown as Entry)
      .filter((data) => data.entry.type === 'pageIndex');
    for (const data of pages) {
      const path = data.entry.fields.path!.value;
      const node = store.nodes.find(({ data: n }) => n.path === path)!;
      const expected = fromScript
        .filter((found) => found.compositionId === node.data.compositionId)
        .map(({ problem }) => problem);
      expect(await previewHealth({ path }), path).toEqual(expected);
    }
  }, 60_000);
});
