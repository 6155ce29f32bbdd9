import type { Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';

/**
 * Page discovery for the whole-site gates: every URL in sitemap.xml (canonical host mapped to the server under
 * test), the pages only the HTML sitemap lists, and a 404. Read at run time, so the gates widen as the site grows.
 */
export const CANONICAL_HOST = 'https://www.verdanceinsurance.com';
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

export interface SitemapUrl {
  loc: string;
  path: string;
}

export function parseSitemap(xml: string): { namespace: string | undefined; urls: SitemapUrl[] } {
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(xml) as {
    urlset?: { '@_xmlns'?: string; url?: { loc: string }[] };
  };
  const urls = (parsed.urlset?.url ?? []).map(({ loc }) => ({ loc: String(loc), path: localPath(String(loc)) }));
  return { namespace: parsed.urlset?.['@_xmlns'], urls };
}

/** `https://www.verdanceinsurance.com/about` ─► `/about` (the host alone is `/`). */
export function localPath(loc: string): string {
  const url = new URL(loc);
  return `${url.pathname}${url.search}` || '/';
}

/** Internal links of the HTML sitemap page's main content. */
export function htmlSitemapPaths(html: string): string[] {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? '';
  const paths = [...main.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1] ?? '/');
  return [...new Set(paths)];
}

export interface SitePages {
  sitemapXml: string;
  sitemap: SitemapUrl[];
  htmlOnly: string[];
  /** Every page path to check: sitemap.xml, then HTML-sitemap-only pages, then the 404. */
  all: string[];
}

let discovered: Promise<SitePages> | undefined;

export function discoverPages(baseURL: string): Promise<SitePages> {
  discovered ??= (async () => {
    const sitemapXml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const sitemap = parseSitemap(sitemapXml).urls;
    const listed = new Set(sitemap.map((url) => url.path));
    const htmlSitemap = await (await fetch(`${baseURL}/sitemap`)).text();
    const htmlOnly = htmlSitemapPaths(htmlSitemap).filter((path) => !listed.has(path));
    return { sitemapXml, sitemap, htmlOnly, all: [...listed, ...htmlOnly, NOT_FOUND_PATH] };
  })();
  return discovered;
}

/** The share of `items` that chunk `index` of `count` checks, so chunks can run on parallel workers. */
export function chunkOf<T>(items: T[], index: number, count: number): T[] {
  return items.filter((_, position) => position % count === index);
}

/** Problems a visitor's browser reports (each reported once, for the current document): failed requests, console errors, uncaught errors and rejections, CSP violations. */
export async function watchBrowserProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed requests are reported below with their URL; the console line carries none.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const intended404 = response.request().isNavigationRequest() && response.url().includes(NOT_FOUND_PATH);
    if (response.status() >= 400 && !intended404) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__gateProblems', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`),
    );
    window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  });
  return async () => {
    const inPage = await page
      .evaluate(() => (window as unknown as { __gateProblems?: string[] }).__gateProblems ?? [])
      .catch(() => []);
    return [...problems.splice(0), ...inPage];
  };
}
