import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { contentPages, h1Texts } from './content-pages';
import { chunkOf, discoverPages, NOT_FOUND_PATH, watchBrowserProblems } from './gates-pages';

const WIDTHS = [390, 1400] as const;
const CHUNKS = 4;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The h1 each page of the project map marks in content/ (one per variant on a personalized page). */
const HEADINGS = new Map(contentPages().map((page) => [page.path, h1Texts(page)]));

/** What a visitor at this width would notice on the page just loaded, besides axe's findings. */
async function pageProblems(page: Page, path: string, status: number | undefined): Promise<string[]> {
  const problems: string[] = [];
  const expectedStatus = path === NOT_FOUND_PATH ? 404 : 200;
  if (status !== expectedStatus) problems.push(`status ${status}, not ${expectedStatus}`);
  const h1s = await page.getByRole('heading', { level: 1 }).allTextContents();
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings`);
  const expected = HEADINGS.get(path);
  if (expected && h1s.length === 1 && !expected.includes(h1s[0]!.trim()))
    problems.push(`h1 "${h1s[0]}" is none of content/'s ${JSON.stringify(expected)}`);
  if (await page.locator('[data-unknown-component]').count()) problems.push('a section without a widget');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
  return problems;
}

/** This site's links and images on the page: what a crawler would follow, hash dropped. */
function internalTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.href),
      ...[...document.querySelectorAll<HTMLImageElement>('img')].map((image) => image.currentSrc || image.src),
    ];
    return urls
      .filter((url) => url.startsWith(window.location.origin))
      .map((url) => url.replace(/#.*$/, '').slice(window.location.origin.length) || '/');
  });
}

/**
 * Every page at a phone and a desktop width, in one browser page per chunk on parallel workers: axe (WCAG 2.2 AA);
 * the answer a visitor gets (status, one h1 that content/ marks, every section a widget, no sideways scrolling); a
 * clean browser (no CSP violation, console error, failed request or unhandled rejection); then every internal link and
 * image the pages carry (lazy ones too) answers without an error.
 */
test.describe('whole-site gates: every page in a browser', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`axe, the page's answer, a clean console and its links, pages share ${chunk + 1} of ${CHUNKS}`, async ({
      page,
      baseURL,
      request,
    }) => {
      const { all } = await discoverPages(String(baseURL));
      // Pages only the project map knows (thank-you pages, hidden from both sitemaps) are checked too.
      const paths = chunkOf([...new Set([...all, ...HEADINGS.keys()])].sort(), chunk, CHUNKS);
      test.setTimeout(60_000 + paths.length * 20_000);
      const problems = await watchBrowserProblems(page);
      const failures: string[] = [];
      const targets = new Map<string, string>();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          const response = await page.goto(path, { waitUntil: 'load' });
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const violation of results.violations) {
            const nodes = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
            failures.push(
              `${path} @${width}px ${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(' | ')}`,
            );
          }
          failures.push(
            ...(await pageProblems(page, path, response?.status())).map((problem) => `${path} @${width}px ${problem}`),
          );
          failures.push(...(await problems()).map((problem) => `${path} @${width}px ${problem}`));
          for (const target of await internalTargets(page)) if (!targets.has(target)) targets.set(target, path);
        }
      }
      for (const [target, linkedFrom] of targets) {
        if (paths.includes(target)) continue;
        const status = (await request.get(target, { maxRedirects: 0 })).status();
        if (status >= 400) failures.push(`${target}: broken (${status}), linked from ${linkedFrom}`);
      }
      expect([...new Set(failures)]).toEqual([]);
    });
  }
});
