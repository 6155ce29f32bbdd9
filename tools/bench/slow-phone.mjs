/**
 * The slow-phone profile (issue 51): pages loaded in Chromium as a 390 px touch phone with the CPU 4× and 6× slower
 * and Slow 4G (562.5 ms round trips, 1.44 Mbps down, 0.675 Mbps up), both through CDP, a fresh browser context
 * (empty cache) per load, until the network is idle (no request for IDLE_MS). Every target of a run is loaded in turn
 * (interleaved: the same machine state for all), SLOW_PHONE_RUNS times (default 5); medians with min–max spreads.
 *
 * Per load: first contentful paint and LCP (PerformanceObserver); hydration (React's first commit, seen through the
 * DevTools hook React calls in production too); when each control is usable (the first moment its element carries
 * React's handler: the menu button, the carousel's controls, a form, the glossary's tabs, the share menu); every
 * script byte and request on the wire until idle (CDP's encoded lengths, headers included, the same way for the empty
 * page) and the RSC requests (prefetches) apart; main-thread time by category (CDP Performance metrics, in throttled
 * time) and the longest task (Long Tasks API). A second load per page and variant taps the menu at first paint, 1 s
 * after it or 2 s after it (rotating with the run): the delay from the touch (its event's time stamp, so the wait for
 * a busy main thread counts) until the menu is open, the Event Timing duration of the tap (INP-style), and whether it
 * was lost (never open, or open and then closed by the page). Asserts nothing.
 *
 * Alone: `node tools/bench/slow-phone.mjs [--root=DIR] [--base=DIR] [--quick] [--runs=N] [--pages=home,article]`
 * (needs a build; `--base` loads another checkout's build beside it, interleaved, e.g. the previous main).
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, ROOT, log, ratio, startServer } from './lib.mjs';

export const SLOW_PHONE_PAGES = {
  home: '/',
  insurance: '/insurance/general-liability',
  listing: '/learning-center',
  article: '/learning-center/loss-control/protecting-greenhouses-on-frost-nights',
};
export const CPU_RATES = [4, 6];
const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 5);
const IDLE_MS = 2_000;
const GIVE_UP_MS = 45_000;
const TAP_MOMENTS = { paint: 0, '1s': 1_000, '2s': 2_000 };
// Slow 4G as DevTools and Lighthouse define it: 562.5 ms round trips (150 ms × 3.75), 1.44 Mbps down, 0.675 Mbps up.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (0.675 * 1_000_000) / 8,
};

/** Runs in the page before its own scripts: records the moments the bench reads. */
function recordMoments() {
  const seen = (window.__phone = { controls: {}, commits: 0, interactions: [] });
  // React (production builds too) reports each commit to the DevTools hook when one is there.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      seen.commits += 1;
      seen.hydrated ??= performance.now();
    },
  };
  const CONTROLS = {
    menu: '[data-site-header] [data-menu-button]',
    carousel: '[aria-roledescription="carousel"] button',
    forms: 'main form',
    glossary: '[role="tab"]',
    share: 'main button.dropdown-toggle',
  };
  const wired = (element) => {
    // A button the browser itself answers (the menu's popovertarget) is usable as soon as it is drawn.
    if (element.hasAttribute('popovertarget')) return true;
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    const props = key ? element[key] : undefined;
    return Boolean(props && (props.onClick || props.onSubmit));
  };
  const observe = (type, each, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser does not know: the figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.firstPaint = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (seen.lcp = entry.startTime));
  // Long tasks (over 50 ms): a tap that lands in one waits for its end.
  seen.longestTask = 0;
  observe('longtask', (entry) => (seen.longestTask = Math.max(seen.longestTask, entry.duration)));
  observe(
    'event',
    (entry) => {
      if (entry.interactionId) seen.interactions.push(entry.duration);
    },
    { durationThreshold: 16 },
  );
  const menuOpen = () =>
    Boolean(
      document.querySelector('[data-site-header] details[open], .offcanvas.show, [data-menu-panel]:popover-open'),
    );
  // On the window, registered before the page's own scripts: the page stops a tap on its menu there before hydration.
  window.addEventListener(
    'pointerdown',
    (event) => {
      // The moment of the touch (the event's time stamp), not of its handling: the wait for a busy main thread counts.
      if (event.isTrusted) seen.tap ??= event.timeStamp;
    },
    true,
  );
  const tick = () => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(CONTROLS)) {
      if (seen.controls[name]?.usable !== undefined) continue;
      const elements = [...document.querySelectorAll(selector)];
      if (!elements.length) continue;
      seen.controls[name] ??= { present: now };
      if (elements.some(wired)) seen.controls[name].usable = now;
    }
    if (seen.tap !== undefined && seen.opened === undefined && menuOpen()) seen.opened = now;
    if (seen.opened !== undefined) seen.openAtEnd = menuOpen();
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const readMoments = (page) => page.evaluate(() => window.__phone).catch(() => undefined);

