import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startFakeCanvasEditor, type FakeCanvasEditor } from '../fakes/canvas-editor';
import { startSecondServer, type SecondServer } from '../support/second-server';

/** The content-health panel in the stand-in canvas: the site reads a fake Uniform API with previews on. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 94;
const SECRET = 'preview-secret-for-tests';
let api: FakeUniformApi;
let editor: FakeCanvasEditor;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

const text = (value: string) => ({ type: 'text', value });
const select = (value: string) => ({ type: 'select', value });
const words =
  'Notwithstanding contemporaneous institutional considerations, comprehensive organizational administrative ' +
  'responsibilities necessitate extraordinarily sophisticated interdisciplinary documentation and multidimensional ' +
  'operational accountability, international regulatory interpretation, environmental sustainability evaluation, ' +
  'occupational qualification verification and infrastructural modernization authorization';
const richText = (paragraph: string) => ({
  type: 'richText',
  value: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: paragraph }] }] } },
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** One problem of each kind, each in its own component of the About page (ids 1 to 7). */
const PLANTED = [
  { _id: id(1), type: 'pageIntro', parameters: { heading: text('A second top heading'), headingType: select('h1') } },
  {
    _id: id(2),
    type: 'textOnly',
    parameters: { heading: text('Deep down'), headingType: select('h6'), content: richText(`${words} and ${words}.`) },
  },
  {
    _id: id(3),
    type: 'callout',
    parameters: {
      heading: text('Call'),
      headingType: select('h2'),
      cta: { type: 'link', value: { type: 'projectMapNode', nodeId: id(99), path: '/gone' } },
      ctaLabel: text('Click here'),
    },
  },
  {
    _id: id(4),
    type: 'textPlusImage',
    parameters: {
      media: {
        type: 'asset',
        value: [
          {
            _id: id(40),
            type: 'image',
            fields: {
              url: { type: 'text', value: '/images/heroes/about.jpg' },
              width: { type: 'number', value: 4000 },
            },
          },
        ],
      },
    },
  },
  { _id: id(5), type: 'testimonial', parameters: { quote: text(''), quoteSource: text('A grower') } },
  {
    _id: id(6),
    type: 'textPlusImageWithSubheading',
    parameters: {
      subHeading: text('The colour of money'),
      subHeadingType: select('p'),
      subheaderFontColor: select('terracotta'),
      backgroundColor: select('green'),
    },
  },
];

/** What the panel lists for the About page: each once (`component · parameter` and the message's start). */
const EXPECTED = [
  ['Page intro', 'headingType', 'page has 2 h1 headings'],
  ['Text only', 'headingType', 'h6 follows'],
  ['Text only', 'content', 'reads at grade'],
  ['Callout', 'cta', 'links to /gone that does not exist'],
  ['Callout', 'ctaLabel', 'link text "Click here" says nothing'],
  ['Text plus image', 'media', 'image has no alt text'],
  ['Text plus image', 'media', 'image source is 4000 px wide'],
  ['Testimonial', 'quote', 'is required and empty'],
  ['Text plus image with subheading', 'subheaderFontColor', 'contrast'],
  ['Text plus image with subheading', 'subHeading', 'British spelling "colour"'],
  ['Page', 'seoTitle', 'page title is 76 characters'],
  ['Page', 'seoDescription', 'the same as /'],
];

test.beforeAll(async () => {
  api = await startFakeUniformApi();
  editor = await startFakeCanvasEditor();
  site = await startSecondServer(PORT, {
    ...api.siteEnv,
    UNIFORM_PREVIEW_SECRET: SECRET,
    UNIFORM_CANVAS_ORIGIN: editor.url,
  });
  api.updateComposition('about', (composition) => {
    const slots = composition.slots as Record<string, unknown[]>;
    slots.content!.push(...structuredClone(PLANTED));
  });
  const pageIndex = [...api.project.entries[0].values()].map((stored) => stored.entry);
  const fieldsAt = (path: string) =>
    pageIndex.find((entry) => entry.type === 'pageIndex' && entry.fields?.path?.value === path)!.fields!;
  const about = fieldsAt('/about');
  about.seoTitle = text('About Verdance Insurance, the specialty insurer of every horticultural trade');
  about.seoDescription = structuredClone(fieldsAt('/').seoDescription!);
});

test.afterAll(async () => {
  site?.stop();
  await editor?.close();
  await api?.close();
});

type Message = { type: string; [key: string]: unknown };
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received);
const editingSrc = (path: string) =>
  `${site.url}/api/preview?secret=${SECRET}&path=${encodeURIComponent(path)}&is_incontext_editing_mode=true`;

test('the canvas lists one problem of each kind planted in the page, by keyboard, axe-clean; a click selects its component', async ({
  page,
}) => {
  await page.goto(`${editor.url}/editor?src=${encodeURIComponent(editingSrc('/about'))}`);
  await expect.poll(async () => (await received(page)).map((message) => message.type)).toContain('ready');
  const frame = page.frameLocator('#preview');
  const handle = frame.getByRole('button', { name: `${EXPECTED.length} content problems` });
  await expect(handle).toHaveAttribute('aria-expanded', 'false');
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
  const panel = frame.getByRole('region', { name: 'Content health' });
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button').nth(1)).toBeFocused();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(EXPECTED.length);
  for (const [component, parameter, message] of EXPECTED)
    await expect(items.filter({ hasText: `${component} · ${parameter}` }).filter({ hasText: message })).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .include(['#preview', '[data-content-health]'])
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await items.filter({ hasText: 'Click here' }).getByRole('button').click();
  await expect
    .poll(async () => (await received(page)).filter((message) => message.type === 'select-component').at(-1))
    .toEqual({ type: 'select-component', id: id(3) });
});

test('nothing of the panel reaches a visitor: not in the published HTML, nor in any script it loads', async ({
  request,
}) => {
  expect((await request.get(`${site.url}/api/preview/health?path=/about`)).status()).toBe(401);
  const html = await (await request.get(`${site.url}/about`)).text();
  // Every chunk the page names: its tags, the front door's after-paint loader and Next's flight data.
  const chunks = html.matchAll(/(?:\/_next\/)?static\/chunks\/[^"'<>\s\\]+\.js/g);
  const scripts = [...new Set([...chunks].map(([chunk]) => `/_next/${chunk.replace(/^\/_next\//, '')}`))];
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = [
    html,
    ...(await Promise.all(scripts.map(async (src) => (await request.get(`${site.url}${src}`)).text()))),
  ];
  for (const marker of ['data-content-health', 'Content health', 'content problem', '/api/preview/health'])
    expect(bodies.filter((body) => body.includes(marker)).length, marker).toBe(0);
});
