// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createLinkResolver } from '@/lib/routing/links';
import { PUBLISHED } from '../fakes/uniform/store';
import { startFakeUniformApi } from '../fakes/uniform-api';

const ABOUT_NODE = '18d1f5b5-e04f-442e-9474-8b2ee8531938';
const page = (entryID: string, path: string) => ({
  entryID,
  path,
  breadcrumb: path,
  seoTitle: path,
  seoDescription: path,
  hideOnSitemapXml: false,
  hideOnSitemapHtml: false,
  sitemapTitle: path,
});

describe('links know what is published (issue 45 item 5)', () => {
  const resolve = createLinkResolver(
    [page('home', '/'), page('contact', '/contact-us')],
    [{ nodeId: ABOUT_NODE, path: '/about' }],
  );

  it.each([
    ['by its node', { type: 'projectMapNode', nodeId: ABOUT_NODE, path: '/about' }],
    ['by its stored path alone', { type: 'projectMapNode', path: '/about' }],
    ['as a plain site path', { type: 'url', path: '/about' }],
    ['with a trailing slash and a query', { type: 'url', path: '/about/?ref=footer' }],
  ])('a link to an unpublished page %s is left out', (_, link) => {
    expect(resolve(link)).toBeUndefined();
  });

  it('links to published pages, articles and other sites stay', () => {
    expect(resolve({ type: 'projectMapNode', nodeId: 'contact', path: '/old' })?.href).toBe('/contact-us');
    expect(resolve({ type: 'projectMapNode', nodeId: 'an-article', path: '/news/press/launch' })?.href).toBe(
      '/news/press/launch',
    );
    expect(resolve({ type: 'url', path: '/about-us' })?.href).toBe('/about-us');
    expect(resolve({ type: 'url', path: 'https://example.com/about' })?.href).toBe('https://example.com/about');
  });
});

describe('npm run content:check warns about links to pages Uniform does not publish', () => {
  const run = promisify(execFile);

  it('names each link to the unpublished page, and still passes', async () => {
    const api = await startFakeUniformApi();
    try {
      const about = api.project.nodes.get(ABOUT_NODE)!;
      api.project.compositions[PUBLISHED].delete(about.compositionId!);
      const { stdout, stderr } = await run(process.execPath, ['scripts/content-check.mjs'], {
        env: { ...process.env, ...api.siteEnv },
      });
      const warnings = stderr.split('\n').filter((line) => line.startsWith('warning: '));
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((line) => line.includes('links to /about, which is not published'))).toBe(true);
      expect(warnings[0]).toMatch(/^warning: content\/(composition|entry)\/\S+\.json \S+\.nodeId: /);
      expect(stdout).toContain('content check: no problems');
    } finally {
      await api.close();
    }
  });

  it('says nothing of the kind when every linked page is published', async () => {
    const api = await startFakeUniformApi();
    try {
      const { stderr } = await run(process.execPath, ['scripts/content-check.mjs'], {
        env: { ...process.env, ...api.siteEnv },
      });
      expect(stderr).not.toContain('warning: ');
    } finally {
      await api.close();
    }
  });
});
