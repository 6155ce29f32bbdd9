// Which project map pages Uniform does not publish, for the content check's warnings: asked only when the checkout
// reads from Uniform (UNIFORM_API_KEY and UNIFORM_PROJECT_ID set, as `npm run uniform:pull` has them).
import { ProjectMapClient } from '@uniformdev/project-map';

const PUBLISHED = 64;

/**
 * Ids of the composition nodes whose composition is not published (the project map read in the published state with
 * its composition data, which only published compositions have). Empty without Uniform settings; a failed read is
 * reported and leaves the set empty (the check itself does not depend on it).
 */
export async function withheldNodeIds(env = process.env) {
  if (!env.UNIFORM_API_KEY || !env.UNIFORM_PROJECT_ID) return new Set();
  const client = new ProjectMapClient({
    apiKey: env.UNIFORM_API_KEY,
    projectId: env.UNIFORM_PROJECT_ID,
    apiHost: env.UNIFORM_API_HOST || undefined,
  });
  try {
    const { nodes = [] } = await client.getNodes({ state: PUBLISHED, withCompositionData: true });
    return new Set(nodes.filter((node) => node.type === 'composition' && !node.compositionData).map((node) => node.id));
  } catch (error) {
    console.warn(`content check: could not ask Uniform which pages are published (${String(error)})`);
    return new Set();
  }
}
