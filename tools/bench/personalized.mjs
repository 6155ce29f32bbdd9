/**
 * The home page for a visitor with a Context cookie (a florist, assigned to the quote test), decided by proxy.ts
 * and served from the page cached for that evaluation result, beside the default home page a visitor without one
 * gets: throughput on a warm cache (alternating 10 s runs, so both meet the same machine state), and Lighthouse LCP
 * and CLS for a florist who consented in that browser beside a visitor who did not.
 */
import { chromium } from '@playwright/test';
import { lighthouseRuns } from './lighthouse.mjs';
import { load } from './load.mjs';
import { ROOT, log, ratio, startServer } from './lib.mjs';

// CookieTransitionDataStore's format: tests ~ session scores ~ visitor scores ~ control group ~ personalized variants.
export const FLORIST_COOKIE = 'ufvd=homeQuoteCta-requestQuote~florist-1E~~0~';

/**
 * Makes the Lighthouse browser a florist who consented, as a visitor does it: `/?segment=florist`, then Allow cookies
 * in Cookie Preferences. The Context cookie alone, sent as a request header, was no such visitor: the server rendered
 * the florist hero, and the browser's Context, which knew nothing of it, put the default hero back after load (a
 * layout shift and a second, later LCP). Resolves to the browser's Cookie header.
 */
async function becomeFlorist(chromePort, siteUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${siteUrl}/?segment=florist`);
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Allow cookies' }).click();
    let cookies = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      cookies = await context.cookies(siteUrl);
      if (cookies.some(({ name, value }) => name === 'ufvd' && /florist/.test(value) && /homeQuoteCta/.test(value)))
        break;
      await page.waitForTimeout(100);
    }
    await page.close();
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    if (!/ufvd=[^;]*florist/.test(cookie)) throw new Error(`consent did not make a florist visitor: ${cookie}`);
    const html = await (await fetch(`${siteUrl}/`, { headers: { cookie } })).text();
    if (!html.includes('Insurance for florists, cut to fit</h1>'))
      throw new Error('the consenting florist does not get the florist home');
    log(`personalized home: Lighthouse as a florist who consented (${cookie})`);
    return { cookie };
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

export async function personalizedFigures(siteUrl, { lighthouse = true } = {}) {
  const home = `${siteUrl}/`;
  const personalized = { headers: { cookie: FLORIST_COOKIE } };
  // Warm: the points for `/` in proxy.ts, the page for this result in Next's cache.
  for (let i = 0; i < 3; i += 1) {
    const html = await (await fetch(home, personalized)).text();
    if (!html.includes('Insurance for florists, cut to fit</h1>'))
      throw new Error('the personalized home is not the florist one');
    await (await fetch(home)).text();
  }
  log('personalized home: throughput beside the default home, alternating 10 s runs on a warm cache');
  const runs = { default: [], personalized: [] };
  for (let round = 0; round < 2; round += 1) {
    runs.default.push(await load(home));
    runs.personalized.push(await load(home, personalized));
  }
  const mean = (list, key) => Math.round(list.reduce((sum, run) => sum + run[key], 0) / list.length);
  const figures = (list) => ({
    requestsPerSecond: mean(list, 'requestsPerSecond'),
    p99Ms: mean(list, 'p99Ms'),
    non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  });
  const result = { default: figures(runs.default), personalized: figures(runs.personalized) };
  result.throughputRatio = ratio(result.personalized.requestsPerSecond, result.default.requestsPerSecond);
  if (lighthouse) {
    log('personalized home: Lighthouse (mobile) for a visitor without consent and for a florist who consented');
    const plain = await lighthouseRuns({ home });
    const florist = await lighthouseRuns({ home }, { prepareBrowser: (port) => becomeFlorist(port, siteUrl) });
    result.default.lcpMs = plain.home?.lcpMs;
    result.default.lcpRunsMs = plain.home?.runs?.lcpMs;
    result.default.cls = plain.home?.cls;
    result.personalized.lcpMs = florist.home?.lcpMs;
    result.personalized.lcpRunsMs = florist.home?.runs?.lcpMs;
    result.personalized.cls = florist.home?.cls;
    result.lcpRatio = ratio(result.personalized.lcpMs, result.default.lcpMs);
  }
  return result;
}

/** `node tools/bench/personalized.mjs`: this step alone, on the existing build (BENCH_PORT, default 3186). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startServer(ROOT, Number(process.env.BENCH_PORT ?? 3186), { frontDoor: true });
  try {
    const figures = await personalizedFigures(site.url);
    console.table({ default: figures.default, personalized: figures.personalized });
    console.log(`throughput ×${figures.throughputRatio} of the default home; LCP ×${figures.lcpRatio ?? '—'}`);
  } finally {
    await site.stop();
  }
}
