/**
 * JavaScript and CSS the HTML of a page names: its <script src>, preloaded scripts (chunks of components rendered on
 * the server but loaded lazily, which the browser fetches on load all the same) and stylesheets (files and inline
 * <style>), gzipped, plus inline scripts. What the page loads on the wire until the network is idle (chunks imported
 * at run time too) is counted by the slow-phone profile (tools/bench/slow-phone.mjs), the headline figure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (buffer) => gzipSync(buffer).length;

export async function pageWeight(serverUrl, distDir, path) {
  const response = await fetch(`${serverUrl}${path}`);
  if (!response.ok) return null;
  const html = await response.text();
  const fileOf = (url) =>
    join(distDir, 'static', decodeURIComponent(url.replace(/^\/_next\/static\//, '').split('?')[0]));
  // noModule scripts are polyfills that modern browsers never download.
  const scriptTags = [...html.matchAll(/<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"[^>]*>/g)].filter(
    (match) => !/noModule/i.test(match[0]),
  );
  const preloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)]
    .filter((match) => /\bas="script"/.test(match[0]))
    .map((match) => /href="(\/_next\/static\/[^"]+)"/.exec(match[0])?.[1])
    .filter(Boolean);
  const scripts = [...new Set([...scriptTags.map((match) => match[1]), ...preloads])];
  const styles = [
    ...new Set(
      [
        ...html.matchAll(
          /<link[^>]*rel="stylesheet"[^>]*href="(\/_next\/static\/[^"]+)"|<link[^>]*href="(\/_next\/static\/[^"]+\.css)"[^>]*rel="stylesheet"/g,
        ),
      ].map((match) => match[1] ?? match[2]),
    ),
  ];
  // Inline <style> elements (Next's experimental.inlineCss writes them) count as the page's CSS too.
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');
  const sum = (files) => files.reduce((total, url) => total + gzipBytes(readFileSync(fileOf(url))), 0);
  return {
    jsGzipKB: Math.round(sum(scripts) / 102.4) / 10,
    cssGzipKB: Math.round((sum(styles) + (inlineStyles ? gzipBytes(Buffer.from(inlineStyles)) : 0)) / 102.4) / 10,
    inlineScriptGzipKB: Math.round(gzipBytes(Buffer.from(inline)) / 102.4) / 10,
    htmlGzipKB: Math.round(gzipBytes(Buffer.from(html)) / 102.4) / 10,
    scriptFiles: scripts.length,
  };
}
