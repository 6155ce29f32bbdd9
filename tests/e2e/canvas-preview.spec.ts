import { expect, test, type Frame, type Page, type Request } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import {
  editorStateUpdated,
  startFakeCanvasEditor,
  updateCompositionInternal,
  type FakeCanvasEditor,
} from '../fakes/canvas-editor';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { ReleaseLaunchedDefinition } from '@uniformdev/webhooks';
import { compositionPublished, signedDelivery } from '../support/uniform-events';
import { version as sdkVersion, type RootComponentInstance } from '@uniformdev/canvas';

/** The site as Uniform's canvas sees it: uniform source on a fake Uniform API, preview secret and webhook secrets set. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 92;
const SECRET = 'preview-secret-for-tests';
const WEBHOOK_SECRET = `whsec_${Buffer.from('webhook signing key for tests').toString('base64')}`;
const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
let api: FakeUniformApi;
let editor: FakeCanvasEditor;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await startFakeUniformApi();
  editor = await startFakeCanvasEditor();
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

const lastOfType = async (page: Page, type: string) =>
  (await received(page)).filter((message) => message.type === type).at(-1);

/** The canvas heard what was typed in place: its last parameter update names the component, parameter and text. */
const expectParameterUpdate = (page: Page, componentId: unknown, parameterId: string, value: unknown) =>
  expect
    .poll(() => lastOfType(page, 'update-component-parameter'))
    .toEqual({ type: 'update-component-parameter', componentId, parameterId, value });

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

