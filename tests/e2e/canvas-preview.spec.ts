import { expect, test } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startFakeIntegrationServices, type FakeIntegrationServices } from '../fakes/integration-services';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { ReleaseLaunchedDefinition } from '@uniformdev/webhooks';
import { compositionPublished, signedDelivery } from '../support/uniform-events';

/** The site as Uniform's canvas sees it: uniform source on a fake Uniform API, preview secret and webhook secrets set. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 92;
const SECRET = 'preview-secret-for-tests';
const WEBHOOK_SECRET = `whsec_${Buffer.from('webhook signing key for tests').toString('base64')}`;
const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
let api: FakeUniformApi;
let editor: FakeIntegrationServices;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await startFakeUniformApi();
  editor = await startFakeIntegrationServices();
  site = await startSecondServer(PORT, {
    UNIFORM_API_KEY: 'test-key',
    UNIFORM_PROJECT_ID: 'test-project',
    UNIFORM_API_HOST: api.url,
    UNIFORM_EDGE_API_HOST: api.url,
    UNIFORM_PREVIEW_SECRET: SECRET,
    REVALIDATE_SECRET: 'revalidate-secret',
    UNIFORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    UNIFORM_CANVAS_ORIGIN: editor.url,
  });
});

test.afterAll(async () => {
  site?.stop();
  await editor?.close();
  await api?.close();
});

const setAboutHeading = (heading: string) =>
  api.updateComposition('about', (composition) => {
    const slots = composition.slots as Record<
      string,
      { type: string; parameters: Record<string, { type: string; value: unknown }> }[]
    >;
    // The page's first component with a heading is its hero (whatever hero type the page uses).
    const hero = slots.content!.find((component) => component.parameters.heading)!;
    hero.parameters.heading = { type: 'text', value: heading };
  });

test('the preview route refuses a wrong secret and off-site paths', async ({ request }) => {
  expect((await request.get(`${site.url}/api/preview?secret=wrong&path=/about`, { maxRedirects: 0 })).status()).toBe(
    401,
  );
  expect(
    (await request.get(`${site.url}/api/preview?secret=${SECRET}&path=//evil.example`, { maxRedirects: 0 })).status(),
  ).toBe(400);
  expect(
    (
      await request.get(`${site.url}/api/preview?secret=${SECRET}&path=https://evil.example/`, { maxRedirects: 0 })
    ).status(),
  ).toBe(400);
  const ok = await request.get(`${site.url}/api/preview?secret=${SECRET}&path=/about`, { maxRedirects: 0 });
  expect(ok.status()).toBe(307);
  expect(ok.headers().location).toBe('/about');
  expect(ok.headers()['set-cookie']).toContain('__prerender_bypass');
});

test('draft mode shows draft content without markers; the public page stays prerendered; exit leaves preview', async ({
  page,
  request,
}) => {
  setAboutHeading('About us (draft)');
  await page.goto(`${site.url}/api/preview?secret=${SECRET}&path=/about`);
  await expect(page).toHaveURL(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
  expect(await page.locator('script[data-role="uniform-component-start"]').count()).toBe(0);

  const published = await request.get(`${site.url}/about`);
  expect(await published.text()).toContain('About Verdance Insurance');
  expect(published.headers()['x-nextjs-cache'] ?? 'prerendered').not.toBe('MISS');

  await page.goto(`${site.url}/api/preview/exit?path=/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Verdance Insurance');
});

test('the canvas editor frames the preview, hears ready, changes a composition and sees the page update', async ({
  page,
}) => {
  setAboutHeading('About Verdance Insurance');
  const src = `${site.url}/api/preview?secret=${SECRET}&path=/about&is_incontext_editing_mode=true`;
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(src)}`);
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('About Verdance Insurance');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { received: { type: string }[] }).received.map((message) => message.type),
      ),
    )
    .toContain('ready');
  expect(
    await frame.locator('script[data-role="uniform-component-start"][data-component-name="quoteHero"]').count(),
  ).toBe(1);
  expect(await frame.locator('script[data-role="uniform-component-end"]').count()).toBeGreaterThan(1);

  setAboutHeading('Edited in the canvas');
  await page.evaluate(() =>
    (window as unknown as { sendToPreview: (message: unknown) => void }).sendToPreview({
      type: 'editor-state-updated',
    }),
  );
  // In draft mode every link the page prefetches is rendered from Uniform too, and all of them share the one rate
  // limit (10 calls a second): the refresh waits its turn behind them.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Edited in the canvas', { timeout: 20_000 });
});

test('the revalidation webhook checks its secret or signature and plans from Uniform’s real events', async ({
  request,
}) => {
  const event = compositionPublished(ABOUT_COMPOSITION, 'about');
  expect((await request.post(`${site.url}/api/revalidate?secret=wrong`, { data: event })).status()).toBe(401);
  const forged = signedDelivery(`whsec_${Buffer.from('another key').toString('base64')}`, event);
  expect((await request.post(`${site.url}/api/revalidate`, forged)).status()).toBe(401);

  const unknown = await request.post(`${site.url}/api/revalidate`, {
    headers: { 'x-revalidate-secret': 'revalidate-secret' },
    data: ReleaseLaunchedDefinition.example,
  });
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual({ revalidated: false, paths: [], tags: [] });

  // That the page then shows the change is proven on a build made from the fake (uniform-build.spec.ts): this build's
  // pages were made from content/, so they carry no Uniform cache tags.
  const signed = await request.post(`${site.url}/api/revalidate`, signedDelivery(WEBHOOK_SECRET, event));
  expect(signed.status()).toBe(200);
  expect(await signed.json()).toEqual({
    revalidated: true,
    paths: [],
    tags: [`composition:${ABOUT_COMPOSITION}`, 'composition-slug:about'],
  });
});
