export * from '../../lib/content-health/spelling.mjs';
