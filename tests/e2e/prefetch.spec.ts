import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

/**
 * A phone on a slow line pays for every prefetch (issue 51): a page never prefetches itself (the logo on the home
 * page) nor the ancestors of its breadcrumb trail, which a visitor seldom goes back up to.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The paths of the RSC requests (prefetches) the page makes until the network has been quiet after hydration. */
async function prefetchedPaths(page: Page, path: string): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') paths.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return paths;
}

test('the home page does not prefetch itself', async ({ page }) => {
  expect(await prefetchedPaths(page, '/')).not.toContain('/');
});

test('an article prefetches neither home nor its breadcrumb ancestors', async ({ page }) => {
  const paths = await prefetchedPaths(page, '/learning-center/loss-control/protecting-greenhouses-on-frost-nights');
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/learning-center/loss-control');
});
