import { z } from 'zod';
import { compositionFileSchema, entryFileSchema } from './schemas';

/**
 * The parts of Uniform's delivery responses the site reads, checked on arrival: an API answering garbage gives the
 * page its error page (as an outage does), never a page rendered from a half-understood answer.
 */
const nodeSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    path: z.string().startsWith('/'),
    type: z.string(),
    compositionId: z.string().optional(),
    /** Asked for with `withCompositionData`: present when the node's composition exists in the state read. */
    compositionData: z.object({ id: z.string() }).passthrough().optional(),
  })
  .passthrough();

export const nodesResponseSchema = z.object({ nodes: z.array(nodeSchema).optional() }).passthrough();

export const entriesResponseSchema = z.object({ entries: z.array(entryFileSchema) }).passthrough();

/** A composition as the site renders it: with `_id` on every component (`withComponentIDs: true`). */
export const compositionResponseSchema = compositionFileSchema;

export const routeResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notFound') }).passthrough(),
  z
    .object({
      type: z.literal('redirect'),
      redirect: z.object({ targetUrl: z.string().min(1), targetStatusCode: z.number().int() }).passthrough(),
    })
    .passthrough(),
  z
    .object({
      type: z.literal('composition'),
      /** The project map path that matched: the request's own, or a node with dynamic inputs (`/products/:slug`). */
      matchedRoute: z.string().optional(),
      compositionApiResponse: compositionResponseSchema,
    })
    .passthrough(),
]);

export type LiveNode = z.infer<typeof nodeSchema>;
export type RouteResponse = z.infer<typeof routeResponseSchema>;

export const manifestResponseSchema = z.object({ project: z.object({}).passthrough() }).passthrough();
