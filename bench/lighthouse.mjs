/** Lighthouse (default mobile settings, simulated throttling) in Debian's chromium, one browser for all pages. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROMIUM } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseRuns(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const results = {};
    for (const [name, url] of Object.entries(urls)) {
      if (!url) continue;
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = runner.lhr;
      results[name] = {
        url,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
