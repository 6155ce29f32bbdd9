// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trace } from '@opentelemetry/api';
import { startTracing } from '@/lib/metrics/tracing';

const registerOTel = vi.fn();
vi.mock('@vercel/otel', () => ({ registerOTel }));

describe('OpenTelemetry traces', () => {
  beforeEach(() => registerOTel.mockClear());

  it('stay off by default: the SDK is never registered and spans record nothing', async () => {
    expect(await startTracing({})).toBe(false);
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(registerOTel).not.toHaveBeenCalled();
    expect(trace.getTracer('verdance-test').startSpan('page').isRecording()).toBe(false);
  });

  it('are registered through @vercel/otel for the site once an OTLP endpoint is set', async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' })).toBe(true);
    expect(registerOTel).toHaveBeenCalledTimes(1);
    expect(registerOTel.mock.calls[0]![0]).toMatchObject({ serviceName: 'verdance-site' });
  });

  it("start from Next's instrumentation hook, which loads the SDK only through startTracing", () => {
    const hook = readFileSync(join(__dirname, '..', '..', 'instrumentation.ts'), 'utf8');
    expect(hook).toContain('startTracing(process.env)');
    expect(hook).not.toContain('@vercel/otel');
    expect(hook).not.toContain('@opentelemetry');
  });
});
