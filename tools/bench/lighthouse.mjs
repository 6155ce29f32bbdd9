/**
 * Lighthouse (default mobile settings) in Debian's chromium, one browser for all pages, with simulated throttling
 * (Lantern replays an unthrottled load) or DevTools throttling (the real load is slowed: the headline figures, issue
 * 51). Each page is measured LIGHTHOUSE_RUNS times (default 5), the pages interleaved, and the median run reported, chosen as Lighthouse CI does (computeMedianRun):
 * simulated throttling replays what one unthrottled load did first, and on two busy cores a single load may report
 * a page's LCP anywhere from 1.4 s to 3.3 s. The spread of the runs is kept beside it.
 */
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { UnusedCSS } from 'lighthouse/core/computed/unused-css.js';
import { CHROME_FLAGS, CHROMIUM } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '5', 10) || 5);
// `devtools` shapes the real load (Chrome's own request priorities apply) instead of simulating one from it.
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const kB = (bytes) => Math.round((bytes ?? 0) / 102.4) / 10;
const pathOf = (url) => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.slice(0, 90);
  } catch {
    return url;
  }
};

/**
 * What names the next regression: the LCP element and its phases (TTFB, load delay, load time, render delay), the
 * render-blocking requests, unused CSS and JavaScript per file, and the audits of the categories that are not 100.
 */
function diagnostics(audits, categories) {
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (lcpItems[1]?.items ?? []).map((item) => [String(item.phase), Math.round(item.timing ?? 0)]),
  );
  const files = (id) =>
    (audits[id]?.details?.items ?? []).map((item) => ({
      url: pathOf(item.url),
      ...(item.totalBytes != null ? { totalKB: kB(item.totalBytes) } : {}),
      ...(item.wastedBytes != null ? { wastedKB: kB(item.wastedBytes) } : {}),
      ...(item.wastedMs != null ? { wastedMs: Math.round(item.wastedMs) } : {}),
    }));
  const failing = Object.entries(categories).flatMap(([id, category]) =>
    category.score === 1
      ? []
      : category.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id] && (audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    lcpElement: node ? { label: node.nodeLabel, selector: node.selector, snippet: node.snippet } : null,
    lcpPhasesMs: phases,
    renderBlocking: files('render-blocking-resources'),
    unusedCss: files('unused-css-rules'),
    unusedJs: files('unused-javascript'),
    notFull: failing,
  };
}

/**
 * The image optimizer encodes a size on its first request and serves it from its cache after: the page's images up
 * to phone widths are requested once before Lighthouse, so LCP measures what every visitor after the first gets,
 * not one AVIF encode on a busy machine.
 */
async function warmImages(url, headers) {
  const html = await (await fetch(url, { headers })).text();
  const candidates = [...html.matchAll(/(?:srcset|imagesrcset|imageSrcSet)="([^"]+)"/gi)].flatMap((match) =>
    match[1].split(',').map((entry) => entry.trim().split(/\s+/)),
  );
  const images = new Set(
    candidates
      .filter(([src, width]) => src.startsWith('/_next/image') && Number.parseInt(width, 10) <= 1080)
      .map(([src]) => new URL(src.replaceAll('&amp;', '&'), url).href),
  );
  for (const image of images)
    await fetch(image, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
}

/**
 * Unused CSS of every stylesheet, inline ones too (Lighthouse's audit lists only sheets with more than 10 KiB unused;
 * the target is none over 5 kB), from the same run's coverage, sized as the audit sizes them (transfer bytes).
 */
async function unusedCssPerSheet(artifacts) {
  const sheets = await UnusedCSS.request(
    { Stylesheets: artifacts.Stylesheets, CSSUsage: artifacts.CSSUsage, devtoolsLog: artifacts.DevtoolsLog },
    { computedCache: new Map() },
  );
  // Chrome's own sheets (a <details> summary's shadow styles) come with no bytes sent: left out.
  return sheets
    .filter((sheet) => sheet.totalBytes > 0)
    .map((sheet) => ({
      // An inline sheet's "url" is its text: named by its first words, on one line.
      url: /^https?:/.test(sheet.url) ? pathOf(sheet.url) : `inline: ${sheet.url.replace(/\s+/g, ' ').slice(0, 40)}`,
      totalKB: kB(sheet.totalBytes),
      wastedKB: kB(sheet.wastedBytes),
    }))
    .sort((a, b) => b.wastedKB - a.wastedKB);
}

