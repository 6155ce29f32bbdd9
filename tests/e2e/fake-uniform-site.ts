import { test } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * For one spec file: a fake Uniform API and a second server of the same build reading its content from it, started
 * before the file's tests and stopped after them; the faults a test sets on the fake are cleared after it. `beforeStart`
 * sets faults the server meets as it starts (they last until the first test's end).
 */
export function siteOnFakeUniform(
  port: number,
  env: Record<string, string> = {},
  beforeStart: (api: FakeUniformApi) => void = () => {},
) {
  const fake = {} as { api: FakeUniformApi; site: SecondServer };
  test.beforeAll(async () => {
    fake.api = await startFakeUniformApi();
    beforeStart(fake.api);
    fake.site = await startSecondServer(port, { ...fake.api.siteEnv, ...env });
  });
  test.afterEach(() => fake.api.clearFaults());
  test.afterAll(async () => {
    fake.site?.stop();
    await fake.api?.close();
  });
  return fake;
}
