import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalStore, createLocalSource } from '@/lib/content/local';
import { loadRedirectRules } from '@/lib/content/redirect-rules';

function copyOfContent() {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
  return dir;
}

describe('embedded content store', () => {
  it('loads and validates every file in content/', () => {
    const store = loadLocalStore();
    expect(store.nodesByPath.size).toBeGreaterThanOrEqual(7);
    expect(store.compositionsBySlug.has('global-header')).toBe(true);
    expect(store.compositionsBySlug.has('global-footer')).toBe(true);
  });

  it('names the file and field of a malformed composition', () => {
    const dir = copyOfContent();
    writeFileSync(join(dir, 'compositions', 'broken.json'), JSON.stringify({ composition: { _id: 'not-a-uuid', _name: 'x', type: 'page' }, created: '', modified: '', pattern: false }));
    expect(() => loadLocalStore(dir)).toThrow(/broken\.json: composition\._id/);
  });

  it('names the file of invalid JSON and of a page index entry with a missing field', () => {
    const dir = copyOfContent();
    mkdirSync(join(dir, 'entries', 'pageIndex'), { recursive: true });
    writeFileSync(join(dir, 'entries', 'pageIndex', 'bad.json'), '{ nope');
    expect(() => loadLocalStore(dir)).toThrow(/bad\.json: .*not valid JSON/);
  });

  it('rejects a project map node whose composition does not exist', () => {
    const dir = copyOfContent();
    writeFileSync(
      join(dir, 'project-map', 'orphan.json'),
      JSON.stringify({ id: '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f', name: 'Orphan', path: '/orphan', type: 'composition', compositionId: '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e70' }),
    );
    expect(() => loadLocalStore(dir)).toThrow(/orphan\.json: compositionId/);
  });

  it('routes a known path to its composition and page index entry, and an unknown one to notFound', async () => {
    const source = createLocalSource();
    const home = await source.getRoute('/');
    expect(home.kind === 'composition' && home.page.breadcrumb).toBe('Home');
    expect(await source.getRoute('/about/')).toMatchObject({ kind: 'composition' });
    expect(await source.getRoute('/nothing-here')).toEqual({ kind: 'notFound' });
  });

  it('turns redirect files into redirect rules with their own status', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ redirect: { id: '0b0e6c1e-6c0f-4f5e-9b7a-1a2b3c4d5e6f', sourceUrl: '/old', targetUrl: '/new', targetStatusCode: 301 } }));
    expect(loadRedirectRules(dir)).toEqual([{ source: '/old', destination: '/new', statusCode: 301 }]);
  });
});