// Lighthouse's task groups from the trace, under shorter names; React's hydration runs inside script evaluation.
const MAIN_THREAD_GROUPS = {
  parseHTML: 'parseHtml',
  styleLayout: 'styleLayout',
  scriptParseCompile: 'scriptParse',
  scriptEvaluation: 'scriptEvaluation',
  paintCompositeRender: 'paint',
  garbageCollection: 'garbageCollection',
  other: 'other',
};

/** Main-thread time of the run by category (ms, under the simulated CPU slowdown), from its trace. */
function mainThreadBreakdown(audits) {
  const items = audits['mainthread-work-breakdown']?.details?.items ?? [];
  const byGroup = Object.fromEntries(Object.values(MAIN_THREAD_GROUPS).map((name) => [name, 0]));
  for (const item of items) {
    const name = MAIN_THREAD_GROUPS[item.group] ?? 'other';
    byGroup[name] += Math.round(item.duration ?? 0);
  }
  return { ...byGroup, total: Object.values(byGroup).reduce((sum, ms) => sum + ms, 0) };
}

/**
 * `prepareBrowser(port)` runs once in the fresh browser before any run and resolves to the request headers its pages
 * now send (the personalized home's visitor consents there); Lighthouse keeps cookies and local storage between runs
 * (its default `clearStorageTypes` leaves them), so every run is that visitor. The page and its images are fetched
 * with those headers first, so the runs meet them cached.
 */
/** The elements Lighthouse saw shift, with each shift's score. */
function layoutShifts(audits) {
  return (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: Math.round((item.score ?? 0) * 1000) / 1000,
    element: item.node?.selector ?? item.node?.snippet ?? 'unknown',
  }));
}

export async function lighthouseRuns(urls, { prepareBrowser, throttling = THROTTLING, runs = RUNS } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const visitorHeaders = prepareBrowser ? await prepareBrowser(chrome.port) : undefined;
    const results = {};
    const measured = Object.entries(urls).filter(([, url]) => url);
    for (const [, url] of measured) await warmImages(url, visitorHeaders);
    // Interleaved: run n of every page before run n + 1 of any, so all pages meet the same machine state.
    const runnersOf = Object.fromEntries(measured.map(([name]) => [name, []]));
    for (let run = 0; run < runs; run += 1)
      for (const [name, url] of measured) {
        const { lhr, artifacts } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          throttlingMethod: throttling,
        });
        // Only what unusedCssPerSheet reads is kept: a run's traces are tens of megabytes.
        const { Stylesheets, CSSUsage, DevtoolsLog } = artifacts;
        runnersOf[name].push({ lhr, artifacts: { Stylesheets, CSSUsage, DevtoolsLog } });
      }
    for (const [name, url] of measured) {
      const runners = runnersOf[name];
      // A run that failed (no first paint on a starved machine) is left out of the median rather than ending the bench.
      // Lighthouse's median needs FCP and TTI of every run it is given (a starved run may lack TTI).
      const measuredRuns = runners.filter(
        ({ lhr }) =>
          lhr.audits['first-contentful-paint']?.numericValue && lhr.audits['interactive']?.numericValue !== undefined,
      );
      if (!measuredRuns.length) {
        results[name] = { url, runtimeError: runners[0].lhr.runtimeError?.message ?? 'no run had a first paint' };
        continue;
      }
      const median = computeMedianRun(measuredRuns.map((runner) => runner.lhr));
      const runner = measuredRuns.find((candidate) => candidate.lhr === median) ?? measuredRuns[0];
      const { categories, audits, runtimeError, runWarnings } = runner.lhr;
      const spread = (values) => [Math.min(...values), Math.max(...values)];
      results[name] = {
        url,
        throttling,
        ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
        ...(runWarnings?.length ? { runWarnings } : {}),
        ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        domNodes: audits['dom-size']?.numericValue ?? null,
        mainThreadMs: mainThreadBreakdown(audits),
        runs: {
          count: runners.length,
          failed: runners.length - measuredRuns.length,
          performance: spread(
            measuredRuns.map(({ lhr }) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
          ),
          lcpMs: spread(
            measuredRuns.map(({ lhr }) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
          ),
          tbtMs: spread(
            measuredRuns.map(({ lhr }) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
          ),
          cls: spread(measuredRuns.map(({ lhr }) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)),
          // What moved, in each run that shifted: a shift seen once in five is named, not only counted.
          layoutShifts: measuredRuns.flatMap(({ lhr }, index) =>
            layoutShifts(lhr.audits).map((shift) => ({ run: index + 1, ...shift })),
          ),
        },
        ...diagnostics(audits, categories),
        unusedCssPerSheet: await unusedCssPerSheet(runner.artifacts).catch((error) => String(error)),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
