import { expect, test, type Locator, type Page } from '@playwright/test';
import { COLUMN_LAYOUTS, type ColumnSizing } from '../../lib/constants';
import { componentsOf, contentPages, param, type ContentComponent } from './content-pages';
import { openHydrated } from './support';

/** Layout as a visitor sees it at a phone and a desktop width, measured from the boxes the browser lays out. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

interface Placed {
  path: string;
  component: ContentComponent;
}

function placed(type: string): Placed[] {
  return contentPages().flatMap((page) =>
    componentsOf(page.composition)
      .filter((component) => component.type === type)
      .map((component) => ({ path: page.path, component })),
  );
}

/** The element's box; boxes compared with each other are taken at one scroll position. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not laid out`);
  return found;
}

/** The widget's row whose heading reads `heading`. */
function rowWithHeading(page: Page, heading: string) {
  return page.locator('.row', { has: page.getByRole('heading', { name: heading, exact: true }) }).last();
}

const textPlusImages = placed('textPlusImage').filter(({ component }) => param(component, 'media'));

test.describe('text plus image (docs/behaviour.md#numbers column layouts)', () => {
  test('content/ has a text plus image of every column sizing', () => {
    const sizings = new Set(
      textPlusImages.map(({ component }) => String(param(component, 'columnSizing') ?? 'default')),
    );
    expect([...sizings].sort()).toEqual(Object.keys(COLUMN_LAYOUTS).sort());
  });

  for (const { path, component } of textPlusImages) {
    const heading = String(param(component, 'heading'));
    const sizing = (param(component, 'columnSizing') ?? 'default') as ColumnSizing;
    const [mediaSpan, textSpan] = COLUMN_LAYOUTS[sizing];
    const right = param(component, 'imagePosition') === 'right';

    test(`${path} “${heading}”: ${mediaSpan}/${textSpan}, image on the ${right ? 'right' : 'left'}; stacked on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      const row = rowWithHeading(page, heading);
      const media = await box(row.locator('> [data-column="media"]'));
      const text = await box(row.locator('> [data-column="text"]'));
      expect(media.width / text.width).toBeCloseTo(mediaSpan / textSpan, 1);
      expect(right ? media.x > text.x : media.x < text.x).toBe(true);

      await page.setViewportSize(PHONE);
      const phoneMedia = await box(row.locator('> [data-column="media"]'));
      const phoneText = await box(row.locator('> [data-column="text"]'));
      expect(phoneText.y).toBeGreaterThanOrEqual(phoneMedia.y + phoneMedia.height - 1);
      expect(Math.round(phoneText.width)).toBe(Math.round(phoneMedia.width));
    });
  }
});

test.describe('checked list', () => {
  const lists = placed('checkedList').filter(({ component }) => param(component, 'columns') === 'two');

  for (const { path, component } of lists) {
    const heading = String(param(component, 'heading'));
    test(`${path} “${heading}” reads in two columns on a desktop, one on a phone`, async ({ page }) => {
      const lefts = async () => {
        const section = page
          .locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })
          .last();
        const items = await section
          .getByRole('listitem')
          .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
        return new Set(items).size;
      };
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      expect(await lefts()).toBe(2);
      await page.setViewportSize(PHONE);
      expect(await lefts()).toBe(1);
    });
  }
});

test('a testimonial’s photo sits beside the quote on a desktop and above it on a phone', async ({ page }) => {
  const withPhoto = placed('testimonial').find(({ component }) => param(component, 'media'));
  expect(withPhoto, 'a testimonial with a photo in content/').toBeDefined();
  const quote = String(param(withPhoto!.component, 'quote')).slice(0, 40);
  await page.setViewportSize(DESKTOP);
  await page.goto(withPhoto!.path);
  const blockquote = page.locator('blockquote', { hasText: quote });
  const photo = page.locator('section', { has: blockquote }).getByRole('img');
  let image = await box(photo);
  let text = await box(blockquote);
  expect(image.x + image.width).toBeLessThanOrEqual(text.x);
  await page.setViewportSize(PHONE);
  image = await box(photo);
  text = await box(blockquote);
  expect(text.y).toBeGreaterThanOrEqual(image.y + image.height - 1);
});

test.describe('portraits (issue 48: one style, sized for phones)', () => {
  test.use({ viewport: PHONE });
  // A bio page's hero, a grid of people tiles and a customer's testimonial.
  for (const path of ['/contact-us/priya-raman', '/about', '/']) {
    test(`${path}: every portrait is a ringed circle at most 120px across on a phone`, async ({ page }) => {
      await page.goto(path);
      const portraits = page.locator('main img[src*="portraits"], main img[src*="people"]');
      expect(await portraits.count()).toBeGreaterThan(0);
      for (const portrait of await portraits.all()) {
        await portrait.scrollIntoViewIfNeeded();
        const { width, height } = await box(portrait);
        expect(Math.max(width, height)).toBeLessThanOrEqual(120);
        const look = await portrait.evaluate((img) => {
          const style = getComputedStyle(img);
          return `${style.borderRadius} ${style.borderTopWidth} ${style.borderTopColor}`;
        });
        expect(look).toBe('50% 3px rgb(255, 255, 255)');
      }
    });
  }
});

test.describe('quote alignment', () => {
  for (const { path, component } of placed('quote')) {
    const alignment = String(param(component, 'quoteAlignment') ?? 'left');
    const quote = String(param(component, 'quote'));
    test(`${path}: quoteAlignment ${alignment} lines the quote up ${alignment}`, async ({ page }) => {
      await page.goto(path);
      const text = page.locator('figure blockquote', { hasText: quote.slice(0, 40) });
      expect(await text.evaluate((element) => getComputedStyle(element).textAlign)).toBe(alignment);
    });
  }
});

test.describe('header on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu button keeps the same distance from the right edge as the logo from the left', async ({ page }) => {
    await openHydrated(page, '/about');
    const logo = await box(page.getByRole('link', { name: /home$/ }).first());
    const button = await box(page.getByRole('button', { name: 'Menu' }));
    expect(logo.x).toBeGreaterThan(0);
    expect(Math.abs(PHONE.width - (button.x + button.width) - logo.x)).toBeLessThanOrEqual(1);
  });

  test('the menu lists each link once', async ({ page }) => {
    await openHydrated(page, '/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
    const names = await dialog.getByRole('link').allTextContents();
    const repeated = names.map((name) => name.trim()).filter((name, index, all) => all.indexOf(name) !== index);
    expect(names.length).toBeGreaterThan(3);
    expect(repeated).toEqual([]);
  });
});

test.describe('header on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  // The browser opens the menu (a popover): the same button, in the same place, as with JavaScript.
  test('shows the menu button, as far from the right edge as the logo from the left', async ({ page }) => {
    await page.goto('/about');
    const logo = await box(page.getByRole('link', { name: /home$/ }).first());
    const button = await box(page.getByRole('button', { name: 'Menu', exact: true }));
    expect(Math.abs(PHONE.width - (button.x + button.width) - logo.x)).toBeLessThanOrEqual(1);
  });
});
