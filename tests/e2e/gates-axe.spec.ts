import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chunkOf, discoverPages, watchBrowserProblems } from './gates-pages';

const WIDTHS = [390, 1400] as const;
const CHUNKS = 4;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.2 AA) at a phone and a desktop width over every page, in one browser page per chunk; the chunks run
 * on parallel workers. The same visit also fails on CSP violations, console errors, failed requests and unhandled
 * rejections, so a page that breaks in the browser is caught here too.
 */
test.describe('whole-site gates: accessibility and browser errors', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`axe and a clean console, pages share ${chunk + 1} of ${CHUNKS}`, async ({ page, baseURL }) => {
      const { all } = await discoverPages(String(baseURL));
      const paths = chunkOf(all, chunk, CHUNKS);
      test.setTimeout(30_000 + paths.length * 20_000);
      const problems = await watchBrowserProblems(page);
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await page.goto(path, { waitUntil: 'load' });
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const violation of results.violations) {
            const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
            failures.push(
              `${path} @${width}px ${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}`,
            );
          }
          failures.push(...(await problems()).map((problem) => `${path} @${width}px ${problem}`));
        }
      }
      expect([...new Set(failures)]).toEqual([]);
    });
  }
});
