/** Throughput and tail latency under load with autocannon. */
import autocannon from 'autocannon';

export async function load(url, { connections = 50, duration = 10, headers } = {}) {
  const result = await autocannon({ url, connections, duration, ...(headers ? { headers } : {}) });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Many connections over a mix of routes; every status counted, so errors beyond the intended 404s show. */
export async function mixedLoad(baseUrl, paths, { connections = 100, duration = 30 } = {}) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
  );
  return {
    connections,
    durationSeconds: duration,
    routes: paths,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
