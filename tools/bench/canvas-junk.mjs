/**
 * A canvas refresh with and without junk traffic (issue 45, item 4): the site's server on the stand-in Uniform API
 * (every Uniform call through the site's one limit policy, 10 calls/s), /about framed in the stand-in canvas in
 * Chromium, and the time from the editor's `editor-state-updated` (its state, 63, holding a new heading) to the
 * framed page showing it. Measured quiet, then while 20 requests/s for addresses no page has (`/wp-login.php`, `/.env`,
 * …) hit the site. Prints the medians and their ratio (target ≤ 1.2); asserts nothing.
 *
 * Alone: `node tools/bench/canvas-junk.mjs` (needs a build: `npm run build:with-dummy-secrets`); in the bench:
 * `npm run bench -- --skip-build --only=canvas-junk`. CANVAS_JUNK_RUNS (default 3) refreshes each way; one
 * not shown within 60 s counts as 60 s and is reported as such.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { loadTs } from '../../tests/support/load-ts.mjs';
import { CHROME_FLAGS, CHROMIUM, ROOT, log, startServer } from './lib.mjs';

const SECRET = 'bench-preview-secret';
const JUNK_PER_SECOND = 20;
const JUNK = [
  '/wp-login.php',
  '/.env',
  '/wp-admin',
  '/admin/login',
  '/old-site/products',
  '/backup',
  '/cgi-bin/status',
];
const RUNS = Number(process.env.CANVAS_JUNK_RUNS ?? 3);
/** A refresh not shown by then is counted at this time (the figure then reads "at least"). */
const GIVE_UP_MS = 60_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Junk addresses at `perSecond` until stopped; counts what the site answered. */
function junkTraffic(siteUrl, perSecond) {
  const answers = {};
  let sent = 0;
  const timer = setInterval(() => {
    const path = `${JUNK[sent % JUNK.length]}${sent % 3 === 0 ? `-${sent}` : ''}`;
    sent += 1;
    fetch(`${siteUrl}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      })
      .catch(() => (answers.failedOrOver30s = (answers.failedOrOver30s ?? 0) + 1));
  }, 1000 / perSecond);
  return { stop: () => clearInterval(timer), answers, sent: () => sent };
}

const gaveUp = [];

/** Each refresh: a new heading in the editor's state, `editor-state-updated`, the ms until the framed page shows it. */
async function refreshTimes(api, canvas, page, frame, label) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const heading = `${label} refresh ${run + 1}`;
    api.editInCanvas('about', (composition) => {
      composition.slots.content.find((component) => component.parameters.heading).parameters.heading.value = heading;
    });
    const sentAt = performance.now();
    await page.evaluate((message) => window.sendToPreview(message), canvas.editorStateUpdated());
    const shown = await frame
      .getByRole('heading', { level: 1, name: heading })
      .waitFor({ timeout: GIVE_UP_MS })
      .then(
        () => true,
        () => false,
      );
    times.push(shown ? Math.round(performance.now() - sentAt) : GIVE_UP_MS);
    if (!shown) gaveUp.push(label);
  }
  return times;
}

export async function canvasJunkFigures(port) {
  const { startFakeUniformApi } = loadTs('tests/fakes/uniform-api.ts');
  const canvas = loadTs('tests/fakes/canvas-editor.ts');
  const api = await startFakeUniformApi();
  const editor = await canvas.startFakeCanvasEditor();
  const site = await startServer(ROOT, port, {
    frontDoor: true,
    env: {
      UNIFORM_API_KEY: 'bench-key',
      UNIFORM_PROJECT_ID: 'bench-project',
      UNIFORM_API_HOST: api.url,
      UNIFORM_EDGE_API_HOST: api.url,
      UNIFORM_PREVIEW_SECRET: SECRET,
      UNIFORM_CANVAS_ORIGIN: editor.url,
    },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const src = `${site.url}/api/preview?secret=${SECRET}&path=/about&is_incontext_editing_mode=true`;
    await page.goto(`${editor.url}/editor?src=${encodeURIComponent(src)}`);
    await page.waitForFunction(() => window.received.some((message) => message.type === 'ready'), null, {
      timeout: 120_000,
    });
    const frame = page.frameLocator('#preview');
    // One refresh before measuring: the first pays for compiling and caching what every later one reuses.
    await refreshTimes(api, canvas, page, frame, 'Warm-up');
    gaveUp.length = 0;
    const quiet = await refreshTimes(api, canvas, page, frame, 'Quiet');
    const junk = junkTraffic(site.url, JUNK_PER_SECOND);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const underJunk = await refreshTimes(api, canvas, page, frame, 'Junk').finally(() => junk.stop());
    const figures = {
      quietMs: quiet,
      underJunkMs: underJunk,
      quietMedianMs: median(quiet),
      underJunkMedianMs: median(underJunk),
      ratio: median(quiet) ? Math.round((median(underJunk) / median(quiet)) * 100) / 100 : null,
      junkPerSecond: JUNK_PER_SECOND,
      junkSent: junk.sent(),
      junkAnswers: junk.answers,
      notShownWithin60s: gaveUp.length,
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
    };
    return figures;
  } finally {
    await browser.close();
    await site.stop();
    await editor.close();
    await api.close();
  }
}

export const canvasJunkLine = (figures) =>
  `canvas refresh (editor-state-updated to updated /about): quiet median ${figures.quietMedianMs} ms ` +
  `(${figures.quietMs.join(', ')}), with ${figures.junkPerSecond} junk requests/s median ${figures.underJunkMedianMs} ms ` +
  `(${figures.underJunkMs.join(', ')}): ${figures.ratio}× quiet (target ≤ 1.2); junk answered ${JSON.stringify(figures.junkAnswers)} of ${figures.junkSent}` +
  (figures.notShownWithin60s
    ? `; ${figures.notShownWithin60s} refreshes not shown within 60 s (counted as 60 s)`
    : '') +
  `; load average ${figures.loadAverage.join(' ')}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3186) + 5;
  log('canvas refresh, quiet and under junk traffic');
  const figures = await canvasJunkFigures(port);
  log(canvasJunkLine(figures));
}
