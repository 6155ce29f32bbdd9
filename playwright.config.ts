import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };

/**
 * Every browser and server test, one project per suite; the npm scripts pick the projects (`npm run test:e2e` is
 * desktop + phone). They run against the production build served by server.ts, in Debian's chromium: no browser is
 * ever downloaded. The webServer below is the default build; a suite that needs the site with other settings (the
 * Uniform build, outside services, the cluster) starts its own servers from its spec, on E2E_PORT + 71 and above.
 */
export default defineConfig({
  // Reviewed screenshots (tests/e2e/screenshots.spec.ts), one set for every platform: fonts and images are local.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', testDir: 'tests/e2e', use: DESKTOP },
    { name: 'phone', testDir: 'tests/e2e', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@phone/ },
    // The site built from the fake Uniform API into .next-uniform, beside the default build (the fake lives in the test).
    { name: 'uniform', testDir: 'tests/e2e-uniform', workers: 1, timeout: 120_000, use: DESKTOP },
    // The default build served again with LaunchDarkly and the form vendor pointed at fakes on 127.0.0.1.
    { name: 'integrations', testDir: 'tests/e2e-integrations', workers: 1, use: DESKTOP },
    // Several instances behind nginx sharing Redis, and Varnish in front: Debian's redis-server, nginx and varnish.
    { name: 'cluster', testDir: 'tests/e2e-cluster', workers: 1, timeout: 120_000 },
  ],
  webServer: {
    command: 'node build/server/server.js',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', PORT: String(E2E_PORT) },
  },
});
