/**
 * The slow-phone profile of issue 48: home, an insurance page, the listing and an article loaded in Chromium (a
 * 390 px touch phone) with the CPU 6× slower and Slow 4G (562 ms round trips, 1.44 Mbps down, 0.675 Mbps up), both
 * through CDP, a fresh browser context (empty cache) per load. For each page, medians of SLOW_PHONE_RUNS (default 5):
 * first contentful paint; when the menu control is visible and usable (the server's disclosure, or the island's
 * button once it is no longer hidden); the delay from a tap on the menu made at first paint to its panel open (a tap
 * that never opens it within GIVE_UP_MS is "lost"); hydration (the header's `data-hydrated`); and the delay of a tap
 * on the menu after hydration (menu closed first). Times are from navigation start. Asserts nothing.
 *
 * Alone: `node tools/bench/slow-phone.mjs [--root=DIR] [--port=N]` (needs a build, `npm run build:with-dummy-secrets`;
 * `--root` measures another checkout's build, e.g. the base of a branch); in the bench: `--only=slow-phone`.
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, ROOT, log, startServer } from './lib.mjs';

export const SLOW_PHONE_PAGES = {
  home: '/',
  insurance: '/insurance/general-liability',
  listing: '/learning-center',
  article: '/learning-center/loss-control/protecting-greenhouses-on-frost-nights',
};
const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 5);
const GIVE_UP_MS = 20_000;
const CPU_SLOWDOWN = 6;
// Slow 4G as DevTools and Lighthouse define it: 562.5 ms round trips (150 ms × 3.75), 1.44 Mbps down, 0.675 Mbps up.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (0.675 * 1_000_000) / 8,
};

/** Runs in the page before its own scripts: records the moments the bench reads, on every frame. */
function recordMoments() {
  const moments = (window.__slowPhone = {});
  const header = () => document.querySelector('[data-site-header]');
  const visible = (element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
  const menuControl = () =>
    [...(header()?.querySelectorAll('summary, button[aria-expanded]') ?? [])].find((element) => visible(element));
  const menuOpen = () => document.querySelector('[data-site-header] details[open], .offcanvas.show');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') moments.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted) return;
      moments.tap = performance.now();
      moments.opened = undefined;
    },
    true,
  );
  const tick = () => {
    const now = performance.now();
    if (moments.menuUsable === undefined && menuControl()) moments.menuUsable = now;
    if (moments.hydrated === undefined && header()?.hasAttribute('data-hydrated')) moments.hydrated = now;
    if (moments.tap !== undefined && moments.opened === undefined && menuOpen()) moments.opened = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const moments = (page) => page.evaluate(() => window.__slowPhone);

async function until(page, test, giveUpMs = GIVE_UP_MS) {
  const start = Date.now();
  while (Date.now() - start < giveUpMs) {
    const seen = await moments(page).catch(() => undefined);
    if (seen && test(seen)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return moments(page);
}

/** Where the menu control is drawn (hidden or not): the centre of the header's phone menu slot. */
const menuPoint = (page) =>
  page.evaluate(() => {
    const control = document.querySelector('[data-site-header] summary, [data-site-header] button[aria-expanded]');
    const box = control?.getBoundingClientRect();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });

async function oneLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordMoments);
    await page.goto(url, { waitUntil: 'commit' });
    await until(page, (seen) => seen.firstPaint !== undefined);
    const point = await menuPoint(page);
    if (point) await page.touchscreen.tap(point.x, point.y);
    const hydrated = await until(page, (seen) => seen.hydrated !== undefined);
    // A tap still unanswered at hydration gets a few seconds more (the panel's code may still be on its way).
    const first =
      hydrated.opened === undefined ? await until(page, (seen) => seen.opened !== undefined, 5_000) : hydrated;
    const figures = {
      firstPaint: first.firstPaint,
      menuUsable: first.menuUsable,
      tapAt: first.tap,
      firstTapToOpen: first.opened === undefined ? null : first.opened - first.tap,
      hydration: first.hydrated,
    };
    // A later tap, once hydrated: the menu closed first (the island's Escape, or the disclosure's summary).
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.querySelector('[data-site-header] details[open]')?.removeAttribute('open'));
    await page.waitForFunction(() => !document.querySelector('[data-site-header] details[open], .offcanvas'), null, {
      timeout: GIVE_UP_MS,
    });
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-site-header] button[aria-expanded]')
          ?.checkVisibility({ visibilityProperty: true }) ?? false,
      null,
      { timeout: GIVE_UP_MS },
    );
    const later = await menuPoint(page);
    if (later) await page.touchscreen.tap(later.x, later.y);
    const second = await until(page, (seen) => seen.opened !== undefined);
    figures.laterTapToOpen = second.opened === undefined ? null : second.opened - second.tap;
    return figures;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length < values.length / 2) return null; // most taps lost
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};
const spread = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};

/** Medians (and min–max) of each figure for each page of SLOW_PHONE_PAGES, against the site at `siteUrl`. */
export async function slowPhoneFigures(siteUrl, runs = RUNS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = {};
  try {
    for (const [name, path] of Object.entries(SLOW_PHONE_PAGES)) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await oneLoad(browser, `${siteUrl}${path}`));
      const figure = (key) => ({
        median: median(loads.map((load) => load[key])),
        spread: spread(loads.map((load) => load[key])),
        lost: loads.filter((load) => load[key] === null).length,
      });
      results[name] = {
        path,
        firstPaint: figure('firstPaint'),
        menuUsable: figure('menuUsable'),
        tapAt: figure('tapAt'),
        firstTapToOpen: figure('firstTapToOpen'),
        hydration: figure('hydration'),
        laterTapToOpen: figure('laterTapToOpen'),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (figure) => {
  if (figure.median === null) return `lost (${figure.lost}/${RUNS})`;
  const [low, high] = figure.spread ?? [];
  return `${Math.round(figure.median)} ms [${Math.round(low)}–${Math.round(high)}]${figure.lost ? ` (${figure.lost} lost)` : ''}`;
};

/** The printed table: one line per page. */
export function slowPhoneLines(results) {
  return Object.entries(results).map(
    ([name, page]) =>
      `slow phone ${name.padEnd(9)} first paint ${ms(page.firstPaint)}; menu usable ${ms(page.menuUsable)}; ` +
      `tap at ${ms(page.tapAt)} → open after ${ms(page.firstTapToOpen)}; hydrated ${ms(page.hydration)}; ` +
      `tap after hydration → open after ${ms(page.laterTapToOpen)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) =>
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')[1];
  const root = option('root') ?? ROOT;
  const port = Number(option('port') ?? process.env.BENCH_PORT ?? 3186);
  log(`slow phone (CPU ${CPU_SLOWDOWN}×, Slow 4G), ${RUNS} loads per page, the build in ${root}`);
  const site = await startServer(root, port, { frontDoor: true });
  try {
    const results = await slowPhoneFigures(site.url);
    for (const line of slowPhoneLines(results)) log(line);
  } finally {
    await site.stop();
  }
}
