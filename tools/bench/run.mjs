#!/usr/bin/env node
/**
 * `npm run bench`: builds what it needs, measures, prints the figures and writes tools/bench/results.json. It asserts
 * nothing. Each figure sits beside a baseline measured in the same run (an empty Next.js App Router page built
 * with the same versions and served by the same kind of `next start`), and a ratio to it.
 *
 * Options (after `npm run bench --`):
 *   --skip-build          measure the existing build (.next and build/) instead of building the site first
 *   --only=a,b            only these parts (page weight and payload always): search, observatory, lighthouse, load,
 *                         personalized, cluster, edge, growth, canvas-junk, slow-phone (`--skip-build --only=personalized`: the
 *                         personalized home alone)
 *   --before=FILE         print each page figure as "before → now", before from an earlier results.json
 *   --base=DIR            another checkout's build (e.g. the previous main) measured beside this one, interleaved, in
 *                         Lighthouse and the slow-phone profile (rows "<page> previous")
 *   --pages=a,b           only these of home, insurance, listing, article, esHome, esArticle in Lighthouse and the
 *                         slow phone (esHome and esArticle: the Spanish home and a Spanish article, /es/…)
 *   --runs=N              loads per page in Lighthouse and the slow phone (default 5; medians with spreads)
 *   --quick               3 runs, the slow phone at CPU 4× only, no simulated Lighthouse (about a third of the time)
 * The headline page figures are real throttling (issue 51): Lighthouse with DevTools throttling and the slow-phone
 * profile (tools/bench/slow-phone.mjs, CPU 4× and 6×, Slow 4G); Lighthouse's simulated throttling is printed beside
 * them, labelled. BENCH_PORT (default 3186) and the six ports after it are where the bench's servers listen.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEmptyApp } from './empty-app.mjs';
import { canvasJunkFigures, canvasJunkLine } from './canvas-junk.mjs';
import { clusterFigures } from './cluster.mjs';
import { edgeFigures, edgeLine } from './edge.mjs';
import { startFloorServer } from './floor.mjs';
import { buildWithArticles } from './growth.mjs';
import { ROOT, WORK, log, ratio, startServer, timed } from './lib.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { load, mixedLoad } from './load.mjs';
import { scoreHeaders } from './observatory.mjs';
import { searchFigures } from './search.mjs';
import { hostileSearchFigures } from './hostile-search.mjs';
import { pagePayload } from './payload.mjs';
import { pageWeight } from './sizes.mjs';
import { personalizedFigures } from './personalized.mjs';
import { CPU_RATES, printSlowPhone, slowPhoneFigures } from './slow-phone.mjs';
import { printTargets } from './targets.mjs';

const SITE_PORT = Number(process.env.BENCH_PORT ?? 3186);
const EMPTY_PORT = SITE_PORT + 1;
const PLAIN_PORT = SITE_PORT + 2;
const FLOOR_PORT = SITE_PORT + 3;
const SEARCH_PORT = SITE_PORT + 4;
const CANVAS_PORT = SITE_PORT + 5;
const PREVIOUS_PORT = SITE_PORT + 6;
const MISSING = '/bench-no-such-page';
// Page weight and payload are always measured: the other figures of a page sit beside them.
// The pages Lighthouse measures, each beside its own floor (`<name>WithoutScripts`).
// The Spanish home and a Spanish article (/es/…) beside the English ones: the same figures against their own floors.
const LIGHTHOUSE_PAGES = ['home', 'insurance', 'listing', 'article', 'esHome', 'esArticle'];
// Page weight and payload: the pages above plus the agent finder.
const WEIGHED_PAGES = ['home', 'insurance', 'article', 'listing', 'finder', 'esHome', 'esArticle'];
const PARTS = [
  'search',
  'observatory',
  'lighthouse',
  'load',
  'personalized',
  'cluster',
  'edge',
  'growth',
  'canvas-junk',
  'slow-phone',
];

const option = (name) =>
  process.argv
    .slice(2)
    .find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const only = option('only')?.split(',') ?? PARTS;
const runs = (part) => only.includes(part);
const skipBuild = option('skip-build') !== undefined;
const quick = option('quick') !== undefined;
const pageRuns = Number(option('runs') ?? (quick ? 3 : 5));
const measuredNames = option('pages')?.split(',') ?? LIGHTHOUSE_PAGES;
const baseDir = option('base');

async function pickPages(site) {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((match) => match[1] ?? '/');
  const answers = async (path) => path && (await fetch(`${site}${path}`)).status === 200;
  const first = async (candidates) => {
    for (const path of candidates) if (await answers(path)) return path;
    return null;
  };
  return {
    home: '/',
    article: await first(paths.filter((path) => /^\/(learning-center|news)\/[^/]+\/[^/]+$/.test(path))),
    listing: await first(['/learning-center', '/news']),
    finder: await first(['/contact-us/agent-search', '/about/agents']),
    insurance: await first(['/insurance/general-liability', '/insurance']),
    prerendered: '/about',
    esHome: await first(['/es']),
    esArticle: await first(paths.filter((path) => /^\/es\/(learning-center|news)\/[^/]+\/[^/]+$/.test(path))),
  };
}

/**
 * The same build served by plain `next start` (no front door; proxy.ts runs only for listing addresses) against the
 * site's server, on one page, in alternating 10 s runs so both meet the same machine state. proxyRatio is
 * front-door throughput / plain throughput.
 */
