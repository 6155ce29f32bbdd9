#!/usr/bin/env node
/**
 * Post-build step of `npm run build`: hashes the inline scripts of every prerendered page so proxy.ts can send a
 * Content-Security-Policy without 'unsafe-inline' while the pages stay static (a nonce would force per-request
 * rendering). Writes .next/csp-manifest.json: { nonceKey, pages: { "/about": ["'sha256-…'", …] } }; nonceKey is a
 * fresh secret per build from which proxy.ts derives the per-path nonce of pages rendered after the build.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const distDir = process.argv[2] ?? '.next';
const appDir = join(distDir, 'server', 'app');

/** Inline scripts a browser executes: no src, and a JavaScript type (JSON-LD and other data blocks never run). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** `about.html` ─► `/about`, `index.html` ─► `/`, `insurance/general-liability.html` ─► `/insurance/general-liability`. */
export function routeOf(file) {
  const path = `/${file.split(sep).join('/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

function main() {
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const pages = {};
  for (const file of files.sort()) {
    pages[routeOf(relative(appDir, join(appDir, file)))] = inlineScriptHashes(readFileSync(join(appDir, file), 'utf8'));
  }
  writeFileSync(join(distDir, 'csp-manifest.json'), `${JSON.stringify({ version: 1, nonceKey: randomBytes(32).toString('base64'), pages }, null, 1)}\n`);
  const hashCount = Object.values(pages).reduce((sum, list) => sum + list.length, 0);
  console.log(`csp-hashes: ${files.length} prerendered pages, ${hashCount} inline script hashes ─► ${distDir}/csp-manifest.json`);
}

main();
