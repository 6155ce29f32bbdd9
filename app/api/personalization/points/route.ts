import { NextResponse, type NextRequest } from 'next/server';
import { getContextManifest, getRoute } from '@/lib/content';
import { decisionPoints } from '@/lib/personalization/decision-points';
import { toContentPath, toSegments } from '@/lib/route-path';

export const dynamic = 'force-dynamic';

/**
 * A published page's decision points (its personalizations, tests and visibility rules, as the browser already gets
 * them) and the Context manifest: what the front door needs to evaluate a visitor's Context before the first byte
 * (lib/serve/personalization.ts). Nothing here is secret; anything that is not a page has no points.
 */
export async function GET(request: NextRequest) {
  const path = toContentPath(toSegments(request.nextUrl.searchParams.get('path') ?? ''));
  const [route, manifest] = await Promise.all([path ? getRoute(path) : undefined, getContextManifest()]);
  const points = route?.kind === 'composition' ? decisionPoints(route.composition).map(({ point }) => point) : [];
  return NextResponse.json({ manifest, points }, { headers: { 'Cache-Control': 'no-store' } });
}