async function frontDoorCost(siteUrl, path) {
  const plain = await startServer(ROOT, PLAIN_PORT);
  try {
    const runs = { frontDoor: [], plain: [] };
    for (let round = 0; round < 2; round += 1) {
      runs.frontDoor.push(await load(`${siteUrl}${path}`));
      runs.plain.push(await load(`${plain.url}${path}`));
    }
    const mean = (list, key) => Math.round(list.reduce((sum, run) => sum + run[key], 0) / list.length);
    const withDoor = mean(runs.frontDoor, 'requestsPerSecond');
    const without = mean(runs.plain, 'requestsPerSecond');
    return {
      withFrontDoor: { requestsPerSecond: withDoor, p99Ms: mean(runs.frontDoor, 'p99Ms') },
      withoutFrontDoor: { requestsPerSecond: without, p99Ms: mean(runs.plain, 'p99Ms') },
      proxyRatio: ratio(withDoor, without),
    };
  } finally {
    await plain.stop();
  }
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  };

  if (runs('search')) {
    log('site search: index size and query times, in-process, before anything else loads the machine');
    results.search = await searchFigures();
  }

  let siteBuild = null;
  if (!skipBuild) {
    log('building the site (npm run build)');
    siteBuild = await timed('npm', ['run', 'build'], ROOT);
  }
  const emptyDir = join(WORK, 'empty');
  const reuseEmpty = skipBuild && existsSync(join(emptyDir, '.next', 'BUILD_ID'));
  log(reuseEmpty ? 'reusing the empty baseline app in tools/bench/.work/empty' : 'building the empty baseline app');
  const empty = reuseEmpty ? { dir: emptyDir, buildSeconds: null } : await buildEmptyApp();
  results.build = {
    siteSeconds: siteBuild?.seconds ?? null,
    emptySeconds: empty.buildSeconds,
    ratio: ratio(siteBuild?.seconds, empty.buildSeconds),
  };

  if (runs('canvas-junk')) {
    log('canvas refresh in the stand-in canvas, quiet and with 20 junk requests/s (site on the stand-in Uniform API)');
    results.canvasJunk = await canvasJunkFigures(CANVAS_PORT);
    log(canvasJunkLine(results.canvasJunk));
  }

  const site = await startServer(ROOT, SITE_PORT, { frontDoor: true });
  const baseline = await startServer(empty.dir, EMPTY_PORT);
  try {
    const pages = await pickPages(site.url);
    results.pages = pages;

    log('page weight (gzip)');
    const emptyWeight = await pageWeight(baseline.url, join(empty.dir, '.next'), '/');
    results.weight = { baseline: emptyWeight };
    for (const name of WEIGHED_PAGES) {
      const weight = pages[name] ? await pageWeight(site.url, join(ROOT, '.next'), pages[name]) : null;
      results.weight[name] = weight && {
        path: pages[name],
        ...weight,
        jsRatio: ratio(weight.jsGzipKB, emptyWeight.jsGzipKB),
        cssRatio: ratio(weight.cssGzipKB, emptyWeight.cssGzipKB || null),
      };
    }

    log('RSC payload, client components and DOM elements per page (from the HTML)');
    results.payload = { baseline: await pagePayload(`${baseline.url}/`) };
    for (const name of WEIGHED_PAGES)
      results.payload[name] = pages[name]
        ? { path: pages[name], ...(await pagePayload(`${site.url}${pages[name]}`)) }
        : null;

    if (runs('observatory')) {
      log('security headers, scored by the HTTP Observatory rules');
      const homeResponse = await fetch(`${site.url}/`);
      results.observatory = scoreHeaders(homeResponse.headers, await homeResponse.text(), site.url);
    }

    const measured = Object.fromEntries(measuredNames.map((name) => [name, pages[name]]));
    const previous = baseDir ? await startServer(baseDir, PREVIOUS_PORT, { frontDoor: true }) : null;
    const floor =
      runs('lighthouse') || runs('slow-phone') ? await startFloorServer(FLOOR_PORT, site.url, measured) : null;
    try {
      for (const [name, path] of Object.entries(floor?.paths ?? {})) results.pages[`${name}WithoutScripts`] = path;
      if (runs('lighthouse')) {
        const urls = { baseline: `${baseline.url}/` };
        for (const name of measuredNames) {
          urls[`${name}WithoutScripts`] = floor.urls[name];
          urls[name] = pages[name] && `${site.url}${pages[name]}`;
          if (previous) urls[`${name}Previous`] = pages[name] && `${previous.url}${pages[name]}`;
        }
        log(
          `Lighthouse (mobile), DevTools throttling: the real load slowed, ${pageRuns} runs of each page, interleaved`,
        );
        results.lighthouse = await lighthouseRuns(urls, { throttling: 'devtools', runs: pageRuns });
        if (!quick) {
          log(`Lighthouse (mobile), simulated throttling, ${pageRuns} runs of each page, interleaved`);
          results.lighthouseSimulated = await lighthouseRuns(urls, { throttling: 'simulate', runs: pageRuns });
        }
      }
      if (runs('slow-phone')) {
        log(`slow phone: CPU ${quick ? 4 : CPU_RATES.join('× and ')}×, Slow 4G, ${pageRuns} rounds, interleaved`);
        const at = (server) => Object.fromEntries(measuredNames.map((name) => [name, `${server.url}${pages[name]}`]));
        results.slowPhone = await slowPhoneFigures({
          targets: { shipped: at(site), ...(previous ? { previous: at(previous) } : {}), floor: floor.urls },
          empty: `${baseline.url}/`,
          runs: pageRuns,
          cpuRates: quick ? [4] : CPU_RATES,
          tapTargets: previous ? ['shipped', 'previous'] : ['shipped'],
        });
      }
    } finally {
      await floor?.stop();
      await previous?.stop();
    }

    if (runs('search')) {
      log('search over HTTP: a hostile phrase against normal ones, one at a time, each from its own address');
      const searchSite = await startServer(ROOT, SEARCH_PORT, { frontDoor: true, env: { TRUSTED_PROXY_HOPS: '1' } });
      try {
        results.search.overHttp = await hostileSearchFigures(searchSite.url);
        results.search.hostileToNormalP50 = results.search.overHttp.hostileToNormalP50;
      } finally {
        await searchSite.stop();
      }
    }

    if (runs('load')) await loadFigures(results, site, baseline, pages);

    if (runs('personalized')) results.personalized = await personalizedFigures(site.url);

    if (runs('cluster')) {
      log('two instances behind nginx, sharing Redis, against one instance: 100 connections, alternating 10 s runs');
      results.cluster = await clusterFigures(pages.prerendered);
    }

    if (runs('edge')) {
      log(
        'Varnish in front of nginx and two instances against nginx serving the page as a file; webhook to fresh page',
      );
      results.edge = await edgeFigures(pages.prerendered);
    }
  } finally {
    await site.stop();
    await baseline.stop();
  }

  if (runs('growth')) {
    log('build with 1,000 generated articles');
    const grown = await buildWithArticles();
    results.build.withThousandArticles = { ...grown, ratioToSite: ratio(grown.seconds, siteBuild?.seconds) };
  }

  results.finishedAt = new Date().toISOString();
  results.loadAverage = (await import('node:os')).loadavg().map((value) => Math.round(value * 100) / 100);
  writeFileSync(join(ROOT, 'tools', 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const beforeFile = option('before');
  print(results, beforeFile ? JSON.parse(readFileSync(beforeFile, 'utf8')) : null);
}

async function loadFigures(results, site, baseline, pages) {
  log('load: 50 connections, 10 s per route');
  const emptyLoad = await load(`${baseline.url}/`);
  results.load = { baseline: emptyLoad };
  const routes = {
    prerendered: pages.prerendered,
    listingPage2: pages.listing && `${pages.listing}?page=2`,
    notFound: MISSING,
  };
  for (const [name, path] of Object.entries(routes)) {
    if (!path) continue;
    const figures = await load(`${site.url}${path}`);
    results.load[name] = {
      path,
      ...figures,
      throughputRatio: ratio(figures.requestsPerSecond, emptyLoad.requestsPerSecond),
      p99Ratio: ratio(figures.p99Ms, emptyLoad.p99Ms || 1),
    };
  }
  log('front door cost: the prerendered page with and without it, alternating runs');
  results.load.prerendered = { ...results.load.prerendered, ...(await frontDoorCost(site.url, pages.prerendered)) };
  log('mixed load: 100 connections, 30 s');
  const mix = [
    pages.home,
    pages.prerendered,
    pages.insurance,
    routes.listingPage2,
    pages.article,
    '/sitemap',
    MISSING,
  ].filter(Boolean);
  results.mixedLoad = await mixedLoad(site.url, mix);
}

// <page>WithoutScripts: the page with its scripts taken out (tools/bench/floor.mjs), what LCP costs without JavaScript.
const PAGE_ROWS = [
  'baseline',
  ...LIGHTHOUSE_PAGES.flatMap((name) => [`${name}WithoutScripts`, name, `${name}Previous`]),
  'finder',
];

/** One row per page: weight and Lighthouse side by side, each figure "before → now" when an earlier run is given. */
function pageTable(results, before) {
  const cell = (now, then) => (then == null || then === now ? (now ?? '—') : `${then} → ${now ?? '—'}`);
  const figures = (run, name) => {
    const weight = run?.weight?.[name];
    const lh = run?.lighthouse?.[name];
    const lcpBase = run?.lighthouse?.baseline?.lcpMs;
    const floorLcp = run?.lighthouse?.[`${name}WithoutScripts`]?.lcpMs;
    const tbtBase = run?.lighthouse?.baseline?.tbtMs;
    return {
      'JS gzip kB': weight?.jsGzipKB,
      'JS ×': name === 'baseline' ? 1 : weight?.jsRatio,
      'CSS gzip kB': weight?.cssGzipKB,
      perf: lh?.performance,
      'LCP ms': lh?.lcpMs,
      'LCP ×': lh ? ratio(lh.lcpMs, lcpBase) : undefined,
      'LCP × floor': lh && floorLcp ? ratio(lh.lcpMs, floorLcp) : undefined,
      'TBT ms': lh?.tbtMs,
      'TBT ×': lh ? ratio(lh.tbtMs, tbtBase || null) : undefined,
      CLS: lh?.cls,
      seo: lh?.seo,
    };
  };
  return Object.fromEntries(
    PAGE_ROWS.filter((name) => results.weight?.[name] || results.lighthouse?.[name]).map((name) => {
      const now = figures(results, name);
      const then = before ? figures(before, name) : {};
      return [
        name,
        {
          path: results.weight?.[name]?.path ?? results.pages?.[name] ?? '/',
          ...Object.fromEntries(Object.entries(now).map(([key, value]) => [key, cell(value, then[key])])),
        },
      ];
    }),
  );
}

function printDiagnostics(lighthouse) {
  console.log('Lighthouse diagnostics: the LCP element, its phases, what blocks rendering, unused bytes:');
  for (const [name, value] of Object.entries(lighthouse)) {
    const phases = Object.entries(value.lcpPhasesMs ?? {})
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    console.log(`  ${name}: LCP ${value.lcpMs} ms on ${value.lcpElement?.snippet?.slice(0, 140) ?? '(no element)'}`);
    if (value.runs)
      console.log(
        `    median of ${value.runs.count} runs; across them perf ${value.runs.performance.join('–')}, LCP ${value.runs.lcpMs.join('–')} ms, TBT ${value.runs.tbtMs.join('–')} ms`,
      );
    if (value.runtimeError) console.log(`    Lighthouse failed: ${value.runtimeError}`);
    for (const warning of value.runWarnings ?? []) console.log(`    warning: ${String(warning).slice(0, 200)}`);
    if (phases) console.log(`    phases: ${phases}`);
    for (const item of value.renderBlocking ?? [])
      console.log(`    render-blocking: ${item.url} (${item.totalKB} kB, ${item.wastedMs} ms)`);
    for (const item of Array.isArray(value.unusedCssPerSheet) ? value.unusedCssPerSheet : [])
      console.log(`    CSS sheet: ${item.url.slice(0, 60)}: ${item.wastedKB} of ${item.totalKB} kB unused`);
    for (const item of value.unusedJs ?? [])
      console.log(`    unused: ${item.url}: ${item.wastedKB} of ${item.totalKB} kB`);
    if (value.notFull?.length) console.log(`    audits short of full marks: ${value.notFull.join(', ')}`);
  }
}

function print(results, before) {
  const { build, weight, load: loads, mixedLoad: mix, lighthouse, observatory, search, edge } = results;
  const shown = (value) => value ?? '—';
  console.log('\n=== Verdance bench (ratios against the empty App Router page of the same run) ===');
  if (build.siteSeconds != null || build.withThousandArticles)
    console.log(
      `Build: site ${shown(build.siteSeconds)}s, empty ${shown(build.emptySeconds)}s (×${shown(build.ratio)})` +
        (build.withThousandArticles
          ? `; +1,000 articles ${build.withThousandArticles.seconds}s (×${shown(build.withThousandArticles.ratioToSite)} of the site build, ${build.withThousandArticles.staticPages} static pages)`
          : ''),
    );
  if (search) {
    console.log(`Site search, ${search.site.queries} queries of ${search.phrases.join(', ')}:`);
    console.table({
      site: search.site,
      'site, hostile': search.siteHostile,
      '+1,000 articles': search.withThousandArticles,
    });
    if (search.overHttp) {
      const { normal, hostile, hostileToNormalP50, hostileToNormalP99 } = search.overHttp;
      console.log(
        `Search over HTTP (the /search page), hostile against normal: p50 ×${hostileToNormalP50}, p99 ×${hostileToNormalP99}`,
      );
      console.table({ normal, hostile });
    }
  }
  console.log(
    `Pages on load: JS and CSS gzip of the <script src> and stylesheets, Lighthouse mobile${before ? ' (before → now)' : ''}; baseline = the empty page:`,
  );
  console.table(pageTable(results, before));
  if (results.payload) {
    console.log('What the browser parses and hydrates (from the HTML; baseline = the empty page):');
    console.table(
      Object.fromEntries(
        Object.entries(results.payload).map(([name, value]) => [
          name,
          value
            ? {
                path: value.path ?? '/',
                'RSC inline bytes': value.rscInlineBytes,
                'RSC share of HTML': value.rscShareOfHtml,
                'client modules': value.clientModules,
                'client elements': value.clientElements,
                'DOM elements': value.domNodes,
              }
            : { path: 'not on the site' },
        ]),
      ),
    );
  }
  console.log('Page weight detail (gzip kB):');
  console.table(
    Object.fromEntries(
      Object.entries(weight).map(([name, value]) => [
        name,
        value
          ? {
              path: value.path ?? '/',
              'JS gzip kB': value.jsGzipKB,
              'JS ×': shown(value.jsRatio),
              'script files': value.scriptFiles,
              'CSS gzip kB': value.cssGzipKB,
              'inline kB': value.inlineScriptGzipKB,
              'HTML kB': value.htmlGzipKB,
            }
          : { path: 'not on the site' },
      ]),
    ),
  );
  if (loads) {
    console.log('Load, 50 connections for 10 s (baseline = the empty page):');
    console.table(
      Object.fromEntries(
        Object.entries(loads).map(([name, value]) => [
          name,
          {
            path: value.path ?? '/',
            'req/s': value.requestsPerSecond,
            'req/s ×': shown(value.throughputRatio),
            'p99 ms': value.p99Ms,
            'p99 ×': shown(value.p99Ratio),
            non2xx: value.non2xx,
            errors: value.errors,
          },
        ]),
      ),
    );
    const door = loads.prerendered;
    if (door?.proxyRatio != null)
      console.log(
        `Front door on ${door.path}: ${door.withFrontDoor.requestsPerSecond} req/s (p99 ${door.withFrontDoor.p99Ms} ms) against ${door.withoutFrontDoor.requestsPerSecond} req/s (p99 ${door.withoutFrontDoor.p99Ms} ms) with plain next start: ×${door.proxyRatio}`,
      );
  }
  if (results.personalized) {
    const { default: plain, personalized, throughputRatio, lcpRatio } = results.personalized;
    console.log('Home for a Context visitor (florist, quote test assigned) beside the default home, warm cache:');
    console.table({ default: plain, personalized });
    console.log(`  throughput ×${throughputRatio} of the default home; LCP ×${lcpRatio ?? '—'}`);
  }
  if (mix)
    console.log(
      `Mixed load, ${mix.connections} connections ${mix.durationSeconds}s: ${mix.requestsPerSecond} req/s, p99 ${mix.p99Ms} ms, statuses ${JSON.stringify(mix.statuses)}, errors ${mix.errors}, timeouts ${mix.timeouts}`,
    );
  if (edge) console.log(edgeLine(edge));
  if (results.lighthouseSimulated) printLighthouse(results.lighthouseSimulated, false);
  if (lighthouse) printLighthouse(lighthouse, true);
  if (results.slowPhone) printSlowPhone(results.slowPhone);
  if (observatory) {
    console.log(`HTTP Observatory (header tests): ${observatory.score}/100, grade ${observatory.grade}`);
    for (const test of observatory.tests)
      console.log(`  ${test.modifier >= 0 ? '+' : ''}${test.modifier}\t${test.name}: ${test.result}`);
  }
  if (lighthouse || results.slowPhone) printTargets(results, measuredNames);
  console.log(`Load average at the end (1, 5, 15 min): ${(results.loadAverage ?? []).join(', ')}`);
  console.log('Written to tools/bench/results.json');
}

/** One Lighthouse table; `diagnose` adds the median runs' diagnostics (printed for the headline run only). */
function printLighthouse(lighthouse, diagnose) {
  const lhBase = lighthouse.baseline;
  console.log(
    `Lighthouse, mobile, ${lhBase?.throttling === 'devtools' ? 'DevTools throttling (the real load slowed)' : 'SIMULATED throttling (Lantern replays an unthrottled load: not a paint a phone sees)'}, median run of each page (baseline = the empty page):`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([name, value]) => [
        name,
        {
          perf: value.performance,
          a11y: value.accessibility,
          'best pr.': value['best-practices'],
          seo: value.seo,
          'FCP ms': value.fcpMs,
          'LCP ms': value.lcpMs,
          'LCP ×': ratio(value.lcpMs, lhBase?.lcpMs),
          'LCP spread': value.runs?.lcpMs?.join('–'),
          CLS: value.cls,
          'TBT ms': value.tbtMs,
        },
      ]),
    ),
  );
  console.log('Main thread of the median run by category, ms (hydration is in scriptEvaluation):');
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([name, value]) => [name, { ...value.mainThreadMs, 'DOM el.': value.domNodes }]),
    ),
  );
  if (diagnose) printDiagnostics(lighthouse);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
