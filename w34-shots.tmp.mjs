import { chromium } from '@playwright/test';
const [base, outDir, tag, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [true, false]) for (const width of [390, 1400]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${outDir}/${tag}-${p.replace(/\W+/g, '_') || 'home'}-${width}${js ? '' : '-nojs'}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
