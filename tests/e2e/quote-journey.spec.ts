import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** The quote journey as issue 48 asks it: quiet until a submit, one confirmation card with and without JavaScript. */
const PATH = '/contact-us/request-a-quote';
const PHONE = { width: 390, height: 844 };

async function fillQuote(page: Page) {
  const id = '#form-quote';
  await page.locator(`${id}-businessType`).selectOption('Florist');
  await page.locator(`${id}-businessName`).fill('Rose and Thorn');
  await page.locator(`${id}-state`).selectOption('OR');
  await page.locator(`${id}-zip`).fill('97301');
  await page.locator(`${id}-firstName`).fill('Ana');
  await page.locator(`${id}-lastName`).fill('Ortega');
  await page.locator(`${id}-email`).fill('ana@example.com');
  await page.locator(`${id}-phone`).fill('(503) 555-0142');
  await page.locator(`${id}-products`).fill('Cut flowers and arrangements');
}

/** Sends a valid quote request at 390 px and answers the confirmation card's words (the reference and button aside). */
async function sendQuote(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(PATH);
  if (javaScriptEnabled) await page.locator('#form-quote[data-hydrated]').waitFor();
  await fillQuote(page);
  await page.getByRole('button', { name: 'Request my quote' }).click();
  const card = page.locator('[data-submission-reference]');
  const reference = page.locator('[data-reference]');
  await expect(reference).toHaveText(/^VQ-[A-Z2-9]{4}-[A-Z2-9]{4}$/, { timeout: 20_000 });
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  // One line, inside the phone's width.
  const box = await reference.evaluate((element) => ({
    lines: element.getClientRects().length,
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    right: element.getBoundingClientRect().right,
  }));
  expect(box.lines).toBe(1);
  expect(box.height).toBeLessThan(box.lineHeight * 1.5);
  expect(box.right).toBeLessThanOrEqual(PHONE.width);
  const words = (
    await card.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button, [role=status], [data-reference]').forEach((node) => node.remove());
      return copy.textContent ?? '';
    })
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { context, page, words };
}

test('the quote form says nothing while a visitor tabs through it, and speaks at the submit', async ({ page }) => {
  await page.goto(PATH);
  await page.locator('#form-quote[data-hydrated]').waitFor();
  await page.locator('#form-quote-businessType').focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('Tab');
  await expect(page.getByText('There is a problem')).toHaveCount(0);
  await expect(page.locator('#form-quote [aria-invalid=true]')).toHaveCount(0);
  await expect(page.locator('#form-quote-dateOfBirth')).toHaveCount(0);
  // The submit is what speaks: then the summary, focused, and the form with its messages stays clean for axe.
  await page.getByRole('button', { name: 'Request my quote' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await expectNoAxeViolations(page, '#form-quote');
});

test('the confirmation: the same card and words with and without JavaScript, a copy button, the reference on one line at 390 px', async ({
  browser,
}) => {
  const scripted = await sendQuote(browser, true);
  const plain = await sendQuote(browser, false);
  expect(scripted.words).toContain('Next steps');
  expect(scripted.words).toContain('1-800-555-0142');
  expect(plain.words).toBe(scripted.words);
  // Without JavaScript no button that cannot work: the reference is text to select.
  await expect(plain.page.getByRole('button', { name: 'Copy reference' })).toHaveCount(0);

  await scripted.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const reference = await scripted.page.locator('[data-reference]').textContent();
  await scripted.page.getByRole('button', { name: 'Copy reference' }).click();
  await expect(scripted.page.getByRole('status').filter({ hasText: 'Reference copied' })).toBeVisible();
  expect(await scripted.page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await expectNoAxeViolations(scripted.page, '[data-submission-reference]');
  await scripted.context.close();
  await plain.context.close();
});
