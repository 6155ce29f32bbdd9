import { Route } from '@uniformdev/project-map';

/** Whether a project map path has a dynamic input segment (`/products/:slug`). */
export function isDynamicPath(path: string): boolean {
  return path.split('/').some((segment) => Route.getDynamicRouteSegmentName(segment) !== undefined);
}

/**
 * The project map node a path names, as Uniform's route API resolves it: the node at that exact path, else the node
 * whose dynamic inputs match it with the fewest dynamic segments (the SDK's own matcher, `Route` of
 * @uniformdev/project-map).
 */
export function matchNode<Node extends { path: string }>(nodes: Node[], path: string): Node | undefined {
  const exact = nodes.find((node) => node.path === path);
  if (exact) return exact;
  let best: { node: Node; dynamic: number } | undefined;
  for (const node of nodes) {
    if (!isDynamicPath(node.path)) continue;
    const match = new Route(node.path).matches(path);
    if (match.match && (!best || match.dynamicSegmentCount < best.dynamic))
      best = { node, dynamic: match.dynamicSegmentCount };
  }
  return best?.node;
}
