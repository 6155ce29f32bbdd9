import { expect, test } from '@playwright/test';
import { countFocusEscapes, expectNoAxeViolations, focusIsInDialog, openHydrated, waitForHydration } from './support';

const MODAL_TITLE = 'What a loss-control visit covers';

test.describe('static modal', () => {
  test('?showmodal=NAME opens the named modal; Escape closes it', async ({ page }) => {
    await page.goto('/?showmodal=SITE-VISIT');
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Heating and boiler rooms');
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closing a modal opened from the address drops showmodal from it, other parameters kept, so a reload stays closed', async ({
    page,
  }) => {
    await page.goto('/?utm_source=mail&ShowModal=site-visit#coverages');
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => new URL(page.url()).search).toBe('?utm_source=mail');
    expect(new URL(page.url()).hash).toBe('#coverages');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown modal name opens nothing', async ({ page }) => {
    await openHydrated(page, '/?showmodal=no-such-modal');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a modal: content link opens it by keyboard, focus moves in and returns on close', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const trigger = page.getByRole('link', { name: 'What a visit covers' });
    await expect(trigger).toHaveAttribute('data-modal', 'site-visit');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/#modal/);
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    const focusEscapes = await countFocusEscapes(page);
    const keys = ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'];
    for (const key of keys) await page.keyboard.press(key);
    expect(await focusIsInDialog(page)).toBe(true);
    expect(await focusEscapes()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('any element with data-modal opens it on click', async ({ page }) => {
    await openHydrated(page, '/');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Open from elsewhere';
      button.dataset.modal = 'site-visit';
      document.querySelector('main')?.append(button);
    });
    await page.getByRole('button', { name: 'Open from elsewhere' }).click();
    await expect(page.getByRole('dialog', { name: MODAL_TITLE })).toBeVisible();
  });
});

test.describe('support id token', () => {
  const placeholder = '[data-support-id]';

  test('is empty without the query parameter, and the sentence around it still reads complete', async ({ page }) => {
    await openHydrated(page, '/contact-us');
    await expect(page.locator(placeholder)).toHaveCount(1);
    await expect(page.locator(placeholder)).toHaveText('');
    // Read on screen: a band below the fold is laid out (content-visibility) only once near; before, its innerText is empty.
    const paragraph = page.locator('p', { has: page.locator(placeholder) });
    await paragraph.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await paragraph.innerText()).trim()).toMatch(/[.!?]$/);
    await expect(page.getByRole('main')).not.toContainText('SUPPORT_ID');
  });

  test('?SupportID=VALUE (any case) shows "Support ID: VALUE"', async ({ page }) => {
    await page.goto('/contact-us?SupportID=VX-20417');
    await expect(page.locator(placeholder)).toHaveText('Support ID: VX-20417');
  });

  for (const value of [
    '<script>window.__pwned = 1</script>',
    `"'><img src=x onerror="window.__pwned=1">`,
    'A'.repeat(65),
    'A'.repeat(5000),
  ]) {
    test(`drops ${value.slice(0, 20)}… (${value.length} characters): not a support id`, async ({ page }) => {
      await openHydrated(page, `/contact-us?supportid=${encodeURIComponent(value)}`);
      const span = page.locator(placeholder);
      await expect(span).toHaveText('');
      expect(await span.evaluate((element) => element.children.length)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    });
  }

  test('the prerendered HTML never carries the value', async ({ request }) => {
    const html = await (await request.get('/contact-us?supportid=MARKER-5150')).text();
    expect(html).not.toContain('MARKER-5150');
    expect(html).toContain('data-support-id');
  });
});
