import { expect, test, type Locator, type Page } from '@playwright/test';
import { componentsOf, contentPages, param } from './content-pages';
import { openHydrated } from './support';

/** Composed pages as a visitor sees them (issue 48, item 4 and 6): measured from the boxes the browser lays out. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

/** The element's box in page coordinates (scrolled to first: a later band is laid out only near the viewport). */
async function box(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}

/** The number of lines an inline element wraps onto. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => new Set([...element.getClientRects()].map((r) => Math.round(r.top))).size);

async function open(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(path);
}

test.describe('Claims', () => {
  test('its questions are one accordion beside their h2, items touching, at 1400 px', async ({ page }) => {
    await open(page, '/claims', DESKTOP);
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Questions about claims' }),
    });
    const items = section.locator('details');
    await expect(items).toHaveCount(4);
    const boxes = await Promise.all((await items.all()).map(box));
    for (let index = 1; index < boxes.length; index += 1) {
      const previous = boxes[index - 1]!;
      expect(Math.abs(boxes[index]!.y - (previous.y + previous.height))).toBeLessThanOrEqual(1);
    }
    const heading = await box(section.getByRole('heading', { level: 2 }));
    expect(heading.x + heading.width).toBeLessThan(boxes[0]!.x);
  });

  test('the hero’s phone number stays on one line at 390 px, and no figure sits alone in half a row', async ({
    page,
  }) => {
    await open(page, '/claims', PHONE);
    const number = page.locator('[data-hero] span', { hasText: '1-800-555-0199' }).first();
    expect(await lineCount(number)).toBe(1);
    const figures = page.locator('ul[data-count="3"] > li');
    const last = await box(figures.last());
    const list = await box(page.locator('ul[data-count="3"]'));
    expect(last.width).toBeGreaterThan(list.width * 0.9);
  });
});

test.describe('Contact', () => {
  const card = (page: Page, name: string) =>
    page.locator('[data-column] > div > div', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
  const form = (page: Page) => page.locator('main form', { has: page.getByRole('button', { name: 'Send' }) });

  test('a grid at 1400 px: the cards in one column, one width, the form filling the column beside them', async ({
    page,
  }) => {
    await open(page, '/contact-us', DESKTOP);
    const message = await box(form(page));
    const column = await box(page.locator('[data-column]', { has: page.locator('form') }));
    const heading = await box(page.getByRole('heading', { level: 2, name: 'Send us a message' }));
    const cards = await Promise.all(
      ['Call us', 'Are we open right now?', 'Write to us'].map((name) => box(card(page, name))),
    );
    expect(message.width).toBeGreaterThanOrEqual(600);
    expect(message.width).toBeGreaterThanOrEqual(column.width - 2 * 24 - 1);
    for (const each of cards) {
      expect(each.x + each.width).toBeLessThan(message.x);
      expect(Math.abs(each.width - cards[0]!.width)).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(cards[0]!.y - heading.y)).toBeLessThanOrEqual(8);
  });

  test('the form takes the full width at 390 px', async ({ page }) => {
    await open(page, '/contact-us', PHONE);
    const message = await box(form(page));
    expect(message.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 12 - 1);
  });
});

test('Quote lookup: the form under its heading, where to find the number beside it at 1400 px', async ({ page }) => {
  await open(page, '/contact-us/quote-lookup', DESKTOP);
  const heading = await box(page.getByRole('heading', { level: 2, name: 'Your request’s details' }));
  const lookup = await box(page.locator('main form#quote-lookup'));
  const help = await box(page.getByRole('heading', { level: 2, name: 'Where to find your quote number' }));
  expect(heading.y).toBeLessThan(lookup.y);
  expect(lookup.x + lookup.width).toBeLessThan(help.x);
  expect(Math.abs(help.y - heading.y)).toBeLessThanOrEqual(48);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the rust rule under a band’s image is the image’s own edge, never a loose line, at ${viewport.width} px`, async ({
    page,
  }) => {
    await open(page, '/insurance/general-liability', viewport);
    const rule = page.locator('[data-image-underline]');
    await expect(rule).toHaveCount(1);
    const ruleBox = await box(rule);
    const image = await box(rule.locator('xpath=..').locator('img'));
    expect(Math.abs(ruleBox.x - image.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(ruleBox.width - image.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(ruleBox.y + ruleBox.height - (image.y + image.height))).toBeLessThanOrEqual(8);
  });
}

test('Why Verdance: its three cards share one row at 1400 px', async ({ page }) => {
  await open(page, '/why-verdance', DESKTOP);
  const tops = await Promise.all(
    ['Financial strength', 'Safety and loss control', 'What customers say'].map(async (name) =>
      Math.round((await box(page.getByRole('heading', { level: 3, name, exact: true }))).y),
    ),
  );
  expect(new Set(tops).size).toBe(1);
});

test('Glossary: terms in three columns beside the definition panel, at 1400 px', async ({ page }) => {
  await openHydrated(page, '/learn-more');
  await page.setViewportSize(DESKTOP);
  const tabs = page.getByRole('tab');
  const lefts = new Set(await Promise.all((await tabs.all()).map(async (tab) => Math.round((await box(tab)).x))));
  expect(lefts.size).toBe(3);
  const list = await box(page.getByRole('tablist'));
  const panel = await box(page.getByRole('tabpanel').first());
  expect(panel.width).toBeGreaterThan(400);
  expect(list.height).toBeLessThan(700);
  expect(panel.x).toBeGreaterThan(list.x + list.width);
});

for (const path of ['/about', '/why-verdance/testimonials']) {
  test(`${path}: no words over the hero’s art at 390 px`, async ({ page }) => {
    await open(page, path, PHONE);
    const art = await box(page.locator('[data-hero] picture'));
    const words = await box(page.locator('[data-hero] .container'));
    expect(words.y).toBeGreaterThanOrEqual(art.y + art.height - 1);
  });
}

test('Home carousel: no card shows on two pages at 1400 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHydrated(page, '/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const next = carousel.getByRole('button', { name: 'Next' });
  const seen: string[] = [];
  for (;;) {
    const labels = await carousel
      .locator('[aria-roledescription="slide"]:visible')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label') ?? ''));
    seen.push(...labels);
    if (await next.isDisabled()) break;
    await next.click();
  }
  expect(seen.length).toBeGreaterThan(6);
  expect(new Set(seen).size).toBe(seen.length);
});

test('Home figures write a percentage against its number (“94%”)', async ({ page }) => {
  await open(page, '/', DESKTOP);
  const value = page.locator('ul[data-count] p', { hasText: '%' }).first();
  const number = await box(value.locator('span').first());
  const percent = await box(value.locator('span', { hasText: '%' }));
  expect(percent.x - (number.x + number.width)).toBeLessThanOrEqual(1);
});

test('no two videos on the site share a Vimeo video', () => {
  const ids = contentPages().flatMap((page) =>
    componentsOf(page.composition).flatMap((component) => {
      const id = param(component, 'vimeoVideoId');
      return typeof id === 'string' && id ? [`${id}`] : [];
    }),
  );
  expect(ids.length).toBeGreaterThan(1);
  expect(new Set(ids).size).toBe(ids.length);
});
