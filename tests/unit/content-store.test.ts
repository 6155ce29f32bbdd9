import { mkdtempSync, mkdirSync, writeFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalStore, createLocalSource } from '@/lib/content/local';
import { contentRedirects } from '@/lib/redirects/content';

function copyOfContent() {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
  return dir;
}

const NEW_ID = '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f';

describe('embedded content store (a uniform sync pull tree)', () => {
  it('loads and validates every file in content/, routing every project map node by its path', () => {
    const store = loadLocalStore();
    const dir = join(process.cwd(), 'content', 'projectMapNode');
    const paths = readdirSync(dir).map(
      (file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { path: string }).path,
    );
    expect(paths.length).toBeGreaterThan(0);
    expect([...store.nodesByPath.keys()].sort()).toEqual(paths.sort());
    expect(store.compositionsBySlug.has('global-header')).toBe(true);
    expect(store.compositionsBySlug.has('global-footer')).toBe(true);
  });

  it('names the file and field of a malformed composition', () => {
    const dir = copyOfContent();
    writeFileSync(
      join(dir, 'composition', 'broken.json'),
      JSON.stringify({
        composition: { _id: 'not-a-uuid', _name: 'x', type: 'page' },
        created: '',
        modified: '',
        pattern: false,
      }),
    );
    expect(() => loadLocalStore(dir)).toThrow(/broken\.json: composition\._id/);
  });

  it('names the file of invalid JSON', () => {
    const dir = copyOfContent();
    writeFileSync(join(dir, 'entry', 'bad.json'), '{ nope');
    expect(() => loadLocalStore(dir)).toThrow(/bad\.json: .*not valid JSON/);
  });

  it('rejects the old wrapped redirect shape, naming the file and field', () => {
    const dir = copyOfContent();
    writeFileSync(
      join(dir, 'redirect', `old_${NEW_ID}.json`),
      JSON.stringify({ redirect: { id: NEW_ID, sourceUrl: '/old', targetUrl: '/new', targetStatusCode: 301 } }),
    );
    expect(() => contentRedirects(dir)).toThrow(/old_0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f\.json: not a flat redirect/);
  });

  it('rejects folders and nested files uniform sync pull never writes', () => {
    const dir = copyOfContent();
    mkdirSync(join(dir, 'entries', 'pageIndex'), { recursive: true });
    expect(() => loadLocalStore(dir)).toThrow(/content-[^/]+\/entries: .*not an entity folder/);
    const other = copyOfContent();
    mkdirSync(join(other, 'entry', 'pageIndex'));
    expect(() => loadLocalStore(other)).toThrow(/entry\/pageIndex: .*only \.json files directly/);
  });

  it('rejects a project map node id that is not a UUID v4 (Uniform would replace it)', () => {
    const dir = copyOfContent();
    const file = readdirSync(join(dir, 'projectMapNode')).find((name) => name.startsWith('claims_'))!;
    const node = JSON.parse(readFileSync(join(dir, 'projectMapNode', file), 'utf8')) as { id: string };
    node.id = '12bac509-e605-5f6f-adae-c4f896249af3';
    writeFileSync(join(dir, 'projectMapNode', file), JSON.stringify(node));
    expect(() => loadLocalStore(dir)).toThrow(/claims_.*\.json: id: a UUID v4/);
  });

  it('rejects a project map node whose composition does not exist', () => {
    const dir = copyOfContent();
    const node = {
      id: NEW_ID,
      name: 'Orphan',
      path: '/orphan',
      type: 'composition',
      pathSegment: 'orphan',
      data: {},
      compositionId: '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e70',
    };
    const projectMapId = readdirSync(join(dir, 'projectMapDefinition'))[0]!.replace('.json', '');
    writeFileSync(join(dir, 'projectMapNode', `orphan_${NEW_ID}.json`), JSON.stringify({ ...node, projectMapId }));
    expect(() => loadLocalStore(dir)).toThrow(/orphan_.*\.json: compositionId/);
  });

  it('routes a known path to its composition and page index entry, an unknown one to notFound (redirects: proxy.ts)', async () => {
    const source = createLocalSource();
    const home = await source.getRoute('/');
    expect(home.kind === 'composition' && home.page.breadcrumb).toBe('Home');
    expect(await source.getRoute('/about/')).toMatchObject({ kind: 'composition' });
    expect(await source.getRoute('/nothing-here')).toEqual({ kind: 'notFound' });
    expect(await source.getRoute('/get-a-quote')).toEqual({ kind: 'notFound' });
  });

  it('reads the CLI’s flat redirect files as Uniform’s redirects', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    mkdirSync(join(dir, 'redirect'));
    writeFileSync(
      join(dir, 'redirect', `old_${NEW_ID}.json`),
      JSON.stringify({ id: NEW_ID, sourceUrl: '/old', targetStatusCode: 308, targetUrl: '/new' }),
    );
    expect(contentRedirects(dir)).toEqual([
      { id: NEW_ID, sourceUrl: '/old', targetStatusCode: 308, targetUrl: '/new' },
    ]);
  });

  it('builds the Context manifest from content/signal and content/test', async () => {
    const manifest = await createLocalSource().getContextManifest();
    expect(Object.keys(manifest.project.pz?.sig ?? {}).sort()).toEqual([
      'florist',
      'grower',
      'landscaper',
      'quoteRequested',
    ]);
    expect(manifest.project.pz?.sig?.quoteRequested).toMatchObject({
      str: 1,
      cap: 1,
      dur: 'p',
      conversion: { freq: 'O' },
    });
    expect(manifest.project.test).toEqual({ homeQuoteCta: {} });
  });
});
