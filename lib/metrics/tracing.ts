/**
 * OpenTelemetry traces through Next's instrumentation hook, off by default: only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set is `@vercel/otel` loaded (a dynamic import, so the default server never runs it) and registered for the service
 * `verdance-site`. The SDK reads the endpoint and the other standard OTEL_* variables itself and sends spans as
 * OTLP/HTTP to `<endpoint>/v1/traces`; Next then traces every request, render and fetch. Returns whether tracing is on.
 */
export async function startTracing(env: Record<string, string | undefined>): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return false;
  const { registerOTel } = await import('@vercel/otel');
  registerOTel({ serviceName: 'verdance-site' });
  return true;
}
