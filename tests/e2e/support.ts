import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** Runs axe with the WCAG 2.2 AA rule set and expects no violations, naming each offending node. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Waits until React has hydrated the islands (the mobile menu button becomes visible once it has). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-site-header]')?.hasAttribute('data-hydrated'));
}

/** Opens `path` and waits until it is hydrated, so clicks and keys reach React. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** True while keyboard focus is on an open dialog or inside it. */
export function focusIsInDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

/**
 * From now on, counts each time focus lands outside every dialog. A trap that only pulls focus back once it has left
 * (react-bootstrap's own) lets it land outside first; `focusIsInDialog` polled afterwards cannot tell.
 */
export async function countFocusEscapes(page: Page) {
  await page.evaluate(() => {
    const counter = window as Window & { focusEscapes?: number };
    counter.focusEscapes = 0;
    document.addEventListener('focusin', (event) => {
      if (!(event.target as Element).closest('[role="dialog"]')) counter.focusEscapes! += 1;
    });
  });
  return () => page.evaluate(() => (window as Window & { focusEscapes?: number }).focusEscapes);
}

/** Resolves after two more frames: work the page queued on what just happened (a response handled) has run. */
export async function afterNextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Watches the page's requests from now on. The returned function resolves once none has been in flight for
 * `quietMs` and two more frames have run: a network idle that also holds after the load, so a client-side
 * navigation or fetch the page starts late is waited for before asserting that nothing happened.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 500) => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, { intervals: [100] })
      .toBe(true);
    await afterNextFrames(page);
  };
}

/** Uncaught errors and unhandled promise rejections in the page, collected as they happen. */
export async function watchUncaughtErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() =>
    window.addEventListener('unhandledrejection', (event) => console.error(`unhandled: ${String(event.reason)}`)),
  );
  page.on('console', (message) => message.text().startsWith('unhandled:') && errors.push(message.text()));
  return errors;
}