test('the preview route answers as the official handler does: slug, parameters passed on, preflight, probes', async ({
  request,
}) => {
  const preview = (query: string, headers: Record<string, string> = {}) =>
    request.get(`${site.url}/api/preview?secret=${SECRET}&${query}`, { maxRedirects: 0, headers });
  const bySlug = await preview('slug=/claims&locale=en-US&releaseId=r-42&utm_source=canvas');
  expect(bySlug.status()).toBe(307);
  expect(bySlug.headers().location).toBe('/claims?releaseId=r-42&utm_source=canvas');
  // Editing only from the canvas: the flag is dropped for any other referrer.
  const elsewhere = await preview('path=/about&is_incontext_editing_mode=true', { referer: 'https://evil.example/' });
  expect(elsewhere.headers().location).toBe('/about');
  expect(elsewhere.headers()['set-cookie']).not.toContain('uniform_editing=1');
  const fromCanvas = await preview('path=/about&is_incontext_editing_mode=true', { referer: `${editor.url}/` });
  expect(fromCanvas.headers().location).toBe('/about?is_incontext_editing_mode=true');
  expect((await preview('path=/about', { 'sec-fetch-mode': 'no-cors' })).status()).toBe(204);
  const preflight = await request.fetch(`${site.url}/api/preview?is_config_check=true`, {
    method: 'OPTIONS',
    headers: { origin: editor.url, 'access-control-request-method': 'GET' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(editor.url);
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

type Message = { type: string; [key: string]: unknown };
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received);
const sendToPreview = (page: Page, message: object) =>
  page.evaluate((m) => (window as unknown as { sendToPreview: (message: unknown) => void }).sendToPreview(m), message);
const editingSrc = (path: string) =>
  `${site.url}/api/preview?secret=${SECRET}&path=${encodeURIComponent(path)}&is_incontext_editing_mode=true`;

/** Opens `path` framed in the fake canvas and waits for the preview's ready message; the framed page. */
async function openInCanvas(page: Page, path: string) {
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(editingSrc(path))}`);
  await expect.poll(async () => (await received(page)).map((message) => message.type)).toContain('ready');
  return page.frameLocator('#preview');
}

/** Every component start marker of the framed page: its id, name and parent. */
const startMarkers = (frame: Frame) =>
  frame.locator('script[data-role="uniform-component-start"]').evaluateAll((markers) =>
    markers.map((marker) => ({
      id: marker.getAttribute('data-component-id'),
      name: marker.getAttribute('data-component-name'),
      parent: marker.getAttribute('data-parent-id'),
    })),
  );

test('the canvas frames the preview: embed script, markers with ids, live unsaved edits, selection, in-place editing', async ({
  page,
}) => {
  setAboutHeading('About Verdance Insurance');
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(editingSrc('/about'))}`);
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('About Verdance Insurance');
  // The page said it is ready as the SDK's UniformScript does (its package version included), with the SDK's flag
  // set and the embed script loaded from the canvas host; nothing but the SDK's message types crossed the channel.
  await expect.poll(async () => (await received(page)).map((message) => message.type)).toContain('ready');
  expect((await received(page)).find((message) => message.type === 'ready')).toEqual({
    type: 'ready',
    framework: 'React',
    version: 2,
    rsc: true,
    canvasPackageVersion: sdkVersion,
  });
  const previewFrame = page.frame({ url: /\/about/ })!;
  expect(
    await previewFrame.evaluate(() => ({
      flag: window.__UNIFORM_CONTEXTUAL_EDITING__,
      src: document.getElementById('uniform-canvas-preview-script')?.getAttribute('src'),
    })),
  ).toEqual({
    flag: { framework: 'React', version: 2, canvasPackageVersion: sdkVersion },
    src: `${editor.url}/files/canvas-in-context-embed/index.js`,
  });

  // Every component carries its id, and all belong to the one composition open in the canvas: the page's.
  const markers = await startMarkers(previewFrame);
  expect(markers.every((marker) => marker.id)).toBe(true);
  expect(markers.filter((marker) => !marker.parent).map((marker) => marker.id)).toEqual([ABOUT_COMPOSITION]);
  expect(markers.some((marker) => marker.name === 'quoteHero')).toBe(true);
  expect(await frame.locator('script[data-role="uniform-component-end"]').count()).toBe(markers.length);

  // The editor's unsaved state (63) shows live; the saved draft is untouched.
  api.editInCanvas('about', (composition) => {
    const slots = composition.slots as Record<
      string,
      { parameters: Record<string, { type: string; value: unknown }> }[]
    >;
    slots.content!.find((component) => component.parameters.heading)!.parameters.heading!.value =
      'Unsaved in the canvas';
  });
  const sentAt = Date.now();
  await sendToPreview(page, editorStateUpdated());
  // In draft mode every link the page prefetches is rendered from Uniform too, and all of them share the one rate
  // limit (10 calls a second): the refresh waits its turn behind them.
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Unsaved in the canvas', { timeout: 20_000 });
  // Reported, never asserted: how long an editor update takes to show (a full re-render from Uniform).
  console.log(`canvas update to updated preview: ${Date.now() - sentAt} ms`);

  // Selecting the heading selects its component (found by the markers), and the text edits in place.
  const text = heading.locator('[data-uniform-parameter-id="heading"]');
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  const componentId = await text.getAttribute('data-uniform-component-id');
  await expect.poll(async () => (await lastOfType(page, 'select-component'))?.id).toBe(componentId);
  await text.press('End');
  await text.pressSequentially(' today');
  await expect(heading).toHaveText('Unsaved in the canvas today');
  await expectParameterUpdate(page, componentId, 'heading', 'Unsaved in the canvas today');
});

const heroHeading = (text: string) => (composition: Record<string, unknown>) => {
  const slots = composition.slots as Record<string, { parameters: Record<string, { type: string; value: unknown }> }[]>;
  slots.content!.find((component) => component.parameters.heading)!.parameters.heading!.value = text;
};

/** /about in the canvas with its heading, published and as the editor holds it, 'About Verdance Insurance'. */
function openAboutInCanvas(page: Page) {
  setAboutHeading('About Verdance Insurance');
  api.editInCanvas('about', heroHeading('About Verdance Insurance'));
  return openInCanvas(page, '/about');
}

/** A server re-render of the framed /about (an RSC request that is not a link's prefetch). */
const isAboutRefresh = (request: Request) =>
  request.headers().rsc === '1' &&
  !request.headers()['next-router-prefetch'] &&
  new URL(request.url()).pathname === '/about';

test('typing in place survives the editor’s updates: the refresh waits for blur, as the SDK’s client does', async ({
  page,
}) => {
  const frame = await openAboutInCanvas(page);
  const text = frame.getByRole('heading', { level: 1 }).locator('[data-uniform-parameter-id="heading"]');
  await text.click();
  await text.press('End');

  // Every server re-render of the framed page from here on (an RSC request), in order with the test's own steps.
  const steps: string[] = [];
  page.on('request', (request) => {
    if (isAboutRefresh(request)) steps.push('refresh');
  });
  await text.pressSequentially(' for');
  // The canvas reports its state changed (the marketer's own keystrokes, as the real canvas does) mid-typing.
  api.editInCanvas('about', heroHeading('About Verdance Insurance for'));
  await sendToPreview(page, editorStateUpdated());
  await text.pressSequentially(' growers');
  await expect(text).toHaveText('About Verdance Insurance for growers');
  steps.push('blur');
  api.editInCanvas('about', heroHeading('About Verdance Insurance for growers'));
  const refreshed = page.waitForRequest(isAboutRefresh);
  await text.evaluate((element: HTMLElement) => element.blur());
  await refreshed;
  expect(steps).toEqual(['blur', 'refresh']);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('About Verdance Insurance for growers');
});

test('an empty slot is a drop target in the canvas: a component added there shows after the editor’s update', async ({
  page,
}) => {
  type Slots = Record<string, unknown[]>;
  let removed: unknown[] = [];
  api.editInCanvas('about', (composition) => {
    const slots = composition.slots as Slots;
    removed = slots.content!;
    slots.content = [];
  });
  const frame = await openInCanvas(page, '/about');
  const target = frame.locator('main script[data-is-placeholder="true"] + *');
  expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(32);
  await target.click();
  const pageId = await frame
    .locator('main script[data-role="uniform-component-start"]')
    .first()
    .getAttribute('data-component-id');
  await expect
    .poll(async () => (await received(page)).filter((message) => message.type === 'add-component').at(-1))
    .toEqual({ type: 'add-component', parentId: pageId, slotName: 'content', index: 0 });

  // The editor puts the chosen component in its state and says so; the page shows it.
  api.editInCanvas('about', (composition) => {
    (composition.slots as Slots).content = removed.slice(0, 1);
  });
  await sendToPreview(page, editorStateUpdated());
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(frame.locator('main script[data-is-placeholder="true"]')).toHaveCount(0);
  api.editInCanvas('about', () => {});
});

/** The about page as the canvas holds it (its saved draft, component ids included), to edit and send. */
async function aboutAsTheCanvasHoldsIt(): Promise<RootComponentInstance> {
  const response = await fetch(
    `${api.url}/api/v1/canvas?projectId=test-project&slug=about&state=0&withComponentIDs=true`,
    {
      headers: { 'x-api-key': 'test-key' },
    },
  );
  return ((await response.json()) as { composition: RootComponentInstance }).composition;
}

/** The canvas' `update-composition-internal` (the SDK's channel): the composition, its hash with the preview secret. */
const updateComposition = (composition: RootComponentInstance, secret = SECRET, eventTimestamp?: number) =>
  updateCompositionInternal(composition, secret, eventTimestamp);

test('the editing helper: an edited composition the canvas sends shows in place, without a refresh; a bad answer shows the error and keeps the last render', async ({
  page,
}) => {
  const frame = await openAboutInCanvas(page);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('About Verdance Insurance');

  // Before: the editor's state changes and the page re-renders from Uniform (a full refresh). Reported, never asserted.
  const refreshTimes: number[] = [];
  for (const text of ['Refreshed once', 'Refreshed twice', 'Refreshed three times']) {
    api.editInCanvas('about', heroHeading(text));
    const sentAt = Date.now();
    await sendToPreview(page, editorStateUpdated());
    await expect(heading).toHaveText(text, { timeout: 20_000 });
    refreshTimes.push(Date.now() - sentAt);
  }

  // After: the canvas sends the edited composition and its hash; the page posts both to the helper and renders the
  // answer in place, without a page refresh. Uniform's editor state still holds the last refreshed heading, so each
  // typed heading can only have come from the composition the canvas sent.
  const composition = await aboutAsTheCanvasHoldsIt();
  let refreshes = 0;
  const helperPosts: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (isAboutRefresh(request) && !request.headers()['next-action']) refreshes += 1;
    if (request.method() === 'POST' && request.url().endsWith('/api/preview/enhance'))
      helperPosts.push(request.headers());
  });
  const helperTimes: number[] = [];
  for (const text of ['Typed once', 'Typed twice', 'Typed three times']) {
    heroHeading(text)(composition as unknown as Record<string, unknown>);
    const sentAt = Date.now();
    await sendToPreview(page, updateComposition(composition));
    await expect(heading).toHaveText(text, { timeout: 20_000 });
    helperTimes.push(Date.now() - sentAt);
  }
  // The canvas' messages can cross: an edit made earlier arriving after a later one is dropped, as canvas-react drops it.
  const postsBeforeLateEdits = helperPosts.length;
  const typedAt = Date.now();
  heroHeading('Typed last')(composition as unknown as Record<string, unknown>);
  await sendToPreview(page, updateComposition(composition, SECRET, typedAt));
  await expect(heading).toHaveText('Typed last', { timeout: 20_000 });
  heroHeading('Typed before, arriving late')(composition as unknown as Record<string, unknown>);
  await sendToPreview(page, updateComposition(composition, SECRET, typedAt - 500));
  heroHeading('Typed three times')(composition as unknown as Record<string, unknown>);
  await sendToPreview(page, updateComposition(composition, SECRET, typedAt + 500));
  await expect(heading).toHaveText('Typed three times', { timeout: 20_000 });
  expect(helperPosts.length - postsBeforeLateEdits).toBe(2);
  console.log(`keystroke to updated preview, full refresh: ${refreshTimes.join(', ')} ms`);
  console.log(`keystroke to updated preview, editing helper: ${helperTimes.join(', ')} ms`);
  expect(refreshes).toBe(0);
  // The site's own client signs each post with its pass (docs/security.md#the-editing-helper).
  expect(helperPosts.length).toBeGreaterThanOrEqual(3);
  for (const headers of helperPosts) expect(headers['x-editing-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  // The live render is an editing render: the text keeps the SDK's attributes, the page's markers stay.
  const text = heading.locator('[data-uniform-parameter-id="heading"]');
  await expect(text).toHaveAttribute('data-uniform-parameter-value', 'Typed three times');
  expect((await text.getAttribute('data-uniform-component-id')) ?? '').not.toBe('');
  await expect(frame.locator('main script[data-role="uniform-component-start"]').first()).toHaveAttribute(
    'data-component-id',
    composition._id,
  );

  // A composition hashed with another secret: the helper refuses it, the page says so and keeps its last render.
  heroHeading('Forged in another project')(composition as unknown as Record<string, unknown>);
  await sendToPreview(page, updateComposition(composition, 'not the preview secret', typedAt + 1_000));
  await expect(frame.getByRole('alert').filter({ hasText: 'Error reading enhanced composition' })).toHaveText(
    'Error reading enhanced composition',
  );
  await expect(heading).toHaveText('Typed three times');
  api.editInCanvas('about', heroHeading('About Verdance Insurance'));
});

test('a link is edited as a marketer edits it: its label in place, its target and new tab from the canvas’ link picker', async ({
  page,
}) => {
  const frame = await openAboutInCanvas(page);
  // The hero's first link (a navigationLink in its links slot); the page links to the agents twice.
  const linkId = 'f79bea6a-1eac-5e8f-b64f-21ed6393e21e';
  const label = frame.locator(`[data-uniform-component-id="${linkId}"][data-uniform-parameter-id="label"]`);
  const heroLink = frame.locator('main a', { has: label });
  await expect(heroLink).toHaveAttribute('href', '/about/agents');
  await expect(label).toHaveText('Meet our agents');
  await expect(label).toHaveAttribute('contenteditable', 'true');
  await frame.locator('main').evaluate((main) => main.addEventListener('click', (event) => event.preventDefault()));
  await label.click();
  await label.press('End');
  await label.pressSequentially(' today');
  await expectParameterUpdate(page, linkId, 'label', 'Meet our agents today');
  await label.evaluate((element: HTMLElement) => element.blur());

  // The picker's choice: another page of the project map, opened in a new tab. The canvas sends the composition.
  const composition = await aboutAsTheCanvasHoldsIt();
  type Link = { _id: string; parameters: Record<string, { type: string; value: unknown }> };
  const hero = (composition.slots!.content as unknown as { slots: { links: Link[] } }[])[0]!;
  const link = hero.slots.links.find((candidate) => candidate._id === linkId)!;
  link.parameters.label = { type: 'text', value: 'Meet our agents today' };
  link.parameters.link = {
    type: 'link',
    value: {
      type: 'projectMapNode',
      nodeId: 'a5f8a5aa-ccae-45f8-8cf1-d234800e9f2f',
      path: '/why-verdance/testimonials',
      projectMapId: 'fcc0b9f4-8d3b-42ab-b4b0-566f11d26ec6',
    },
  };
  link.parameters.openInNewTab = { type: 'checkbox', value: true };
  await sendToPreview(page, updateComposition(composition));
  await expect(label).toHaveText('Meet our agents today', { timeout: 20_000 });
  await expect(heroLink).toHaveAttribute('href', '/why-verdance/testimonials');
  await expect(heroLink).toHaveAttribute('target', '_blank');
  await expect(heroLink).toHaveAttribute('rel', /noopener/);
  api.editInCanvas('about', heroHeading('About Verdance Insurance'));
});

test('an article is edited in place like a page: its title carries the entry’s attributes and its unsaved state shows', async ({
  page,
}) => {
  const ARTICLE_ENTRY = '00046d97-10ef-5729-8cc7-2798fbe9a361';
  const article = '/learning-center/business-tips/keeping-records-that-speed-claims';
  const frame = await openInCanvas(page, article);
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Records that make a claim faster');
  const title = heading.locator('[data-uniform-parameter-id="title"]');
  await expect(title).toHaveAttribute('data-uniform-component-id', ARTICLE_ENTRY);
  await expect(title).toHaveAttribute('contenteditable', 'true');
  // The author's name and a body block's call-to-action label are edited in place too, the label with its block's id.
  const author = frame.locator('[data-author] [data-uniform-parameter-id="authorName"]');
  await expect(author).toHaveText('Hank Delacroix');
  await expect(author).toHaveAttribute('data-uniform-component-id', ARTICLE_ENTRY);
  const ctaLabel = frame
    .getByRole('link', { name: 'How to report a claim' })
    .locator('[data-uniform-parameter-id="ctaLabel"]');
  await expect(ctaLabel).toHaveAttribute('data-uniform-component-id', '5931e34e-a1d5-59de-8521-9322a911afb4');
  await expect(ctaLabel).toHaveAttribute('contenteditable', 'true');

  // Typed in place: the canvas hears it as the SDK's parameter update, for the entry's title.
  await title.click();
  await expect.poll(async () => (await lastOfType(page, 'select-component'))?.id).toBe(ARTICLE_ENTRY);
  // The end of the title, not of its first line (a long title wraps).
  await title.press('Control+End');
  await title.pressSequentially(' today');
  await expectParameterUpdate(page, ARTICLE_ENTRY, 'title', 'Records that make a claim faster today');
  await title.evaluate((element: HTMLElement) => element.blur());

  // The editor holds the change unsaved and says its state changed: the article shows it.
  api.editEntryInCanvas(ARTICLE_ENTRY, (entry) => {
    entry.fields!.title = { type: 'text', value: 'Records that settle a claim sooner' };
  });
  await sendToPreview(page, editorStateUpdated());
  await expect(heading).toHaveText('Records that settle a claim sooner', { timeout: 20_000 });
  // A plain preview of the article (no editing) still shows the saved draft.
  const plain = await page.context().newPage();
  await plain.goto(`${site.url}${article}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Records that make a claim faster');
  expect(await plain.locator('[data-uniform-parameter-id]').count()).toBe(0);
  await plain.close();
  api.editEntryInCanvas(ARTICLE_ENTRY, () => {});
});

test('a click on the header or the footer never reports a component outside the composition open in the canvas', async ({
  page,
}) => {
  const frame = await openInCanvas(page, '/about');
  const pageIds = await frame
    .locator('main script[data-role="uniform-component-start"]')
    .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-component-id')));
  // Clicks without following a link: the embed script listens for them on the document.
  await frame.locator('header').first().dispatchEvent('click');
  await frame.locator('footer').last().dispatchEvent('click');
  await frame.locator('main h1').dispatchEvent('click');
  await expect
    .poll(async () => (await received(page)).filter((message) => message.type === 'select-component').length)
    .toBeGreaterThan(0);
  const selected = (await received(page)).filter((message) => message.type === 'select-component');
  expect(selected.filter((message) => !pageIds.includes(message.id as string))).toEqual([]);
});

const HEADER_COMPOSITION = '8ea0be45-ab7c-5686-826f-eaeaf3caa3a5';
const FOOTER_COMPOSITION = 'ad5ceab7-124a-5ac7-87f0-cfe82e12d9d9';

/** How many start markers of the framed page's HTML (the server's, <noscript> copies included) carry each id. */
async function markersPerId(page: Page, frame: Frame): Promise<Record<string, number>> {
  const html = await (await page.context().request.get(frame.url())).text();
  const counts: Record<string, number> = {};
  for (const [, id] of html.matchAll(/data-role="uniform-component-start"[^>]*?data-component-id="([^"]+)"/g)) {
    counts[id!] = (counts[id!] ?? 0) + 1;
  }
  return counts;
}

/** The site's page in the canvas' frame. */
const framedPreview = (page: Page) => page.frames().find((frame) => frame.url().startsWith(`${site.url}/`))!;

/** The canvas keeps a click in the preview from following a link: it selects the component instead. */
const clicksSelectOnly = (frame: Frame) =>
  frame.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), true));

/**
 * Opens a site part's own composition (the header or the footer) in the canvas, and checks the page around it: a real
 * page (the home page's heading) whose markers and editable texts all belong to that part, each component marked once.
 */
async function openSitePartInCanvas(page: Page, src: string, part: { id: string; tag: 'header' | 'footer' }) {
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(src)}`);
  await expect.poll(async () => (await received(page)).map((message) => message.type)).toContain('ready');
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  const previewFrame = framedPreview(page);
  const markers = await startMarkers(previewFrame);
  expect(markers.filter((marker) => !marker.parent).map((marker) => marker.id)).toEqual([part.id]);
  expect(await frame.locator('main script[data-role="uniform-component-start"]').count()).toBe(0);
  const otherPart = part.tag === 'header' ? 'footer' : 'header';
  expect(
    await frame.locator(`main [data-uniform-parameter-id], ${otherPart} [data-uniform-parameter-id]`).count(),
  ).toBe(0);
  // Header links are drawn in the desktop bar and in the phone menu, but their markers appear once.
  const counts = await markersPerId(page, previewFrame);
  expect(Object.keys(counts)).toContain(part.id);
  expect(Object.entries(counts).filter(([, count]) => count !== 1)).toEqual([]);
  await clicksSelectOnly(previewFrame);
  return { frame, markers };
}

test('the header composition opened in the canvas: a page shell whose header alone carries its markers; a link is selected and its label edited in place', async ({
  page,
}) => {
  // A composition without a page of its own, as the canvas names it: its slug and id.
  const src = `${site.url}/api/preview?secret=${SECRET}&slug=global-header&id=${HEADER_COMPOSITION}&is_incontext_editing_mode=true`;
  const { frame, markers } = await openSitePartInCanvas(page, src, { id: HEADER_COMPOSITION, tag: 'header' });

  // A main link is selected by a click, and its label is typed in place.
  const insurance = frame.locator('header nav').getByRole('link', { name: 'Insurance', exact: true });
  const linkId = await insurance
    .locator('[data-uniform-parameter-id="label"]')
    .getAttribute('data-uniform-component-id');
  expect(markers.map((marker) => marker.id)).toContain(linkId);
  // Found by its component, as the link's name changes while it is typed.
  const label = frame.locator(`header [data-uniform-component-id="${linkId}"][data-uniform-parameter-id="label"]`);
  await expect(label).toHaveAttribute('contenteditable', 'true');
  await label.click();
  await expect.poll(async () => (await lastOfType(page, 'select-component'))?.id).toBe(linkId);
  await label.press('End');
  await label.pressSequentially(' cover');
  await expectParameterUpdate(page, linkId, 'label', 'Insurance cover');
  await label.evaluate((element: HTMLElement) => element.blur());

  // The editor holds the header unsaved and says so: the header shows it.
  api.editInCanvas('global-header', (composition) => {
    type Parameter = { value?: unknown; locales?: Record<string, unknown> };
    const links = (composition.slots as Record<string, { parameters: Record<string, Parameter> }[]>).mainLinks!;
    // The header's labels are localized (Uniform's `locales`): the editor changes the English value.
    const label = links[0]!.parameters.label!;
    if (label.locales) label.locales['en-US'] = 'All insurance';
    else label.value = 'All insurance';
  });
  await sendToPreview(page, editorStateUpdated());
  await expect(frame.locator('header nav').getByRole('link', { name: 'All insurance', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  api.editInCanvas('global-header', () => {});
});

test('the footer composition opened in the canvas: its links and texts are selected and edited in place, the page around it is plain', async ({
  page,
}) => {
  // As the canvas' playground names it: by id.
  const src = `${site.url}/api/preview?secret=${SECRET}&id=${FOOTER_COMPOSITION}&is_incontext_editing_mode=true&is_incontext_editing_playground=true`;
  const { frame, markers } = await openSitePartInCanvas(page, src, { id: FOOTER_COMPOSITION, tag: 'footer' });

  const florists = frame.locator('footer').getByRole('link', { name: 'Florists', exact: true });
  const label = florists.locator('[data-uniform-parameter-id="label"]');
  const linkId = await label.getAttribute('data-uniform-component-id');
  expect(markers.map((marker) => marker.id)).toContain(linkId);
  await label.click();
  await expect.poll(async () => (await lastOfType(page, 'select-component'))?.id).toBe(linkId);

  const description = frame.locator('footer [data-uniform-parameter-id="description"]');
  await expect(description).toHaveAttribute('data-uniform-component-id', FOOTER_COMPOSITION);
  await description.click();
  await expect.poll(async () => (await lastOfType(page, 'select-component'))?.id).toBe(FOOTER_COMPOSITION);
  // The end of the text, not of its first line (the description wraps).
  await description.press('Control+End');
  await description.pressSequentially(' Always.');
  const typed = await description.textContent();
  expect(typed?.endsWith(' Always.')).toBe(true);
  await expectParameterUpdate(page, FOOTER_COMPOSITION, 'description', typed);
});

test('editing belongs to the canvas frame’s request: another tab’s preview neither gets markers nor takes them', async ({
  page,
  context,
}) => {
  await openInCanvas(page, '/about');
  expect((await startMarkers(page.frame({ url: /\/about/ })!)).length).toBeGreaterThan(0);

  // A plain preview in another tab of the same browser (same draft cookie): drafts, no editing.
  const other = await context.newPage();
  await other.goto(`${site.url}/about`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await startMarkers(other.mainFrame())).toEqual([]);
  expect(await other.locator('#uniform-canvas-preview-script, [data-uniform-parameter-id]').count()).toBe(0);
  await other.goto(`${site.url}/api/preview?secret=${SECRET}&path=/florist-insurance`);
  expect(await startMarkers(other.mainFrame())).toEqual([]);

  // The canvas frame keeps its markers when it reloads after that.
  const framed = page.frame({ url: /\/about/ })!;
  await framed.goto(framed.url());
  expect((await startMarkers(framed)).length).toBeGreaterThan(0);
  await other.close();
});

test('a release previewed in one tab, a plain draft in another: each keeps its own content after the other loads, and the release follows its own tab’s links', async ({
  context,
}) => {
  const releaseId = '7c1e9a4b-3d2f-4e6a-9b8c-5f0a1d2e3c4b';
  setAboutHeading('About us (draft)');
  api.editInRelease(releaseId, 'about', heroHeading('About us in the spring release'));
  api.editInRelease(releaseId, 'about--agents', heroHeading('Agents in the spring release'));
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const previewIn = (page: Page, release: string) =>
    page.goto(`${site.url}/api/preview?secret=${SECRET}&path=/about${release && `&releaseId=${release}`}`);
  const release = await context.newPage();
  const draft = await context.newPage();

  await previewIn(release, releaseId);
  await expect(h1(release)).toHaveText('About us in the spring release');
  await previewIn(draft, '');
  await expect(h1(draft)).toHaveText('About us (draft)');
  await release.reload();
  await expect(h1(release)).toHaveText('About us in the spring release');
  await previewIn(release, releaseId);
  await draft.reload();
  await expect(h1(draft)).toHaveText('About us (draft)');

  // Along the release tab's own links (the client router's navigation), there and back: still the release. Each draft
  // render reads Uniform through the one rate limit, behind the pages the tab prefetches: a generous wait.
  await release.locator('main a[href="/about/agents"]').first().click();
  await expect(h1(release)).toHaveText('Agents in the spring release', { timeout: 30_000 });
  await release.locator('a[href="/about"]:visible').first().click();
  await expect(h1(release)).toHaveText('About us in the spring release', { timeout: 30_000 });
  await expect(release).toHaveURL(`${site.url}/about?releaseId=${releaseId}`);
  // The plain tab's links lead to plain drafts.
  await draft.locator('main a[href="/about/agents"]').first().click();
  await expect(h1(draft)).toHaveText('Our account executives', { timeout: 30_000 });
  await expect(draft).toHaveURL(`${site.url}/about/agents`);
  await release.close();
  await draft.close();
  setAboutHeading('About Verdance Insurance');
});

test('an article in the canvas speaks the channel: the SDK’s ready and the embed script', async ({ page }) => {
  const article = '/learning-center/business-tips/keeping-records-that-speed-claims';
  await openInCanvas(page, article);
  await expect(page.frameLocator('#preview').locator('#uniform-canvas-preview-script')).toHaveCount(1);
  expect((await received(page)).filter((message) => message.type === 'unknown-message')).toEqual([]);
});

test('in the canvas every component of home, an insurance page and a listing has its id, under one root', async ({
  page,
}) => {
  for (const path of ['/', '/florist-insurance', '/learning-center']) {
    await page.goto(editingSrc(path), { referer: `${editor.url}/` });
    const markers = await startMarkers(page.mainFrame());
    expect(markers.length, path).toBeGreaterThanOrEqual(2);
    expect(markers.filter((marker) => !marker.parent).length, path).toBe(1);
    expect(
      markers.filter((marker) => !marker.id),
      path,
    ).toEqual([]);
    expect(await page.locator('[data-uniform-parameter-id]').count(), path).toBeGreaterThan(0);
  }
});

test('the canvas’ configuration check and playground: a pattern and an entry alone', async ({ page, request }) => {
  const check = await request.get(`${site.url}/api/preview?is_config_check=true`);
  expect(check.status()).toBe(200);
  expect(await check.json()).toEqual({ hasPlayground: true, isUsingCustomFullPathResolver: false });

  const pattern = {
    _id: 'a6d0c3c1-8e4e-4b8e-9f0c-5b1f7d1e2a90',
    _name: 'Customer quote',
    type: 'quote',
    parameters: { quote: { type: 'text', value: 'A quote kept as a pattern' } },
  };
  const put = await request.put(`${api.url}/api/v1/canvas`, {
    data: { projectId: 'test-project', state: 0, pattern: true, composition: pattern },
  });
  expect(put.ok()).toBe(true);
  const playground = (id: string) =>
    `${site.url}/api/preview?secret=${SECRET}&id=${id}&is_incontext_editing_mode=true&is_incontext_editing_playground=true`;
  await page.goto(playground(pattern._id), { referer: `${editor.url}/` });
  await expect(page).toHaveURL(new RegExp(`/uniform-playground/${pattern._id}\\?`));
  await expect(page.getByText('A quote kept as a pattern')).toBeVisible();
  expect((await startMarkers(page.mainFrame())).map((marker) => marker.id)).toContain(pattern._id);

  // An entry (a blog post) previews as its article, in draft.
  await page.goto(playground('00046d97-10ef-5729-8cc7-2798fbe9a361'), { referer: `${editor.url}/` });
  await expect(page).toHaveURL(/\/learning-center\/business-tips\/keeping-records-that-speed-claims\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records that make a claim faster');

  // Outside preview the playground does not exist.
  const outside = await request.get(`${site.url}/uniform-playground/${pattern._id}`);
  expect(outside.status()).toBe(404);
});

test('outside preview no page carries a marker, an editing attribute or the embed script', async ({ request }) => {
  for (const path of ['/', '/about', '/florist-insurance', '/learning-center']) {
    const html = await (await request.get(`${site.url}${path}`)).text();
    expect(html, path).not.toMatch(/uniform-component-start|data-uniform-|data-is-readonly|canvas-in-context-embed/);
  }
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
    tags: [`composition:${ABOUT_COMPOSITION}`, `pattern:${ABOUT_COMPOSITION}`, 'composition-slug:about'],
  });
});
