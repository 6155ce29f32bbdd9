import { defineConfig, devices } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config';

/** Where the fakes of LaunchDarkly and the form vendor listen (tests/fakes/outside-services.ts). */
export const FAKE_SERVICES_PORT = E2E_PORT + 80;
const fakeServices = `http://127.0.0.1:${FAKE_SERVICES_PORT}`;

/**
 * Browser tests of the outside services: the default build (made without these settings) served with them pointed at
 * local fakes. The integrations read their settings at run time, so no second build is needed; were one of them
 * fixed at build time, these tests would fail. `npm test` runs them after the default suite.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-integrations',
  workers: 1,
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: 'node build/server/server.js',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(E2E_PORT),
      NEXT_PUBLIC_LD_CLIENT_ID: 'fake-client-side-id',
      NEXT_PUBLIC_LD_BASE_URL: fakeServices,
      NEXT_PUBLIC_FORM_HOST: fakeServices,
    },
  },
});
