import { readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Readiness (lib/health.ts), kept at its first address for balancers set up before /api/health/ready. */
export const GET = readiness;
