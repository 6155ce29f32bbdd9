import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's one set of Prometheus metrics. It lives on `globalThis`: the site's server (build/server) and Next's
 * bundles each load their own copy of this module (and may each bundle prom-client), and all must count into the
 * metrics that /api/metrics shows.
 */
export interface OutboxReading {
  backlog: number;
  /** created_at of the oldest submission still waiting for a delivery, null when none waits. */
  oldestCreatedAt: number | null;
}
export type OutboxSource = () => Promise<OutboxReading>;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'verdance_' });
  const registers = [registry];
  let outboxSource: OutboxSource | undefined;
  let outboxReading: Promise<OutboxReading | undefined> | undefined;
  /** One query per scrape for both outbox gauges (a scrape collects every metric at once); none when it fails. */
  const readOutbox = () => {
    if (!outboxSource) return Promise.resolve(undefined);
    outboxReading ??= outboxSource()
      .catch(() => undefined)
      .finally(() => (outboxReading = undefined));
    return outboxReading;
  };
  return {
    registry,
    requests: new Histogram({
      name: 'verdance_http_request_duration_seconds',
      help: 'Requests answered by the site, by route kind and status class; _count gives the request rate.',
      labelNames: ['kind', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'verdance_page_cache_total',
      help: 'Pages Next answered from its cache (HIT, STALE) or rendered (MISS), from the cache state Next answers with.',
      labelNames: ['result'] as const,
      registers,
    }),
    deliveries: new Counter({
      name: 'verdance_form_deliveries_total',
      help: 'Form deliveries attempted, by channel and result (delivered, failed).',
      labelNames: ['channel', 'result'] as const,
      registers,
    }),
    limitRefusals: new Counter({
      name: 'verdance_limit_refusals_total',
      help: 'Requests refused by a per-client rate limit, by limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
    faults: new Counter({
      name: 'verdance_faults_total',
      help: 'Faults reported (storage, pool, redis, delivery), each one counted even when its log line is folded.',
      labelNames: ['kind'] as const,
      registers,
    }),
    outboxBacklog: new Gauge({
      name: 'verdance_outbox_backlog',
      help: 'Form deliveries not yet made (outbox rows without delivered_at).',
      registers,
      async collect() {
        const reading = await readOutbox();
        if (reading) this.set(reading.backlog);
      },
    }),
    outboxOldestAge: new Gauge({
      name: 'verdance_outbox_oldest_age_seconds',
      help: 'Age of the oldest submission with a delivery not yet made (0 when none waits).',
      registers,
      async collect() {
        const reading = await readOutbox();
        if (reading) this.set(reading.oldestCreatedAt ? Math.max(0, (Date.now() - reading.oldestCreatedAt) / 1000) : 0);
      },
    }),
    /** Where the outbox gauges read from (the database, registered once it is open). */
    setOutboxSource(source: OutboxSource) {
      outboxSource = source;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for('verdance.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };

export function metrics(): Metrics {
  return (holder[KEY] ??= createMetrics());
}
