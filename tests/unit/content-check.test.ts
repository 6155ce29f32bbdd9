import { checkAll, checkDefinitions, checkImages, checkLinks, checkReferences, checkSeo, type ContentStore } from '../../scripts/content-check/rules.mjs';

const NODE_ID = '11111111-1111-4111-8111-111111111111';
const ENTRY_ID = '22222222-2222-4222-8222-222222222222';

const image = (fields: Record<string, unknown>) => ({ type: 'asset', value: [{ type: 'image', fields }] });
const text = (value: unknown) => ({ type: 'text', value });

function store(overrides: { components?: unknown[]; pageFields?: Record<string, unknown> } = {}): ContentStore {
  return {
    compositions: [{ file: 'content/compositions/claims.json', data: { composition: { type: 'page', _id: 'c', slots: { content: overrides.components ?? [] } } } }],
    entries: [
      {
        file: 'content/entries/pageIndex/claims.json',
        data: { entry: { _id: ENTRY_ID, type: 'pageIndex', fields: { entryID: text(NODE_ID), seoTitle: text('File a claim | Verdance'), seoDescription: text('Report a claim 24 hours a day and read how claims work, step by step, from first call to payment.'), ...overrides.pageFields } } },
      },
    ],
    nodes: [{ file: 'content/project-map/claims.json', data: { id: NODE_ID, path: '/claims' } }],
    definitions: new Map<string, Record<string, unknown>>([
      ['page', { id: 'page', parameters: [], slots: [{ id: 'content', allowedComponents: ['hero', 'doubleContentBlockSection'] }] }],
      ['hero', { id: 'hero', parameters: [{ id: 'heading' }, { id: 'heroImage' }, { id: 'link' }] }],
    ]),
  };
}

describe('content check', () => {
  it('passes content that follows every rule', () => {
    const hero = { type: 'hero', _id: 'h', parameters: { heading: text('Claims'), heroImage: image({ url: text('/images/heroes/claims.jpg'), description: text('Leaves') }) } };
    expect(checkAll(store({ components: [hero] }), () => true)).toEqual([]);
  });

  it('names the file and field of an unknown type, an undefined parameter, slot and disallowed child', () => {
    const problems = checkDefinitions(
      store({ components: [{ type: 'hero', _id: 'h', parameters: { headline: text('x') }, slots: { extra: [] } }, { type: 'mystery', _id: 'm' }, { type: 'quote', _id: 'q' }] }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: 'content/compositions/claims.json', field: 'composition.slots.content[0].parameters.headline', message: 'parameter not defined for type "hero"' },
        expect.objectContaining({ field: 'composition.slots.content[0].slots.extra', message: 'slot not defined for type "hero"' }),
        expect.objectContaining({ field: 'composition.slots.content[1].type', message: expect.stringContaining('no component definition for type "mystery"') }),
        expect.objectContaining({ field: 'composition.slots.content[2].type', message: '"quote" is not allowed in slot "content" of "page"' }),
      ]),
    );
  });

  it('accepts Uniform personalization and test wrappers and their $-parameters, and still checks the variants', () => {
    const variant = (parameters: Record<string, unknown>) => ({ type: 'hero', _id: 'v', parameters });
    const personalized = { type: '$personalization', _id: 'p', parameters: {}, slots: { pz: [variant({ heading: text('A'), $pzCrit: { type: '$pzCrit', value: {} } })] } };
    expect(checkDefinitions(store({ components: [personalized] }))).toEqual([]);
    const broken = { ...personalized, slots: { pz: [variant({ headline: text('typo') })] } };
    expect(checkDefinitions(store({ components: [broken] })).map((item) => item.message)).toEqual(['parameter not defined for type "hero"']);
  });

  it('reports internal links to missing pages and stale paths', () => {
    const link = (nodeId: string, path: string) => ({ type: 'json', value: { linkTitle: 'Go', link: { type: 'projectMapNode', nodeId, path } } });
    const problems = checkLinks(store({ components: [{ type: 'hero', _id: 'a', parameters: { link: link('33333333-3333-4333-8333-333333333333', '/gone') } }, { type: 'hero', _id: 'b', parameters: { link: link(NODE_ID, '/claim') } }] }));
    expect(problems.map((item) => item.field)).toEqual(['composition.slots.content[0].parameters.link.value.link.nodeId', 'composition.slots.content[1].parameters.link.value.link.path']);
  });

  it('accepts a link to an article by its blogPost url, and only then', () => {
    const link = (path: string) => ({ type: 'json', value: { link: { type: 'projectMapNode', nodeId: '44444444-4444-4444-8444-444444444444', path } } });
    const content = store({ components: [{ type: 'hero', _id: 'a', parameters: { link: link('/learning-center/coverages/spoilage') } }, { type: 'hero', _id: 'b', parameters: { link: link('/learning-center/coverages/gone') } }] });
    content.entries.push({ file: 'content/entries/blogPost/spoilage.json', data: { entry: { _id: 'p', type: 'blogPost', fields: { url: text('/learning-center/coverages/spoilage') } } } });
    expect(checkLinks(content).map((item) => item.field)).toEqual(['composition.slots.content[1].parameters.link.value.link.nodeId']);
  });

  it('reports entry references that do not exist', () => {
    const problems = checkReferences(store({ components: [{ type: 'hero', _id: 'a', parameters: { items: { type: 'contentReference', value: [ENTRY_ID, 'missing-entry'] } } }] }));
    expect(problems).toEqual([{ file: 'content/compositions/claims.json', field: 'composition.slots.content[0].parameters.items.value[1]', message: 'entry missing-entry does not exist' }]);
  });

  it('requires alt text unless an image is marked decorative, and an existing file', () => {
    const hero = (fields: Record<string, unknown>) => ({ type: 'hero', _id: 'h', parameters: { heroImage: image(fields) } });
    const components = [hero({ url: text('/a.jpg'), description: text(''), title: text('') }), hero({ url: text('/b.jpg'), decorative: { type: 'checkbox', value: true } }), hero({ url: text('/missing.jpg'), title: text('Leaves') })];
    const problems = checkImages(store({ components }), (url) => url !== '/missing.jpg');
    expect(problems).toEqual([
      expect.objectContaining({ field: 'composition.slots.content[0].parameters.heroImage.value[0].fields.description', message: 'image has no alt text and is not marked decorative' }),
      expect.objectContaining({ field: 'composition.slots.content[2].parameters.heroImage.value[0].fields.url', message: 'image file public/missing.jpg does not exist' }),
    ]);
  });

  it('holds seoTitle to 60 characters and seoDescription to 70–160', () => {
    expect(checkSeo(store({ pageFields: { seoTitle: text('x'.repeat(60)), seoDescription: text('y'.repeat(70)) } }))).toEqual([]);
    const problems = checkSeo(store({ pageFields: { seoTitle: text('x'.repeat(61)), seoDescription: text('y'.repeat(69)) } }));
    expect(problems).toEqual([
      { file: 'content/entries/pageIndex/claims.json', field: 'entry.fields.seoTitle', message: '61 characters; at most 60' },
      { file: 'content/entries/pageIndex/claims.json', field: 'entry.fields.seoDescription', message: '69 characters; 70 to 160 expected' },
    ]);
    expect(checkSeo(store({ pageFields: { seoDescription: text('y'.repeat(161)) } }))[0]?.message).toBe('161 characters; 70 to 160 expected');
  });
});
