/** Where the canvas renders a pattern, a component or a composition without a page (`/uniform-playground/<id>`). */
export const PLAYGROUND_PATH = '/uniform-playground';

export const playgroundPath = (id: string) => `${PLAYGROUND_PATH}/${encodeURIComponent(id)}`;

/** The id a playground path names (route segments of the catch-all route), or undefined for any other path. */
export function playgroundId(segments: readonly string[] | undefined): string | undefined {
  if (segments?.length !== 2 || `/${segments[0]}` !== PLAYGROUND_PATH) return undefined;
  return segments[1];
}
