// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { liveness, readiness } from '@/lib/metrics/health';

describe('liveness and readiness', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'health-'));
    writeFileSync(join(dir, 'BUILD_ID'), 'build-1\n');
    // A file where the data folder should be: the folder cannot be created (as in an image whose /app is root's).
    writeFileSync(join(dir, 'not-a-folder'), '');
    vi.stubEnv('NEXT_DIST_DIR', relative(process.cwd(), dir)); // read relative to the working directory
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('REDIS_URL', '');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is not ready while form storage cannot be written, and still alive', async () => {
    vi.stubEnv('FORMS_DATA_DIR', join(dir, 'not-a-folder', 'data'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ready = await readiness();
    expect(ready.status).toBe(503);
    // Generic states only: the database's own error (paths, hosts) and the build id go to the logs, never the answer.
    expect(await ready.json()).toEqual({ status: 'degraded', storage: 'unwritable', cache: 'local' });
    expect(String(logged.mock.calls.flat())).toContain('not-a-folder');
    logged.mockRestore();
    const live = await liveness();
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('is ready once storage takes a write, and stays ready (degraded) while a configured Redis does not answer', async () => {
    vi.stubEnv('FORMS_DATA_DIR', join(dir, 'data'));
    const ready = await readiness();
    expect(await ready.json()).toEqual({ status: 'ok', cache: 'local', storage: 'writable' });
    expect(ready.status).toBe(200);
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const noRedis = await readiness();
    expect(noRedis.status).toBe(200);
    expect(await noRedis.json()).toMatchObject({ status: 'degraded', cache: 'unreachable', storage: 'writable' });
  });
});
