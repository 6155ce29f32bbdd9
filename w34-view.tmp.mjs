import { chromium } from '@playwright/test';
const [url, width, out, js = '1', scrollSel = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === '1', reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
if (scrollSel) await page.locator(scrollSel).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
