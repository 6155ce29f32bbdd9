/** Where the canvas renders a pattern, a component or an entry that has no page of its own (preview only). */
export const PLAYGROUND_PATH = '/uniform-playground';
