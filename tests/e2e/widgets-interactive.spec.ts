import { expect, test } from '@playwright/test';
import { DROPDOWN_OFFSET_PX, SELECT } from '../../lib/constants';
import { expectNoAxeViolations, openHydrated } from './support';

test.describe('FAQ accordion', () => {
  const question = 'Will a claim raise my premium?';
  const answer = 'A single claim rarely changes your rate on its own.';

  test('answers are in the server HTML for crawlers', async ({ request }) => {
    const html = await (await request.get('/claims')).text();
    expect(html).toContain(answer);
  });

  test('toggles on click and from the keyboard, each question on its own', async ({ page }) => {
    await page.goto('/claims');
    const summary = page.locator('summary', { hasText: question });
    const answerText = page.getByText(answer);
    await expect(answerText).toBeHidden();
    await summary.click();
    await expect(answerText).toBeVisible();
    const openItems = page.locator('details.accordion-item[open]');
    await expect(openItems).toHaveCount(1);
    await expectNoAxeViolations(page);
    await summary.press('Enter');
    await expect(answerText).toBeHidden();
    await summary.press(' ');
    await expect(answerText).toBeVisible();
    await page.locator('.accordion-item summary').nth(1).click();
    await expect(openItems).toHaveCount(2);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('answers open', async ({ page }) => {
      await page.goto('/claims');
      await page.locator('summary', { hasText: question }).click();
      await expect(page.getByText(answer)).toBeVisible();
    });
  });
});

test.describe('glossary', () => {
  test('tabs on a large screen: first term selected, arrows, Home and End move a roving tab stop', async ({ page }) => {
    await openHydrated(page, '/learn-more');
    const tablist = page.getByRole('tablist', { name: 'Insurance glossary' });
    const first = tablist.getByRole('tab', { name: 'Actual cash value' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Actual cash value' })).toContainText('minus depreciation');
    await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = tablist.getByRole('tab', { name: 'Additional insured' });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Additional insured' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'Workers’ compensation' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(tablist.getByRole('tab', { name: 'Workers’ compensation' })).toHaveAttribute('aria-selected', 'true');
    await tablist.getByRole('tab', { name: 'Additional insured' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Additional insured' })).toBeVisible();
    await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a dropdown on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/learn-more');
    await expect(page.getByRole('tablist')).toBeHidden();
    const select = page.getByLabel('Choose a term');
    await expect(select).toHaveValue('0');
    await expect(page.getByRole('tabpanel', { name: 'Actual cash value' })).toBeVisible();
    await select.selectOption({ label: 'Additional insured' });
    await expect(page.getByRole('tabpanel', { name: 'Additional insured' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Actual cash value' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe('executive finder', () => {
  test('react-select is not in the server HTML, only on this page', async ({ request }) => {
    const html = await (await request.get('/contact-us/agent-search')).text();
    expect(html).not.toMatch(/<style[^>]*data-emotion/);
    expect(html).toContain('Find your account executive');
  });

  test('blocks submit without a state, then finds the executives and reports the search', async ({ page }) => {
    await openHydrated(page, '/contact-us/agent-search');
    const input = page.getByRole('combobox', { name: 'State' });
    await expect(page.getByText('Choose the state where your business operates.')).toBeVisible();
    await page.getByRole('button', { name: 'Go' }).click();
    const required = page.locator('[data-ae-finder]').getByRole('alert');
    await expect(required).toContainText('Please choose a state first.');
    expect(await required.locator('br').count()).toBe(1);
    await expect(input).toBeFocused();

    await page.keyboard.type('Nev');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Nevada' })).toBeVisible();
    const menuHeight = (await listbox.boundingBox())?.height ?? 0;
    expect(menuHeight).toBeLessThanOrEqual(SELECT.maxMenuHeight);
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(page.getByText('Choose the state where your business operates.')).toBeHidden();
    await expect(required).toBeHidden();

    await page.evaluate(() => {
      window.dataLayer = [];
      const frames: FrameRequestCallback[] = [];
      (window as unknown as { __frames: FrameRequestCallback[] }).__frames = frames;
      window.requestAnimationFrame = (callback) => frames.push(callback);
    });
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByRole('button', { name: 'Searching…' })).toBeDisabled();
    await page.evaluate(() =>
      (window as unknown as { __frames: FrameRequestCallback[] }).__frames.forEach((callback) => callback(0)),
    );
    await expect(page.getByRole('button', { name: 'Go' })).toBeEnabled();
    const results = page.locator('[data-ae-finder] ul li');
    await expect(results).toHaveCount(2);
    await expect(results.filter({ hasText: 'Diego Castañeda' })).toHaveCount(1);
    await expect(results.filter({ hasText: 'Priya Raman' })).toHaveCount(1);
    expect(await page.evaluate(() => window.dataLayer)).toEqual([
      { event: 'TerritoryExecSearch', State: 'Nevada', NumberOfResults: 2 },
    ]);
    await expectNoAxeViolations(page);
  });

  test('the menu is 140 to 300 px tall, pages 5 options, closes on select, cannot be cleared, says No options', async ({
    page,
  }) => {
    await openHydrated(page, '/contact-us/agent-search');
    const input = page.getByRole('combobox', { name: 'State' });
    // Opened from the keyboard: a pointer left over the menu would move its focused option.
    await input.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    const height = (await listbox.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(SELECT.minMenuHeight);
    expect(height).toBeLessThanOrEqual(SELECT.maxMenuHeight);
    // Both boxes in one snapshot: react-select scrolls the page to show the menu while it opens.
    const gap = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return box('.state-select__menu').top - box('.state-select__control').bottom;
    });
    expect(Math.round(gap), 'menu offset (docs/behaviour.md#numbers)').toBe(DROPDOWN_OFFSET_PX);
    await expectNoAxeViolations(page);
    await expect(page.locator('.state-select__option--is-focused')).toHaveText('Alabama');
    await page.keyboard.press('PageDown');
    await expect(page.locator('.state-select__option--is-focused')).toHaveText('Colorado');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(page.locator('.state-select__single-value')).toHaveText('Colorado');
    await expect(page.locator('.state-select__clear-indicator')).toHaveCount(0);
    await input.fill('Atlantis');
    await expect(page.getByText('No options')).toBeVisible();
  });
});

test.describe('form embed without a form host', () => {
  test('the page that asks for the vendor form shows the site’s own form instead of an empty box', async ({ page }) => {
    await page.goto('/contact-us/request-coi');
    const form = page.locator('form#form-coi');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Insured business name')).toBeEditable();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
