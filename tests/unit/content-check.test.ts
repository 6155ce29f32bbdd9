import { mkdtempSync, cpSync, writeFileSync, renameSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../scripts/content-check/load.mjs';
import {
  checkAll,
  checkContentTypes,
  checkDefinitions,
  checkImages,
  checkLinks,
  checkReferences,
  checkSeo,
  checkSpelling,
  type ContentStore,
} from '../../scripts/content-check/rules.mjs';

const NODE_ID = '11111111-1111-4111-8111-111111111111';
const ENTRY_ID = '22222222-2222-4222-8222-222222222222';
const PROJECT_MAP_ID = '55555555-5555-4555-8555-555555555555';

const image = (fields: Record<string, unknown>) => ({ type: 'asset', value: [{ type: 'image', fields }] });
const text = (value: unknown) => ({ type: 'text', value });
/** A blog post's entry file with these fields. */
const blogPostFile = (fields: Record<string, unknown>, file = 'content/entry/post.json') => ({
  file,
  data: { entry: { _id: 'p', type: 'blogPost', fields } },
});

function store(overrides: { components?: unknown[]; pageFields?: Record<string, unknown> } = {}): ContentStore {
  return {
    compositions: [
      {
        file: 'content/composition/claims.json',
        data: { composition: { type: 'page', _id: 'c', slots: { content: overrides.components ?? [] } } },
      },
    ],
    entries: [
      {
        file: 'content/entry/claims.json',
        data: {
          entry: {
            _id: ENTRY_ID,
            type: 'pageIndex',
            fields: {
              entryID: text(NODE_ID),
              seoTitle: text('File a claim | Verdance'),
              seoDescription: text(
                'Report a claim 24 hours a day and read how claims work, step by step, from first call to payment.',
              ),
              ...overrides.pageFields,
            },
          },
        },
      },
    ],
    nodes: [{ file: 'content/projectMapNode/claims.json', data: { id: NODE_ID, path: '/claims' } }],
    definitions: new Map<string, Record<string, unknown>>([
      [
        'page',
        {
          id: 'page',
          parameters: [],
          slots: [{ id: 'content', allowedComponents: ['hero', 'doubleContentBlockSection'] }],
        },
      ],
      ['hero', { id: 'hero', parameters: [{ id: 'heading' }, { id: 'heroImage' }, { id: 'link' }] }],
    ]),
    contentTypes: new Map<string, Record<string, unknown>>([
      [
        'pageIndex',
        {
          id: 'pageIndex',
          type: 'contentType',
          fields: [
            { id: 'entryID', typeConfig: { required: true } },
            { id: 'seoTitle' },
            { id: 'seoDescription' },
            { id: 'socialImage' },
          ],
        },
      ],
      [
        'blogPost',
        {
          id: 'blogPost',
          type: 'contentType',
          fields: [{ id: 'url' }, { id: 'content', type: '$block', typeConfig: { allowedTypes: ['topiccta'] } }],
        },
      ],
      ['topiccta', { id: 'topiccta', type: 'block', fields: [{ id: 'heading' }] }],
    ]),
  };
}

describe('content check', () => {
  it('passes content that follows every rule', () => {
    const hero = {
      type: 'hero',
      _id: 'h',
      parameters: {
        heading: text('Claims'),
        heroImage: image({ url: text('/images/heroes/claims.jpg'), description: text('Leaves') }),
      },
    };
    expect(checkAll(store({ components: [hero] }), () => true)).toEqual([]);
  });

  it('names the file and field of an unknown type, an undefined parameter, slot and disallowed child', () => {
    const problems = checkDefinitions(
      store({
        components: [
          { type: 'hero', _id: 'h', parameters: { headline: text('x') }, slots: { extra: [] } },
          { type: 'mystery', _id: 'm' },
          { type: 'quote', _id: 'q' },
        ],
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: 'content/composition/claims.json',
          field: 'composition.slots.content[0].parameters.headline',
          message: 'parameter not defined for type "hero"',
        },
        expect.objectContaining({
          field: 'composition.slots.content[0].slots.extra',
          message: 'slot not defined for type "hero"',
        }),
        expect.objectContaining({
          field: 'composition.slots.content[1].type',
          message: expect.stringContaining('no component definition for type "mystery"'),
        }),
        expect.objectContaining({
          field: 'composition.slots.content[2].type',
          message: '"quote" is not allowed in slot "content" of "page"',
        }),
      ]),
    );
  });

  it('accepts Uniform personalization and test wrappers and their $-parameters, and still checks the variants', () => {
    const variant = (parameters: Record<string, unknown>) => ({ type: 'hero', _id: 'v', parameters });
    const personalized = {
      type: '$personalization',
      _id: 'p',
      parameters: {},
      slots: { pz: [variant({ heading: text('A'), $pzCrit: { type: '$pzCrit', value: {} } })] },
    };
    expect(checkDefinitions(store({ components: [personalized] }))).toEqual([]);
    const broken = { ...personalized, slots: { pz: [variant({ headline: text('typo') })] } };
    expect(checkDefinitions(store({ components: [broken] })).map((item) => item.message)).toEqual([
      'parameter not defined for type "hero"',
    ]);
  });

  it('reports internal links to missing pages and stale paths', () => {
    const link = (nodeId: string, path: string) => ({
      type: 'link',
      value: { type: 'projectMapNode', nodeId, path, projectMapId: PROJECT_MAP_ID },
    });
    const problems = checkLinks(
      store({
        components: [
          { type: 'hero', _id: 'a', parameters: { link: link('33333333-3333-4333-8333-333333333333', '/gone') } },
          { type: 'hero', _id: 'b', parameters: { link: link(NODE_ID, '/claim') } },
        ],
      }),
    );
    expect(problems.map((item) => item.field)).toEqual([
      'composition.slots.content[0].parameters.link.value.nodeId',
      'composition.slots.content[1].parameters.link.value.path',
    ]);
  });

  it('accepts a link to an article by its blogPost url, and only then', () => {
    const link = (path: string) => ({
      type: 'link',
      value: {
        type: 'projectMapNode',
        nodeId: '44444444-4444-4444-8444-444444444444',
        path,
        projectMapId: PROJECT_MAP_ID,
      },
    });
    const content = store({
      components: [
        { type: 'hero', _id: 'a', parameters: { link: link('/learning-center/coverages/spoilage') } },
        { type: 'hero', _id: 'b', parameters: { link: link('/learning-center/coverages/gone') } },
      ],
    });
    content.entries.push(
      blogPostFile({ url: text('/learning-center/coverages/spoilage') }, 'content/entry/spoilage.json'),
    );
    expect(checkLinks(content).map((item) => item.field)).toEqual([
      'composition.slots.content[1].parameters.link.value.nodeId',
    ]);
  });

  it('reports British spelling in link labels too, in components and in entries', () => {
    const content = store({
      components: [
        { type: 'hero', _id: 'a', parameters: { linkLabel: text('Our safety programme') } },
        {
          type: 'navigationLink',
          _id: 'b',
          parameters: { label: text('Colour guide'), link: { type: 'link', value: { type: 'url', path: '/x' } } },
        },
      ],
    });
    content.entries.push(
      blogPostFile({
        blogPreviewCta: { type: 'link', value: { type: 'url', path: '/' } },
        blogPreviewCtaLabel: text('Our favourite plants'),
      }),
    );
    expect(checkSpelling(content).map((item) => [item.field, item.message])).toEqual([
      ['composition.slots.content[0].parameters.linkLabel.value', 'British spelling "programme": write "program"'],
      ['composition.slots.content[1].parameters.label.value', 'British spelling "Colour": write "Color"'],
      ['entry.fields.blogPreviewCtaLabel.value', 'British spelling "favourite": write "favorite"'],
    ]);
  });

  it('reports entry references that do not exist', () => {
    const problems = checkReferences(
      store({
        components: [
          {
            type: 'hero',
            _id: 'a',
            parameters: { items: { type: 'contentReference', value: [ENTRY_ID, 'missing-entry'] } },
          },
        ],
      }),
    );
    expect(problems).toEqual([
      {
        file: 'content/composition/claims.json',
        field: 'composition.slots.content[0].parameters.items.value[1]',
        message: 'entry missing-entry does not exist',
      },
    ]);
  });

  it('reports a pattern instance whose pattern is not in content/componentPattern/, once', () => {
    const problems = checkAll(
      {
        ...store({
          components: [
            { type: 'hero', _id: 'a', _pattern: 'known-pattern' },
            { type: 'hero', _id: 'b', _pattern: 'missing-pattern' },
          ],
        }),
        patternIds: new Set(['known-pattern']),
      },
      () => true,
    );
    expect(problems).toEqual([
      {
        file: 'content/composition/claims.json',
        field: 'composition.slots.content[1]._pattern',
        message: 'no pattern missing-pattern in content/componentPattern/',
      },
    ]);
  });

  it('requires alt text unless an image is marked decorative, and an existing file', () => {
    const hero = (fields: Record<string, unknown>) => ({
      type: 'hero',
      _id: 'h',
      parameters: { heroImage: image(fields) },
    });
    const components = [
      hero({ url: text('/a.jpg'), description: text(''), title: text('') }),
      hero({ url: text('/b.jpg'), decorative: { type: 'checkbox', value: true } }),
      hero({ url: text('/missing.jpg'), title: text('Leaves') }),
    ];
    const problems = checkImages(store({ components }), (url) => url !== '/missing.jpg');
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'composition.slots.content[0].parameters.heroImage.value[0].fields.description',
        message: 'image has no alt text and is not marked decorative',
      }),
      expect.objectContaining({
        field: 'composition.slots.content[2].parameters.heroImage.value[0].fields.url',
        message: 'image file public/missing.jpg does not exist',
      }),
    ]);
  });

  it('holds seoTitle to 60 characters and seoDescription to 70–160', () => {
    expect(
      checkSeo(store({ pageFields: { seoTitle: text('x'.repeat(60)), seoDescription: text('y'.repeat(70)) } })),
    ).toEqual([]);
    const problems = checkSeo(
      store({ pageFields: { seoTitle: text('x'.repeat(61)), seoDescription: text('y'.repeat(69)) } }),
    );
    expect(problems).toEqual([
      { file: 'content/entry/claims.json', field: 'entry.fields.seoTitle', message: '61 characters; at most 60' },
      {
        file: 'content/entry/claims.json',
        field: 'entry.fields.seoDescription',
        message: '69 characters; 70 to 160 expected',
      },
    ]);
    expect(checkSeo(store({ pageFields: { seoDescription: text('y'.repeat(161)) } }))[0]?.message).toBe(
      '161 characters; 70 to 160 expected',
    );
  });

  it('reports an entry field holding another type than its content type declares (a link left as json)', () => {
    const content = store();
    content.contentTypes.set('accountExecutive', {
      id: 'accountExecutive',
      type: 'contentType',
      fields: [
        { id: 'aeName', type: 'text' },
        { id: 'aeButton', type: 'link' },
      ],
    });
    content.entries.push({
      file: 'content/entry/ae.json',
      data: {
        entry: {
          _id: 'ae',
          type: 'accountExecutive',
          fields: {
            aeName: text('Priya Raman'),
            aeButton: { type: 'json', value: { linkTitle: 'Contact Priya', link: { type: 'url', path: '/x' } } },
          },
        },
      },
    });
    expect(checkContentTypes(content)).toEqual([
      {
        file: 'content/entry/ae.json',
        field: 'entry.fields.aeButton.type',
        message: 'holds a "json" value; "accountExecutive" declares "link"',
      },
    ]);
  });

  it('holds entries to their content type: known type, declared fields, required fields, allowed blocks', () => {
    const content = store({ pageFields: { entryID: undefined, extra: text('x') } });
    content.entries.push(
      blogPostFile({
        url: text('/x'),
        content: {
          type: '$block',
          value: [
            { type: 'topiccta', fields: { heading: text('h'), body: text('b') } },
            { type: 'topicheaderlessText', fields: {} },
          ],
        },
      }),
    );
    content.entries.push({
      file: 'content/entry/odd.json',
      data: { entry: { _id: 'o', type: 'mystery', fields: {} } },
    });
    expect(checkContentTypes(content)).toEqual([
      {
        file: 'content/entry/claims.json',
        field: 'entry.fields.extra',
        message: 'field not defined in content type "pageIndex"',
      },
      {
        file: 'content/entry/claims.json',
        field: 'entry.fields.entryID',
        message: 'required by content type "pageIndex"',
      },
      {
        file: 'content/entry/post.json',
        field: 'entry.fields.content.value[0].fields.body',
        message: 'field not defined in content type "topiccta"',
      },
      {
        file: 'content/entry/post.json',
        field: 'entry.fields.content.value[1].type',
        message: '"topicheaderlessText" is not a block type allowed in "content"',
      },
      {
        file: 'content/entry/odd.json',
        field: 'entry.type',
        message: 'no content type "mystery" in content/contentType/',
      },
    ]);
  });
});

