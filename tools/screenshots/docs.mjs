#!/usr/bin/env node
// `npm run screenshots:docs`: full-page screenshots of every page kind at 390 and 1400 px into docs/screenshots/,
// taken from the production build (run `npm run build:with-dummy-secrets` first). Palette PNGs keep the set small.
// These are for reading (docs/screenshots/README.md); the guarded set is tests/e2e/screenshots/.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.mjs';

export const PAGE_KINDS = {
  home: '/',
  insurance: '/insurance/general-liability',
  industry: '/business/greenhouse-growers',
  listing: '/learning-center/loss-control',
  article: '/learning-center/business-tips/business-continuity-plan-for-growers',
  'news-article': '/news/company-news/verdance-opens-midwest-office',
  claims: '/claims',
  // A section of a page: the band holding that heading, with its first question opened.
  'claims-faq': { path: '/claims', section: 'Questions about claims' },
  contact: '/contact-us',
  quote: '/contact-us/request-a-quote',
  'quote-lookup': '/contact-us/quote-lookup',
  glossary: '/learn-more',
  about: '/about',
  'why-verdance': '/why-verdance',
  testimonials: '/why-verdance/testimonials',
  'executive-finder': '/contact-us/agent-search',
  search: '/search?q=greenhouse',
  sitemap: '/sitemap',
  'not-found': '/this-page-does-not-exist',
};
const WIDTHS = [390, 1400];
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const OUT = new URL('../../docs/screenshots/', import.meta.url);
const only = process.argv.slice(2);

async function waitForServer(url) {
  for (let tries = 0; tries < 120; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function capture(page, kind) {
  const { path, section } = typeof kind === 'string' ? { path: kind } : kind;
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-site-header]')?.hasAttribute('data-hydrated'));
  await page.addStyleTag({ content: '.later-band { content-visibility: visible !important; }' });
  await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
  if (section) {
    const band = page.locator('main section', { has: page.getByRole('heading', { name: section }) }).last();
    await band.locator('summary').first().click();
    return band.screenshot({ animations: 'disabled', caret: 'hide' });
  }
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

const server = process.env.SCREENSHOTS_BASE_URL
  ? undefined
  : spawn('node', ['build/server/server.js'], {
      env: { ...process.env, PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
const baseURL = process.env.SCREENSHOTS_BASE_URL ?? `http://127.0.0.1:${PORT}`;
try {
  await waitForServer(`${baseURL}/`);
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let total = 0;
  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [kind, target] of Object.entries(PAGE_KINDS)) {
      if (only.length && !only.includes(kind)) continue;
      const png = await sharp(await capture(page, target))
        .png({ palette: true, quality: 80, effort: 8, compressionLevel: 9 })
        .toBuffer();
      await writeFile(new URL(`${kind}-${width}.png`, OUT), png);
      total += png.length;
      console.log(`${kind}-${width}.png  ${Math.round(png.length / 1024)} kB`);
    }
    await context.close();
  }
  await browser.close();
  console.log(`total ${Math.round(total / 1024)} kB`);
} finally {
  server?.kill();
}
