import { render, screen } from '@testing-library/react';
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer';
import { imageConfigDefault, type ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import type { NextConfigComplete } from 'next/dist/server/config-shared';
import nextConfig from '@/next.config';
import { createUniformSource } from '@/lib/content/uniform';
import { buildCsp } from '@/lib/csp/policy';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { testContext } from '../support/render-fixture';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { ASSET_PAGE_PATH, UNIFORM_ASSET_URL } from '../fakes/uniform/fixtures';

let api: FakeUniformApi;
beforeAll(async () => {
  api = await startFakeUniformApi({ fixtures: true });
});
afterAll(() => api.close());

/** The site's image settings as the build hands them to next/image (tests/support/setup.ts) and to /_next/image. */
const images = { ...imageConfigDefault, ...nextConfig.images } as ImageConfigComplete;

/** What Next's own image endpoint (/_next/image) answers for these query parameters, with the site's next.config. */
function imageEndpointVerdict(query: URLSearchParams) {
  const config = { images } as NextConfigComplete;
  const params = Object.fromEntries(query) as Record<string, string>;
  const verdict = ImageOptimizerCache.validateParams({ headers: {} } as never, params, config, false);
  return 'errorMessage' in verdict ? verdict.errorMessage : 'allowed';
}

describe('images from Uniform’s asset library', () => {
  it('a page whose image is a Uniform asset renders it through next/image, and /_next/image accepts it', async () => {
    const route = await createUniformSource({
      apiKey: 'k',
      projectId: 'p',
      apiHost: api.url,
      edgeApiHost: api.url,
    }).getRoute(ASSET_PAGE_PATH);
    if (route.kind !== 'composition') throw new Error(`expected the asset page, got ${route.kind}`);
    render(renderComponent(route.composition, testContext({ path: ASSET_PAGE_PATH })));

    const image = screen.getByRole('img', { name: 'Rows of seedlings under a greenhouse roof' });
    const src = new URL(image.getAttribute('src')!, 'https://site.test');
    expect(src.pathname).toBe('/_next/image');
    expect(src.searchParams.get('url')).toBe(UNIFORM_ASSET_URL);
    const candidates = image
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => new URL(candidate.split(' ')[0]!, 'https://site.test'));
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) expect(imageEndpointVerdict(candidate.searchParams)).toBe('allowed');
  });

  it.each([
    ['another host', 'https://images.example.com/p/a.jpg'],
    ['a host ending like Uniform’s', 'https://img.uniform.global.evil.example/p/a.jpg'],
    ['plain http', 'http://img.uniform.global/p/a.jpg'],
    ['another path on Uniform’s host', 'https://img.uniform.global/other/a.jpg'],
  ])('/_next/image refuses %s', (_name, url) => {
    expect(imageEndpointVerdict(new URLSearchParams({ url, w: '640', q: '75' }))).toBe(
      '"url" parameter is not allowed',
    );
  });

  it('the page policy lets the browser load Uniform’s images', () => {
    const imgSrc = buildCsp({})
      .split('; ')
      .find((directive) => directive.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain('https://img.uniform.global');
    expect(imgSrc).not.toMatch(/\*/);
  });
});
