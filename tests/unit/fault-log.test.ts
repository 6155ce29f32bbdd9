// @vitest-environment node
import { createFaultLog } from '@/lib/metrics/faults';
import { metrics } from '@/lib/metrics/registry';

describe('the fault log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a storage outage of 200 posts as one line, then one line with the count, and counts all 200', async () => {
    const lines: Record<string, unknown>[] = [];
    const report = createFaultLog({ windowMs: 60_000, write: (line) => lines.push(JSON.parse(line)) });
    const counted = async () =>
      (await metrics().faults.get()).values.find((v) => v.labels.kind === 'storage')?.value ?? 0;
    const before = await counted();
    for (let i = 0; i < 200; i += 1)
      report('storage', 'Form submission not stored', { form: 'quote', error: 'SQLITE_READONLY: attempt to write' });
    report('redis', 'Rate limits counted per instance', { error: 'ECONNREFUSED' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'Error', kind: 'storage', message: 'Form submission not stored', count: 1 }),
      expect.objectContaining({ level: 'Warning', kind: 'redis', count: 1 }),
    ]);
    expect(await counted()).toBe(before + 200);
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(3); // the redis fault did not repeat: no second line for it
    expect(lines[2]).toMatchObject({ kind: 'storage', count: 199, repeated: true, form: 'quote' });
    // A new outage after the window is written again at once.
    report('storage', 'Form submission not stored', { form: 'contact', error: 'disk full' });
    expect(lines[3]).toMatchObject({ kind: 'storage', count: 1, form: 'contact' });
  });
});
