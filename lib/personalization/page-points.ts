import { contentSource } from '../content/source';
import { toContentPath, toSegments } from '../routing/route-path';
import { decisionPoints } from './decision-points';
import type { PagePoints } from './visitor-route';

/**
 * A published page's decision points (its personalizations, tests and visibility rules, as the browser gets them)
 * and the Context manifest, read from the content layer: what proxy.ts evaluates a visitor's Context against.
 */
export async function pagePoints(path: string): Promise<PagePoints> {
  const source = contentSource();
  const contentPath = toContentPath(toSegments(path));
  const [route, manifest] = await Promise.all([
    contentPath ? source.getRoute(contentPath, { preview: false, editing: false }) : undefined,
    source.getContextManifest(),
  ]);
  const points = route?.kind === 'composition' ? decisionPoints(route.composition).map(({ point }) => point) : [];
  return { manifest, points };
}