describe('content check on the content/ tree', () => {
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
    return dir;
  };

  it('finds no problem in the committed tree', () => {
    const { store: loaded, problems } = loadContent(join(process.cwd(), 'content'));
    expect(problems).toEqual([]);
    expect(checkAll(loaded, () => true)).toEqual([]);
    expect(loaded.contentTypes.size).toBeGreaterThanOrEqual(6);
  });

  it('names the file and field of a shape the loader does not know, a misnamed file and a non-v4 node id', () => {
    const dir = copy();
    const content = join(dir, 'content');
    writeFileSync(
      join(content, 'redirect', 'wrapped_0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f.json'),
      JSON.stringify({ redirect: { id: '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f' } }),
    );
    const entry = readdirSync(join(content, 'entry'))[0]!;
    renameSync(join(content, 'entry', entry), join(content, 'entry', 'renamed.json'));
    const node = readdirSync(join(content, 'projectMapNode')).find((name) => name.startsWith('claims_'))!;
    writeFileSync(
      join(content, 'projectMapNode', node),
      JSON.stringify({
        id: '12bac509-e605-5f6f-adae-c4f896249af3',
        name: 'Claims',
        path: '/claims',
        type: 'composition',
        pathSegment: 'claims',
        projectMapId: '12bac509-e605-5f6f-adae-c4f896249af3',
      }),
    );
    const { problems } = loadContent(content, dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: 'content/redirect/wrapped_0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f.json',
          field: 'id',
          message: 'missing (a redirect file has string id)',
        },
        {
          file: 'content/entry/renamed.json',
          field: '(file name)',
          message: `uniform sync pull names this file ${entry}`,
        },
        expect.objectContaining({
          file: `content/projectMapNode/${node}`,
          field: 'id',
          message: expect.stringContaining('is not a UUID v4'),
        }),
      ]),
    );
  });
});