async function until(page, test, giveUpMs) {
  const start = Date.now();
  while (Date.now() - start < giveUpMs) {
    const seen = await readMoments(page);
    if (seen && test(seen)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return readMoments(page);
}

/** Every request of the page through CDP: resolves once none has been in flight for IDLE_MS. */
function watchNetwork(cdp) {
  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    const header = (name) =>
      Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;
    requests.set(requestId, {
      url: request.url,
      type,
      rsc: header('rsc') === '1' || /[?&]_rsc=/.test(request.url),
      prefetch: header('next-router-prefetch') === '1',
      bytes: 0,
    });
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const request = requests.get(requestId);
    if (request) request.type = type;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  return {
    requests,
    idle: async () => {
      const start = Date.now();
      while (Date.now() - start < GIVE_UP_MS) {
        if (!inFlight.size && Date.now() - lastActivity >= IDLE_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

const kB = (bytes) => Math.round(bytes / 102.4) / 10;

function wireFigures(requests) {
  const list = [...requests.values()];
  const scripts = list.filter((request) => request.type === 'Script');
  const rsc = list.filter((request) => request.rsc);
  const sum = (items) => items.reduce((total, item) => total + item.bytes, 0);
  return {
    scriptKB: kB(sum(scripts)),
    scriptRequests: scripts.length,
    rscKB: kB(sum(rsc)),
    rscRequests: rsc.length,
    rscPaths: rsc.map((request) => new URL(request.url).pathname),
    allKB: kB(sum(list)),
    requests: list.length,
  };
}

/** Main-thread time by category (ms, throttled), from CDP's Performance metrics at network idle. */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => Math.round((metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000);
  const script = value('ScriptDuration');
  const layout = value('LayoutDuration');
  const style = value('RecalcStyleDuration');
  const total = value('TaskDuration');
  return { total, script, layout, style, other: Math.max(0, total - script - layout - style) };
}

/** Where the menu control is drawn: the centre of the header's phone menu slot (disclosure or button). */
const menuPoint = (page) =>
  page.evaluate(() => {
    const control = document.querySelector('[data-site-header] summary, [data-site-header] [data-menu-button]');
    const box = control?.getBoundingClientRect();
    return box && box.width ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
  });

async function oneLoad(browser, url, cpuRate, tapAfterPaintMs) {
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
    await cdp.send('Performance.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const network = watchNetwork(cdp);
    await page.addInitScript(recordMoments);
    await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    if (tapAfterPaintMs !== undefined) {
      const painted = await until(page, (seen) => seen.firstPaint !== undefined, GIVE_UP_MS);
      const tapAt = (painted?.firstPaint ?? 0) + tapAfterPaintMs;
      await until(page, () => false, Math.max(0, tapAt - (await page.evaluate(() => performance.now()))));
      const point = await menuPoint(page);
      if (point) await page.touchscreen.tap(point.x, point.y);
    }
    await page.waitForLoadState('load', { timeout: GIVE_UP_MS }).catch(() => undefined);
    await network.idle();
    if (tapAfterPaintMs !== undefined) await until(page, (seen) => seen.opened !== undefined, 5_000);
    const seen = (await readMoments(page)) ?? { controls: {}, interactions: [] };
    const controls = Object.fromEntries(
      Object.entries(seen.controls).map(([name, control]) => [name, control.usable ?? null]),
    );
    return {
      firstPaint: seen.firstPaint ?? null,
      lcp: seen.lcp ?? null,
      hydration: seen.hydrated ?? null,
      longestTask: seen.longestTask ?? null,
      controls,
      ...wireFigures(network.requests),
      mainThread: await mainThread(cdp),
      tap:
        tapAfterPaintMs === undefined
          ? undefined
          : {
              toOpen: seen.opened === undefined || seen.tap === undefined ? null : seen.opened - seen.tap,
              interactionMs: seen.interactions.length ? Math.max(...seen.interactions) : null,
              lost: seen.opened === undefined || seen.openAtEnd === false,
            },
    };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const spread = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};
const figure = (values) => ({ median: median(values), spread: spread(values) });

/** The medians of a target's loads. */
function summarize(loads) {
  const pick = (read) => figure(loads.map(read));
  const controlNames = [...new Set(loads.flatMap((load) => Object.keys(load.controls)))];
  return {
    firstPaint: pick((load) => load.firstPaint),
    lcp: pick((load) => load.lcp),
    hydration: pick((load) => load.hydration),
    longestTask: pick((load) => load.longestTask),
    // Each control's usable moment after hydration (ms); null when it never became usable in a load.
    controlsAfterHydration: Object.fromEntries(
      controlNames.map((name) => [
        name,
        {
          ...pick((load) =>
            load.controls[name] == null || load.hydration == null ? null : load.controls[name] - load.hydration,
          ),
          neverUsable: loads.filter((load) => name in load.controls && load.controls[name] === null).length,
        },
      ]),
    ),
    scriptKB: pick((load) => load.scriptKB),
    scriptRequests: pick((load) => load.scriptRequests),
    rscKB: pick((load) => load.rscKB),
    rscRequests: pick((load) => load.rscRequests),
    rscPaths: loads[0]?.rscPaths ?? [],
    allKB: pick((load) => load.allKB),
    mainThread: Object.fromEntries(
      ['total', 'script', 'layout', 'style', 'other'].map((key) => [key, pick((load) => load.mainThread[key])]),
    ),
    loads: loads.length,
  };
}

/**
 * `targets`: { label: { page name: url } } (e.g. shipped, previous, floor) and `empty`: the empty page's URL. For each
 * CPU rate, `runs` rounds; each round loads every target once (and taps the menu in one more load per page of the
 * targets named in `tapTargets`). Resolves to { [cpu]: { empty, [label]: { [page]: summary } }, taps }.
 */
export async function slowPhoneFigures({ targets, empty, runs = RUNS, cpuRates = CPU_RATES, tapTargets = [] }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = {};
  try {
    for (const cpu of cpuRates) {
      const loads = { empty: [] };
      const taps = {};
      for (let run = 0; run < runs; run += 1) {
        const moment = Object.keys(TAP_MOMENTS)[run % 3];
        log(`slow phone CPU ${cpu}×, round ${run + 1} of ${runs} (taps at ${moment})`);
        loads.empty.push(await oneLoad(browser, empty, cpu));
        for (const [label, pages] of Object.entries(targets))
          for (const [name, url] of Object.entries(pages)) {
            ((loads[label] ??= {})[name] ??= []).push(await oneLoad(browser, url, cpu));
            if (!tapTargets.includes(label)) continue;
            const tapped = await oneLoad(browser, url, cpu, TAP_MOMENTS[moment]);
            ((taps[label] ??= {})[moment] ??= []).push({ page: name, ...tapped.tap });
          }
      }
      results[cpu] = {
        empty: summarize(loads.empty),
        ...Object.fromEntries(
          Object.entries(targets).map(([label, pages]) => [
            label,
            Object.fromEntries(Object.keys(pages).map((name) => [name, summarize(loads[label][name])])),
          ]),
        ),
        taps: Object.fromEntries(
          Object.entries(taps).map(([label, byMoment]) => [
            label,
            Object.fromEntries(
              Object.entries(byMoment).map(([moment, list]) => [
                moment,
                {
                  toOpen: figure(list.map((tap) => tap.toOpen)),
                  interactionMs: figure(list.map((tap) => tap.interactionMs)),
                  lost: list.filter((tap) => tap.lost).length,
                  taps: list.length,
                },
              ]),
            ),
          ]),
        ),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}

const show = (value) => (value == null ? '—' : Math.round(value));
const withSpread = (item) =>
  item?.median == null ? '—' : `${show(item.median)} [${show(item.spread[0])}–${show(item.spread[1])}]`;
const kBSpread = (item) => (item?.median == null ? '—' : `${item.median} [${item.spread[0]}–${item.spread[1]}]`);

/** The printed tables of slowPhoneFigures' results: one row per page and target, ratios to the floor and empty page. */
export function printSlowPhone(results) {
  for (const [cpu, byTarget] of Object.entries(results)) {
    const { empty, taps, floor, ...sites } = byTarget;
    console.log(
      `Slow phone, real throttling (CPU ${cpu}×, Slow 4G, fresh cache, until network idle): medians [min–max] of ${empty.loads} loads; × floor = the page without scripts, × empty = the empty App Router page of the same run:`,
    );
    const rows = { empty: row(empty, empty, null) };
    for (const [label, pages] of Object.entries(sites))
      for (const [name, summary] of Object.entries(pages))
        rows[`${name} ${label}`] = row(summary, empty, floor?.[name]);
    for (const [name, summary] of Object.entries(floor ?? {})) rows[`${name} floor`] = row(summary, empty, null);
    console.table(rows);
    console.log('  Controls usable, ms after hydration (median [min–max]; "never" = loads where it never was):');
    const controlRows = {};
    for (const [label, pages] of Object.entries(sites))
      for (const [name, summary] of Object.entries(pages))
        controlRows[`${name} ${label}`] = Object.fromEntries(
          Object.entries(summary.controlsAfterHydration).map(([control, item]) => [
            control,
            `${withSpread(item)}${item.neverUsable ? ` never ${item.neverUsable}` : ''}`,
          ]),
        );
    console.table(controlRows);
    console.log('  Main thread by category, ms (throttled), medians:');
    const threadRows = { empty: threadRow(empty) };
    for (const [label, pages] of Object.entries(sites))
      for (const [name, summary] of Object.entries(pages)) threadRows[`${name} ${label}`] = threadRow(summary);
    console.table(threadRows);
    if (taps && Object.keys(taps).length) {
      console.log('  A tap on the menu at first paint, 1 s and 2 s after it: ms to open, Event Timing duration, lost:');
      const tapRows = {};
      for (const [label, byMoment] of Object.entries(taps))
        for (const [moment, item] of Object.entries(byMoment))
          tapRows[`${label} at ${moment}`] = {
            'to open ms': withSpread(item.toOpen),
            'interaction ms': withSpread(item.interactionMs),
            lost: `${item.lost}/${item.taps}`,
          };
      console.table(tapRows);
    }
    for (const [label, pages] of Object.entries(sites))
      for (const [name, summary] of Object.entries(pages))
        if (summary.rscPaths.length) console.log(`  RSC requests, ${name} ${label}: ${summary.rscPaths.join(' ')}`);
  }
}

function row(summary, empty, floor) {
  const lastControl = Math.max(
    ...Object.values(summary.controlsAfterHydration ?? {}).map((item) => item.median ?? -Infinity),
  );
  return {
    'FCP ms': withSpread(summary.firstPaint),
    'LCP ms': withSpread(summary.lcp),
    'LCP × floor': floor ? ratio(summary.lcp.median, floor.lcp.median) : '',
    'hydrated ms': withSpread(summary.hydration),
    'hydr. × empty': ratio(summary.hydration.median, empty.hydration.median) ?? '',
    'last control +ms': Number.isFinite(lastControl) ? Math.round(lastControl) : '',
    'JS kB': kBSpread(summary.scriptKB),
    'JS req': summary.scriptRequests.median,
    'JS × empty': ratio(summary.scriptKB.median, empty.scriptKB.median) ?? '',
    'RSC kB/req': `${summary.rscKB.median ?? 0}/${summary.rscRequests.median ?? 0}`,
    'main thr. ms': withSpread(summary.mainThread.total),
    'main × empty': ratio(summary.mainThread.total.median, empty.mainThread.total.median) ?? '',
    'longest task ms': withSpread(summary.longestTask),
  };
}

const threadRow = (summary) =>
  Object.fromEntries(Object.entries(summary.mainThread).map(([key, item]) => [key, show(item.median)]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) =>
    process.argv
      .slice(2)
      .find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
      ?.split('=')[1];
  const quick = process.argv.includes('--quick');
  const root = option('root') ?? ROOT;
  const base = option('base');
  const port = Number(option('port') ?? process.env.BENCH_PORT ?? 3186);
  const runs = Number(option('runs') ?? (quick ? 3 : RUNS));
  const names = option('pages')?.split(',') ?? Object.keys(SLOW_PHONE_PAGES);
  const { buildEmptyApp } = await import('./empty-app.mjs');
  const { startFloorServer } = await import('./floor.mjs');
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { WORK } = await import('./lib.mjs');
  const emptyDir = join(WORK, 'empty');
  const emptyApp = existsSync(join(emptyDir, '.next', 'BUILD_ID')) ? { dir: emptyDir } : await buildEmptyApp();
  const site = await startServer(root, port, { frontDoor: true });
  const emptyServer = await startServer(emptyApp.dir, port + 1);
  const previous = base ? await startServer(base, port + 2, { frontDoor: true }) : null;
  const pages = Object.fromEntries(names.map((name) => [name, SLOW_PHONE_PAGES[name]]));
  let floor;
  try {
    floor = await startFloorServer(port + 3, site.url, pages);
    const at = (server) => Object.fromEntries(names.map((name) => [name, `${server.url}${pages[name]}`]));
    const targets = { shipped: at(site), ...(previous ? { previous: at(previous) } : {}), floor: floor.urls };
    const tapTargets = previous ? ['shipped', 'previous'] : ['shipped'];
    log(
      `slow phone: ${runs} rounds per CPU rate, ${names.join(', ')}, the build in ${root}${base ? ` against ${base}` : ''}`,
    );
    const results = await slowPhoneFigures({
      targets,
      empty: `${emptyServer.url}/`,
      runs,
      cpuRates: quick ? [4] : CPU_RATES,
      tapTargets,
    });
    printSlowPhone(results);
    const { printTargets } = await import('./targets.mjs');
    printTargets({ slowPhone: results }, names);
    log(
      `load average (1, 5, 15 min): ${(await import('node:os'))
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(WORK, 'slow-phone.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await floor?.stop();
    await previous?.stop();
    await emptyServer.stop();
    await site.stop();
  }
}
