import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { RootComponentInstance } from '@uniformdev/canvas';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { editorStateUpdated, editorUpdate, startFakeCanvasEditor, type FakeCanvasEditor } from '../fakes/canvas-editor';
import { DRAFT } from '../fakes/uniform/store';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * A marketer's week on the stand-in Uniform API and the stand-in canvas, against the site's default build reading
 * Uniform at run time (issue 45): a draft edit previewed, a release previewed beside a plain draft in another tab,
 * editing in the canvas while junk traffic hits the site. (Pattern change, unpublish and a push from a stale checkout
 * have specs of their own.)
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 131;
const SECRET = 'marketer-week-preview-secret';
const SPRING_RELEASE = '9b2d4f6a-1c3e-4a5b-8d7f-0e2a4c6b8d1f';
/** Addresses bots try on any site, with and without a file extension; none is a page here. */
const JUNK = [
  '/wp-login.php',
  '/.env',
  '/wp-admin',
  '/admin/login',
  '/old-site/products',
  '/backup',
  '/cgi-bin/status',
];
let api: FakeUniformApi;
let editor: FakeCanvasEditor;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await startFakeUniformApi();
  editor = await startFakeCanvasEditor();
  site = await startSecondServer(PORT, {
    ...api.siteEnv,
    UNIFORM_PREVIEW_SECRET: SECRET,
    UNIFORM_CANVAS_ORIGIN: editor.url,
  });
});

test.afterAll(async () => {
  site?.stop();
  await editor?.close();
  await api?.close();
});

const h1 = (page: Page | FrameLocator) => page.getByRole('heading', { level: 1 });
const preview = (path: string, releaseId?: string) =>
  `${site.url}/api/preview?secret=${SECRET}&path=${encodeURIComponent(path)}${releaseId ? `&releaseId=${releaseId}` : ''}`;

/** Sets the page's hero heading (its first content component with a heading). */
const withHeading = (text: string) => (composition: Record<string, unknown>) => {
  const slots = composition.slots as Record<string, { parameters: Record<string, { type: string; value: unknown }> }[]>;
  slots.content!.find((component) => component.parameters.heading)!.parameters.heading = { type: 'text', value: text };
};

/** A marketer's Save (not Publish) in Uniform: the draft changes, the published page does not. */
function saveDraft(slug: string, change: (composition: Record<string, unknown>) => void) {
  const draft = [...api.project.compositions[DRAFT].values()].find((item) => item.composition._slug === slug);
  if (!draft) throw new Error(`no composition ${slug}`);
  change(draft.composition as unknown as Record<string, unknown>);
}

/** The composition as the open editor holds it (state 63, with component ids), as the canvas sends it. */
async function asTheEditorHoldsIt(slug: string): Promise<RootComponentInstance> {
  const query = `projectId=${api.siteEnv.UNIFORM_PROJECT_ID}&slug=${slug}&state=63&withComponentIDs=true`;
  const response = await fetch(`${api.url}/api/v1/canvas?${query}`, {
    headers: { 'x-api-key': api.siteEnv.UNIFORM_API_KEY! },
  });
  return ((await response.json()) as { composition: RootComponentInstance }).composition;
}

/** Requests for addresses no page has, `perSecond`, until stopped; what the site answered them. */
function junkTraffic(perSecond: number) {
  const answers: number[] = [];
  let sent = 0;
  const timer = setInterval(() => {
    // Each address asked once, as a scanner asks: none can be answered from a cache of earlier ones.
    const path = `${JUNK[sent % JUNK.length]}-${sent}`;
    sent += 1;
    fetch(`${site.url}${path}`, { redirect: 'manual' }).then(
      (response) => answers.push(response.status),
      () => answers.push(0),
    );
  }, 1000 / perSecond);
  return { answers, stop: () => clearInterval(timer) };
}

test('Monday: a saved draft is previewed; visitors still get the published page', async ({ page, request }) => {
  saveDraft('about', withHeading('About us, as drafted on Monday'));
  await page.goto(preview('/about'));
  await expect(h1(page)).toHaveText('About us, as drafted on Monday');
  const published = await (await request.get(`${site.url}/about`)).text();
  expect(published).toContain('About Verdance Insurance');
  expect(published).not.toContain('drafted on Monday');
});

test('Tuesday: the spring release in one tab beside the plain draft in another, each keeping its own', async ({
  context,
}) => {
  api.editInRelease(SPRING_RELEASE, 'about', withHeading('About us in the spring release'));
  const releaseTab = await context.newPage();
  const draftTab = await context.newPage();
  await releaseTab.goto(preview('/about', SPRING_RELEASE));
  await expect(h1(releaseTab)).toHaveText('About us in the spring release');
  await draftTab.goto(preview('/about'));
  await expect(h1(draftTab)).toHaveText('About us, as drafted on Monday');
  // Each tab reloaded after the other opened its preview: still its own.
  await releaseTab.reload();
  await expect(h1(releaseTab)).toHaveText('About us in the spring release');
  await releaseTab.goto(preview('/about', SPRING_RELEASE));
  await draftTab.reload();
  await expect(h1(draftTab)).toHaveText('About us, as drafted on Monday');
  await releaseTab.close();
  await draftTab.close();
});

test('Wednesday: editing in the canvas while junk traffic hits the site; every edit still shows', async ({ page }) => {
  const src = `${preview('/about')}&is_incontext_editing_mode=true`;
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(src)}`);
  const received = () => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received);
  await expect.poll(async () => (await received()).map((message) => message.type)).toContain('ready');
  const frame = page.frameLocator('#preview');
  const send = (message: object) =>
    page.evaluate((m) => (window as unknown as { sendToPreview: (m: object) => void }).sendToPreview(m), message);

  // 20 new junk addresses a second (issue 45, item 4): before reads already cached skipped the Uniform limit, each
  // not-found page's frame took places in it, the queue only grew, and the refresh below never showed.
  const junk = junkTraffic(20);
  try {
    // An edit as the canvas reports it: the edited composition (rendered in place) and the editor's state changed.
    api.editInCanvas('about', withHeading('About us, edited on Wednesday'));
    for (const message of editorUpdate(await asTheEditorHoldsIt('about'), SECRET)) await send(message);
    await expect(h1(frame)).toHaveText('About us, edited on Wednesday', { timeout: 30_000 });
    // The RSC client's refresh alone: the page re-rendered from the editor's state in Uniform.
    api.editInCanvas('about', withHeading('About us, refreshed on Wednesday'));
    await send(editorStateUpdated());
    await expect(h1(frame)).toHaveText('About us, refreshed on Wednesday', { timeout: 30_000 });
  } finally {
    junk.stop();
  }
  // The junk was answered as visitors would see it: not found, never an error.
  expect(junk.answers.length).toBeGreaterThan(20);
  expect(junk.answers.filter((status) => status !== 404)).toEqual([]);
  api.editInCanvas('about', () => {});
});
