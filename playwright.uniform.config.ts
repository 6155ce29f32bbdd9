import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The site built from a Uniform project (the fake Uniform API, seeded with content/) beside the default build
 * served by `webServer`: tests/e2e-uniform builds into .next-uniform itself, because its fake must live in the
 * test's own process. `npm run test:e2e:uniform` runs it; `npm test` runs it after the default suite.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-uniform',
  workers: 1,
  timeout: 120_000,
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } }],
});
