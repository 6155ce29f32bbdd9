// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { makeCheckout, runNpmScript, runUniformSync, type CliRun } from '../support/uniform-cli';

/**
 * content/ survives Uniform's own tools: `npm run uniform:seed` (the real CLI) pushes it to an empty fake Uniform
 * project and publishes what it created, and the CLI pulls it back into a
 * temporary copy of the project, which must hold the same files byte for byte, pass the content check and render
 * the same pages. The fake's clock is frozen at the timestamp content/ was pulled with, so the entry timestamps the
 * server assigns match too.
 */
const ROOT = process.cwd();
const PULLED_AT = '2026-11-21T00:00:00.000Z';
const SAMPLE = { home: '/', listing: '/learning-center', person: '/about/ingrid-vale' };
const ARTICLE = { category: 'coverages', slug: 'commercial-property-for-florists' };

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => relative(dir, join(item.parentPath, item.name)))
    .sort();
}

/** The sample pages rendered through the site's data module and registry with content/ read from `root`. */
async function renderSample(root: string): Promise<Record<string, string>> {
  process.chdir(root);
  vi.resetModules();
  const { loadPage, PUBLISHED } = await import('@/lib/page/load-page');
  const { loadArticle } = await import('@/lib/page/load-article');
  const { CompositionPage } = await import('@/app/_page/CompositionPage');
  const { ArticleView } = await import('@/app/_page/article-route');
  const html = async (node: React.ReactNode) => {
    const { prelude } = await prerenderToNodeStream(<>{node}</>);
    let text = '';
    for await (const chunk of prelude) text += String(chunk);
    return text;
  };
  const out: Record<string, string> = {};
  for (const [name, path] of Object.entries(SAMPLE)) {
    out[name] = await html(<CompositionPage {...await loadPage(path, PUBLISHED)} />);
  }
  out.article = await html(<ArticleView {...await loadArticle('learning-center', ARTICLE, PUBLISHED)} />);
  process.chdir(ROOT);
  return out;
}

let api: FakeUniformApi;
let push: Omit<CliRun, 'counts'>;
let pull: CliRun;
let project: string;

beforeAll(async () => {
  api = await startFakeUniformApi({ contentDir: null, now: () => PULLED_AT });
  push = await runNpmScript('uniform:seed', makeCheckout(), api.url);
  project = mkdtempSync(join(tmpdir(), 'uniform-pull-'));
  cpSync(join(ROOT, 'uniform.config.ts'), join(project, 'uniform.config.ts'));
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  mkdirSync(join(project, 'content'));
  pull = await runUniformSync('pull', project, api.url);
}, 300_000);

afterAll(() => api?.close());

describe('uniform sync push and pull of content/ against a fake Uniform project', () => {
  it('pushes every entity with its id and publishes compositions and entries', () => {
    expect(push.code, push.output).toBe(0);
    const count = (folder: string) => readdirSync(join(ROOT, 'content', folder)).length;
    const state = api.project;
    expect(state.components.size).toBe(count('component'));
    // Compositions and component patterns are both compositions to the API; patterns are marked `pattern: true`.
    const published = [...state.compositions[64].values()];
    expect(published.filter((item) => !item.pattern)).toHaveLength(count('composition'));
    expect(published.filter((item) => item.pattern)).toHaveLength(count('componentPattern'));
    expect(state.entries[64].size).toBe(count('entry'));
    expect(state.contentTypes.size).toBe(count('contentType'));
    expect(state.signals.size).toBe(count('signal'));
    expect(state.tests.size).toBe(count('test'));
    expect(state.redirects.size).toBe(count('redirect'));
    expect(state.locales.size).toBe(count('locale'));
    expect(state.projectMaps.size).toBe(count('projectMapDefinition'));
    const nodeIds = readdirSync(join(ROOT, 'content', 'projectMapNode')).map((file) =>
      file.slice(file.lastIndexOf('_') + 1, -'.json'.length),
    );
    expect([...state.nodes.keys()].sort()).toEqual(nodeIds.sort());
  });

  it('pulls back exactly the committed tree', () => {
    expect(pull.code, pull.output).toBe(0);
    const committed = files(join(ROOT, 'content'));
    expect(files(join(project, 'content'))).toEqual(committed);
    // Component definitions carry the JSON schema address of the API they came from; the committed ones name uniform.app.
    const fromHost = (text: string) =>
      text.replace(`"$schema": "${api.url}/schemas/`, '"$schema": "https://uniform.app/schemas/');
    const changed = committed.filter(
      (file) =>
        fromHost(readFileSync(join(project, 'content', file), 'utf8')) !==
        readFileSync(join(ROOT, 'content', file), 'utf8'),
    );
    expect(changed).toEqual([]);
  });

  it('passes the content check on the pulled tree', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/content-check.mjs', join(project, 'content')], {
        cwd: ROOT,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('renders home, a listing, an article and a person page the same from either tree', async () => {
    const fromCommitted = await renderSample(ROOT);
    const fromPulled = await renderSample(project);
    expect(fromCommitted.home).toContain('<h1');
    expect(fromCommitted.article).toContain('Added');
    for (const name of Object.keys(fromCommitted)) expect(fromPulled[name], name).toBe(fromCommitted[name]);
  });
});
