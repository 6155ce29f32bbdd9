import { readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Readiness for balancers, the image's HEALTHCHECK and compose: 503 while this instance should get no traffic. */
export const GET = readiness;
