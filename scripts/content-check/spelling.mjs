// The spelling rule lives with the content-health rules (lib/content-health/), shared with the canvas panel.
export * from '../../lib/content-health/spelling.mjs';
