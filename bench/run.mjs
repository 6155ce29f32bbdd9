#!/usr/bin/env node
/**
 * `npm run bench`: builds what it needs, measures, prints the figures and writes bench/results.json. It asserts
 * nothing. Each figure sits beside a baseline measured in the same run (an empty Next.js App Router page built
 * with the same versions and served by the same kind of `next start`), and a ratio to it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEmptyApp } from './empty-app.mjs';
import { clusterFigures } from './cluster.mjs';
import { buildWithArticles } from './growth.mjs';
import { ROOT, WORK, log, ratio, startServer, timed } from './lib.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { load, mixedLoad } from './load.mjs';
import { scoreHeaders } from './observatory.mjs';
import { searchFigures } from './search.mjs';
import { pageWeight } from './sizes.mjs';

const SITE_PORT = 3186;
const EMPTY_PORT = 3187;
const PLAIN_PORT = 3188;
const MISSING = '/bench-no-such-page';

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

  log('site search: index size and query times, in-process, before anything else loads the machine');
  results.search = await searchFigures();

  log('building the site (npm run build)');
  const siteBuild = await timed('npm', ['run', 'build'], ROOT);
  log('building the empty baseline app');
  const empty = await buildEmptyApp();
  results.build = {
    siteSeconds: siteBuild.seconds,
    emptySeconds: empty.buildSeconds,
    ratio: ratio(siteBuild.seconds, empty.buildSeconds),
  };

  const site = await startServer(ROOT, SITE_PORT, { frontDoor: true });
  const baseline = await startServer(empty.dir, EMPTY_PORT);
  try {
    const pages = await pickPages(site.url);
    results.pages = pages;

    log('page weight (gzip)');
    const emptyWeight = await pageWeight(baseline.url, join(empty.dir, '.next'), '/');
    results.weight = { baseline: emptyWeight };
    for (const name of ['home', 'article', 'listing', 'finder']) {
      const weight = pages[name] ? await pageWeight(site.url, join(ROOT, '.next'), pages[name]) : null;
      results.weight[name] = weight && {
        path: pages[name],
        ...weight,
        jsRatio: ratio(weight.jsGzipKB, emptyWeight.jsGzipKB),
        cssRatio: ratio(weight.cssGzipKB, emptyWeight.cssGzipKB || null),
      };
    }

    log('security headers, scored by the HTTP Observatory rules');
    const homeResponse = await fetch(`${site.url}/`);
    results.observatory = scoreHeaders(homeResponse.headers, await homeResponse.text(), site.url);

    log('Lighthouse (mobile)');
    const lighthouse = await lighthouseRuns({
      baseline: `${baseline.url}/`,
      home: `${site.url}/`,
      insurance: pages.insurance && `${site.url}${pages.insurance}`,
      listing: pages.listing && `${site.url}${pages.listing}`,
      article: pages.article && `${site.url}${pages.article}`,
    });
    results.lighthouse = lighthouse;

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
    log('two instances behind nginx, sharing Redis, against one instance: 100 connections, alternating 10 s runs');
    results.cluster = await clusterFigures(pages.prerendered);
  } finally {
    await site.stop();
    await baseline.stop();
  }

  log('build with 1,000 generated articles');
  const grown = await buildWithArticles();
  results.build.withThousandArticles = { ...grown, ratioToSite: ratio(grown.seconds, siteBuild.seconds) };

  results.finishedAt = new Date().toISOString();
  writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  print(results);
}

function print(results) {
  const { build, weight, load: loads, mixedLoad: mix, lighthouse, observatory } = results;
  console.log('\n=== Verdance bench (ratios against the empty App Router page of the same run) ===');
  console.log(
    `Build: site ${build.siteSeconds}s, empty ${build.emptySeconds}s (×${build.ratio}); +1,000 articles ${build.withThousandArticles.seconds}s (×${build.withThousandArticles.ratioToSite} of the site build, ${build.withThousandArticles.staticPages} static pages)`,
  );
  const { search } = results;
  console.log(`Site search, ${search.site.queries} queries of ${search.phrases.join(', ')}:`);
  console.table({ site: search.site, '+1,000 articles': search.withThousandArticles });
  console.log('Page weight on load, gzip (baseline = the empty page):');
  const missing = { path: 'not on the site' };
  const shown = (value) => value ?? '—';
  console.table(
    Object.fromEntries(
      Object.entries(weight).map(([name, value]) => [
        name,
        value
          ? {
              path: value.path ?? '/',
              'JS gzip kB': value.jsGzipKB,
              'JS ×': shown(value.jsRatio),
              'CSS gzip kB': value.cssGzipKB,
              'CSS ×': shown(value.cssRatio),
              'inline kB': value.inlineScriptGzipKB,
            }
          : missing,
      ]),
    ),
  );
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
  console.log(
    `Mixed load, ${mix.connections} connections ${mix.durationSeconds}s: ${mix.requestsPerSecond} req/s, p99 ${mix.p99Ms} ms, statuses ${JSON.stringify(mix.statuses)}, errors ${mix.errors}, timeouts ${mix.timeouts}`,
  );
  const lhBase = lighthouse.baseline;
  console.log('Lighthouse, mobile (baseline = the empty page):');
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([name, value]) => [
        name,
        {
          perf: value.performance,
          a11y: value.accessibility,
          'best pr.': value['best-practices'],
          seo: value.seo,
          'LCP ms': value.lcpMs,
          'LCP ×': ratio(value.lcpMs, lhBase?.lcpMs),
          CLS: value.cls,
          'TBT ms': value.tbtMs,
        },
      ]),
    ),
  );
  console.log(`HTTP Observatory (header tests): ${observatory.score}/100, grade ${observatory.grade}`);
  for (const test of observatory.tests)
    console.log(`  ${test.modifier >= 0 ? '+' : ''}${test.modifier}\t${test.name}: ${test.result}`);
  console.log('Written to bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
