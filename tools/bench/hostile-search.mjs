import { HOSTILE_PHRASES as HOSTILE } from './search.mjs';

/**
 * A hostile search against a normal one, over HTTP on the built site (the whole /search render, not just the index):
 * one request at a time, alternating, each from its own client address (the server trusts one proxy hop, so the
 * per-client search budget never answers in place of a search). A hostile phrase is one-letter words and a word that
 * matches nothing: every term is searched, every word must match, nothing does, and it is searched again with any.
 */
const NORMAL = ['frost', 'greenhouse fire', 'certificate', 'umbrella', 'workers comp', 'nursery', 'liability', 'crop'];
const ROUNDS = 200;
const WARM_UP = 10;

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  return { requests: times.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
};

/** `siteUrl` must be a server started with TRUSTED_PROXY_HOPS=1. */
export async function hostileSearchFigures(siteUrl) {
  let client = 0;
  const timeSearch = async (phrase) => {
    client += 1;
    const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    const started = performance.now();
    const response = await fetch(`${siteUrl}/search?q=${encodeURIComponent(phrase)}`, {
      headers: { 'x-forwarded-for': address },
    });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || body.includes('Too many searches')) throw new Error(`search refused: ${phrase}`);
    return ms;
  };
  const normal = [];
  const hostile = [];
  for (let round = 0; round < ROUNDS + WARM_UP; round += 1) {
    const normalMs = await timeSearch(NORMAL[round % NORMAL.length]);
    const hostileMs = await timeSearch(HOSTILE[round % HOSTILE.length]);
    if (round < WARM_UP) continue;
    normal.push(normalMs);
    hostile.push(hostileMs);
  }
  const normalFigures = figures(normal);
  const hostileFigures = figures(hostile);
  return {
    normalPhrases: NORMAL,
    hostilePhrases: HOSTILE,
    normal: normalFigures,
    hostile: hostileFigures,
    hostileToNormalP50: Math.round((hostileFigures.p50Ms / normalFigures.p50Ms) * 100) / 100,
    hostileToNormalP99: Math.round((hostileFigures.p99Ms / normalFigures.p99Ms) * 100) / 100,
  };
}
