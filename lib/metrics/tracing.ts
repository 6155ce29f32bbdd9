/**
 * OpenTelemetry traces through Next's instrumentation hook, off by default: only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set is `@vercel/otel` loaded (a dynamic import, so the default server never runs it), registered for the service
 * `verdance-site` (OTEL_SERVICE_NAME overrides it in the SDK), exporting spans as OTLP/HTTP protobuf to
 * `<endpoint>/v1/traces`. Next then traces every request, render and fetch. Returns whether tracing is on.
 */
export async function startTracing(env: Record<string, string | undefined>): Promise<boolean> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return false;
  const { registerOTel, OTLPHttpProtoTraceExporter } = await import('@vercel/otel');
  registerOTel({
    serviceName: 'verdance-site',
    traceExporter: new OTLPHttpProtoTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
  });
  return true;
}
