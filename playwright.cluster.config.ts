import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Several instances of the built site behind nginx, sharing Redis (tests/e2e-cluster): the deployment of compose.yaml
 * from plain processes. Needs Debian's redis-server and nginx (.ci/run installs them). No browser, no webServer: the
 * test starts every process itself. `npm run test:e2e:cluster`; `npm test` runs it last.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-cluster',
  workers: 1,
  timeout: 120_000,
  webServer: undefined,
  projects: [{ name: 'cluster' }],
});
