#!/usr/bin/env node
/**
 * Page HTML before and after a refactor or an upgrade, compared byte for byte once build hashes are normalised:
 * every address in the sitemap, plus the 404 page. Each side is a running server (`http://…`) or a built tree (a
 * directory holding `build/server/server.js`, served here on a free port; `--build` builds it first).
 *
 *   node tools/check-html-identity.mjs <base> <head> [--build] [--port 4471] [--limit N]
 *   npm run check:html-identity -- /tmp/base-tree .
 *
 * What two builds of the same commit differ in, and so what is normalised (each distinct value replaced by its order
 * of first appearance in the page, so a page that gains, loses or merges a chunk, module or class still differs):
 * chunk file names under /_next/static/, the build id, how the RSC payload is cut into rows and pushes, Turbopack module ids in the RSC payload, CSS-module class
 * name prefixes, server action ids, and `?dpl=`/`?v=` asset query hashes. Exit status 1 when a page differs.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const sides = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const NOT_FOUND_PATH = '/check-html-identity/no-such-page';

if (sides.length !== 2) {
  console.error(
    'usage: node tools/check-html-identity.mjs <base dir|url> <head dir|url> [--build] [--port N] [--limit N]',
  );
  process.exit(2);
}

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

function run(command, commandArgs, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${commandArgs.join(' ')} in ${cwd}: ${code}`)),
    );
  });
}

/** A server for one side: the URL as given, or the tree's own build served on `port`. */
async function serverFor(side, port) {
  if (/^https?:\/\//.test(side)) return { origin: side.replace(/\/$/, ''), buildId: undefined };
  const dir = resolve(side);
  if (flag('--build')) await run('npm', ['run', 'build:with-dummy-secrets'], dir);
  if (!existsSync(join(dir, 'build/server/server.js'))) throw new Error(`${dir} has no build (use --build)`);
  const child = spawn('node', ['build/server/server.js'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    if (
      await fetch(`${origin}/api/health/live`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  return { origin, buildId: readFileSync(join(dir, '.next/BUILD_ID'), 'utf8').trim() };
}

async function sitemapPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

const cssCache = new Map();
/** The CSS-module class prefixes (`abc123` in `.abc123_hero`, `_4a5ZHG` in `._4a5ZHG_card`) a page's stylesheets define. */
async function classPrefixes(origin, html) {
  const prefixes = new Set();
  for (const href of new Set(html.match(/\/_next\/static\/[^"'\\\s]+\.css/g) ?? [])) {
    const key = origin + href;
    if (!cssCache.has(key))
      cssCache.set(
        key,
        fetch(key).then((reply) => reply.text()),
      );
    for (const [, prefix] of (await cssCache.get(key)).matchAll(/\.([\w-]{6,7})_[a-z]/g)) prefixes.add(prefix);
  }
  return prefixes;
}

/** Replaces each distinct match of `pattern` (its first group) by `label#n`, n its order of first appearance. */
function ordinal(text, pattern, label) {
  const seen = new Map();
  return text.replace(pattern, (all, value) => {
    if (!seen.has(value)) seen.set(value, seen.size + 1);
    return all.replace(value, `${label}#${seen.get(value)}`);
  });
}

/**
 * The RSC payload as one text with every row reference replaced by the row it names: where the stream was cut into
 * `<script>` pushes, and whether a part was sent inline or as a later row, depend on sizes and render timing, not on
 * what the client gets. Hint rows (`:HL…`) are kept in order.
 */
function canonicalFlight(html) {
  const pushes = [...html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)];
  const bytes = Buffer.from(pushes.map(([, literal]) => JSON.parse(literal)).join(''), 'utf8');
  const rows = new Map();
  const hints = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.toString('utf8', at, colon);
    const text = bytes.toString('latin1', colon + 1, colon + 12).match(/^T([0-9a-f]+),/);
    let end;
    let value;
    if (text) {
      const start = colon + 1 + text[0].length;
      end = start + parseInt(text[1], 16);
      value = JSON.stringify(bytes.toString('utf8', start, end));
    } else {
      end = bytes.indexOf(0x0a, colon);
      if (end < 0) end = bytes.length;
      value = bytes.toString('utf8', colon + 1, end);
      if (bytes[end] === 0x0a) end += 1;
    }
    if (id) rows.set(id, value);
    else hints.push(value);
    at = end;
  }
  const expand = (value, depth) =>
    value.replace(/"\$([A-Z@]?)([0-9a-f]+)"/g, (all, kind, id) =>
      // A lazy element ($L) renders as if it had been inline.
      rows.has(id) && depth < 50
        ? (kind === 'L' ? '' : `{${kind}`) + expand(rows.get(id), depth + 1) + (kind === 'L' ? '' : '}')
        : all,
    );
  return [...hints, expand(rows.get('0') ?? '', 0)].join('\n');
}

async function normalise(origin, buildId, html) {
  const flight = canonicalFlight(html);
  let text = `${html.replace(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g, '')}\n${flight}`;
  const found = buildId ?? flight.match(/"b":"([\w-]{10,})"/)?.[1];
  if (found) text = text.split(found).join('BUILD_ID');
  text = ordinal(text, /\/_next\/static\/(?:chunks|css|media)\/([^"'\\\s?]+?)(?=\.(?:js|css|woff2?)\b)/g, 'asset');
  text = ordinal(text, /[?&](?:dpl|v)=([\w-]+)/g, 'query');
  text = ordinal(text, /I\[(\d+),\[/g, 'module');
  text = ordinal(text, /\b([0-9a-f]{42})\b/g, 'action');
  const prefixes = await classPrefixes(origin, html);
  if (prefixes.size) {
    const alternatives = [...prefixes].map((prefix) => prefix.replace(/-/g, '\\-')).join('|');
    text = ordinal(text, new RegExp(`(?<![\\w-])(${alternatives})_(?=[A-Za-z_])`, 'g'), 'css');
  }
  return text;
}

/** The first differing stretch of two texts, with a little context, for the report. */
function shortDiff(a, b) {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - 80);
  const clip = (text, end) => text.slice(from, Math.min(end + 80, from + 400)).replace(/\s+/g, ' ');
  return `  - ${clip(a, endA)}\n  + ${clip(b, endB)}`;
}

const port = Number(option('--port', Number(process.env.E2E_PORT ?? 3100) + 71));
const [base, head] = await Promise.all([serverFor(sides[0], port), serverFor(sides[1], port + 1)]);
const basePaths = await sitemapPaths(base.origin);
const headPaths = await sitemapPaths(head.origin);
const onlyBase = basePaths.filter((path) => !headPaths.includes(path));
const onlyHead = headPaths.filter((path) => !basePaths.includes(path));
const paths = [...new Set([...basePaths, ...headPaths]), NOT_FOUND_PATH].slice(0, Number(option('--limit', 1e9)));

const differing = [];
let index = 0;
async function worker() {
  while (index < paths.length) {
    const path = paths[index++];
    const [a, b] = await Promise.all(
      [base, head].map(async ({ origin, buildId }) => {
        const reply = await fetch(origin + path, { redirect: 'manual' });
        const html = await reply.text();
        return { status: reply.status, text: await normalise(origin, buildId, html) };
      }),
    );
    if (a.status !== b.status) differing.push(`${path}: status ${a.status} ─► ${b.status}`);
    else if (a.text !== b.text) differing.push(`${path}: body differs\n${shortDiff(a.text, b.text)}`);
  }
}
await Promise.all(Array.from({ length: 4 }, worker));

if (onlyBase.length) console.log(`In the base sitemap only: ${onlyBase.join(' ')}`);
if (onlyHead.length) console.log(`In the head sitemap only: ${onlyHead.join(' ')}`);
for (const line of differing.sort()) console.log(line);
console.log(
  `${paths.length} addresses (sitemap + 404), ${paths.length - differing.length} identical once hashes are normalised, ` +
    `${differing.length} differing`,
);
process.exit(differing.length || onlyBase.length || onlyHead.length ? 1 : 0);
