import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ComponentInstance } from '@uniformdev/canvas';
import { loadLocalStore } from '@/lib/content/local';
import { memoryStore } from '@/lib/content/shared-store';
import { resolvePatterns } from '@/lib/content/patterns';
import { createUniformSource } from '@/lib/content/uniform';
import { resolveComposition } from '../fakes/uniform/patterns';
import { startFakeUniformApi } from '../fakes/uniform-api';
import { renderFixture } from '../support/render-fixture';

const text = (value: string) => ({ type: 'text', value });
const valueOf = (component: ComponentInstance | undefined, name: string) => component?.parameters?.[name]?.value;

function* components(component: ComponentInstance): Generator<ComponentInstance> {
  yield component;
  for (const children of Object.values(component.slots ?? {})) for (const child of children) yield* components(child);
}

/** A figure pattern inside a band pattern, the band placed on a page as `instance`. */
const figurePattern: ComponentInstance = {
  type: 'significantFigure',
  _id: 'figure-pattern',
  slots: { notes: [{ type: 'note', _id: 'note', parameters: { text: text('from the figure pattern') } }] },
  parameters: { data: text('24/7') },
};
const bandPattern: ComponentInstance = {
  type: 'significantFigures',
  _id: 'band-pattern',
  parameters: { heading: text('Always on') },
  slots: {
    figures: [
      { type: 'significantFigure', _id: 'inner', parameters: { data: text('1987') } },
      { type: 'significantFigure', _id: 'nested', _pattern: 'figure-pattern' },
    ],
  },
  // The pattern's own overrides, keyed from inside it.
  _overrides: { 'nested|note': { parameters: { text: text('set by the band pattern') } } },
};
const patterns = new Map([
  ['figure-pattern', figurePattern],
  ['band-pattern', bandPattern],
]);
const page = (overrides: ComponentInstance['_overrides']): ComponentInstance => ({
  type: 'page',
  _id: 'page',
  slots: { content: [{ type: 'significantFigures', _id: 'instance', _pattern: 'band-pattern' }] },
  _overrides: overrides,
});
const find = (root: ComponentInstance, id: string) => [...components(root)].find((component) => component._id === id);

const resolvers = [
  ['the site’s resolver (lib/content/patterns.ts)', resolvePatterns],
  ['the stand-in API’s own resolver', resolveComposition],
] as const;

describe.each(resolvers)('pattern overrides in Uniform’s key format: %s', (_, resolve) => {
  it('an override keyed "<instance _id>|<inner _id>" changes that component inside the instance', () => {
    const resolved = resolve(page({ 'instance|inner': { parameters: { data: text('1990') } } }), patterns);
    expect(valueOf(find(resolved, 'inner'), 'data')).toBe('1990');
  });

  it('a bare inner id is no address in the composition: Uniform leaves the pattern’s value', () => {
    const resolved = resolve(page({ inner: { parameters: { data: text('1990') } } }), patterns);
    expect(valueOf(find(resolved, 'inner'), 'data')).toBe('1987');
  });

  it('the instance itself is overridden by its own id; parameters patch key by key', () => {
    const resolved = resolve(page({ instance: { parameters: { heading: text('Open all night') } } }), patterns);
    expect(valueOf(find(resolved, 'instance'), 'heading')).toBe('Open all night');
    expect(valueOf(find(resolved, 'inner'), 'data')).toBe('1987');
  });

  it('a pattern’s own override of a nested pattern applies, and the composition’s ("a|b|c") wins over it', () => {
    expect(valueOf(find(resolve(page({}), patterns), 'note'), 'text')).toBe('set by the band pattern');
    const resolved = resolve(
      page({ 'instance|nested|note': { parameters: { text: text('set by the page') } } }),
      patterns,
    );
    expect(valueOf(find(resolved, 'note'), 'text')).toBe('set by the page');
  });

  it('components an override’s slots bring are addressed from the override’s holder', () => {
    const resolved = resolve(
      page({
        'instance|nested': {
          slots: { notes: [{ type: 'note', _id: 'brought', parameters: { text: text('brought by the page') } }] },
        },
        brought: { parameters: { text: text('changed by the page') } },
      }),
      patterns,
    );
    expect(valueOf(find(resolved, 'brought'), 'text')).toBe('changed by the page');
    expect(find(resolved, 'note')).toBeUndefined();
  });
});

describe('an override pulled from Uniform renders from content/ and from the stand-in API alike', () => {
  const HOME = '46ca17fe-6247-5771-be2b-6e31511aca78';
  const INSTANCE = '93bfe785-749f-5baa-99b9-d61f531ba32c';
  const FIGURE = 'dc33b947-72a4-5c68-aaf0-92cfbc6e22cf';
  const OVERRIDDEN = 'growers, florists and nurseries we insure';
  let dir: string;

  /** content/ with the home page's `_overrides` set, as `uniform sync pull` writes a page whose band was edited. */
  function contentWithOverride(key: string) {
    dir = mkdtempSync(join(tmpdir(), 'verdance-overrides-'));
    cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
    const file = join(dir, 'composition', `${HOME}.json`);
    const home = JSON.parse(readFileSync(file, 'utf8')) as { composition: ComponentInstance };
    home.composition._overrides = { [key]: { parameters: { description: text(OVERRIDDEN) } } };
    writeFileSync(file, JSON.stringify(home, null, 2));
    return dir;
  }
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function bothWays(key: string) {
    const contentDir = contentWithOverride(key);
    const local = loadLocalStore(contentDir).compositionsById.get(HOME)!;
    const api = await startFakeUniformApi({ contentDir });
    try {
      const source = createUniformSource({
        apiKey: 'test-key',
        projectId: 'test-project',
        apiHost: api.url,
        edgeApiHost: api.url,
        routeIndexStore: memoryStore(),
      });
      const route = await source.getRoute('/');
      if (route.kind !== 'composition') throw new Error('no home page from the stand-in API');
      return [local, route.composition].map((root) => renderFixture(find(root, INSTANCE)!).container.textContent);
    } finally {
      await api.close();
    }
  }

  it('keyed "<instance>|<figure>": the figure shows the page’s text both ways', async () => {
    const [local, fromApi] = await bothWays(`${INSTANCE}|${FIGURE}`);
    expect(local).toContain(OVERRIDDEN);
    expect(fromApi).toContain(OVERRIDDEN);
    expect(local).not.toContain('florists, growers and landscapers insured');
  });

  it('keyed by the bare figure id: ignored both ways, as Uniform ignores it', async () => {
    const [local, fromApi] = await bothWays(FIGURE);
    for (const rendered of [local, fromApi]) {
      expect(rendered).toContain('florists, growers and landscapers insured');
      expect(rendered).not.toContain(OVERRIDDEN);
    }
  });
});

describe('the stand-in API borrows none of the site’s code', () => {
  it('no file under tests/fakes imports lib/, components/, app/ or the @/ alias', () => {
    const root = join(process.cwd(), 'tests', 'fakes');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|mjs)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(5);
    const borrowed = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((specifier) => specifier.startsWith('@/') || /(^|\/)(lib|components|app)\//.test(specifier))
        .map((specifier) => `${relative(process.cwd(), join(root, file))}: ${specifier}`),
    );
    expect(borrowed).toEqual([]);
  });
});
