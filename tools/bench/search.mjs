/**
 * Site search speed: the index of the site's own content and of the site with 1,000 generated articles, built by the
 * same functions the /search page uses (loaded from TypeScript through Vite's module runner), then queried in-process.
 */
import { runnerImport } from 'vite';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const EXTRA_ARTICLES = 1000;
const ROUNDS = 200;
const PHRASES = ['frost', 'greenhouse fire', 'certificate', 'umbrella', 'certif', 'umbrela', 'workers comp', 'nursery'];
/** One-letter words and a word that matches nothing: the same as tools/bench/hostile-search.mjs sends. */
export const HOSTILE_PHRASES = [
  'a e i o u qxzvwj',
  'a b c d e zzqqxy',
  's t r n l vqxkzj',
  'x y z a i jqwvxz',
  // Six two-letter word starts (issue 44): one is searched as a prefix, the rest as whole words.
  'co in pr fl gr ca',
  're co pr in ca st',
];

async function load(file) {
  const config = {
    configFile: false,
    resolve: { alias: [{ find: /^@\//, replacement: `${ROOT}/` }] },
    logLevel: 'silent',
  };
  return (await runnerImport(join(ROOT, file), config)).module;
}

/** A small deterministic generator, so every run indexes the same made-up articles. */
function randomWords(seed, vocabulary) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return (count) => Array.from({ length: count }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join(' ');
}

/** 1,000 articles of about 600 words each, drawn from the site's own vocabulary. */
function generatedArticles(documents) {
  const vocabulary = [...new Set(documents.flatMap((doc) => doc.body.toLowerCase().match(/\p{L}{3,}/gu) ?? []))];
  const words = randomWords(19, vocabulary);
  return Array.from({ length: EXTRA_ARTICLES }, (_, n) => ({
    id: `bench-article:${n}`,
    kind: 'article',
    path: `/learning-center/loss-control/bench-article-${n}`,
    title: `${words(5)} ${n}`,
    description: words(25),
    headings: [words(4), words(4), words(4)].join('\n'),
    body: words(600),
  }));
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

function measure({ buildSearchIndex, searchSite }, documents, phrases = PHRASES) {
  const started = performance.now();
  const index = buildSearchIndex(documents);
  const buildMs = performance.now() - started;
  const wall = [];
  const cpu = [];
  for (let round = 0; round < ROUNDS + 5; round += 1) {
    for (const phrase of phrases) {
      const before = performance.now();
      const cpuBefore = process.cpuUsage();
      searchSite(index, phrase, 1 + (round % 2));
      const { user, system } = process.cpuUsage(cpuBefore);
      if (round < 5) continue;
      wall.push(performance.now() - before);
      cpu.push((user + system) / 1000);
    }
  }
  const round = (value) => Math.round(value * 100) / 100;
  const p = (times, fraction) =>
    round(
      percentile(
        [...times].sort((a, b) => a - b),
        fraction,
      ),
    );
  return {
    documents: documents.length,
    indexKB: Math.round(JSON.stringify(index.engine).length / 1024),
    buildMs: round(buildMs),
    queries: wall.length,
    p50Ms: p(wall, 0.5),
    p99Ms: p(wall, 0.99),
    // The process's own CPU time per query: on a shared machine the wall-clock tail includes time spent waiting.
    cpuP99Ms: p(cpu, 0.99),
  };
}

export async function searchFigures() {
  const [{ localSiteContent }, { siteDocuments }, engine] = await Promise.all([
    load('lib/search/local-content.ts'),
    load('lib/search/site-documents.ts'),
    load('lib/search/search-index.ts'),
  ]);
  const documents = await siteDocuments(localSiteContent(join(ROOT, 'content')));
  return {
    phrases: PHRASES,
    site: measure(engine, documents),
    siteHostile: measure(engine, documents, HOSTILE_PHRASES),
    withThousandArticles: measure(engine, [...documents, ...generatedArticles(documents)]),
  };
}

/** `node tools/bench/search.mjs` prints the search figures alone, without building anything. */
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const figures = await searchFigures();
  console.table({
    site: figures.site,
    'site, hostile': figures.siteHostile,
    '+1,000 articles': figures.withThousandArticles,
  });
}
