import { liveness } from '@/lib/metrics/health';

export const dynamic = 'force-dynamic';

/** Liveness: 200 while the process answers at all (whatever its storage or cache). */
export const GET = liveness;
