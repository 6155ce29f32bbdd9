import { readiness } from '@/lib/metrics/health';

export const dynamic = 'force-dynamic';

/** Readiness for balancers and orchestrators: 503 while this instance should get no traffic (the image checks liveness). */
export const GET = readiness;
