import { readiness } from '@/lib/metrics/health';

export const dynamic = 'force-dynamic';

/** Readiness (lib/metrics/health.ts), kept at its first address for balancers set up before /api/health/ready. */
export const GET = readiness;
